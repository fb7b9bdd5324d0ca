import { describe, expect, it } from 'vitest';
import { inverseRate, priceUnitOf, PRICING_MESSAGES, ZQuotesInput } from './pricing';

describe('pricing schemas', () => {
  it('inverts a rate exactly, to 12 places, half to even', () => {
    expect(inverseRate('1541')).toBe('0.000648929267');
    expect(inverseRate('1.082500')).toBe('0.923787528868');
    expect(inverseRate('0.5')).toBe('2.000000000000');
    // 1 / 8 = 0.125 to 2 places: the tie goes to the even 0.12; 1 / 0.8 = 1.25 to 1 place: 1.2.
    expect(inverseRate('8', 2)).toBe('0.12');
    expect(inverseRate('0.8', 1)).toBe('1.2');
    expect(inverseRate('1.6', 1)).toBe('0.6');
    expect(() => inverseRate('0.000000')).toThrow(RangeError);
  });

  it('makes a price unit of a currency and a measure only when it is one of the five', () => {
    expect(priceUnitOf('USD', 'bbl')).toBe('USD/bbl');
    expect(priceUnitOf('NGN', 'l')).toBe('NGN/l');
    expect(priceUnitOf('NGN', 'bbl')).toBeNull();
  });

  it('names the bad row of a bulk post and refuses a day twice', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const result = ZQuotesInput.safeParse({
      id,
      quotes: [
        { date: '2026-01-01', value: '812.25' },
        { date: '2026-01-02', value: '1e3' },
        { date: '2026-01-01', value: '-3.5' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['quotes.1.value', PRICING_MESSAGES.valueInvalid],
      ['quotes.2.date', PRICING_MESSAGES.duplicateDay],
    ]);
    expect(ZQuotesInput.parse({ id, quotes: [{ date: '2026-01-01', value: ' 0.000001 ' }] }).quotes).toEqual([
      { date: '2026-01-01', value: '0.000001' },
    ]);
  });
});
