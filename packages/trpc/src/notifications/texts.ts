import { NOTICE_NAMES, pageOf } from '@energy/domain/entities/registry';
import { formatMoney, formatQuantity, CURRENCIES, type Currency } from '@energy/domain/money';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '@energy/domain/constants';
import { formatShortDate } from '@energy/domain/dates';
import { dateTimeFormat, numberFormat } from '@energy/domain/intl';
import { checkRouteAccess } from '@energy/domain/routes';
import type { TDomainEvent } from '@energy/domain/schemas/events';
import type { NotificationPriority } from '@energy/domain/schemas/notification';
import '@energy/i18n/all-catalogues';
import type { Language } from '@energy/i18n/languages';
import { localizeMessage } from '@energy/i18n/localize';
import { i18nFor, localeOf, translatorFor } from '@energy/i18n/translator';
import type { Amount, Phrase, RecordFacts } from './facts';

export interface NotificationText {
  title: string;
  message: string;
  priority: NotificationPriority;
}

/** What a text reads of its event: the words come from its type and entity type, and a few of its payload's strings. */
export type TextEvent = Pick<TDomainEvent, 'type' | 'entityType' | 'payload'>;

/** What a text may name besides the event: its record's facts and the counterparty (the other organizations concerned). */
export interface TextContext {
  record?: RecordFacts;
  /** The other organizations the event concerns, by name; null when none (or only the recipient's own). */
  counterparty: string | null;
}

/** The notices area's t, with keys built from the event: untyped, the catalogue test holds every key to every language. */
type Say = (key: string, values?: Record<string, string | number>) => string;

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const productLabel = (type: string): string =>
  (PRODUCT_TYPES as readonly string[]).includes(type) ? PRODUCT_TYPE_LABELS[type as ProductType] : type;
const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/** Money in the recipient's language: English keeps the spec's formats ("₦1,500.00"). */
function money(amount: Amount, language: Language): string {
  if (!isCurrency(amount.currency)) return `${amount.minor / 100} ${amount.currency}`;
  if (language === 'en') return formatMoney(amount.minor, amount.currency);
  return numberFormat(localeOf(language), { style: 'currency', currency: amount.currency }).format(amount.minor / 100);
}

/** The sentence parts each text is built from, in one recipient's language. */
function partsFor(event: TextEvent, c: TextContext, language: Language) {
  const say = translatorFor(language) as unknown as Say;
  const amount = c.record?.amount ? money(c.record.amount, language) : null;
  const phrase = (p: Phrase) => say(`notices.names.${p.key}`, p.values);
  const payload = (key: string): string | null => {
    const value = event.payload[key];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const locale = localeOf(language);
  return {
    say,
    language,
    payload,
    /** "5,000 barrels of Refined Products, closing Nov 30, 2026". */
    rfqDetail: (detail: NonNullable<RecordFacts['detail']>) =>
      say('notices.names.rfqDetail', {
        quantity:
          language === 'en' ? formatQuantity(detail.quantity) : numberFormat(locale).format(Number(detail.quantity)),
        unit: detail.unit,
        product: localizeMessage(productLabel(detail.productType), language),
        date:
          language === 'en'
            ? formatShortDate(detail.closeDate)
            : dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(detail.closeDate)),
      }),
    /** A state's words ("in progress"), the state itself where the catalogue has none. */
    state: (state: string) =>
      i18nFor(language).exists(`notices.states.${state}`) ? say(`notices.states.${state}`) : state.replaceAll('_', ' '),
    /** The record by its name, or the words for one such record ("a shipment"). */
    named: (fallback: string) => (c.record?.name ? phrase(c.record.name) : say(`notices.some.${fallback}`)),
    /** The counterparty, or the words for who it would be ("A supplier"). */
    who: (fallback: string) => c.counterparty ?? say(`notices.parties.${fallback}`),
    of: amount ? say('notices.parts.of', { amount }) : '',
    worth: amount ? say('notices.parts.worth', { amount }) : '',
    to: amount ? say('notices.parts.to', { amount }) : '',
    by: c.counterparty ? say('notices.parts.by', { party: c.counterparty }) : '',
    with: c.counterparty ? say('notices.parts.with', { party: c.counterparty }) : '',
    /** A decimal of the event's payload (litres, percentages) in the reader's numbers: "32,588", "0.44". */
    figure: (key: string) => {
      const value = payload(key) ?? '';
      const n = Number(value);
      if (value === '' || !Number.isFinite(n)) return value;
      return language === 'en' ? formatQuantity(value) : numberFormat(locale, { maximumFractionDigits: 3 }).format(n);
    },
    /** ": <reason>" when the event gives one, else nothing. */
    reason: (key: string) => {
      const reason = payload(key);
      return reason ? say('notices.parts.reason', { reason }) : '';
    },
  };
}

type Parts = ReturnType<typeof partsFor>;

interface TextSpec {
  /** The key of its title and message under notices.events. */
  key: string;
  priority: NotificationPriority;
  /** The values of its message. */
  values: (p: Parts, event: TextEvent, c: TextContext) => Record<string, string>;
}

const rfq = (p: Parts) => p.named('rfq');
const ending = (text: string) => (/[.!?]$/.test(text) ? '' : '.');

/**
 * The words of each event type a user is told of, naming the record, the counterparty and the amount where
 * there is one (notices.events.<key> in the catalogue); anything else falls back to "<Record> <state>".
 */
const TEXTS: Record<string, TextSpec> = {
  'rfq.created': {
    key: 'rfqCreated',
    priority: 'low',
    values: (p, _e, c) => ({
      who: p.who('yourOrganization'),
      rfq: rfq(p),
      detail: c.record?.detail ? p.say('notices.parts.detail', { detail: p.rfqDetail(c.record.detail) }) : '',
    }),
  },
  'rfq.cancelled': { key: 'rfqCancelled', priority: 'medium', values: (p) => ({ rfq: capitalized(rfq(p)), by: p.by }) },
  'rfq.awarded': { key: 'rfqAwarded', priority: 'medium', values: (p) => ({ rfq: capitalized(rfq(p)) }) },
  'offer.submitted': {
    key: 'offerSubmitted',
    priority: 'medium',
    values: (p) => ({ who: p.who('aSupplier'), of: p.of, rfq: rfq(p) }),
  },
  'offer.revised': {
    key: 'offerRevised',
    priority: 'medium',
    values: (p) => ({ who: p.who('aSupplier'), rfq: rfq(p), to: p.to }),
  },
  'offer.withdrawn': {
    key: 'offerWithdrawn',
    priority: 'low',
    values: (p) => ({ who: p.who('aSupplier'), of: p.of, rfq: rfq(p) }),
  },
  'offer.countered': {
    key: 'offerCountered',
    priority: 'high',
    values: (p) => ({ who: p.who('theBuyer'), of: p.of, rfq: rfq(p) }),
  },
  'offer.counter_declined': {
    key: 'offerCounterDeclined',
    priority: 'medium',
    values: (p) => ({ who: p.who('theSupplier'), rfq: rfq(p) }),
  },
  'offer.selected': {
    key: 'offerSelected',
    priority: 'high',
    values: (p) => ({ who: p.who('theBuyer'), of: p.of, rfq: rfq(p) }),
  },
  'offer.rejected': { key: 'offerRejected', priority: 'low', values: (p) => ({ rfq: rfq(p), of: p.of }) },
  'contract.created': {
    key: 'contractCreated',
    priority: 'high',
    values: (p, e, c) => ({ name: capitalized(contractName(p, e, c)), worth: p.worth, with: p.with }),
  },
  // One party signed: said the same way to both sides, naming who signed and whose signature is awaited.
  'contract.signature_added': {
    key: 'contractSignatureAdded',
    priority: 'high',
    values: (p, e, c) => ({
      name: capitalized(contractName(p, e, c)),
      worth: p.worth,
      party: p.say(`notices.sides.${p.payload('party') ?? 'other'}`),
      awaiting: p.say(`notices.sides.${p.payload('awaiting') ?? 'other'}`),
    }),
  },
  'contract.signed': {
    key: 'contractSigned',
    priority: 'medium',
    values: (p) => ({ name: capitalized(p.named('contract')), worth: p.worth, with: p.with }),
  },
  // A formula contract's final price, told to both parties (their finance among them) with the adjustment's sign.
  'contract.price_fixed': {
    key: 'contractPriceFixed',
    priority: 'high',
    values: (p, e, c) => {
      const currency = p.payload('currency') ?? '';
      const minor = (key: string) => (typeof e.payload[key] === 'number' ? (e.payload[key] as number) : 0);
      const adjustment = minor('adjustment');
      const signed = money({ minor: Math.abs(adjustment), currency }, p.language);
      return {
        name: contractName(p, e, c),
        total: money({ minor: minor('finalTotal'), currency }, p.language),
        adjustment: adjustment < 0 ? `-${signed}` : `+${signed}`,
      };
    },
  },
  // The final invoice of what was delivered, told to both parties (their finance among them): goods and what is owed.
  'contract.final_invoice': {
    key: 'contractFinalInvoice',
    priority: 'high',
    values: (p, e, c) => {
      const currency = p.payload('currency') ?? '';
      const minor = (key: string) => (typeof e.payload[key] === 'number' ? (e.payload[key] as number) : 0);
      return {
        name: contractName(p, e, c),
        goods: money({ minor: minor('goods'), currency }, p.language),
        amount: money({ minor: minor('amount'), currency }, p.language),
      };
    },
  },
  'order.created': {
    key: 'orderCreated',
    priority: 'medium',
    values: (p, e, c) => ({ name: capitalized(orderName(p, e, c)), worth: p.worth, with: p.with }),
  },
  'order.confirmed': {
    key: 'orderConfirmed',
    priority: 'medium',
    values: (p) => ({ who: p.who('theSupplier'), name: p.named('theOrder'), worth: p.worth }),
  },
  'order.cancelled': {
    key: 'orderCancelled',
    priority: 'high',
    values: (p) => ({ name: capitalized(p.named('order')), worth: p.worth, with: p.with }),
  },
  'order.completed': {
    key: 'orderCompleted',
    priority: 'low',
    values: (p) => ({ name: capitalized(p.named('order')), worth: p.worth, with: p.with }),
  },
  'shipment.tendered': {
    key: 'shipmentTendered',
    priority: 'high',
    values: (p) => ({ who: p.who('aSupplier'), name: p.named('shipment') }),
  },
  'shipment.accepted': {
    key: 'shipmentAccepted',
    priority: 'medium',
    values: (p) => ({ who: p.who('theCarrier'), name: p.named('theShipment') }),
  },
  // The chosen carrier declined a shipment without a tender: named from the event, so its own colleagues read it right too.
  'shipment.declined': {
    key: 'shipmentDeclined',
    priority: 'high',
    values: (p) => {
      const reason = p.payload('reason');
      return {
        who: p.payload('carrier') ?? p.say('notices.parties.theCarrier'),
        name: p.named('theShipment'),
        reason: reason ? `${p.reason('reason')}${ending(reason)}` : '.',
      };
    },
  },
  'order.transport_declined': {
    key: 'orderTransportDeclined',
    priority: 'medium',
    values: (p) => ({
      who: p.payload('carrier') ?? p.say('notices.parties.theCarrier'),
      name: p.named('order'),
      worth: p.worth,
    }),
  },
  'shipment.in_transit': {
    key: 'shipmentInTransit',
    priority: 'low',
    values: (p) => ({ name: capitalized(p.named('shipment')) }),
  },
  'shipment.delivered': {
    key: 'shipmentDelivered',
    priority: 'medium',
    values: (p) => ({ name: capitalized(p.named('shipment')) }),
  },
  'shipment.pod_confirmed': {
    key: 'shipmentPodConfirmed',
    priority: 'high',
    values: (p) => ({ name: p.named('shipment') }),
  },
  // Measured delivery: litres at 15 °C and percentages from the event's payload, in the reader's numbers.
  'shipment.loading_recorded': {
    key: 'shipmentLoadingRecorded',
    priority: 'low',
    values: (p) => ({ name: capitalized(p.named('theShipment')), nsv: p.figure('nsvLitres') }),
  },
  'shipment.receipt_measured': {
    key: 'shipmentReceiptMeasured',
    priority: 'low',
    values: (p) => ({ name: capitalized(p.named('theShipment')), nsv: p.figure('nsvLitres') }),
  },
  'shipment.measurement_corrected': {
    key: 'shipmentMeasurementCorrected',
    priority: 'medium',
    values: (p) => ({
      kind: p.payload('kind') ?? 'loading',
      name: p.named('theShipment'),
      nsv: p.figure('nsvLitres'),
      reason: p.payload('reason') ?? '',
    }),
  },
  'shipment.transit_loss_exceeded': {
    key: 'shipmentTransitLossExceeded',
    priority: 'high',
    values: (p, e) => {
      const minor = e.payload.excessValueMinor;
      const currency = p.payload('currency');
      return {
        name: capitalized(p.named('theShipment')),
        loss: p.figure('transitLossLitres'),
        pct: p.figure('transitLossPct'),
        excess: p.figure('excessLitres'),
        allowed: p.figure('allowedTransitLossPct'),
        value: typeof minor === 'number' && currency ? money({ minor, currency }, p.language) : '—',
      };
    },
  },
  'payment.captured': {
    key: 'paymentCaptured',
    priority: 'medium',
    values: (p) => ({ name: capitalized(p.named('payment')), worth: p.worth, with: p.with }),
  },
  'payment.failed': {
    key: 'paymentFailed',
    priority: 'high',
    values: (p) => ({ name: capitalized(p.named('payment')), worth: p.worth, with: p.with }),
  },
  'payment.released': {
    key: 'paymentReleased',
    priority: 'high',
    values: (p) => ({ name: p.named('payment'), worth: p.worth, who: p.who('theSupplierObject') }),
  },
  'settlement.due': {
    key: 'settlementDue',
    priority: 'high',
    values: (p) => ({ name: capitalized(p.named('settlement')), worth: p.worth, with: p.with }),
  },
  'settlement.overdue': {
    key: 'settlementOverdue',
    priority: 'high',
    values: (p) => ({ name: capitalized(p.named('settlement')), worth: p.worth, with: p.with }),
  },
  'settlement.demurrage_added': {
    key: 'settlementDemurrage',
    priority: 'high',
    values: (p) => ({ name: capitalized(p.named('settlement')), worth: p.worth, with: p.with }),
  },
  'settlement.paid': {
    key: 'settlementPaid',
    priority: 'medium',
    values: (p) => ({ name: capitalized(p.named('settlement')), worth: p.worth, with: p.with }),
  },
  'settlement.payment_recorded': {
    key: 'settlementPaymentRecorded',
    priority: 'high',
    values: (p) => {
      const reference = p.payload('reference');
      return {
        name: capitalized(p.named('settlement')),
        worth: p.worth,
        with: p.with,
        reference: reference ? p.say('notices.parts.reference', { reference }) : '',
      };
    },
  },
  'settlement.payment_rejected': {
    key: 'settlementPaymentRejected',
    priority: 'high',
    values: (p) => ({
      who: p.who('thePayee'),
      name: p.named('settlement'),
      worth: p.worth,
      reason: p.payload('reason') ? p.reason('reason') : '.',
    }),
  },
  'bid.won': {
    key: 'bidWon',
    priority: 'high',
    values: (p, _e, c) => ({
      of: p.of,
      name: p.named('theTender'),
      ofParty: c.counterparty ? p.say('notices.parts.ofParty', { party: c.counterparty }) : '',
    }),
  },
  'review.under_review': { key: 'reviewUnderReview', priority: 'low', values: () => ({}) },
  'review.approved': { key: 'reviewApproved', priority: 'high', values: () => ({}) },
  'review.rejected': {
    key: 'reviewRejected',
    priority: 'high',
    values: (p) => ({ reason: p.payload('rejectionReason') ? p.reason('rejectionReason') : '.' }),
  },
  'webhook.created': { key: 'webhookCreated', priority: 'low', values: (p) => ({ url: p.payload('url') ?? '' }) },
  'webhook.updated': { key: 'webhookUpdated', priority: 'low', values: (p) => ({ url: p.payload('url') ?? '' }) },
  'webhook.deleted': { key: 'webhookDeleted', priority: 'low', values: (p) => ({ url: p.payload('url') ?? '' }) },
  'webhook.disabled': { key: 'webhookDisabled', priority: 'high', values: (p) => ({ url: p.payload('url') ?? '' }) },
  'dispute.raised': {
    key: 'disputeRaised',
    priority: 'high',
    values: (p) => ({ name: p.named('record'), worth: p.worth, with: p.with }),
  },
  'dispute.investigating': {
    key: 'disputeInvestigating',
    priority: 'medium',
    values: (p) => ({ name: p.named('record'), worth: p.worth, with: p.with }),
  },
  'dispute.resolved': {
    key: 'disputeResolved',
    priority: 'high',
    values: (p) => ({ name: p.named('record'), worth: p.worth, with: p.with }),
  },
  'dispute.escalated': {
    key: 'disputeEscalated',
    priority: 'high',
    values: (p) => ({ name: p.named('record'), worth: p.worth, with: p.with }),
  },
  'bid.lost': { key: 'bidLost', priority: 'low', values: (p) => ({ name: capitalized(p.named('theTender')) }) },
};

/** A contract named by its record, else by the number its event carries. */
function contractName(p: Parts, e: TextEvent, c: TextContext): string {
  const number = c.record?.name ? null : p.payload('contractNumber');
  return number ? p.say('notices.names.contract', { number }) : p.named('contract');
}

/** An order named by its record, else by the number its event carries. */
function orderName(p: Parts, e: TextEvent, c: TextContext): string {
  const number = c.record?.name ? null : p.payload('orderNumber');
  return number ? p.say('notices.names.order', { number }) : p.named('order');
}

/** The hour's digest of new RFQs for a supplier: how many, and each by number, title and buyer. */
export function rfqDigestText(
  items: readonly { number: string; title: string; buyer: string }[],
  language: Language = 'en',
): NotificationText {
  const say = translatorFor(language) as unknown as Say;
  const list = items
    .map((i) => say('notices.digest.item', { name: say('notices.names.rfq', i), buyer: i.buyer }))
    .join(say('notices.digest.separator'));
  return {
    title: say('notices.digest.title', { count: items.length }),
    message: say('notices.digest.message', { list }),
    priority: 'low',
  };
}

/**
 * What a user is told of an event, in their language: the event type's text, or "<Record> <verb>" (e.g.
 * "Job status: in progress").
 */
export function notificationText(
  event: TextEvent,
  context: TextContext = { counterparty: null },
  language: Language = 'en',
): NotificationText {
  const p = partsFor(event, context, language);
  const spec = TEXTS[event.type];
  if (spec) {
    const values = spec.values(p, event, context);
    return {
      title: p.say(`notices.events.${spec.key}.title`),
      message: p.say(`notices.events.${spec.key}.message`, values),
      priority: spec.priority,
    };
  }
  const verb = p.state(event.type.split('.')[1] ?? 'updated');
  if (event.entityType === 'job')
    return {
      title: p.say('notices.events.jobStatus.title'),
      message: p.say('notices.events.jobStatus.message', { name: capitalized(p.named('job')), verb }),
      priority: 'medium',
    };
  const kind = localizeMessage(NOTICE_NAMES[event.entityType], language);
  const name =
    event.entityType === 'offer'
      ? p.say('notices.names.offerOn', { of: p.of, rfq: rfq(p) })
      : context.record?.name
        ? capitalized(p.named('record')) + p.worth
        : kind;
  return {
    title: p.say('notices.events.recordState.title', { kind, verb }),
    message: p.say('notices.events.recordState.message', { name, verb }),
    priority: 'low',
  };
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
