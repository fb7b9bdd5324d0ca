import { ZOrder, ZPayment, ZShipment } from '@energy/domain/schemas/fulfilment';
import { z } from 'zod';
import { carrierSteps } from './crew';
import type { HttpClient } from './http-client';
import { SIGNATURE_PNG } from './images';
import { acceptOffer, createRfq, inDays, json, signByBoth, submitOffer, type Parties } from './procurement';

export const Orders = z.array(ZOrder);
export const Shipments = z.array(ZShipment);
export const Payments = z.array(ZPayment);

/**
 * RFQ -> offer (20% advance, 30 days) -> award -> signature: the order this produces, still `created`.
 * `beforeSign` acts on the draft contract (e.g. a dispute raised before the order exists); `overrides` adds to the
 * RFQ's and the offer's bodies (their delivery terms, say).
 */
export async function signedOrder(
  p: Parties,
  unitPrice = '500',
  beforeSign?: (contractId: string) => Promise<unknown>,
  overrides: { rfq?: Record<string, unknown>; offer?: Record<string, unknown> } = {},
) {
  const rfq = await createRfq(p.buyer, { quantity: 1000, ...overrides.rfq });
  const offer = await submitOffer(p.supplier, rfq.id, {
    unitPrice,
    paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 20 },
    ...overrides.offer,
  });
  const { contractId } = (await (await acceptOffer(p.buyer, offer)).json()) as { contractId: string };
  await beforeSign?.(contractId);
  await signByBoth(p.buyer, p.supplier, contractId);
  const orders = await json(await p.buyer.get('/api/orders'), Orders);
  const order = orders.find((o) => o.contractId === contractId);
  if (!order) throw new Error('signing made no order');
  return { contractId, order };
}

export const shipmentBody = (orderId: string, extra: Record<string, unknown> = {}) => ({
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
  ...extra,
});

export async function paymentsOf(finance: HttpClient, orderId: string) {
  return (await json(await finance.get('/api/payments'), Payments))
    .filter((pay) => pay.orderId === orderId)
    .sort((a, b) => a.amount - b.amount);
}

export function processPayment(finance: HttpClient, paymentId: string, amount: number, key: string) {
  return finance.post(`/api/payments/${paymentId}/process`, { amount }, { 'idempotency-key': key });
}

export const pod = (extra: Record<string, unknown> = {}) => ({
  deliveredAt: new Date().toISOString(),
  recipientName: 'Tunde Bakare',
  signature: SIGNATURE_PNG,
  notes: 'Received in full',
  ...extra,
});

/**
 * An order delivered by `carrier`, fully paid into escrow (idempotency keys `<keyPrefix>-<order>-<n>`) and with
 * proof of delivery submitted: its inspection period runs from `podAt`.
 */
export async function provenOrder(p: Parties, carrier: HttpClient, keyPrefix: string) {
  return proveOrder(p, carrier, (await signedOrder(p)).order, keyPrefix);
}

/** A signed order taken on as `provenOrder` describes: confirmed, delivered, paid into escrow, proof of delivery submitted. */
export async function proveOrder(p: Parties, carrier: HttpClient, order: z.infer<typeof ZOrder>, keyPrefix: string) {
  await p.supplier.post(`/api/orders/${order.id}/confirm`);
  const shipment = await json(
    await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
    ZShipment,
    201,
  );
  await carrierSteps(p.server, carrier, shipment.id, ['accept', 'start-transit', 'deliver']);
  const payments = await paymentsOf(p.finance, order.id);
  for (const [i, pay] of payments.entries())
    await json(await processPayment(p.finance, pay.id, pay.amount, `${keyPrefix}-${order.id}-${i}`), ZPayment);
  const podAt = Date.now();
  await json(
    await carrier.post(`/api/logistics/shipments/${shipment.id}/pod`, pod({ recipientName: 'nobody' })),
    ZShipment,
  );
  return { order, shipment, payments, podAt };
}
