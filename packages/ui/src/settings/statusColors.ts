/**
 * The one color map of every status badge: how a status looks is the UI's choice, so the domain never
 * names a color. RFQ colors follow spec 000 §4 (published yellow, quoted green, awarded blue, cancelled
 * red); the specs name no others, so they read by meaning and one word has one color on every screen.
 */
export const STATUS_COLORS: Record<string, string> = {
  // RFQ (spec 000 §4)
  published: 'yellow',
  quoted: 'green',
  awarded: 'blue',
  cancelled: 'red',
  // Offers, contracts, settlements
  pending: 'yellow',
  selected: 'green',
  declined: 'red',
  accepted: 'green',
  draft: 'gray',
  signed: 'blue',
  active: 'teal',
  completed: 'green',
  partial: 'orange',
  overdue: 'red',
  failed: 'red',
  awaiting_confirmation: 'orange',
  // Orders, shipments, payments (spec 001 §4)
  created: 'gray',
  confirmed: 'blue',
  allocated: 'indigo',
  tendered: 'yellow',
  in_transit: 'cyan',
  delivered: 'teal',
  pod_confirmed: 'green',
  processing: 'orange',
  captured: 'violet',
  refunded: 'gray',
  // Vehicles and drivers (spec 001 §4; driver states are ours)
  maintenance: 'orange',
  inactive: 'gray',
  available: 'green',
  off_duty: 'gray',
  suspended: 'red',
  // Tenders, bids and jobs (spec 001 §4)
  open: 'yellow',
  rejected: 'red',
  expired: 'gray',
  submitted: 'blue',
  won: 'green',
  lost: 'gray',
  assigned: 'indigo',
  in_progress: 'cyan',
  delayed: 'orange',
};

/** Any status without a color of its own. */
export const NEUTRAL_BADGE_COLOR = 'gray';
