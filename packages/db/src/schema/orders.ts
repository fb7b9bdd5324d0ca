import { ORDER_STATUSES } from '@energy/domain/constants';
import { TOLERANCE_STATUSES } from '@energy/domain/measurement/settled-quantity';
import type { FinalInvoice } from '@energy/domain/measurement/final-invoice';
import type { TSettledBasis } from '@energy/domain/schemas/delivered-quantity';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, numeric, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { contracts } from './contracts';
import { organizations } from './organizations';

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

/** Made when a contract is signed; the fulfilment domain moves it on. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    contractId: uuid('contract_id')
      .notNull()
      .unique()
      .references(() => contracts.id),
    buyerOrgId: uuid('buyer_org_id')
      .notNull()
      .references(() => organizations.id),
    supplierOrgId: uuid('supplier_org_id')
      .notNull()
      .references(() => organizations.id),
    totalValue: bigint('total_value', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    cancelReason: text('cancel_reason'),
    /** Proof of delivery starts the buyer's inspection period; escrow is released at its end unless disputed. */
    releaseDueAt: timestamp('release_due_at', { withTimezone: true }),
    /** When the escrow of this order was released: by the buyer's confirmation of receipt, or at releaseDueAt. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    receiptConfirmedAt: timestamp('receipt_confirmed_at', { withTimezone: true }),
    /**
     * Measured delivery: the settled quantity (the contract's basis NSV in the RFQ's unit, 3 decimals), how it was
     * taken (basis, measurement, NSV, density, deviation) and its status against the tolerance. A short or over
     * delivery holds the escrow until the buyer accepts it (quantity_accepted_at) or disputes it.
     */
    settledQuantity: numeric('settled_quantity', { precision: 18, scale: 3 }),
    settledBasis: jsonb('settled_basis').$type<TSettledBasis>(),
    quantityStatus: text('quantity_status', { enum: TOLERANCE_STATUSES }),
    quantitySettledAt: timestamp('quantity_settled_at', { withTimezone: true }),
    quantityAcceptedAt: timestamp('quantity_accepted_at', { withTimezone: true }),
    /** The final invoice, issued once (price final and quantity settled): its amount in minor units and its figures. */
    finalInvoiceTotal: bigint('final_invoice_total', { mode: 'number' }),
    finalInvoice: jsonb('final_invoice').$type<FinalInvoice>(),
    finalInvoicedAt: timestamp('final_invoiced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset paging (packages/trpc/src/paging.ts): each visibility filter, then the default sort and the id.
    index('orders_buyer_created_idx').on(t.buyerOrgId, t.createdAt, t.id),
    index('orders_supplier_created_idx').on(t.supplierOrgId, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    statusCheck('orders_status_check', t.status, ORDER_STATUSES),
    statusCheck('orders_quantity_status_check', t.quantityStatus, TOLERANCE_STATUSES),
    // A settled quantity is stored with its basis, status and time, all at once; an invoice with its figures.
    check(
      'orders_settled_quantity_check',
      sql`(${t.settledQuantity} is null) = (${t.quantityStatus} is null) and (${t.quantityStatus} is null) = (${t.settledBasis} is null) and (${t.settledBasis} is null) = (${t.quantitySettledAt} is null)`,
    ),
    check(
      'orders_final_invoice_check',
      sql`(${t.finalInvoiceTotal} is null) = (${t.finalInvoice} is null) and (${t.finalInvoice} is null) = (${t.finalInvoicedAt} is null)`,
    ),
    // The release job's scan: orders whose inspection period has ended and whose escrow is still held.
    index('orders_release_due_idx')
      .on(t.releaseDueAt)
      .where(sql`${t.releasedAt} is null and ${t.releaseDueAt} is not null`),
  ],
);
