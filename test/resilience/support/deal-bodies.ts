const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A fixed-price offer on an RFQ of 1,000 l, paid through escrow: 20 % in advance, the rest within 30 days. */
export const offerBody = (rfqId: string) => ({
  rfqId,
  unitPrice: '500',
  validUntil: inDays(20),
  notes: 'Resilience suite offer',
  pricingBands: [],
  deliverySlots: [{ startTime: inDays(25), endTime: inDays(26) }],
  paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 20 },
});

export const typedSignature = (signerName: string) => ({ signerName, kind: 'typed' });

/** A shipment of an order tendered to every carrier, at most 2,500.00 a trip: the contract tests' own. */
export { shipmentBody } from '@energy/test/fulfilment';

/** A draft content item (admin). */
export const contentBody = (title: string) => ({ title, content: 'Written by the resilience soak.', type: 'news' });
