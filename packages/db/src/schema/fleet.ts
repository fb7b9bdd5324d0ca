import {
  BID_STATUSES,
  BLACKOUT_ENTITY_TYPES,
  DRIVER_STATUSES,
  JOB_STATUSES,
  PRIORITIES,
  VEHICLE_STATUSES,
} from '@energy/domain/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { organizations } from './organizations';
import { shipments } from './shipments';

/*
 * Fleet (spec 001): every vehicle, driver, blackout and job belongs to one logistics organization, visible
 * to it and to admin. Tenders are shipments offered to logistics companies; bids are their answers; the
 * won bid makes a job, which assignments give a driver and a vehicle.
 */

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    registrationNumber: text('registration_number').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    capacity: text('capacity').notNull(),
    capacityUnit: text('capacity_unit').notNull().default('liters'),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('active'),
    adrCertificateNumber: text('adr_certificate_number'),
    adrExpiryDate: date('adr_expiry_date', { mode: 'string' }),
    insurancePolicyNumber: text('insurance_policy_number'),
    insuranceExpiryDate: date('insurance_expiry_date', { mode: 'string' }),
    roadworthinessExpiry: date('roadworthiness_expiry', { mode: 'string' }),
    fuelType: text('fuel_type').notNull().default('diesel'),
    emissionStandard: text('emission_standard').notNull().default('Euro 6'),
    gpsTrackerId: text('gps_tracker_id'),
    lastMaintenanceDate: date('last_maintenance_date', { mode: 'string' }),
    nextMaintenanceDate: date('next_maintenance_date', { mode: 'string' }),
    maintenanceNotes: text('maintenance_notes'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_org_registration_key').on(t.organizationId, sql`lower(${t.registrationNumber})`),
    index('vehicles_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('vehicles_created_idx').on(t.createdAt, t.id),
    statusCheck('vehicles_status_check', t.status, VEHICLE_STATUSES),
  ],
);

export const drivers = pgTable(
  'drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    licenseNumber: text('license_number').notNull(),
    licenseClass: text('license_class').notNull(),
    licenseExpiry: date('license_expiry', { mode: 'string' }),
    hasAdr: boolean('has_adr').notNull().default(false),
    adrExpiry: date('adr_expiry', { mode: 'string' }),
    hasHse: boolean('has_hse').notNull().default(false),
    hseExpiry: date('hse_expiry', { mode: 'string' }),
    rating: real('rating').notNull().default(0),
    status: text('status', { enum: DRIVER_STATUSES }).notNull().default('available'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drivers_org_license_key').on(t.organizationId, sql`lower(${t.licenseNumber})`),
    index('drivers_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('drivers_created_idx').on(t.createdAt, t.id),
    statusCheck('drivers_status_check', t.status, DRIVER_STATUSES),
    check('drivers_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);

/** The days a driver works: a job's scheduled date must fall inside one window. */
export const driverAvailability = pgTable(
  'driver_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    availableUntil: date('available_until', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('driver_availability_driver_idx').on(t.driverId, t.availableFrom),
    check('driver_availability_order', sql`${t.availableUntil} >= ${t.availableFrom}`),
  ],
);

export const blackoutDates = pgTable(
  'blackout_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    entityType: text('entity_type').notNull(),
    /** A vehicle or a driver of the same organization (checked by the service; no FK across two tables). */
    entityId: uuid('entity_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    description: text('description'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blackout_dates_org_start_idx').on(t.organizationId, t.startDate, t.id),
    index('blackout_dates_entity_idx').on(t.entityId, t.startDate),
    statusCheck('blackout_dates_entity_type_check', t.entityType, BLACKOUT_ENTITY_TYPES),
    check('blackout_dates_order', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** The terms a shipment is tendered on: one tender per shipment, to every logistics company or to one. */
export const tenders = pgTable(
  'tenders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .unique()
      .references(() => shipments.id),
    supplierOrgId: uuid('supplier_org_id')
      .notNull()
      .references(() => organizations.id),
    /** Null: tendered to every logistics company. */
    targetOrgId: uuid('target_org_id').references(() => organizations.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull().default('medium'),
    contactPerson: text('contact_person').notNull(),
    contactEmail: text('contact_email').notNull(),
    requiredDate: timestamp('required_date', { withTimezone: true }).notNull(),
    bidDeadline: timestamp('bid_deadline', { withTimezone: true }).notNull(),
    /** Integer minor units of USD. */
    maxRate: bigint('max_rate', { mode: 'number' }).notNull(),
    weightKg: doublePrecision('weight_kg'),
    volumeM3: doublePrecision('volume_m3'),
    cargoType: text('cargo_type'),
    specialRequirements: text('special_requirements').array().notNull().default(sql`'{}'::text[]`),
    hazardous: boolean('hazardous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenders_deadline_idx').on(t.bidDeadline, t.id),
    index('tenders_target_deadline_idx').on(t.targetOrgId, t.bidDeadline, t.id),
    statusCheck('tenders_priority_check', t.priority, PRIORITIES),
    check('tenders_max_rate_positive', sql`${t.maxRate} > 0`),
  ],
);

/** A logistics company's answer to a tender: a bid (submitted, then won or lost) or a decline; one per company. */
export const tenderBids = pgTable(
  'tender_bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: uuid('tender_id')
      .notNull()
      .references(() => tenders.id),
    logisticsOrgId: uuid('logistics_org_id')
      .notNull()
      .references(() => organizations.id),
    status: text('status', { enum: BID_STATUSES }).notNull(),
    /** Integer minor units of USD; null on a decline. */
    proposedRate: bigint('proposed_rate', { mode: 'number' }),
    estimatedDeliveryTime: text('estimated_delivery_time'),
    notes: text('notes'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tender_bids_company_key').on(t.tenderId, t.logisticsOrgId),
    // At most one winner per tender, whatever races.
    uniqueIndex('tender_bids_one_winner_key').on(t.tenderId).where(sql`status = 'won'`),
    index('tender_bids_org_idx').on(t.logisticsOrgId, t.createdAt),
    statusCheck('tender_bids_status_check', t.status, BID_STATUSES),
  ],
);

export const jobNumberSeq = pgSequence('job_number_seq', { startWith: 1 });

/** The carrier's work on a won shipment. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobNumber: text('job_number').notNull().unique(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    title: text('title').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    priority: text('priority').notNull().default('medium'),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    estimatedDuration: text('estimated_duration'),
    clientCompany: text('client_company').notNull(),
    specialRequirements: text('special_requirements').array().notNull().default(sql`'{}'::text[]`),
    hazardous: boolean('hazardous').notNull().default(false),
    assignedDriverId: uuid('assigned_driver_id').references(() => drivers.id),
    assignedVehicleId: uuid('assigned_vehicle_id').references(() => vehicles.id),
    actualStartTime: timestamp('actual_start_time', { withTimezone: true }),
    estimatedCompletion: timestamp('estimated_completion', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The truck's arrival at the delivery site and the end of its discharge, as the carrier (or its tracker) gives
     * them: the time waited between them, beyond the contract's free time, is demurrage.
     */
    arrivedAtSiteAt: timestamp('arrived_at_site_at', { withTimezone: true }),
    dischargeEndedAt: timestamp('discharge_ended_at', { withTimezone: true }),
    locationText: text('location_text'),
    /** The last position reported (job_positions holds every one), exact decimal degrees. */
    locationLat: numeric('location_lat', { precision: 10, scale: 7, mode: 'number' }),
    locationLng: numeric('location_lng', { precision: 10, scale: 7, mode: 'number' }),
    notes: text('notes'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live job per shipment; a cancelled one may be replaced.
    uniqueIndex('jobs_live_shipment_key').on(t.shipmentId).where(sql`status <> 'cancelled'`),
    index('jobs_org_scheduled_idx').on(t.organizationId, t.scheduledDate, t.id),
    index('jobs_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('jobs_scheduled_idx').on(t.scheduledDate, t.id),
    statusCheck('jobs_status_check', t.status, JOB_STATUSES),
    statusCheck('jobs_priority_check', t.priority, PRIORITIES),
    // A discharge ends after an arrival, never without one.
    check(
      'jobs_discharge_after_arrival_check',
      sql`${t.dischargeEndedAt} is null or (${t.arrivedAtSiteAt} is not null and ${t.dischargeEndedAt} > ${t.arrivedAtSiteAt})`,
    ),
  ],
);

/** Driver + vehicle on a job; ended (unassigned, or the job finished) rows stay for the vehicle's history. */
export const jobAssignments = pgTable(
  'job_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    notes: text('notes'),
    assignedBy: uuid('assigned_by').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One live assignment per job, per driver and per vehicle, whatever races.
    uniqueIndex('job_assignments_live_job_key').on(t.jobId).where(sql`ended_at is null`),
    uniqueIndex('job_assignments_live_driver_key').on(t.driverId).where(sql`ended_at is null`),
    uniqueIndex('job_assignments_live_vehicle_key').on(t.vehicleId).where(sql`ended_at is null`),
    index('job_assignments_vehicle_idx').on(t.vehicleId, t.assignedAt),
  ],
);

/**
 * Every position a job reported (PUT /api/jobs/{jobId}/location with coordinates), in exact decimal degrees:
 * the route the tracking map draws, and the distance driven (the great-circle legs between successive ones).
 */
export const jobPositions = pgTable(
  'job_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    lat: numeric('lat', { precision: 10, scale: 7 }).notNull(),
    lng: numeric('lng', { precision: 10, scale: 7 }).notNull(),
    locationText: text('location_text'),
    recordedBy: uuid('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_positions_job_recorded_idx').on(t.jobId, t.recordedAt, t.id),
    check('job_positions_lat_range', sql`${t.lat} between -90 and 90`),
    check('job_positions_lng_range', sql`${t.lng} between -180 and 180`),
  ],
);
