import { ORDER_STATUSES } from '@energy/domain/constants';
import { sql } from 'drizzle-orm';
import { bigint, index, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset paging (packages/trpc/src/paging.ts): each visibility filter, then the default sort and the id.
    index('orders_buyer_created_idx').on(t.buyerOrgId, t.createdAt, t.id),
    index('orders_supplier_created_idx').on(t.supplierOrgId, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    statusCheck('orders_status_check', t.status, ORDER_STATUSES),
    // The release job's scan: orders whose inspection period has ended and whose escrow is still held.
    index('orders_release_due_idx')
      .on(t.releaseDueAt)
      .where(sql`${t.releasedAt} is null and ${t.releaseDueAt} is not null`),
  ],
);
