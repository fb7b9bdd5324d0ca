import { RFQ_STATUSES } from '@energy/domain/constants';
import { index, jsonb, numeric, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deliveryTermChecks, statedDeliveryTermColumns } from '../delivery-term-columns';
import { statusCheck } from '../status-check';
import { organizations } from './organizations';
import { users } from './users';

/** Feeds readable numbers such as RFQ-2026-000123. */
export const rfqNumberSeq = pgSequence('rfq_number_seq', { startWith: 1 });

export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqNumber: text('rfq_number').notNull().unique(),
    buyerOrgId: uuid('buyer_org_id')
      .notNull()
      .references(() => organizations.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description'),
    productType: text('product_type').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    unit: text('unit').notNull(),
    deliveryLocation: text('delivery_location').notNull(),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }).notNull(),
    closeDate: timestamp('close_date', { withTimezone: true }).notNull(),
    specifications: jsonb('specifications').$type<Record<string, unknown>>().notNull().default({}),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull().default({}),
    /** The delivery terms the buyer states (delivery-terms.ts); a contract takes them unless the accepted offer proposed its own. */
    ...statedDeliveryTermColumns(),
    status: text('status', { enum: RFQ_STATUSES }).notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset paging (packages/trpc/src/paging.ts): each visibility filter, then the default sort and the id.
    index('rfqs_buyer_created_idx').on(t.buyerOrgId, t.createdAt, t.id),
    index('rfqs_created_idx').on(t.createdAt, t.id),
    index('rfqs_status_close_idx').on(t.status, t.closeDate),
    statusCheck('rfqs_status_check', t.status, RFQ_STATUSES),
    ...deliveryTermChecks('rfqs', t),
  ],
);
