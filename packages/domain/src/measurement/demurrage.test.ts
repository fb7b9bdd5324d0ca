import { describe, expect, it } from 'vitest';
import { demurrage } from './demurrage';

const arrived = new Date('2026-11-20T08:00:00Z');
const after = (minutes: number, seconds = 0) => new Date(arrived.getTime() + minutes * 60_000 + seconds * 1000);
/** ₦25,000.00 an hour, 2 hours free. */
const terms = { freeTimeHours: '2', ratePerHour: 2_500_000 };

describe('demurrage per started quarter hour', () => {
  it('charges nothing within the free time, exactly 2h00 included', () => {
    expect(demurrage(arrived, after(90), terms)).toMatchObject({ quarters: 0, amount: 0, chargedHours: '0.00' });
    expect(demurrage(arrived, after(120), terms)).toMatchObject({ waitedMs: 7_200_000, quarters: 0, amount: 0 });
  });

  it('counts a started quarter whole: 2h00m01s, 2h01 and 2h15 are one quarter, 2h16 two', () => {
    expect(demurrage(arrived, after(120, 1), terms).quarters).toBe(1);
    expect(demurrage(arrived, after(121), terms)).toMatchObject({ quarters: 1, chargedHours: '0.25', amount: 625_000 });
    expect(demurrage(arrived, after(135), terms)).toMatchObject({ quarters: 1, amount: 625_000 });
    expect(demurrage(arrived, after(136), terms)).toMatchObject({
      quarters: 2,
      chargedHours: '0.50',
      amount: 1_250_000,
    });
  });

  it('3h20 waited with 2h free at ₦25,000.00/h: 6 started quarters, 1.5 h, ₦37,500.00', () => {
    expect(demurrage(arrived, after(200), terms)).toEqual({
      waitedMs: 12_000_000,
      quarters: 6,
      chargedHours: '1.50',
      amount: 3_750_000,
    });
  });

  it('charges nothing at a rate of 0 (no demurrage agreed), however long the wait', () => {
    expect(demurrage(arrived, after(600), { freeTimeHours: '2', ratePerHour: 0 })).toMatchObject({
      quarters: 32,
      amount: 0,
    });
  });

  it('takes free time in hundredths of an hour and rounds a rate not divisible by 4 half to even, once', () => {
    // 2.25 h free: 2h15 is free, 2h16 one quarter.
    expect(demurrage(arrived, after(135), { freeTimeHours: '2.25', ratePerHour: 10 }).quarters).toBe(0);
    expect(demurrage(arrived, after(136), { freeTimeHours: '2.25', ratePerHour: 10 }).quarters).toBe(1);
    // 1 quarter of 10 = 2.5 -> 2 (even); 1 quarter of 14 = 3.5 -> 4; 3 quarters of 3 = 2.25 -> 2.
    expect(demurrage(arrived, after(121), { freeTimeHours: '2', ratePerHour: 10 }).amount).toBe(2);
    expect(demurrage(arrived, after(121), { freeTimeHours: '2', ratePerHour: 14 }).amount).toBe(4);
    expect(demurrage(arrived, after(165), { freeTimeHours: '2', ratePerHour: 3 }).amount).toBe(2);
  });

  it('treats a discharge ending before the arrival as no wait, and refuses a negative or fractional rate', () => {
    expect(demurrage(arrived, after(-10), terms)).toMatchObject({ waitedMs: 0, amount: 0 });
    expect(() => demurrage(arrived, after(200), { freeTimeHours: '2', ratePerHour: -1 })).toThrow(RangeError);
    expect(() => demurrage(arrived, after(200), { freeTimeHours: '2', ratePerHour: 1.5 })).toThrow(RangeError);
  });
});
