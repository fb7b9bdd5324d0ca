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

/** A shipment of an order tendered to every carrier, at most 2,500.00 a trip. */
export const shipmentBody = (orderId: string) => ({
  orderId,
  originLocation: 'Apapa depot, Lagos',
  destinationLocation: 'Ikeja plant, Lagos',
  estimatedDeparture: inDays(2),
  estimatedArrival: inDays(3),
  cargoDescription: '1,000 l AGO in one tanker',
  tender: {
    maxRate: 250000,
    bidDeadline: inDays(1),
    priority: 'high',
    weightKg: 850,
    volumeM3: 1,
    cargoType: 'AGO',
    specialRequirements: ['Sealed tanker'],
  },
});

/** A draft content item (admin). */
export const contentBody = (title: string) => ({ title, content: 'Written by the resilience soak.', type: 'news' });
