import { NOTICE_NAMES, pageOf } from '@energy/domain/entities/registry';
import { checkRouteAccess } from '@energy/domain/routes';
import type { TDomainEvent } from '@energy/domain/schemas/events';
import type { NotificationPriority } from '@energy/domain/schemas/notification';
import type { RecordFacts } from './facts';

export interface NotificationText {
  title: string;
  message: string;
  priority: NotificationPriority;
}

/** What a text may name besides the event: its record's facts and the counterparty (the other organizations concerned). */
export interface TextContext {
  record?: RecordFacts;
  /** The other organizations the event concerns, by name; null when none (or only the recipient's own). */
  counterparty: string | null;
}

/** " <value>" when the event's payload holds this text, else nothing. */
const numbered = (event: TDomainEvent, key: string): string => {
  const value = event.payload[key];
  return typeof value === 'string' && value !== '' ? ` ${value}` : '';
};

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** " of ₦1,500.00" where the record has an amount. */
const of = (c: TextContext): string => (c.record?.amount ? ` of ${c.record.amount}` : '');
/** " (₦1,500.00)" where the record has an amount. */
const worth = (c: TextContext): string => (c.record?.amount ? ` (${c.record.amount})` : '');
const rfq = (c: TextContext): string => c.record?.name ?? 'an RFQ';
const named = (c: TextContext, fallback: string): string => c.record?.name ?? fallback;
const by = (c: TextContext): string => (c.counterparty ? ` by ${c.counterparty}` : '');
const withParty = (c: TextContext): string => (c.counterparty ? ` with ${c.counterparty}` : '');

/**
 * The words of each event type a user is told of, naming the record, the counterparty and the amount where
 * there is one; anything else falls back to "<Record> <state>".
 */
const TEXTS: Record<string, (event: TDomainEvent, c: TextContext) => NotificationText> = {
  'rfq.created': (_e, c) => ({
    title: 'New RFQ',
    message: `${c.counterparty ?? 'Your organization'} published ${rfq(c)}${c.record?.detail ? `: ${c.record.detail}` : ''}.`,
    priority: 'low',
  }),
  'rfq.cancelled': (_e, c) => ({
    title: 'RFQ cancelled',
    message: `${capitalized(rfq(c))}, which you take part in, was cancelled${by(c)}.`,
    priority: 'medium',
  }),
  'rfq.awarded': (_e, c) => ({
    title: 'RFQ awarded',
    message: `${capitalized(rfq(c))} was awarded.`,
    priority: 'medium',
  }),
  'offer.submitted': (_e, c) => ({
    title: 'New offer',
    message: `${c.counterparty ?? 'A supplier'} submitted an offer${of(c)} on your ${rfq(c)}.`,
    priority: 'medium',
  }),
  'offer.revised': (_e, c) => ({
    title: 'Offer revised',
    message: `${c.counterparty ?? 'A supplier'} revised its offer on your ${rfq(c)}${c.record?.amount ? ` to ${c.record.amount}` : ''}.`,
    priority: 'medium',
  }),
  'offer.withdrawn': (_e, c) => ({
    title: 'Offer withdrawn',
    message: `${c.counterparty ?? 'A supplier'} withdrew its offer${of(c)} on your ${rfq(c)}.`,
    priority: 'low',
  }),
  'offer.countered': (_e, c) => ({
    title: 'Counter-offer',
    message: `${c.counterparty ?? 'The buyer'} made a counter-offer on your offer${of(c)} on ${rfq(c)}.`,
    priority: 'high',
  }),
  'offer.counter_declined': (_e, c) => ({
    title: 'Counter-offer declined',
    message: `${c.counterparty ?? 'The supplier'} declined your counter-offer on ${rfq(c)}.`,
    priority: 'medium',
  }),
  'offer.selected': (_e, c) => ({
    title: 'Offer accepted',
    message: `${c.counterparty ?? 'The buyer'} accepted your offer${of(c)} on ${rfq(c)}.`,
    priority: 'high',
  }),
  'offer.rejected': (_e, c) => ({
    title: 'Offer not selected',
    message: `Another offer was accepted on ${rfq(c)}; your offer${of(c)} was not selected.`,
    priority: 'low',
  }),
  'contract.created': (e, c) => ({
    title: 'Contract to sign',
    message: `${capitalized(c.record?.name ?? `contract${numbered(e, 'contractNumber')}`)}${worth(c)}${withParty(c)} is ready for signature.`,
    priority: 'high',
  }),
  // One party signed: said the same way to both sides, naming who signed and whose signature is awaited.
  'contract.signature_added': (e, c) => ({
    title: 'Contract signature',
    message:
      `${capitalized(named(c, `contract${numbered(e, 'contractNumber')}`))}${worth(c)} was signed by the ${String(e.payload.party ?? 'other party')}; ` +
      `the ${String(e.payload.awaiting ?? 'other party')}'s signature is awaited.`,
    priority: 'high',
  }),
  'contract.signed': (_e, c) => ({
    title: 'Contract signed',
    message: `${capitalized(named(c, 'a contract'))}${worth(c)}${withParty(c)} was signed.`,
    priority: 'medium',
  }),
  'order.created': (e, c) => ({
    title: 'New order',
    message: `${capitalized(c.record?.name ?? `order${numbered(e, 'orderNumber')}`)}${worth(c)}${withParty(c)} was created.`,
    priority: 'medium',
  }),
  'order.confirmed': (_e, c) => ({
    title: 'Order confirmed',
    message: `${c.counterparty ?? 'The supplier'} confirmed ${named(c, 'the order')}${worth(c)}.`,
    priority: 'medium',
  }),
  'order.cancelled': (_e, c) => ({
    title: 'Order cancelled',
    message: `${capitalized(named(c, 'an order'))}${worth(c)}${withParty(c)} was cancelled.`,
    priority: 'high',
  }),
  'order.completed': (_e, c) => ({
    title: 'Order completed',
    message: `${capitalized(named(c, 'an order'))}${worth(c)}${withParty(c)} was completed.`,
    priority: 'low',
  }),
  'shipment.tendered': (_e, c) => ({
    title: 'Shipment tendered',
    message: `${c.counterparty ?? 'A supplier'} tendered ${named(c, 'a shipment')} to your company.`,
    priority: 'high',
  }),
  'shipment.accepted': (_e, c) => ({
    title: 'Shipment accepted',
    message: `${c.counterparty ?? 'The carrier'} accepted ${named(c, 'the shipment')}.`,
    priority: 'medium',
  }),
  // The chosen carrier declined a shipment without a tender: named from the event, so its own colleagues read it right too.
  'shipment.declined': (e, c) => ({
    title: 'Shipment declined',
    message:
      `${typeof e.payload.carrier === 'string' ? e.payload.carrier : 'The carrier'} declined ${named(c, 'the shipment')}` +
      `${typeof e.payload.reason === 'string' ? `: ${e.payload.reason}${/[.!?]$/.test(e.payload.reason) ? '' : '.'}` : '.'} Its order is confirmed again: arrange transport for it.`,
    priority: 'high',
  }),
  'order.transport_declined': (e, c) => ({
    title: 'Transport declined',
    message: `${typeof e.payload.carrier === 'string' ? e.payload.carrier : 'The carrier'} declined to carry ${named(c, 'an order')}${worth(c)}; the supplier is arranging transport again.`,
    priority: 'medium',
  }),
  'shipment.in_transit': (_e, c) => ({
    title: 'Shipment in transit',
    message: `${capitalized(named(c, 'a shipment'))} is on its way.`,
    priority: 'low',
  }),
  'shipment.delivered': (_e, c) => ({
    title: 'Shipment delivered',
    message: `${capitalized(named(c, 'a shipment'))} was delivered.`,
    priority: 'medium',
  }),
  'shipment.pod_confirmed': (_e, c) => ({
    title: 'Proof of delivery',
    message: `Proof of delivery was submitted for ${named(c, 'a shipment')}; the inspection period has started.`,
    priority: 'high',
  }),
  'payment.captured': (_e, c) => ({
    title: 'Payment captured',
    message: `${capitalized(named(c, 'a payment'))}${worth(c)}${withParty(c)} was captured into escrow.`,
    priority: 'medium',
  }),
  'payment.failed': (_e, c) => ({
    title: 'Payment failed',
    message: `${capitalized(named(c, 'a payment'))}${worth(c)}${withParty(c)} failed.`,
    priority: 'high',
  }),
  'payment.released': (_e, c) => ({
    title: 'Payment released',
    message: `The escrowed funds of ${named(c, 'a payment')}${worth(c)} were released to ${c.counterparty ?? 'the supplier'}.`,
    priority: 'high',
  }),
  'settlement.due': (_e, c) => ({
    title: 'Settlement due',
    message: `${capitalized(named(c, 'a settlement'))}${worth(c)}${withParty(c)} falls due soon.`,
    priority: 'high',
  }),
  'settlement.overdue': (_e, c) => ({
    title: 'Settlement overdue',
    message: `${capitalized(named(c, 'a settlement'))}${worth(c)}${withParty(c)} is overdue.`,
    priority: 'high',
  }),
  'settlement.paid': (_e, c) => ({
    title: 'Settlement paid',
    message: `${capitalized(named(c, 'a settlement'))}${worth(c)}${withParty(c)} was paid.`,
    priority: 'medium',
  }),
  'settlement.payment_recorded': (e, c) => ({
    title: 'Awaiting payee confirmation',
    message: `${capitalized(named(c, 'a settlement'))}${worth(c)}${withParty(c)} was recorded as paid outside the platform${numbered(e, 'reference') ? ` (reference${numbered(e, 'reference')})` : ''}: it counts as paid once the payee confirms the money arrived.`,
    priority: 'high',
  }),
  'settlement.payment_rejected': (e, c) => ({
    title: 'Recorded payment rejected',
    message: `${c.counterparty ?? 'The payee'} did not receive the payment recorded for ${named(c, 'a settlement')}${worth(c)}${typeof e.payload.reason === 'string' ? `: ${e.payload.reason}` : '.'} It is pending again.`,
    priority: 'high',
  }),
  'bid.won': (_e, c) => ({
    title: 'Tender awarded',
    message: `Your bid${of(c)} won ${named(c, 'the tender')}${c.counterparty ? ` of ${c.counterparty}` : ''}.`,
    priority: 'high',
  }),
  'review.under_review': () => ({
    title: 'Review started',
    message: 'An admin started reviewing your KYB/KYC documents.',
    priority: 'low',
  }),
  'review.approved': () => ({
    title: 'Verification approved',
    message: 'Your KYB/KYC review was approved: you are verified.',
    priority: 'high',
  }),
  'review.rejected': (e) => ({
    title: 'Verification rejected',
    message: `Your KYB/KYC review was rejected${typeof e.payload.rejectionReason === 'string' ? `: ${e.payload.rejectionReason}` : '.'}`,
    priority: 'high',
  }),
  'dispute.raised': (_e, c) => ({
    title: 'Dispute raised',
    message: `A dispute was raised on ${named(c, 'a record you are party to')}${worth(c)}${withParty(c)}.`,
    priority: 'high',
  }),
  'dispute.investigating': (_e, c) => ({
    title: 'Dispute under investigation',
    message: `An admin is investigating the dispute on ${named(c, 'a record you are party to')}${worth(c)}${withParty(c)}.`,
    priority: 'medium',
  }),
  'dispute.resolved': (_e, c) => ({
    title: 'Dispute resolved',
    message: `The dispute on ${named(c, 'a record you are party to')}${worth(c)}${withParty(c)} was resolved.`,
    priority: 'high',
  }),
  'dispute.escalated': (_e, c) => ({
    title: 'Dispute escalated',
    message: `The dispute on ${named(c, 'a record you are party to')}${worth(c)}${withParty(c)} was escalated.`,
    priority: 'high',
  }),
  'bid.lost': (_e, c) => ({
    title: 'Tender awarded',
    message: `${capitalized(named(c, 'the tender'))} was awarded to another carrier.`,
    priority: 'low',
  }),
};

/** The hour's digest of new RFQs for a supplier: how many, and each by number, title and buyer. */
export function rfqDigestText(items: readonly { name: string; buyer: string }[]): NotificationText {
  const list = items.map((i) => `${i.name} from ${i.buyer}`).join('; ');
  return items.length === 1
    ? { title: 'New RFQ', message: `Published in the last hour: ${list}.`, priority: 'low' }
    : { title: `${items.length} new RFQs`, message: `Published in the last hour: ${list}.`, priority: 'low' };
}

/** What a user is told of an event: the event type's text, or "<Record> <verb>" (e.g. "Job status: in progress"). */
export function notificationText(event: TDomainEvent, context: TextContext = { counterparty: null }): NotificationText {
  const text = TEXTS[event.type];
  if (text) return text(event, context);
  const verb = (event.type.split('.')[1] ?? 'updated').replaceAll('_', ' ');
  if (event.entityType === 'job')
    return {
      title: 'Job status',
      message: `${capitalized(named(context, 'a job'))} is now ${verb}.`,
      priority: 'medium',
    };
  const name =
    event.entityType === 'offer'
      ? `The offer${of(context)} on ${rfq(context)}`
      : context.record?.name
        ? capitalized(context.record.name) + worth(context)
        : `${NOTICE_NAMES[event.entityType]}`;
  return { title: `${NOTICE_NAMES[event.entityType]} ${verb}`, message: `${name} was ${verb}.`, priority: 'low' };
}

/**
 * The route of the record for this recipient: its own page where one exists, else its list. A dispute links
 * to its disputed record's page. A page the recipient's role may not open falls back to
 * the orders (every party of a shipment reads its order), else to no link.
 */
export function notificationLink(
  event: Pick<TDomainEvent, 'entityType' | 'entityId'>,
  record: RecordFacts | undefined,
  role: string,
): string | null {
  const link =
    event.entityType === 'dispute'
      ? record?.disputed
        ? pageOf(record.disputed.entityType, record.disputed.entityId)
        : null
      : pageOf(event.entityType, event.entityId, { rfqId: record?.rfqId });
  if (link === null || checkRouteAccess(role, link).allowed) return link;
  return checkRouteAccess(role, '/orders').allowed ? '/orders' : null;
}
