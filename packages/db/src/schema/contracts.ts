import { CONTRACT_STATUSES } from '@energy/domain/constants';
import {
  CONTRACT_PARTIES,
  SETTLEMENT_RECORD_STATUSES,
  SIGNATURE_KINDS,
  type TSignatureDrawing,
} from '@energy/domain/schemas/contract';
import { sql } from 'drizzle-orm';
import { SETTLEMENT_REMINDER_STAGES } from '@energy/domain/settlement-reminders';
import type { PricingFormula } from '@energy/domain/pricing/formula';
import type { StoredPriceBasis } from '@energy/domain/pricing/formula';
import { QUANTITY_BASES } from '@energy/domain/schemas/measurement';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import type { StoredPaymentTerms } from './offers';
import { offers, PRICING_TYPES } from './offers';
import { organizations } from './organizations';
import { rfqs } from './rfqs';
import { users } from './users';

export const contractNumberSeq = pgSequence('contract_number_seq', { startWith: 1 });

/** The unique rfq_id and offer_id make a second award impossible, whatever races. */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractNumber: text('contract_number').notNull().unique(),
    rfqId: uuid('rfq_id')
      .notNull()
      .unique()
      .references(() => rfqs.id),
    offerId: uuid('offer_id')
      .notNull()
      .unique()
      .references(() => offers.id),
    buyerOrgId: uuid('buyer_org_id')
      .notNull()
      .references(() => organizations.id),
    supplierOrgId: uuid('supplier_org_id')
      .notNull()
      .references(() => organizations.id),
    totalValue: bigint('total_value', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paymentTerms: jsonb('payment_terms').$type<StoredPaymentTerms>().notNull(),
    /**
     * Issue 30 item 5: a contract awarded on a formula offer carries the formula, a provisional price (the
     * indicative one at acceptance; total_value holds its total) and, once every quote of the pricing period
     * exists, the final price, fixed once (price_fixed_at), each with how it was computed.
     */
    pricingType: text('pricing_type', { enum: PRICING_TYPES }).notNull().default('fixed'),
    pricingFormula: jsonb('pricing_formula').$type<PricingFormula>(),
    /** A fixed contract's unit price as its offer gave it, 4 decimals (null for a formula contract: see below). */
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }),
    provisionalUnitPrice: numeric('provisional_unit_price', { precision: 18, scale: 4 }),
    provisionalBasis: jsonb('provisional_basis').$type<StoredPriceBasis>(),
    finalUnitPrice: numeric('final_unit_price', { precision: 18, scale: 4 }),
    finalTotal: bigint('final_total', { mode: 'number' }),
    finalBasis: jsonb('final_basis').$type<StoredPriceBasis>(),
    priceFixedAt: timestamp('price_fixed_at', { withTimezone: true }),
    /** The pricing period's days with their own quote, of the days it has ("Awaiting quotes (3 of 5)"). */
    quotesPresent: integer('quotes_present'),
    quotesNeeded: integer('quotes_needed'),
    /** Demurrage terms: hours a truck may wait at the delivery site free, then `demurrage_rate` minor units per hour (0: none agreed). */
    freeTimeHours: numeric('free_time_hours', { precision: 6, scale: 2 }).notNull().default('2'),
    demurrageRate: bigint('demurrage_rate', { mode: 'number' }).notNull().default(0),
    /**
     * Measured delivery: the quantity tolerance (± %), what the quantity is settled on (received NSV, outturn, or
     * loaded NSV, bl) and the transit loss the carrier is allowed (% of the loaded NSV).
     */
    quantityTolerancePct: numeric('quantity_tolerance_pct', { precision: 5, scale: 2 }).notNull().default('5'),
    quantityBasis: text('quantity_basis', { enum: QUANTITY_BASES }).notNull().default('outturn'),
    allowedTransitLossPct: numeric('allowed_transit_loss_pct', { precision: 5, scale: 2 }).notNull().default('0.3'),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('draft'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset paging (packages/trpc/src/paging.ts): each visibility filter, then the default sort and the id.
    index('contracts_buyer_created_idx').on(t.buyerOrgId, t.createdAt, t.id),
    index('contracts_supplier_created_idx').on(t.supplierOrgId, t.createdAt, t.id),
    index('contracts_created_idx').on(t.createdAt, t.id),
    statusCheck('contracts_status_check', t.status, CONTRACT_STATUSES),
    statusCheck('contracts_pricing_type_check', t.pricingType, PRICING_TYPES),
    statusCheck('contracts_quantity_basis_check', t.quantityBasis, QUANTITY_BASES),
    check('contracts_pricing_formula_check', sql`(${t.pricingType} = 'formula') = (${t.pricingFormula} is not null)`),
    // A final price is fixed with its total and basis, all at once.
    check(
      'contracts_final_price_check',
      sql`(${t.priceFixedAt} is null) = (${t.finalTotal} is null) and (${t.finalTotal} is null) = (${t.finalUnitPrice} is null)`,
    ),
    index('contracts_pricing_open_idx').on(t.pricingType, t.priceFixedAt),
    check('contracts_demurrage_terms_check', sql`${t.freeTimeHours} >= 0 and ${t.demurrageRate} >= 0`),
  ],
);

/** The contract's payment schedule: an advance when the terms ask for one, and the balance. */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    settlementType: text('settlement_type').notNull(),
    status: text('status', { enum: SETTLEMENT_RECORD_STATUSES }).notNull().default('pending'),
    description: text('description').notNull(),
    reference: text('reference'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /**
     * Who is paid, when not the contract's supplier (or, for a negative settlement, its buyer): the carrier of a
     * demurrage line. Null keeps every other settlement's payee as it was.
     */
    payeeOrgId: uuid('payee_org_id').references(() => organizations.id),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: uuid('settled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('settlements_contract_idx').on(t.contractId),
    index('settlements_due_idx').on(t.status, t.dueDate),
    statusCheck('settlements_status_check', t.status, SETTLEMENT_RECORD_STATUSES),
    // One demurrage line per contract (its one live delivery), whatever races.
    uniqueIndex('settlements_one_demurrage_key').on(t.contractId).where(sql`settlement_type = 'demurrage'`),
  ],
);

/**
 * The parties' signatures: one per party and contract (the unique pair makes a second one
 * impossible, whatever races), each with its signer, the name typed and, when drawn, the strokes drawn.
 * The contract is signed when the second lands.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    signerUserId: uuid('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signatureKind: text('signature_kind').notNull(),
    /** The drawn signature's strokes (points on the signature pad); null for a typed one. */
    drawing: jsonb('drawing').$type<TSignatureDrawing>(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('contract_signatures_party_unique').on(t.contractId, t.party),
    statusCheck('contract_signatures_party_check', t.party, CONTRACT_PARTIES),
    statusCheck('contract_signatures_kind_check', t.signatureKind, SIGNATURE_KINDS),
    check('contract_signatures_drawing_check', sql`(${t.signatureKind} = 'drawn') = (${t.drawing} is not null)`),
  ],
);

/**
 * The settlement reminders sent: one row per settlement and stage (due soon, overdue). The daily
 * job inserts the row and raises the reminder's event in one transaction; the primary key lets exactly one of any
 * number of instances running at once insert it, so each reminder goes out once.
 */
export const settlementReminders = pgTable(
  'settlement_reminders',
  {
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.settlementId, t.stage] }),
    statusCheck('settlement_reminders_stage_check', t.stage, SETTLEMENT_REMINDER_STAGES),
  ],
);
