/**
 * Business constants of spec 000 §9 and spec 001 §9 that the code uses, and the statuses of both specs' §4.
 * Later domains (fleet, tenders, disputes, content...) add theirs with their code, from docs/spec; UI settings
 * (toasts, tooltips, query defaults, colours) live in packages/ui/src/settings.
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

export const REFINED_PRODUCTS = ['AGO', 'PMS', 'DPK', 'ATK', 'LPG', 'FO', 'LPFO', 'Bitumen', 'Naphtha', 'HOBC'] as const;

export const UNITS = ['barrels', 'gallons', 'liters', 'kg', 'mmbtu', 'mwh', 'tons'] as const;
export type Unit = (typeof UNITS)[number];

// Statuses (spec 000 §4, spec 001 §4)
export const RFQ_STATUSES = ['published', 'quoted', 'awarded', 'cancelled'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

export const ORDER_STATUSES = ['created', 'confirmed', 'allocated', 'in_transit', 'delivered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const SHIPMENT_STATUSES = ['tendered', 'accepted', 'in_transit', 'delivered', 'pod_confirmed', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'captured', 'processing', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const CONTRACT_STATUSES = ['draft', 'signed', 'active', 'completed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const SETTLEMENT_STATUSES = ['pending', 'partial', 'completed', 'overdue'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

// Settlements (spec 001 §9)
export const DUE_SOON_DAYS = 7;

/** An advance payment falls due this many days after the award (our rule; the spec is silent). */
export const ADVANCE_DUE_DAYS = 7;
