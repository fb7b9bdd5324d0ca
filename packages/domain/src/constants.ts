/** Business constants of spec 000 §9 and spec 001 §9, and the statuses of both specs' §4. */

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

export const REFINED_PRODUCTS = ['AGO', 'PMS', 'DPK', 'ATK', 'LPG', 'FO', 'LPFO', 'Bitumen', 'Naphtha', 'HOBC'] as const;
export type RefinedProduct = (typeof REFINED_PRODUCTS)[number];

export const UNITS = ['barrels', 'gallons', 'liters', 'kg', 'mmbtu', 'mwh', 'tons'] as const;
export type Unit = (typeof UNITS)[number];

// Statuses (spec 000 §4, spec 001 §4)
export const RFQ_STATUSES = ['published', 'quoted', 'awarded', 'cancelled'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const RFQ_STATUS_COLORS: Record<RfqStatus, string> = {
  published: 'yellow',
  quoted: 'green',
  awarded: 'blue',
  cancelled: 'red',
};
export const NEUTRAL_BADGE_COLOR = 'gray';

export const ORDER_STATUSES = ['created', 'confirmed', 'allocated', 'in_transit', 'delivered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const SHIPMENT_STATUSES = ['tendered', 'accepted', 'in_transit', 'delivered', 'pod_confirmed', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'captured', 'processing', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const OFFER_STATUSES = ['pending', 'counter-offer', 'accepted'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const CONTRACT_STATUSES = ['draft', 'signed', 'active', 'completed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const SETTLEMENT_STATUSES = ['pending', 'partial', 'completed', 'overdue'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const VEHICLE_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const TENDER_STATUSES = ['open', 'accepted', 'rejected', 'expired', 'awarded'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];
export const JOB_STATUSES = ['pending', 'assigned', 'in_progress', 'completed', 'cancelled', 'delayed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const REVIEW_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_TYPES = ['kyb', 'kyc'] as const;
export const DISPUTE_STATUSES = ['open', 'investigating', 'escalated', 'resolved', 'closed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const CONTENT_STATUSES = ['draft', 'review', 'published', 'archived'] as const;
export const DOCUMENT_STATUSES = ['signed', 'processed', 'valid', 'approved', 'pending', 'expired'] as const;

// Priorities and categories (spec 001 §9)
export const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DISPUTE_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export const DISPUTE_CATEGORIES = ['payment', 'delivery', 'quality', 'contract_terms', 'other'] as const;
export const CONTENT_TYPES = ['announcement', 'policy', 'terms', 'faq', 'help_article', 'news'] as const;
export const NOTIFICATION_TYPES = ['payment', 'shipment', 'contract', 'rfq'] as const;
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;

// Fleet (spec 001 §5, §9)
export const VEHICLE_TYPES = ['tanker', 'truck', 'trailer', 'van', 'flatbed'] as const;
export const CAPACITY_UNITS = ['liters', 'kg', 'tons', 'cubic_meters'] as const;
export const FUEL_TYPES = ['diesel', 'gasoline', 'electric', 'hybrid', 'cng'] as const;
export const EMISSION_STANDARDS = ['Euro 6', 'Euro 5', 'Euro 4', 'Euro 3'] as const;
export const VEHICLE_DEFAULTS = { status: 'active', capacityUnit: 'liters', fuelType: 'diesel', emissionStandard: 'Euro 6' } as const;
export const MIN_VEHICLE_YEAR = 1900;
export const maxVehicleYear = (now: Date = new Date()): number => now.getFullYear() + 1;
export const BLACKOUT_ENTITY_TYPES = ['vehicle', 'driver'] as const;
export const JOB_PROGRESS: Record<JobStatus, number> = {
  pending: 0, assigned: 25, in_progress: 60, completed: 100, cancelled: 100, delayed: 40,
};
export const DEFAULT_BID_RATIO = 0.9;
export const JOB_TRACKING_REFRESH_MS = 30_000;

// Admin analytics and SLA (spec 001 §9)
export const ANALYTICS_TIME_RANGES = ['7d', '30d', '90d', '1y'] as const;
export const DEFAULT_ANALYTICS_TIME_RANGE = '30d';
export const ANALYTICS_REFETCH_MS = 30_000;
export const ANALYTICS_TICK_MS = 60_000;
export const FUNNEL_STAGES = [
  'rfq_creation', 'quote_response', 'quote_acceptance', 'contract_signing',
  'order_allocation', 'tender_process', 'pod_confirmation', 'settlement',
] as const;
export const SLA_TARGETS = {
  tenderAcceptHours: { target: 8, warning: 12 },
  onTimeDeliveryPercent: { target: 85, warning: 80 },
  demurrageMinutes: { target: 60, warning: 90 },
} as const;
export const ROLLOUT_STEP = 5;

// Settlements (spec 001 §9)
export const DUE_SOON_DAYS = 7;

// Documents (spec 001 §9)
export const DOCUMENT_CATEGORIES = ['contract', 'invoice', 'certificate', 'pod', 'insurance', 'other'] as const;
export const DEFAULT_DOCUMENT_CATEGORY = 'other';
export const DOCUMENT_FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg'] as const;

// Settings (spec 001 §9)
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const TIMEZONES = ['UTC', 'EST', 'PST', 'CET'] as const;
export const SETTINGS_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'] as const;

// Client behaviour (spec 000 §9): data never goes stale, no refetch on focus, no polling, no retries.
export const QUERY_DEFAULTS = {
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  retry: false,
} as const;

/** Toasts: one at a time, 5 s, swipe right 50 px, F8 focuses the viewport (spec 000 §9). */
export const TOAST_CONFIG = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: 'F8',
  viewportLabel: 'Notifications',
  maxViewportWidthPx: 420,
} as const;
export const TOAST_VARIANTS = ['default', 'destructive'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export const TOOLTIP_DELAYS = { openDelayMs: 700, skipDelayMs: 300 } as const;

/** An advance payment falls due this many days after the award (our rule; the spec is silent). */
export const ADVANCE_DUE_DAYS = 7;
