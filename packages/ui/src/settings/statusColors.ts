import type { RfqStatus } from '@energy/domain/constants';

/** Badge colours by status: how a status looks is the UI's choice, so the domain never names a colour. */

/** Any status without a colour of its own. */
export const NEUTRAL_BADGE_COLOR = 'gray';

/** RFQ status (spec 000 §4): published yellow, quoted green, awarded blue, cancelled red. */
export const RFQ_STATUS_COLORS: Record<RfqStatus, string> = {
  published: 'yellow',
  quoted: 'green',
  awarded: 'blue',
  cancelled: 'red',
};

/** Offer, contract, settlement and payment statuses: the spec names no colours, so they read by meaning. */
export const PROCUREMENT_STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  selected: 'green',
  declined: 'red',
  accepted: 'green',
  draft: 'gray',
  signed: 'blue',
  active: 'teal',
  completed: 'green',
  cancelled: 'red',
  partial: 'orange',
  overdue: 'red',
  failed: 'red',
};

/** Order, shipment and payment statuses (spec 001 §4): the spec names no colours, so they read by meaning. */
export const FULFILMENT_STATUS_COLORS: Record<string, string> = {
  created: 'gray',
  confirmed: 'blue',
  allocated: 'indigo',
  tendered: 'yellow',
  accepted: 'blue',
  in_transit: 'cyan',
  delivered: 'teal',
  pod_confirmed: 'green',
  completed: 'green',
  cancelled: 'red',
  pending: 'yellow',
  processing: 'orange',
  captured: 'violet',
  failed: 'red',
  refunded: 'gray',
};
