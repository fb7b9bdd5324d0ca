import type { ContractStatus, RfqStatus } from '../constants';
import type { SettlementRecordStatus } from '../schemas/contract';
import { sourcesOf, type Transitions } from './transitions';

/**
 * RFQ: published -> quoted (first offer) -> awarded (offer accepted); cancelled by the buyer before award.
 * Withdrawing the last offer takes a quoted RFQ back to published (there is nothing left to quote on).
 */
export const RFQ_TRANSITIONS: Transitions<RfqStatus> = {
  published: ['quoted', 'awarded', 'cancelled'],
  quoted: ['published', 'awarded', 'cancelled'],
  awarded: [],
  cancelled: [],
};

export const OFFER_RECORD_STATUSES = ['pending', 'selected', 'declined'] as const;
export type OfferRecordStatus = (typeof OFFER_RECORD_STATUSES)[number];

/** Offer: pending until the buyer selects it (award) or it is declined (another won, RFQ cancelled). */
export const OFFER_TRANSITIONS: Transitions<OfferRecordStatus> = {
  pending: ['selected', 'declined'],
  selected: [],
  declined: [],
};

/** An offer can still be changed, countered or accepted in these states (those it can still be selected from). */
export const OFFER_OPEN_STATES: readonly OfferRecordStatus[] = sourcesOf(OFFER_TRANSITIONS, 'selected');

/** Whether an offer in this state is still open. */
export const isOfferOpen = (status: string): boolean => (OFFER_OPEN_STATES as readonly string[]).includes(status);

export const COUNTER_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type CounterStatus = (typeof COUNTER_STATUSES)[number];

/**
 * A counter-offer: the supplier accepts or declines a pending one, once. The buyer may counter again while the
 * offer is open: a new counter replaces a pending one (pending -> pending) and opens a new round after an answer
 * (accepted or declined -> pending). An offer's first counter-offer is created pending (no counter before it).
 */
export const COUNTER_TRANSITIONS: Transitions<CounterStatus> = {
  pending: ['pending', 'accepted', 'declined'],
  accepted: ['pending'],
  declined: ['pending'],
};

/** Contract: draft (award) -> signed (supplier) -> active (order runs) -> completed (delivered and settled). */
export const CONTRACT_TRANSITIONS: Transitions<ContractStatus> = {
  draft: ['signed', 'cancelled'],
  signed: ['active', 'cancelled'],
  active: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/**
 * A settlement is paid once: by the release of its escrow payment, or recorded as paid outside the platform by
 * the payer's finance (awaiting_confirmation) and confirmed by the payee (completed) or rejected (pending again).
 * Escrow may still take an awaiting settlement's money: its release completes it.
 */
export const SETTLEMENT_TRANSITIONS: Transitions<SettlementRecordStatus> = {
  pending: ['awaiting_confirmation', 'completed', 'failed'],
  awaiting_confirmation: ['completed', 'pending'],
  failed: ['awaiting_confirmation', 'completed'],
  completed: [],
};

/** The state a settlement recorded as paid outside the platform waits in for the payee's confirmation. */
export const SETTLEMENT_AWAITING: SettlementRecordStatus = 'awaiting_confirmation';

/** A settlement in its machine's end state is paid. */
export const isSettlementPaid = (status: string): boolean =>
  SETTLEMENT_TRANSITIONS[status as SettlementRecordStatus]?.length === 0;

/** An RFQ takes offers (and can still be awarded) in these states, until its close date. */
export const RFQ_OPEN_STATES: readonly RfqStatus[] = sourcesOf(RFQ_TRANSITIONS, 'awarded');

export const RFQ_CLOSED = 'This RFQ is closed for offers';

/**
 * THE rule of an RFQ open for offers: in a state of RFQ_OPEN_STATES and before its close date. Null while it
 * is open, else the 409 saying why not (its state, or the moment it closed). The registry's checks, the row's
 * `isOpen` and the re-check under the RFQ's lock read this; SQL filters build the same condition from
 * RFQ_OPEN_STATES (trpc routers/rfq/rfq.open.ts).
 */
export function rfqOpenRefusal(status: string, closeDate: Date, now: Date): string | null {
  if (!(RFQ_OPEN_STATES as readonly string[]).includes(status)) return `${RFQ_CLOSED}: it is ${status}`;
  if (closeDate <= now) return `${RFQ_CLOSED}: it closed on ${closeDate.toISOString()}`;
  return null;
}

/** Whether the RFQ takes offers now (rfqOpenRefusal finds nothing to refuse). */
export const isRfqOpen = (status: string, closeDate: Date, now: Date): boolean =>
  rfqOpenRefusal(status, closeDate, now) === null;
