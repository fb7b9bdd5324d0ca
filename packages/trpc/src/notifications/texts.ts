import type { EventEntityType, TDomainEvent } from '@energy/domain/schemas/events';
import type { NotificationPriority, NotificationType } from '@energy/domain/schemas/notification';

export interface NotificationText {
  title: string;
  message: string;
  priority: NotificationPriority;
}

/** The notification type of each record events speak of; fleet set-up records (vehicles, drivers, blackouts) notify nobody. */
export const NOTIFICATION_TYPE_OF: Partial<Record<EventEntityType, NotificationType>> = {
  rfq: 'rfq', offer: 'offer', contract: 'contract', settlement: 'settlement', order: 'order', shipment: 'shipment',
  payment: 'payment', tender: 'tender', bid: 'tender', job: 'job', review: 'review', dispute: 'dispute',
};

/** " <number>" when the event names its record's number, else nothing. */
const numbered = (event: TDomainEvent, key: string): string => {
  const value = event.payload[key];
  return typeof value === 'string' && value !== '' ? ` ${value}` : '';
};

/** The words of each event type a user is told of; anything else falls back to "<Record> <state>". */
const TEXTS: Record<string, (event: TDomainEvent) => NotificationText> = {
  'rfq.created': () => ({ title: 'New RFQ', message: 'A new request for quote was published.', priority: 'low' }),
  'rfq.cancelled': () => ({ title: 'RFQ cancelled', message: 'A request for quote you take part in was cancelled.', priority: 'medium' }),
  'rfq.awarded': () => ({ title: 'RFQ awarded', message: 'A request for quote was awarded.', priority: 'medium' }),
  'offer.submitted': () => ({ title: 'New offer', message: 'A supplier submitted an offer on your RFQ.', priority: 'medium' }),
  'offer.revised': () => ({ title: 'Offer revised', message: 'A supplier revised its offer on your RFQ.', priority: 'medium' }),
  'offer.withdrawn': () => ({ title: 'Offer withdrawn', message: 'A supplier withdrew its offer on your RFQ.', priority: 'low' }),
  'offer.countered': () => ({ title: 'Counter-offer', message: 'The buyer made a counter-offer on your offer.', priority: 'high' }),
  'offer.counter_declined': () => ({ title: 'Counter-offer declined', message: 'The supplier declined your counter-offer.', priority: 'medium' }),
  'offer.selected': () => ({ title: 'Offer accepted', message: 'Your offer was accepted.', priority: 'high' }),
  'offer.rejected': () => ({ title: 'Offer not selected', message: 'Another offer was accepted on this RFQ.', priority: 'low' }),
  'contract.created': (e) => ({ title: 'Contract to sign', message: `Contract${numbered(e, 'contractNumber')} is ready for signature.`, priority: 'high' }),
  'contract.signed': () => ({ title: 'Contract signed', message: 'A contract was signed.', priority: 'medium' }),
  'order.created': (e) => ({ title: 'New order', message: `Order${numbered(e, 'orderNumber')} was created.`, priority: 'medium' }),
  'order.confirmed': () => ({ title: 'Order confirmed', message: 'The supplier confirmed the order.', priority: 'medium' }),
  'order.cancelled': () => ({ title: 'Order cancelled', message: 'An order was cancelled.', priority: 'high' }),
  'order.completed': () => ({ title: 'Order completed', message: 'An order was completed.', priority: 'low' }),
  'shipment.tendered': () => ({ title: 'Shipment tendered', message: 'A shipment was tendered to your company.', priority: 'high' }),
  'shipment.accepted': () => ({ title: 'Shipment accepted', message: 'The carrier accepted the shipment.', priority: 'medium' }),
  'shipment.in_transit': () => ({ title: 'Shipment in transit', message: 'A shipment is on its way.', priority: 'low' }),
  'shipment.delivered': () => ({ title: 'Shipment delivered', message: 'A shipment was delivered.', priority: 'medium' }),
  'shipment.pod_confirmed': () => ({ title: 'Proof of delivery', message: 'Proof of delivery was submitted; the inspection period has started.', priority: 'high' }),
  'payment.captured': () => ({ title: 'Payment captured', message: 'A payment was captured and is held in escrow.', priority: 'medium' }),
  'payment.failed': () => ({ title: 'Payment failed', message: 'A payment failed.', priority: 'high' }),
  'payment.released': () => ({ title: 'Payment released', message: 'Escrowed funds were released to the supplier.', priority: 'high' }),
  'settlement.due': () => ({ title: 'Settlement due', message: 'A settlement falls due soon.', priority: 'high' }),
  'settlement.overdue': () => ({ title: 'Settlement overdue', message: 'A settlement is overdue.', priority: 'high' }),
  'settlement.paid': () => ({ title: 'Settlement paid', message: 'A settlement was paid.', priority: 'medium' }),
  'settlement.payment_recorded': (e) => ({
    title: 'Awaiting payee confirmation',
    message: `A settlement was recorded as paid outside the platform${numbered(e, 'reference') ? ` (reference${numbered(e, 'reference')})` : ''}: it counts as paid once the payee confirms the money arrived.`,
    priority: 'high',
  }),
  'settlement.payment_rejected': (e) => ({
    title: 'Recorded payment rejected',
    message: `The payee did not receive the payment recorded for a settlement${typeof e.payload.reason === 'string' ? `: ${e.payload.reason}` : '.'} It is pending again.`,
    priority: 'high',
  }),
  'bid.won': () => ({ title: 'Tender awarded', message: 'Your bid won the tender.', priority: 'high' }),
  'review.under_review': () => ({ title: 'Review started', message: 'An admin started reviewing your KYB/KYC documents.', priority: 'low' }),
  'review.approved': () => ({ title: 'Verification approved', message: 'Your KYB/KYC review was approved: you are verified.', priority: 'high' }),
  'review.rejected': (e) => ({ title: 'Verification rejected', message: `Your KYB/KYC review was rejected${typeof e.payload.rejectionReason === 'string' ? `: ${e.payload.rejectionReason}` : '.'}`, priority: 'high' }),
  'dispute.raised': () => ({ title: 'Dispute raised', message: 'A dispute was raised on a record you are party to.', priority: 'high' }),
  'dispute.investigating': () => ({ title: 'Dispute under investigation', message: 'An admin is investigating a dispute you are party to.', priority: 'medium' }),
  'dispute.resolved': () => ({ title: 'Dispute resolved', message: 'A dispute you are party to was resolved.', priority: 'high' }),
  'dispute.escalated': () => ({ title: 'Dispute escalated', message: 'A dispute you are party to was escalated.', priority: 'high' }),
  'bid.lost': () => ({ title: 'Tender awarded', message: 'The tender was awarded to another carrier.', priority: 'low' }),
};

const ENTITY_NAMES: Record<EventEntityType, string> = {
  rfq: 'RFQ', offer: 'Offer', contract: 'Contract', settlement: 'Settlement', order: 'Order', shipment: 'Shipment',
  payment: 'Payment', vehicle: 'Vehicle', driver: 'Driver', blackout: 'Blackout', tender: 'Tender', bid: 'Bid', job: 'Job', review: 'Review', dispute: 'Dispute',
};

/** What a user is told of an event: the event type's text, or "<Record> <verb>" (e.g. "Job status: in progress"). */
export function notificationText(event: TDomainEvent): NotificationText {
  const text = TEXTS[event.type];
  if (text) return text(event);
  const verb = (event.type.split('.')[1] ?? 'updated').replaceAll('_', ' ');
  if (event.entityType === 'job') return { title: 'Job status', message: `A job is now ${verb}.`, priority: 'medium' };
  return { title: `${ENTITY_NAMES[event.entityType]} ${verb}`, message: `${ENTITY_NAMES[event.entityType]} ${verb}.`, priority: 'low' };
}

/** The route of the record: its own page where one exists, else its list. */
export function notificationLink(entityType: EventEntityType, entityId: string, rfqId: string | null): string | null {
  switch (entityType) {
    case 'rfq': return `/rfq/${entityId}`;
    case 'offer': return rfqId ? `/rfq/${rfqId}` : '/rfq';
    case 'contract': return '/contracts';
    case 'settlement': return '/settlements';
    case 'order': return '/orders';
    case 'shipment': return '/logistics';
    case 'payment': return '/payments';
    case 'tender': case 'bid': return '/fleet/tenders';
    case 'job': return '/fleet/jobs';
    case 'review': return '/settings';
    default: return null;
  }
}
