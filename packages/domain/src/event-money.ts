import { storedMoneyInteger, type MoneyUnit } from './money-decimal';

/**
 * Money in domain events' payloads (issue 32 item 4), as the live stream and webhooks send them: amounts in integer
 * minor units, unit prices and differentials in integer ten-thousandths, as REST and tRPC answers carry them.
 *
 * The payloads are stored as their audit rows wrote them (some with a unit price in minor units and its exact
 * decimal text, some with decimal strings); `eventPayloadOut` converts them on the way out, for events stored
 * before and after this change alike. The same table describes the payloads in the OpenAPI document's `webhooks`.
 */
export interface EventMoneyField {
  unit: MoneyUnit;
  /**
   * How the audit row stores it: `integer` already in `unit`; `decimal` a decimal string in major units
   * ("650.5000"); `minor-price` a unit price in minor units, its exact text (if any) in `exactField`.
   */
  stored: 'integer' | 'decimal' | 'minor-price';
  exactField?: string;
}

const amount: EventMoneyField = { unit: 'minor', stored: 'integer' };
const decimalPrice: EventMoneyField = { unit: 'ten-thousandths', stored: 'decimal' };

/** Every event type whose payload carries money, and its money fields (those not listed carry none). */
export const EVENT_MONEY_FIELDS: Readonly<Record<string, Readonly<Record<string, EventMoneyField>>>> = {
  'offer.countered': {
    unitPrice: { unit: 'ten-thousandths', stored: 'minor-price', exactField: 'exactUnitPrice' },
    differential: decimalPrice,
  },
  'contract.price_fixed': {
    provisionalTotal: amount,
    finalTotal: amount,
    finalUnitPrice: decimalPrice,
    adjustment: amount,
    deliveredInvoice: amount,
  },
  'contract.final_invoice': {
    unitPrice: decimalPrice,
    goods: amount,
    demurrage: amount,
    advances: amount,
    amount,
  },
  'order.final_invoice_advances': { advancesBefore: amount, advances: amount, amountBefore: amount, amount },
  'payment.final_invoice_applied': { amountBefore: amount, amountAfter: amount },
  'payment.released': { amount },
  'payment.refunded': { amount },
  'settlement.paid': { amount },
  'settlement.payment_recorded': { amount },
  'settlement.payment_rejected': { amount },
  'settlement.netted': { amount },
  'settlement.due': { amount },
  'settlement.overdue': { amount },
  'settlement.credit_applied': { amountBefore: amount, amountAfter: amount, credit: amount },
  'settlement.demurrage_added': { ratePerHour: amount, amount },
  'tender.created': { maxRate: amount },
  'bid.won': { proposedRate: amount },
  'bid.lost': { proposedRate: amount },
};

function convert(field: EventMoneyField, value: unknown, payload: Record<string, unknown>): unknown {
  if (value === null || value === undefined) return value;
  if (field.stored === 'decimal' && typeof value === 'string') return storedMoneyInteger(value, field.unit);
  if (field.stored === 'minor-price') {
    const exact = field.exactField ? payload[field.exactField] : undefined;
    if (typeof exact === 'string') return storedMoneyInteger(exact, field.unit);
    // A unit price stored in minor units only: 2 decimals, 100 ten-thousandths each.
    if (typeof value === 'number') return value * 100;
  }
  return value;
}

/** An event's payload as it goes out (live stream, webhooks): its money as integers, no exact-text duplicates. */
export function eventPayloadOut(type: string, payload: Record<string, unknown>): Record<string, unknown> {
  const fields = EVENT_MONEY_FIELDS[type];
  if (!fields) return payload;
  const dropped = new Set(Object.values(fields).flatMap((f) => (f.exactField ? [f.exactField] : [])));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (dropped.has(key)) continue;
    const field = fields[key];
    out[key] = field ? convert(field, value, payload) : value;
  }
  return out;
}
