/**
 * Business constants of spec 000 §9 and spec 001 §9 that the code uses, and the statuses of both specs' §4.
 * Later domains (fleet, tenders, disputes, content...) add theirs with their code, from docs/spec; UI settings
 * (toasts, tooltips, query defaults, colors) live in packages/ui/src/settings.
 */

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_USERNAME_LENGTH = 3;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const PRODUCT_TYPES = ['crude-oil', 'natural-gas', 'refined-products', 'petrochemicals', 'electricity'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  'crude-oil': 'Crude Oil',
  'natural-gas': 'Natural Gas',
  'refined-products': 'Refined Products',
  petrochemicals: 'Petrochemicals',
  electricity: 'Electricity',
};

export const REFINED_PRODUCTS = [
  'AGO',
  'PMS',
  'DPK',
  'ATK',
  'LPG',
  'FO',
  'LPFO',
  'Bitumen',
  'Naphtha',
  'HOBC',
] as const;

export const UNITS = ['barrels', 'gallons', 'liters', 'kg', 'mmbtu', 'mwh', 'tons'] as const;
export type Unit = (typeof UNITS)[number];

// Statuses (spec 000 §4, spec 001 §4)
export const RFQ_STATUSES = ['published', 'quoted', 'awarded', 'cancelled'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

export const ORDER_STATUSES = [
  'created',
  'confirmed',
  'allocated',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const SHIPMENT_STATUSES = [
  'tendered',
  'accepted',
  'in_transit',
  'delivered',
  'pod_confirmed',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'captured', 'processing', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const CONTRACT_STATUSES = ['draft', 'signed', 'active', 'completed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const SETTLEMENT_STATUSES = ['pending', 'partial', 'completed', 'overdue'] as const;

// Settlements (spec 001 §9)
export const DUE_SOON_DAYS = 7;

/** An advance payment falls due this many days after the award (our rule; the spec is silent). */
export const ADVANCE_DUE_DAYS = 7;

// Fleet (spec 001 §4, §9). Vehicle, tender and job states are the spec's; driver, bid and assignment ones are ours.
export const VEHICLE_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
/** A driver is offered for a job only while available (spec 001 §4); the other states are ours. */
export const DRIVER_STATUSES = ['available', 'off_duty', 'suspended'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];
/** A tender as one logistics company sees it: open, accepted (it bid), rejected (declined or not awarded), expired, awarded (it won). */
export const TENDER_STATUSES = ['open', 'accepted', 'rejected', 'expired', 'awarded'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];
/** A company's answer to a tender: a bid (submitted, then won or lost) or a decline. */
export const BID_STATUSES = ['submitted', 'declined', 'won', 'lost'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
export const JOB_STATUSES = ['pending', 'assigned', 'in_progress', 'completed', 'cancelled', 'delayed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const BLACKOUT_ENTITY_TYPES = ['vehicle', 'driver'] as const;
export type BlackoutEntityType = (typeof BLACKOUT_ENTITY_TYPES)[number];

export const VEHICLE_MIN_YEAR = 1900;
/** Default proposed bid: 90 percent of the tender's maximum rate. */
export const DEFAULT_BID_SHARE = 0.9;
/** Certifications and insurance expiring within this many days carry a warning. */
export const EXPIRY_WARNING_DAYS = 30;
export const JOB_TRACKING_REFRESH_MS = 30_000;
/** Progress shown per job status (spec 001 §9). */
export const JOB_PROGRESS: Record<JobStatus, number> = {
  pending: 0,
  assigned: 25,
  in_progress: 60,
  completed: 100,
  cancelled: 100,
  delayed: 40,
};
