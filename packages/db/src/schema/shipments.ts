import { SHIPMENT_STATUSES } from '@energy/domain/constants';
import { sql } from 'drizzle-orm';
import { index, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { orders } from './orders';
import { organizations } from './organizations';

export const shipmentNumberSeq = pgSequence('shipment_number_seq', { startWith: 1 });

/** Transport of an order; proof of delivery is kept on the shipment it proves. */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentNumber: text('shipment_number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null while the shipment is an open tender to every logistics company. */
    logisticsOrgId: uuid('logistics_org_id').references(() => organizations.id),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('tendered'),
    originLocation: text('origin_location').notNull(),
    destinationLocation: text('destination_location').notNull(),
    cargoDescription: text('cargo_description').notNull(),
    estimatedDeparture: timestamp('estimated_departure', { withTimezone: true }).notNull(),
    actualDeparture: timestamp('actual_departure', { withTimezone: true }),
    estimatedArrival: timestamp('estimated_arrival', { withTimezone: true }).notNull(),
    actualArrival: timestamp('actual_arrival', { withTimezone: true }),
    podDeliveredAt: timestamp('pod_delivered_at', { withTimezone: true }),
    podRecipientName: text('pod_recipient_name'),
    podSignature: text('pod_signature'),
    podNotes: text('pod_notes'),
    podSubmittedBy: uuid('pod_submitted_by'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live shipment per order; a cancelled one may be replaced.
    uniqueIndex('shipments_live_order_key').on(t.orderId).where(sql`status <> 'cancelled'`),
    // Keyset paging (packages/trpc/src/paging.ts): each visibility filter, then the default sort and the id.
    index('shipments_logistics_created_idx').on(t.logisticsOrgId, t.createdAt, t.id),
    index('shipments_created_idx').on(t.createdAt, t.id),
    statusCheck('shipments_status_check', t.status, SHIPMENT_STATUSES),
  ],
);
