import { COUNTER_STATUSES, OFFER_RECORD_STATUSES } from '@energy/domain/machines/procurement';
import type { PricingFormula } from '@energy/domain/pricing/formula';
import type { StoredPriceBasis } from '@energy/domain/pricing/formula';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { deliveryTermChecks, proposedDeliveryTermColumns } from '../delivery-term-columns';
import { statusCheck } from '../status-check';
import { organizations } from './organizations';
import { rfqs } from './rfqs';
import { users } from './users';

export interface StoredPricingBand {
  minQuantity: number;
  maxQuantity: number;
  /** Integer minor units, rounded half to even. */
  unitPrice: number;
  /** As entered, 4 decimals ("1161.9537"); absent in bands stored before unit prices kept 4 decimals. */
  exactUnitPrice?: string;
}
/** How an offer or a contract is priced: a fixed unit price, or an index formula. */
export const PRICING_TYPES = ['fixed', 'formula'] as const;

export interface StoredSlot {
  startTime: string;
  endTime: string;
}
export interface StoredAllocationWindow extends StoredSlot {
  maxAllocation: number;
}
export interface StoredPaymentTerms {
  method: 'bank_transfer' | 'letter_of_credit' | 'escrow';
  daysToPayment: number;
  advancePayment: number;
}

/** One offer per supplier organization per RFQ; money in integer minor units. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id),
    supplierOrgId: uuid('supplier_org_id')
      .notNull()
      .references(() => organizations.id),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    /**
     * Issue 30: a formula offer stores its formula as entered, and its indicative price as last computed from the
     * latest quotes (refreshed whenever quotes or rates are posted), with how it was computed. unit_price and
     * total_price then hold the indicative figures in minor units, so lists sort fixed and formula offers together.
     * A fixed offer keeps its unit price as entered (4 decimals) in indicative_unit_price, unit_price being it in
     * minor units (half to even) and total_price computed from the exact price.
     */
    pricingType: text('pricing_type', { enum: PRICING_TYPES }).notNull().default('fixed'),
    pricingFormula: jsonb('pricing_formula').$type<PricingFormula>(),
    indicativeUnitPrice: numeric('indicative_unit_price', { precision: 18, scale: 4 }),
    indicativeAsOf: date('indicative_as_of', { mode: 'string' }),
    priceBasis: jsonb('price_basis').$type<StoredPriceBasis>(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    notes: text('notes'),
    pricingBands: jsonb('pricing_bands').$type<StoredPricingBand[]>().notNull().default([]),
    deliverySlots: jsonb('delivery_slots').$type<StoredSlot[]>().notNull().default([]),
    allocationWindow: jsonb('allocation_window').$type<StoredAllocationWindow>(),
    paymentTerms: jsonb('payment_terms').$type<StoredPaymentTerms>().notNull(),
    /** Delivery terms the supplier proposes instead of the RFQ's (delivery-terms.ts); null takes the RFQ's. */
    ...proposedDeliveryTermColumns(),
    status: text('status', { enum: OFFER_RECORD_STATUSES }).notNull().default('pending'),
    /** Bumped whenever the terms change (revise, an accepted counter-offer): accept names the version it saw. */
    version: integer('version').notNull().default(1),
    isSelected: boolean('is_selected').notNull().default(false),
    /** A buyer's counter-proposal awaiting (or having had) the supplier's answer. */
    isCounterOffer: boolean('is_counter_offer').notNull().default(false),
    counterUnitPrice: bigint('counter_unit_price', { mode: 'number' }),
    /** The countered unit price as entered, 4 decimals (counter_unit_price is it in minor units). */
    counterExactUnitPrice: numeric('counter_exact_unit_price', { precision: 18, scale: 4 }),
    /** A formula offer is countered on its differential (4 decimals), not on a unit price. */
    counterDifferential: numeric('counter_differential', { precision: 18, scale: 4 }),
    counterNote: text('counter_note'),
    counterStatus: text('counter_status', { enum: COUNTER_STATUSES }),
    counteredAt: timestamp('countered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('offers_rfq_supplier_key').on(t.rfqId, t.supplierOrgId),
    // Keyset paging (packages/trpc/src/paging.ts): each visibility filter, then the default sort and the id.
    index('offers_supplier_updated_idx').on(t.supplierOrgId, t.updatedAt, t.id),
    index('offers_rfq_updated_idx').on(t.rfqId, t.updatedAt, t.id),
    index('offers_updated_idx').on(t.updatedAt, t.id),
    check('offers_version_positive', sql`${t.version} >= 1`),
    statusCheck('offers_status_check', t.status, OFFER_RECORD_STATUSES),
    statusCheck('offers_pricing_type_check', t.pricingType, PRICING_TYPES),
    ...deliveryTermChecks('offers', t),
    check('offers_pricing_formula_check', sql`(${t.pricingType} = 'formula') = (${t.pricingFormula} is not null)`),
    // Null while no counter-offer was made.
    statusCheck('offers_counter_status_check', t.counterStatus, COUNTER_STATUSES),
  ],
);
