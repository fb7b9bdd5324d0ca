import { describe, expect, it } from 'vitest';
import { convertedMinorTotal, currenciesToConvert, ZConvertedTotal } from './converted-total';

describe('a total in the reporting currency, exact and rounded once', () => {
  it('adds amounts of several currencies at their rates (hand-computed)', () => {
    // $1,250.00 + €100.00 x 1.08 ($108.00) + £3.33 x 1.2655 ($4.214115) = $1,362.214115 -> $1,362.21.
    const amounts = [
      { currency: 'USD', amount: 125_000 },
      { currency: 'EUR', amount: 10_000 },
      { currency: 'GBP', amount: 333 },
    ] as const;
    expect(convertedMinorTotal(amounts, 'USD', { EUR: '1.08', GBP: '1.2655' })).toBe(136_221);
    // ₦15,327,500.00 at 1 NGN = 0.000652 USD: 15,327,500 x 0.000652 = $9,993.53 exactly.
    expect(convertedMinorTotal([{ currency: 'NGN', amount: 1_532_750_000 }], 'USD', { NGN: '0.000652' })).toBe(999_353);
    // Into naira: $6,000.00 at 1532.75 = ₦9,196,500.00, plus ₦1,000,000.00.
    const naira = [
      { currency: 'NGN', amount: 100_000_000 },
      { currency: 'USD', amount: 600_000 },
    ] as const;
    expect(convertedMinorTotal(naira, 'NGN', { USD: '1532.75' })).toBe(1_019_650_000);
  });

  it('rounds the sum once, half to even, not each converted amount', () => {
    // 1 cent at 0.5 twice: 0.5 + 0.5 = 1 cent (rounding each first would give 0 + 0).
    const halves = [
      { currency: 'EUR', amount: 1 },
      { currency: 'GBP', amount: 1 },
    ] as const;
    expect(convertedMinorTotal(halves, 'USD', { EUR: '0.5', GBP: '0.5' })).toBe(1);
    // A tie goes to the even cent: 1.5 -> 2, 2.5 -> 2; a negative one too: -97.5 -> -98.
    expect(convertedMinorTotal([{ currency: 'EUR', amount: 1 }], 'USD', { EUR: '1.5' })).toBe(2);
    expect(convertedMinorTotal([{ currency: 'EUR', amount: 1 }], 'USD', { EUR: '2.5' })).toBe(2);
    expect(convertedMinorTotal([{ currency: 'NGN', amount: -150_000 }], 'USD', { NGN: '0.00065' })).toBe(-98);
  });

  it('needs a rate for every other currency with money, and none for the target or a zero amount', () => {
    const amounts = [
      { currency: 'USD', amount: 500 },
      { currency: 'CAD', amount: 0 },
      { currency: 'NGN', amount: 1_000 },
    ] as const;
    expect(currenciesToConvert(amounts, 'USD')).toEqual(['NGN']);
    expect(convertedMinorTotal(amounts, 'USD', {})).toBeNull();
    expect(convertedMinorTotal(amounts, 'USD', { NGN: '0.001' })).toBe(501);
    expect(convertedMinorTotal([], 'EUR', {})).toBe(0);
  });

  it('describes the figure the server returns, or null', () => {
    const figure = {
      currency: 'USD',
      amountMinor: 136_221,
      rates: [{ base: 'EUR', quote: 'USD', rate: '1.08', date: '2026-11-27' }],
      asOf: '2026-11-27',
    };
    expect(ZConvertedTotal.parse(figure)).toEqual(figure);
    expect(ZConvertedTotal.parse(null)).toBeNull();
    expect(ZConvertedTotal.safeParse({ ...figure, amountMinor: 1.5 }).success).toBe(false);
  });
});
