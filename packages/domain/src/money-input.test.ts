import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, moneyInput, moneyInputOrDecimalString } from './money-input';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('money inputs', () => {
  const rate = moneyInputOrDecimalString({ scale: 2, required: 'Rate is required', invalid: 'Rate must be positive' });
  const price = moneyInput({ scale: 4, required: 'Unit price is required', invalid: 'Unit price must be positive' });

  it('takes an integer of the unit, and a deprecated decimal string converted exactly', () => {
    expect(rate.parse(250000)).toBe(250000);
    expect(rate.parse('2500.10')).toBe(250010);
    expect(price.parse(6505000)).toBe(6505000);
  });

  it("says a blank, a missing value and a form's blank number (NaN, null in JSON) are required", () => {
    for (const blank of ['', '  ', undefined, null, Number.NaN])
      expect(messages(rate.safeParse(blank)), String(blank)).toEqual(['Rate is required']);
  });

  it('names the format for a float or a malformed string, and the field’s own text for zero', () => {
    expect(messages(rate.safeParse(2500.5))).toEqual([MONEY_MESSAGES.minorFormat]);
    expect(messages(price.safeParse('650.50'))).toEqual([MONEY_MESSAGES.tenThousandthsFormat]);
    expect(messages(rate.safeParse('12,50'))).toEqual([MONEY_MESSAGES.minorFormat]);
    expect(messages(rate.safeParse(0))).toEqual(['Rate must be positive']);
  });
});
