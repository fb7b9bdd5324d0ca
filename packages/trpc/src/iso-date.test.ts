import { describe, expect, it } from 'vitest';
import { isoString } from './iso-date';

describe('isoString', () => {
  it('writes what toISOString writes, for every kind of instant', () => {
    const instants = [
      0,
      -1,
      1,
      999,
      86_399_999,
      86_400_000,
      -86_400_001,
      Date.UTC(2026, 10, 22, 17, 46, 0, 123),
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(1969, 11, 31, 23, 59, 59, 999),
      253_402_300_799_999,
      253_402_300_800_000,
      -62_198_755_200_000,
      -62_198_755_200_001,
      8.64e15,
      -8.64e15,
    ];
    // 2,000 more spread over 1843-2096, from a fixed sequence so a failure repeats.
    let seed = 42;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      instants.push(Math.round((seed / 2 ** 31 - 0.3) * 1e13));
    }
    for (const ms of instants) {
      const date = new Date(ms);
      expect(isoString(date), String(ms)).toBe(date.toISOString());
      // The second call reads the day from the cache.
      expect(isoString(date), String(ms)).toBe(date.toISOString());
    }
  });

  it('refuses an invalid date as toISOString does', () => {
    expect(() => isoString(new Date('not a date'))).toThrow(RangeError);
  });
});
