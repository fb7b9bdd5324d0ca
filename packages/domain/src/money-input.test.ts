import { describe, expect, it } from 'vitest';
import {
  MONEY_MESSAGES,
  moneyInput,
  moneyInputOrDecimalString,
  storedMoneyInteger,
  tenThousandthsToDecimal,
} from './money-input';

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

describe('money in answers', () => {
  it('reads a stored price, differential or total as the integer an answer carries, exactly', () => {
    expect(storedMoneyInteger('650.5000', 'ten-thousandths')).toBe(6_505_000);
    expect(storedMoneyInteger('-3.5', 'ten-thousandths')).toBe(-35_000);
    expect(storedMoneyInteger('1161.9537', 'ten-thousandths')).toBe(11_619_537);
    expect(storedMoneyInteger('1234.56', 'minor')).toBe(123_456);
    expect(() => storedMoneyInteger('1.23456', 'ten-thousandths')).toThrow(RangeError);
    expect(() => storedMoneyInteger('', 'minor')).toThrow(RangeError);
  });

  it('writes ten-thousandths as decimal text with 2 to 4 decimals, exactly', () => {
    expect(tenThousandthsToDecimal(6_505_000)).toBe('650.50');
    expect(tenThousandthsToDecimal(11_619_537)).toBe('1161.9537');
    expect(tenThousandthsToDecimal(11_619_530)).toBe('1161.953');
    expect(tenThousandthsToDecimal(-25_000)).toBe('-2.50');
    expect(tenThousandthsToDecimal(5)).toBe('0.0005');
    expect(tenThousandthsToDecimal(0)).toBe('0.00');
    expect(tenThousandthsToDecimal(900_719_925_474_099)).toBe('90071992547.4099');
  });
});
