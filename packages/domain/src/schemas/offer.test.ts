import { MONEY_MESSAGES } from '../money-input';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, offerInputSchema } from './offer';
import { PRIMITIVE_MESSAGES } from './primitives';

// The cross-field rules of the offer form, checked here instead of by typing dates into the RFQ detail screen.
const NOW = new Date('2026-06-01T12:00:00Z');
const schema = offerInputSchema(() => NOW);
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString();

const valid = {
  rfqId: '7e1a0000-0000-4000-8000-000000000001',
  unitPrice: '650.50',
  validUntil: day(20),
  paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 0 },
};
const band = (minQuantity: number, maxQuantity: number) => ({ minQuantity, maxQuantity, unitPrice: '640' });
const window = (start: number, end: number) => ({ startTime: day(start), endTime: day(end), maxAllocation: 400 });

function issuesOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('offerInputSchema', () => {
  it('accepts a plain offer with NGN, no bands and no slots by default', () => {
    expect(schema.parse(valid)).toMatchObject({
      unitPrice: '650.5000',
      currency: 'NGN',
      pricingBands: [],
      deliverySlots: [],
    });
  });

  it('names the required fields', () => {
    expect(issuesOf({ rfqId: valid.rfqId, paymentTerms: { daysToPayment: 30, advancePayment: 0 } })).toEqual([
      { path: 'validUntil', message: OFFER_MESSAGES.validUntilRequired },
      { path: 'paymentTerms.method', message: OFFER_MESSAGES.paymentMethodRequired },
      // Checked after the fields, as a formula offer needs none.
      { path: 'unitPrice', message: OFFER_MESSAGES.unitPriceRequired },
    ]);
  });

  it('keeps a unit price to 4 decimals, as integer ten-thousandths or the deprecated decimal text', () => {
    expect(schema.parse({ ...valid, unitPrice: '1161.9537' }).unitPrice).toBe('1161.9537');
    expect(schema.parse({ ...valid, unitPrice: 11_619_537 }).unitPrice).toBe('1161.9537');
    expect(issuesOf({ ...valid, unitPrice: 1161.9537 })).toEqual([
      { path: 'unitPrice', message: MONEY_MESSAGES.tenThousandthsFormat },
    ]);
    expect(schema.parse({ ...valid, unitPrice: ' 12.345 ' }).unitPrice).toBe('12.3450');
    expect(schema.parse({ ...valid, pricingBands: [{ ...band(0, 10), unitPrice: '0.0001' }] }).pricingBands).toEqual([
      { minQuantity: 0, maxQuantity: 10, unitPrice: '0.0001' },
    ]);
  });

  it('refuses a price with more than 4 decimals and days to payment out of range', () => {
    expect(
      issuesOf({ ...valid, unitPrice: '12.34567', paymentTerms: { ...valid.paymentTerms, daysToPayment: 366 } }),
    ).toEqual([
      { path: 'unitPrice', message: PRIMITIVE_MESSAGES.unitPriceDecimals },
      { path: 'paymentTerms.daysToPayment', message: OFFER_MESSAGES.daysToPaymentRange },
    ]);
  });

  it('refuses an advance payment above 100 percent', () => {
    expect(issuesOf({ ...valid, paymentTerms: { ...valid.paymentTerms, advancePayment: 101 } })).toEqual([
      { path: 'paymentTerms.advancePayment', message: OFFER_MESSAGES.advanceRange },
    ]);
  });

  it('refuses a valid-until date that is not in the future', () => {
    expect(issuesOf({ ...valid, validUntil: day(-1) })).toEqual([
      { path: 'validUntil', message: OFFER_MESSAGES.validUntilFuture },
    ]);
  });

  describe('pricing bands', () => {
    it('refuses a band whose maximum is not above its minimum', () => {
      expect(issuesOf({ ...valid, pricingBands: [band(500, 100)] })).toEqual([
        { path: 'pricingBands.0.maxQuantity', message: OFFER_MESSAGES.bandMaxInvalid },
      ]);
      expect(issuesOf({ ...valid, pricingBands: [band(100, 100)] })).toEqual([
        { path: 'pricingBands.0.maxQuantity', message: OFFER_MESSAGES.bandMaxInvalid },
      ]);
    });

    it('refuses a negative minimum', () => {
      expect(issuesOf({ ...valid, pricingBands: [band(-1, 100)] })).toEqual([
        { path: 'pricingBands.0.minQuantity', message: OFFER_MESSAGES.bandMinInvalid },
      ]);
    });

    it('refuses overlapping bands, in any order', () => {
      expect(issuesOf({ ...valid, pricingBands: [band(0, 1000), band(500, 2000)] })).toEqual([
        { path: 'pricingBands', message: OFFER_MESSAGES.bandsOverlap },
      ]);
      expect(issuesOf({ ...valid, pricingBands: [band(500, 2000), band(0, 1000)] })).toEqual([
        { path: 'pricingBands', message: OFFER_MESSAGES.bandsOverlap },
      ]);
    });

    it('accepts bands that touch, and starts a band at 0', () => {
      expect(issuesOf({ ...valid, pricingBands: [band(0, 1000), band(1000, 2000)] })).toEqual([]);
    });
  });

  describe('delivery slots', () => {
    it('refuses a slot that ends before or when it starts', () => {
      expect(issuesOf({ ...valid, deliverySlots: [{ startTime: day(12), endTime: day(10) }] })).toEqual([
        { path: 'deliverySlots.0.endTime', message: OFFER_MESSAGES.slotOrder },
      ]);
      expect(issuesOf({ ...valid, deliverySlots: [{ startTime: day(12), endTime: day(12) }] })).toEqual([
        { path: 'deliverySlots.0.endTime', message: OFFER_MESSAGES.slotOrder },
      ]);
    });

    it('refuses a slot that starts in the past', () => {
      expect(issuesOf({ ...valid, deliverySlots: [{ startTime: day(-2), endTime: day(3) }] })).toEqual([
        { path: 'deliverySlots.0.startTime', message: OFFER_MESSAGES.plannedInPast },
      ]);
    });

    it('names a missing slot time', () => {
      expect(issuesOf({ ...valid, deliverySlots: [{ startTime: day(2) }] })).toEqual([
        { path: 'deliverySlots.0.endTime', message: 'End time is required' },
      ]);
    });
  });

  describe('allocation window', () => {
    it('refuses a window that ends before it starts', () => {
      expect(issuesOf({ ...valid, allocationWindow: window(12, 10) })).toEqual([
        { path: 'allocationWindow.endTime', message: OFFER_MESSAGES.windowOrder },
      ]);
    });

    it('refuses a window that starts in the past', () => {
      expect(issuesOf({ ...valid, allocationWindow: window(-2, 10) })).toEqual([
        { path: 'allocationWindow.startTime', message: OFFER_MESSAGES.plannedInPast },
      ]);
    });

    it('refuses a maximum allocation of 0', () => {
      expect(issuesOf({ ...valid, allocationWindow: { ...window(12, 14), maxAllocation: 0 } })).toEqual([
        { path: 'allocationWindow.maxAllocation', message: OFFER_MESSAGES.maxAllocationInvalid },
      ]);
    });

    it('accepts a window in order and keeps its maximum', () => {
      expect(schema.parse({ ...valid, allocationWindow: window(12, 14) }).allocationWindow).toMatchObject({
        maxAllocation: 400,
      });
    });
  });
});
