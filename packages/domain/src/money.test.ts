import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajor } from './money';

describe('minor and major units', () => {
  it('writes minor units as exact decimal text', () => {
    expect(minorToMajor(150001)).toBe('1500.01');
    expect(minorToMajor(5)).toBe('0.05');
    expect(minorToMajor(-250)).toBe('-2.50');
    expect(minorToMajor(0)).toBe('0.00');
    // Past the point where a float division by 100 still rounds back to the cent.
    expect(minorToMajor(900_719_925_474_099)).toBe('9007199254740.99');
  });

  it('reads decimal text or numbers as exact minor units, without float multiplication', () => {
    expect(majorToMinor('1500.01')).toBe(150001);
    expect(majorToMinor(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(majorToMinor(' 12.50 ')).toBe(1250);
    expect(majorToMinor('12.340')).toBe(1234);
    expect(majorToMinor(2400)).toBe(240000);
    expect(majorToMinor(-5)).toBe(-500);
  });

  it('reads blank, unreadable and over-precise amounts as NaN, for the schema to refuse', () => {
    for (const value of ['', ' ', 'abc', '.', '12.345', '1,500', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(majorToMinor(value)).toBeNaN();
    }
  });

  it('round-trips', () => {
    for (const minor of [0, 1, 99, 100, 123_456_789]) expect(majorToMinor(minorToMajor(minor))).toBe(minor);
  });
});
