import type { ContractStatus, RfqStatus } from '../constants';
import type { Transitions } from './transitions';

/** RFQ: published -> quoted (first offer) -> awarded (offer accepted); cancelled by the buyer before award. */
export const RFQ_TRANSITIONS: Transitions<RfqStatus> = {
  published: ['quoted', 'awarded', 'cancelled'],
  quoted: ['awarded', 'cancelled'],
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

export const COUNTER_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type CounterStatus = (typeof COUNTER_STATUSES)[number];

/** Contract: draft (award) -> signed (supplier) -> active (order runs) -> completed (delivered and settled). */
export const CONTRACT_TRANSITIONS: Transitions<ContractStatus> = {
  draft: ['signed', 'cancelled'],
  signed: ['active', 'cancelled'],
  active: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
