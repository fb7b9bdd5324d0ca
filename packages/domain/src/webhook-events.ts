import { EVENT_KINDS, MACHINES, auditTypeOf, type EventKind } from './entities/registry';

/**
 * Events a record raises besides entering one of its machine's states (`<kind>.<state>`, the transition runner's
 * names): the services' own audit actions on event kinds.
 */
const NAMED_EVENTS = [
  'bid.won',
  'blackout.created',
  'blackout.updated',
  'blackout.deleted',
  'contract.created',
  'contract.signature_added',
  'contract.price_fixed',
  'contract.final_invoice',
  'dispute.raised',
  'driver.created',
  'driver.updated',
  'driver.deleted',
  'job.created',
  'job.updated',
  'job.unassigned',
  'job.located',
  'job.arrived_at_site',
  'job.discharge_ended',
  'offer.submitted',
  'offer.revised',
  'offer.withdrawn',
  'offer.countered',
  'offer.counter_declined',
  'order.created',
  'order.transport_declined',
  'order.inspection_started',
  'order.inspection_ended',
  'order.receipt_confirmed',
  'order.quantity_settled',
  'order.quantity_accepted',
  'order.final_invoice_advances',
  'payment.released',
  'payment.final_invoice_applied',
  'review.submitted',
  'rfq.created',
  'rfq.reopened',
  'settlement.due',
  'settlement.overdue',
  'settlement.paid',
  'settlement.payment_recorded',
  'settlement.payment_rejected',
  'settlement.credit_applied',
  'settlement.netted',
  'settlement.demurrage_added',
  'shipment.tendered',
  'shipment.declined',
  'shipment.receipt_measured',
  'shipment.measurement_corrected',
  'shipment.transit_loss_exceeded',
  'tender.created',
  'vehicle.created',
  'vehicle.updated',
  'vehicle.deleted',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.disabled',
] as const;

/** The record kind an event type speaks of: the part before the dot. */
export function eventKindOf(type: string): EventKind | null {
  const kind = type.slice(0, type.indexOf('.'));
  return (EVENT_KINDS as readonly string[]).includes(kind) ? (kind as EventKind) : null;
}

const machineEvents = Object.values(MACHINES).flatMap((machine) =>
  EVENT_KINDS.includes(machine.kind as EventKind)
    ? Object.keys(machine.transitions).map((state) => `${auditTypeOf(machine.kind)}.${state}`)
    : [],
);

/**
 * The domain-events catalogue: every event type a webhook may subscribe to, `<kind>.<what happened>`, sorted. A
 * subscription names types from it, a whole kind (`order.*`), or everything (`*`).
 */
export const WEBHOOK_EVENT_TYPES: readonly string[] = [...new Set([...machineEvents, ...NAMED_EVENTS])]
  .filter((type) => eventKindOf(type) !== null)
  .sort();

/** The event a test delivery carries (Send test event); no record raises it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Is this a subscription the catalogue knows: `*`, `<kind>.*` or a type of the catalogue. */
export function isWebhookEventPattern(pattern: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('.*')) return eventKindOf(pattern) !== null;
  return WEBHOOK_EVENT_TYPES.includes(pattern);
}

/** Does an endpoint subscribed to these patterns receive an event of this type. */
export function subscribesTo(patterns: readonly string[], type: string): boolean {
  return patterns.some((p) => p === '*' || p === type || (p.endsWith('.*') && type.startsWith(p.slice(0, -1))));
}
