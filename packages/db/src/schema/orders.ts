import { bigint, index, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contracts } from './contracts';
import { organizations } from './organizations';

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

/** Made when a contract is signed; the fulfilment domain moves it on. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    contractId: uuid('contract_id').notNull().unique().references(() => contracts.id),
    buyerOrgId: uuid('buyer_org_id').notNull().references(() => organizations.id),
    supplierOrgId: uuid('supplier_org_id').notNull().references(() => organizations.id),
    totalValue: bigint('total_value', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('created'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_buyer_idx').on(t.buyerOrgId), index('orders_supplier_idx').on(t.supplierOrgId)],
);
