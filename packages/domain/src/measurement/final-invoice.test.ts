import { describe, expect, it } from 'vitest';
import { finalInvoice, finalUnitPriceOf, type ContractPriceFacts } from './final-invoice';
import { settledQuantity } from './settled-quantity';

/** ₦1,161.9537 a litre for 33,000 l: ₦38,344,472.10. */
const fixed: ContractPriceFacts = {
  pricingType: 'fixed',
  unitPrice: '1161.9537',
  finalUnitPrice: null,
  priceFixedAt: null,
  totalValue: 3_834_447_210,
  quantity: '33000',
};
const formula: ContractPriceFacts = {
  pricingType: 'formula',
  unitPrice: null,
  finalUnitPrice: '1098.0005',
  priceFixedAt: new Date('2026-11-20T00:00:00Z'),
  totalValue: 3_600_000_000,
  quantity: '33000',
};
const received = (nsvLitres: string) =>
  settledQuantity({
    basis: 'outturn',
    loading: { id: 'l', nsvLitres: '32590', densityKgM3: '845.00' },
    receipt: { id: 'r', nsvLitres, densityKgM3: '845.00' },
    contractedQuantity: '33000',
    unit: 'l',
    tolerancePct: '5',
  });

describe('final unit price', () => {
  it("is a fixed contract's exact unit price, else its total / quantity, exactly", () => {
    expect(finalUnitPriceOf(fixed)).toEqual({ num: 11_619_537n, den: 10_000n });
    // ₦10,000.00 for 3 units: 10,000 / 3 a unit, never rounded before the invoice's one rounding.
    expect(finalUnitPriceOf({ ...fixed, unitPrice: null, totalValue: 1_000_000, quantity: '3' })).toEqual({
      num: 10_000n,
      den: 3n,
    });
  });

  it("is a formula contract's final unit price once fixed, and null before", () => {
    expect(finalUnitPriceOf(formula)).toEqual({ num: 10_980_005n, den: 10_000n });
    expect(finalUnitPriceOf({ ...formula, priceFixedAt: null, finalUnitPrice: null })).toBeNull();
  });
});

describe('final invoice', () => {
  it('fixed: 32,480 l × ₦1,161.9537 = ₦37,740,256.176 → ₦37,740,256.18, + ₦37,500.00 demurrage − ₦11,503,341.63 advance', () => {
    const unitPrice = finalUnitPriceOf(fixed);
    if (!unitPrice) throw new Error('a fixed contract has a unit price');
    expect(
      finalInvoice({
        settledQuantity: received('32480').exactQuantity,
        unitPrice,
        demurrage: 3_750_000,
        advances: 1_150_334_163,
      }),
    ).toEqual({
      settledQuantity: '32480.000',
      unitPrice: '1161.9537',
      goods: 3_774_025_618,
      demurrage: 3_750_000,
      advances: 1_150_334_163,
      amount: 2_627_441_455,
    });
  });

  it('fixed, short and accepted: 31,000 l × ₦1,161.9537 = ₦36,020,564.70, nothing paid before', () => {
    expect(
      finalInvoice({
        settledQuantity: received('31000').exactQuantity,
        unitPrice: '1161.9537',
        demurrage: 0,
        advances: 0,
      }),
    ).toMatchObject({ goods: 3_602_056_470, amount: 3_602_056_470 });
  });

  it('formula: 32,490 l × ₦1,098.0005 = ₦35,674,036.245, a tie rounded to the even ₦35,674,036.24', () => {
    const unitPrice = finalUnitPriceOf(formula);
    if (!unitPrice) throw new Error('the formula price is fixed');
    expect(finalInvoice({ settledQuantity: '32490', unitPrice, demurrage: 0, advances: 0 })).toMatchObject({
      unitPrice: '1098.0005',
      goods: 3_567_403_624,
      amount: 3_567_403_624,
    });
  });

  it('formula, over and accepted: 34,700 l × ₦1,098.0005 = ₦38,100,617.35, less a ₦10,800,000.00 advance', () => {
    expect(
      finalInvoice({
        settledQuantity: received('34700').exactQuantity,
        unitPrice: '1098.0005',
        demurrage: 0,
        advances: 1_080_000_000,
      }),
    ).toMatchObject({ goods: 3_810_061_735, amount: 2_730_061_735 });
  });

  it('rounds once from the exact price: 2.9 units at ₦10,000.00 / 3 = ₦9,666.666… → ₦9,666.67', () => {
    const unitPrice = finalUnitPriceOf({ ...fixed, unitPrice: null, totalValue: 1_000_000, quantity: '3' });
    if (!unitPrice) throw new Error('a fixed contract has a unit price');
    expect(finalInvoice({ settledQuantity: '2.9', unitPrice, demurrage: 0, advances: 0 })).toMatchObject({
      unitPrice: '3333.3333',
      goods: 966_667,
    });
  });

  it('is negative when the supplier already holds more than the invoice', () => {
    expect(finalInvoice({ settledQuantity: '1', unitPrice: '10', demurrage: 0, advances: 1_500 }).amount).toBe(-500);
  });
});
