import type { PaymentStatus } from './constants';
import { formatMoney, type Currency } from './money';

/**
 * What the platform tells people about money, derived in one place from the payment's state and
 * its order's escrow, so every dialog and notice says what will actually happen to the money in its current state.
 * Pure: the Confirm Receipt dialog and notice (Order Management), finance's Process dialog and notice (Payment
 * Dashboard) and the server's tests all read these.
 *
 * The rule they describe (escrow.ts, receipt.service.ts, payment.service.ts): captured money is held in escrow until
 * the buyer confirms receipt or the inspection period that proof of delivery opens is over, and nothing holds it (an
 * open dispute, an unverified supplier); then it is released to the payee. Confirming receipt releases only money
 * already captured; money captured after that (or after the inspection period) is released at once.
 */

/** An order's escrow as orders and payments carry it (TEscrowRelease). */
export interface EscrowFacts {
  releaseDueAt: string | null;
  receiptConfirmedAt: string | null;
  releasedAt: string | null;
  heldReason: string | null;
  heldAmount: number;
  uncapturedAmount: number;
}

/** Where one payment's money stands. */
export type PaymentMoneyState =
  /** Not captured (pending or failed); the goods are not proven delivered yet: once captured it waits in escrow. */
  | 'uncaptured_before_delivery'
  /** Not captured; proof of delivery is in and the inspection period runs: once captured it waits for receipt or the period's end. */
  | 'uncaptured_inspection'
  /** Not captured; the buyer confirmed receipt (or the inspection period is over) and nothing holds it: a capture releases it at once. */
  | 'uncaptured_releasable'
  /** Not captured; something holds the order's escrow (heldReason): once captured it stays in escrow. */
  | 'uncaptured_held'
  /** Being taken right now. */
  | 'processing'
  /** Captured, in escrow until the goods are proven delivered and then received (or the inspection period ends). */
  | 'held_before_delivery'
  /** Captured, in escrow during the inspection period. */
  | 'held_inspection'
  /** Captured, in escrow because something holds it (heldReason). */
  | 'held'
  /** Captured and the order's escrow may be released: the release job pays it out on its next run. */
  | 'held_releasing'
  /** Released to the payee. */
  | 'released'
  /** Returned to the payer, or closed without money taken. */
  | 'refunded';

const releasable = (escrow: EscrowFacts, now: Date): boolean =>
  escrow.receiptConfirmedAt !== null ||
  escrow.releasedAt !== null ||
  (escrow.releaseDueAt !== null && new Date(escrow.releaseDueAt) <= now);

export function paymentMoneyState(
  status: PaymentStatus,
  escrow: EscrowFacts,
  now: Date = new Date(),
): PaymentMoneyState {
  switch (status) {
    case 'completed':
      return 'released';
    case 'refunded':
      return 'refunded';
    case 'processing':
      return 'processing';
    case 'captured':
      if (escrow.heldReason) return 'held';
      if (releasable(escrow, now)) return 'held_releasing';
      return escrow.releaseDueAt ? 'held_inspection' : 'held_before_delivery';
    case 'pending':
    case 'failed':
      if (escrow.heldReason) return 'uncaptured_held';
      if (releasable(escrow, now)) return 'uncaptured_releasable';
      return escrow.releaseDueAt ? 'uncaptured_inspection' : 'uncaptured_before_delivery';
  }
}

/** A payment as the money messages read it (TPayment). */
export interface PaymentMoneyFacts {
  status: PaymentStatus;
  amount: number;
  currency: Currency;
  payerOrg: { name: string };
  payeeOrg: { name: string };
  failureReason: string | null;
  escrow: EscrowFacts;
}

export interface MoneyNotice {
  title: string;
  message: string;
  /** A notice of money not moved as asked (a declined capture). */
  failed: boolean;
}

export const MONEY_TITLES = {
  captured: 'Payment Captured',
  capturedAndReleased: 'Payment Captured and Released',
  failed: 'Payment Failed',
  receipt: 'Receipt Confirmed',
} as const;

const WAIT_FOR_RECEIPT = 'until the buyer confirms receipt or the inspection period after proof of delivery ends';
const WAIT_FOR_RECEIPT_RUNNING = 'until the buyer confirms receipt or the inspection period ends';

/** What finance's Process (or Retry) will do to this payment, said before it is confirmed. */
export function processPaymentMessage(payment: PaymentMoneyFacts, now: Date = new Date()): string {
  const amount = formatMoney(payment.amount, payment.currency);
  const into = `${amount} is taken from ${payment.payerOrg.name} into escrow`;
  switch (paymentMoneyState(payment.status, payment.escrow, now)) {
    case 'uncaptured_before_delivery':
      return `${into} and held there ${WAIT_FOR_RECEIPT}; then it is released to ${payment.payeeOrg.name}.`;
    case 'uncaptured_inspection':
      return `${into} and held there ${WAIT_FOR_RECEIPT_RUNNING}; then it is released to ${payment.payeeOrg.name}.`;
    case 'uncaptured_releasable':
      return payment.escrow.receiptConfirmedAt
        ? `The buyer already confirmed receipt: ${amount} is taken from ${payment.payerOrg.name} and released to ${payment.payeeOrg.name} at once.`
        : `The inspection period is over: ${amount} is taken from ${payment.payerOrg.name} and released to ${payment.payeeOrg.name} at once.`;
    case 'uncaptured_held':
      return `${into} and stays there: ${payment.escrow.heldReason ?? ''}`;
    default:
      return `This payment is ${payment.status}: processing it moves no money.`;
  }
}

/** What happened to the payment, said after Process answered with it. */
export function processedNotice(payment: PaymentMoneyFacts, now: Date = new Date()): MoneyNotice {
  const amount = formatMoney(payment.amount, payment.currency);
  const state = paymentMoneyState(payment.status, payment.escrow, now);
  switch (state) {
    case 'released':
      return {
        title: MONEY_TITLES.capturedAndReleased,
        message: `${amount} was captured and released to ${payment.payeeOrg.name} at once: the buyer had confirmed receipt or the inspection period was over.`,
        failed: false,
      };
    case 'held_before_delivery':
      return {
        title: MONEY_TITLES.captured,
        message: `${amount} is held in escrow ${WAIT_FOR_RECEIPT}.`,
        failed: false,
      };
    case 'held_inspection':
      return {
        title: MONEY_TITLES.captured,
        message: `${amount} is held in escrow ${WAIT_FOR_RECEIPT_RUNNING}.`,
        failed: false,
      };
    case 'held':
      return {
        title: MONEY_TITLES.captured,
        message: `${amount} is held in escrow: ${payment.escrow.heldReason ?? ''}`,
        failed: false,
      };
    case 'held_releasing':
      return {
        title: MONEY_TITLES.captured,
        message: `${amount} is held in escrow and released to ${payment.payeeOrg.name} at the next release run.`,
        failed: false,
      };
    case 'processing':
      return { title: MONEY_TITLES.captured, message: `${amount} is being taken into escrow.`, failed: false };
    default:
      return {
        title: MONEY_TITLES.failed,
        message: payment.failureReason ?? `${amount} was not captured: the payment is ${payment.status}.`,
        failed: true,
      };
  }
}

/** An order as the receipt messages read it (TOrder). */
export interface OrderMoneyFacts {
  orderNumber: string;
  currency: Currency;
  supplierOrg: { name: string };
  escrow: EscrowFacts;
}

/** What the buyer's Confirm Receipt will do to the order's money, said before it is confirmed. */
export function confirmReceiptMessage(order: OrderMoneyFacts): string {
  const { heldAmount, uncapturedAmount, heldReason } = order.escrow;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const supplier = order.supplierOrg.name;
  if (heldReason) return `Your receipt cannot release the money now: ${heldReason}`;
  const later = `${money(uncapturedAmount)} not captured yet is released to ${supplier} as soon as finance captures it.`;
  if (heldAmount > 0 && uncapturedAmount > 0)
    return `${money(heldAmount)} held in escrow is released to ${supplier} now; ${later}`;
  if (heldAmount > 0) return `${money(heldAmount)} held in escrow is released to ${supplier} now.`;
  if (uncapturedAmount > 0) {
    return `Nothing has been captured into escrow yet, so nothing is released now: your receipt is recorded, and the payment of ${money(uncapturedAmount)} is released to ${supplier} as soon as finance captures it.`;
  }
  return 'No money of this order is held in escrow: your receipt is recorded.';
}

/** What happened to the order's money, said after Confirm Receipt answered with the order. */
export function receiptConfirmedNotice(order: OrderMoneyFacts): MoneyNotice {
  const { heldAmount, uncapturedAmount, releasedAt, heldReason } = order.escrow;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const supplier = order.supplierOrg.name;
  const title = MONEY_TITLES.receipt;
  if (heldAmount > 0)
    return {
      title,
      message: `${order.orderNumber}: receipt recorded; ${money(heldAmount)} stays in escrow${heldReason ? `: ${heldReason}` : '.'}`,
      failed: false,
    };
  const later = `the payment of ${money(uncapturedAmount)} is released to ${supplier} as soon as finance captures it.`;
  if (releasedAt && uncapturedAmount > 0)
    return {
      title,
      message: `${order.orderNumber}: the money held in escrow was released to ${supplier}; ${later}`,
      failed: false,
    };
  if (releasedAt)
    return {
      title,
      message: `${order.orderNumber}: the money held in escrow was released to ${supplier}.`,
      failed: false,
    };
  if (uncapturedAmount > 0)
    return {
      title,
      message: `${order.orderNumber}: receipt recorded. Nothing was captured into escrow yet, so nothing was released: ${later}`,
      failed: false,
    };
  return { title, message: `${order.orderNumber}: receipt recorded.`, failed: false };
}
