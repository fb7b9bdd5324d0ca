import { SHIPMENT_STATUSES } from '@energy/domain/constants';
import { MEASUREMENT_KINDS, OBSERVED_UNITS } from '@energy/domain/schemas/measurement';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { documents } from './documents';
import { orders } from './orders';
import { organizations } from './organizations';
import { users } from './users';

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

/**
 * What was measured of a shipment at loading and at receipt, as entered (observed volume and unit, temperature,
 * density at 15 °C) and as computed (litres, the volume correction factor to 15 °C and its table, net standard
 * volume), so any figure the money depends on can be recomputed. Rows are never edited: a correction is a new row
 * with its reason that supersedes the one it corrects (each corrected once, so the corrections form one chain);
 * the measurement of a kind that counts is the one nothing supersedes.
 */
export const shipmentMeasurements = pgTable(
  'shipment_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    kind: text('kind', { enum: MEASUREMENT_KINDS }).notNull(),
    /** The bill of lading number, on a loading only. */
    billOfLading: text('bill_of_lading'),
    observedVolume: numeric('observed_volume', { precision: 15, scale: 3 }).notNull(),
    observedUnit: text('observed_unit', { enum: OBSERVED_UNITS }).notNull(),
    /** The observed volume in litres, exact (a barrel is 158.987294928 l). */
    observedLitres: numeric('observed_litres').notNull(),
    temperatureC: numeric('temperature_c', { precision: 5, scale: 2 }).notNull(),
    densityKgM3: numeric('density_kg_m3', { precision: 7, scale: 2 }).notNull(),
    vcf: numeric('vcf', { precision: 6, scale: 4 }).notNull(),
    /** The table the factor comes from (54A, 54B, 54C) and, for 54B, its product group. */
    vcfTable: text('vcf_table').notNull(),
    /** Net standard volume: observed litres × VCF, whole litres. */
    nsvLitres: numeric('nsv_litres', { precision: 15, scale: 0 }).notNull(),
    /** Null on the first measurement of its kind; why it was corrected on a correction. */
    reason: text('reason'),
    supersedesId: uuid('supersedes_id').references((): AnyPgColumn => shipmentMeasurements.id),
    /** The loading ticket (documents storage), when one was uploaded. */
    documentId: uuid('document_id').references(() => documents.id),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('shipment_measurements_kind_check', t.kind, MEASUREMENT_KINDS),
    statusCheck('shipment_measurements_unit_check', t.observedUnit, OBSERVED_UNITS),
    // A correction says why; the first measurement corrects nothing.
    check('shipment_measurements_reason_check', sql`(${t.reason} is null) = (${t.supersedesId} is null)`),
    check('shipment_measurements_bl_check', sql`(${t.kind} = 'loading') = (${t.billOfLading} is not null)`),
    // One first measurement per kind, and each measurement corrected at most once: two calls at once cannot both pass.
    uniqueIndex('shipment_measurements_first_key').on(t.shipmentId, t.kind).where(sql`supersedes_id is null`),
    uniqueIndex('shipment_measurements_supersedes_key').on(t.supersedesId),
    index('shipment_measurements_shipment_idx').on(t.shipmentId, t.kind, t.recordedAt),
  ],
);
