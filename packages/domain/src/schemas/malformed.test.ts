import { describe, expect, it } from 'vitest';
import { ZShipmentCreateInput } from './fulfilment';
import { ZOfferInput } from './offer';
import { ZRfqCreateInput } from './rfq';

// zod runs an object's refinements even when a field failed, with that field's raw value: a refinement
// that trusts the parsed shape throws, and the server answers 500 instead of 400.
const base = {
  rfqId: '00000000-0000-4000-8000-000000000000',
  unitPrice: '5',
  validUntil: '2099-01-01',
  paymentTerms: { method: 'escrow', daysToPayment: 1, advancePayment: 0 },
};
describe('cross-field checks on malformed input', () => {
  it.each([
    { deliverySlots: 5 },
    { deliverySlots: [null] },
    { deliverySlots: [{ startTime: 5 }] },
    { deliverySlots: [{ startTime: '', endTime: '' }] },
    { allocationWindow: 'x' },
    { allocationWindow: null },
    { pricingBands: 5 },
    { pricingBands: [null, null] },
    { pricingBands: [{ minQuantity: 'a' }, { minQuantity: 1, maxQuantity: 2 }] },
    { validUntil: null },
    { paymentTerms: null },
  ])('refuse an offer with %j instead of throwing', (extra) => {
    expect(() => ZOfferInput.safeParse({ ...base, ...extra })).not.toThrow();
    expect(ZOfferInput.safeParse({ ...base, ...extra }).success).toBe(false);
  });

  it.each([null, 5, 'x', [], {}, { estimatedDeparture: 5, estimatedArrival: null }])(
    'refuse a shipment or RFQ of %j instead of throwing',
    (v) => {
      expect(() => ZShipmentCreateInput.safeParse(v)).not.toThrow();
      expect(() => ZRfqCreateInput.safeParse(v)).not.toThrow();
    },
  );

  it('refuses an RFQ whose specifications and dates are not what they should be, instead of throwing', () => {
    expect(
      ZRfqCreateInput.safeParse({
        title: 'x',
        productType: 'refined-products',
        specifications: 5,
        deliveryDate: 3,
        closeDate: null,
      }).success,
    ).toBe(false);
  });
});
