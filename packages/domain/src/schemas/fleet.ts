import { z } from 'zod';
import { minorUnits } from '../money-output';
import { ZAllowedActions } from '../actions/catalog';
import { ZPaperStatus } from '../fleet-compliance';
import {
  BID_STATUSES,
  BLACKOUT_ENTITY_TYPES,
  DRIVER_STATUSES,
  JOB_STATUSES,
  PRIORITIES,
  TENDER_STATUSES,
  VEHICLE_MIN_YEAR,
  VEHICLE_STATUSES,
} from '../constants';
import { zPagedListInput } from './paging';
import { boundedDate, isoDay, multiLineText, optionalIsoDay, singleLineText, utcDayOf } from './primitives';
import { moneyInputOrDecimalString } from '../money-input';
import { ZOrgRef } from './organization';
import { ZSiteWait } from './site-events';
import { VEHICLE_SORTS, DRIVER_SORTS, BLACKOUT_SORTS, TENDER_SORTS, JOB_SORTS } from '../list-sorts';
import { FLEET_MESSAGES } from './fleet-messages';

export { VEHICLE_SORTS, DRIVER_SORTS, BLACKOUT_SORTS, TENDER_SORTS, JOB_SORTS } from '../list-sorts';

export { FLEET_MESSAGES } from './fleet-messages';

export const VEHICLE_TYPES = ['tanker', 'truck', 'trailer', 'van', 'flatbed'] as const;
export const CAPACITY_UNITS = ['liters', 'kg', 'tons', 'cubic_meters'] as const;
export const FUEL_TYPES = ['diesel', 'gasoline', 'electric', 'hybrid', 'cng'] as const;
export const EMISSION_STANDARDS = ['Euro 6', 'Euro 5', 'Euro 4', 'Euro 3'] as const;
export const VEHICLE_DEFAULTS = {
  status: 'active',
  capacityUnit: 'liters',
  fuelType: 'diesel',
  emissionStandard: 'Euro 6',
} as const;

/**
 * Calendar days (blackouts, expiries, maintenance, availability): an ISO date or date-time, kept as its day in UTC;
 * missing says "<Field> is required", anything else "<Field> must be a date (YYYY-MM-DD)" (primitives.ts, isoDay).
 */
export const zDay = (label: string, requiredMessage?: string) => isoDay(label, requiredMessage);
const optionalDay = (label: string) => optionalIsoDay(label);
/** Today as a calendar day in UTC. */
export const todayOf = (now: Date) => utcDayOf(now);

// ---------------------------------------------------------------- vehicles

const vehicleShape = {
  registrationNumber: singleLineText(20, FLEET_MESSAGES.registrationRequired),
  make: singleLineText(60, FLEET_MESSAGES.makeRequired),
  model: singleLineText(60, FLEET_MESSAGES.modelRequired),
  year: z.number({ message: FLEET_MESSAGES.yearMin }).int(FLEET_MESSAGES.yearMin),
  vehicleType: z.enum(VEHICLE_TYPES, { message: FLEET_MESSAGES.vehicleTypeRequired }),
  /** Text as the spec has it ("Capacity is required"), e.g. "33000". */
  capacity: singleLineText(20, FLEET_MESSAGES.capacityRequired),
  capacityUnit: z
    .enum(CAPACITY_UNITS, { message: FLEET_MESSAGES.capacityUnitRequired })
    .default(VEHICLE_DEFAULTS.capacityUnit),
  status: z.enum(VEHICLE_STATUSES).default(VEHICLE_DEFAULTS.status),
  adrCertificateNumber: singleLineText(60).nullish(),
  adrExpiryDate: optionalDay('ADR expiry date'),
  insurancePolicyNumber: singleLineText(60).nullish(),
  insuranceExpiryDate: optionalDay('Insurance expiry date'),
  roadworthinessExpiry: optionalDay('Roadworthiness expiry'),
  fuelType: z.enum(FUEL_TYPES).default(VEHICLE_DEFAULTS.fuelType),
  emissionStandard: z.enum(EMISSION_STANDARDS).default(VEHICLE_DEFAULTS.emissionStandard),
  gpsTrackerId: singleLineText(60).nullish(),
  lastMaintenanceDate: optionalDay('Last maintenance date'),
  nextMaintenanceDate: optionalDay('Next maintenance date'),
  maintenanceNotes: multiLineText(2000).nullish(),
};

/** The onboarding form (spec 001 §5). `now` is injectable so tests can pin the clock. */
export function vehicleInputSchema(now: () => Date = () => new Date()) {
  return z.strictObject(vehicleShape).superRefine((v, ctx) => {
    const current = now();
    const today = todayOf(current);
    if (typeof v.year === 'number') {
      if (v.year < VEHICLE_MIN_YEAR) ctx.addIssue({ code: 'custom', path: ['year'], message: FLEET_MESSAGES.yearMin });
      if (v.year > current.getUTCFullYear() + 1)
        ctx.addIssue({ code: 'custom', path: ['year'], message: FLEET_MESSAGES.yearMax });
    }
    for (const field of ['adrExpiryDate', 'insuranceExpiryDate', 'roadworthinessExpiry'] as const) {
      const day = v[field];
      if (day && day < today) ctx.addIssue({ code: 'custom', path: [field], message: FLEET_MESSAGES.expiryPast });
    }
    if (v.lastMaintenanceDate && v.lastMaintenanceDate > today)
      ctx.addIssue({ code: 'custom', path: ['lastMaintenanceDate'], message: FLEET_MESSAGES.lastMaintenanceFuture });
    if (v.nextMaintenanceDate && v.nextMaintenanceDate < today)
      ctx.addIssue({ code: 'custom', path: ['nextMaintenanceDate'], message: FLEET_MESSAGES.nextMaintenancePast });
  });
}
export const ZVehicleInput = vehicleInputSchema();
export type TVehicleInput = z.input<typeof ZVehicleInput>;
/** Editing a vehicle: the onboarding fields again, on the vehicle named by the path. */
export function vehicleUpdateSchema(now: () => Date = () => new Date()) {
  return z.strictObject({ vehicleId: z.uuid('Unknown vehicle'), ...vehicleShape }).superRefine((v, ctx) => {
    const { vehicleId: _id, ...fields } = v;
    const checked = vehicleInputSchema(now).safeParse(fields);
    if (!checked.success)
      for (const issue of checked.error.issues)
        if (issue.code === 'custom') ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}
export const ZVehicleUpdateInput = vehicleUpdateSchema();
export const ZVehicleStatusInput = z.strictObject({
  vehicleId: z.uuid('Unknown vehicle'),
  status: z.enum(VEHICLE_STATUSES),
});
export const ZVehicleIdInput = z.strictObject({ vehicleId: z.uuid('Unknown vehicle') });

/** What a delete answers: the id of the record that is gone. */
export const ZDeleted = z.object({ id: z.string() });

const personName = z.object({ id: z.string(), name: z.string() });

export const ZVehicle = z.object({
  id: z.string(),
  organizationId: z.string(),
  registrationNumber: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  vehicleType: z.enum(VEHICLE_TYPES),
  capacity: z.string(),
  capacityUnit: z.enum(CAPACITY_UNITS),
  status: z.enum(VEHICLE_STATUSES),
  adrCertificateNumber: z.string().nullable(),
  adrExpiryDate: z.string().nullable(),
  insurancePolicyNumber: z.string().nullable(),
  insuranceExpiryDate: z.string().nullable(),
  roadworthinessExpiry: z.string().nullable(),
  fuelType: z.enum(FUEL_TYPES),
  emissionStandard: z.enum(EMISSION_STANDARDS),
  gpsTrackerId: z.string().nullable(),
  lastMaintenanceDate: z.string().nullable(),
  nextMaintenanceDate: z.string().nullable(),
  maintenanceNotes: z.string().nullable(),
  currentDriverId: z.string().nullable(),
  currentDriver: personName.nullable(),
  createdAt: z.string(),
  /** Papers expired or expiring within 30 days (fleet-compliance.ts), soonest first. */
  compliance: z.array(ZPaperStatus),
  allowedActions: ZAllowedActions,
});
export type TVehicle = z.infer<typeof ZVehicle>;

/** The details page: the vehicle and the jobs it has carried, newest first. */
export const ZVehicleDetails = ZVehicle.extend({
  jobs: z.array(
    z.object({
      id: z.string(),
      jobNumber: z.string(),
      title: z.string(),
      status: z.enum(JOB_STATUSES),
      scheduledDate: z.string(),
      driverName: z.string().nullable(),
    }),
  ),
  blackouts: z.array(z.object({ id: z.string(), startDate: z.string(), endDate: z.string(), reason: z.string() })),
});
export type TVehicleDetails = z.infer<typeof ZVehicleDetails>;

/** Vehicles: `q` matches registration, make or model (case-insensitive); filter by status. */
export const ZVehicleListInput = zPagedListInput(VEHICLE_SORTS, { status: z.enum(VEHICLE_STATUSES).optional() });

// ---------------------------------------------------------------- drivers

export const ZAvailabilityWindow = z
  .strictObject({
    availableFrom: zDay('Available from', FLEET_MESSAGES.startDateRequired),
    availableUntil: zDay('Available until', FLEET_MESSAGES.endDateRequired),
  })
  .refine((w) => w.availableUntil >= w.availableFrom, {
    path: ['availableUntil'],
    message: FLEET_MESSAGES.windowOrder,
  });

const driverShape = {
  firstName: singleLineText(60, FLEET_MESSAGES.firstNameRequired),
  lastName: singleLineText(60, FLEET_MESSAGES.lastNameRequired),
  phone: singleLineText(30).nullish(),
  email: z.email(FLEET_MESSAGES.emailInvalid).max(200).nullish(),
  licenseNumber: singleLineText(40, FLEET_MESSAGES.licenseNumberRequired),
  licenseClass: singleLineText(20, FLEET_MESSAGES.licenseClassRequired),
  licenseExpiry: optionalDay('License expiry'),
  hasADR: z.boolean().default(false),
  adrExpiry: optionalDay('ADR expiry'),
  hasHSE: z.boolean().default(false),
  hseExpiry: optionalDay('HSE expiry'),
  rating: z
    .number({ message: FLEET_MESSAGES.ratingRange })
    .min(0, FLEET_MESSAGES.ratingRange)
    .max(5, FLEET_MESSAGES.ratingRange)
    .default(0),
  status: z.enum(DRIVER_STATUSES).default('available'),
  availability: z.array(ZAvailabilityWindow).max(50).default([]),
};
export const ZDriverInput = z.strictObject(driverShape);
export type TDriverInput = z.input<typeof ZDriverInput>;
export const ZDriverUpdateInput = z.strictObject({ id: z.uuid('Unknown driver'), ...driverShape });

export const ZDriver = z.object({
  id: z.string(),
  organizationId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  licenseNumber: z.string(),
  licenseClass: z.string(),
  licenseExpiry: z.string().nullable(),
  hasADR: z.boolean(),
  adrExpiry: z.string().nullable(),
  hasHSE: z.boolean(),
  hseExpiry: z.string().nullable(),
  rating: z.number(),
  status: z.enum(DRIVER_STATUSES),
  currentJobId: z.string().nullable(),
  /** The spec's single window: the current one, else the next one, else null. */
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
  availability: z.array(z.object({ availableFrom: z.string(), availableUntil: z.string() })),
  createdAt: z.string(),
  /** Papers expired or expiring within 30 days (fleet-compliance.ts), soonest first. */
  compliance: z.array(ZPaperStatus),
  allowedActions: ZAllowedActions,
});
export type TDriver = z.infer<typeof ZDriver>;
/** Drivers: `q` matches name, license number, phone or email; filter by status. */
export const ZDriverListInput = zPagedListInput(DRIVER_SORTS, { status: z.enum(DRIVER_STATUSES).optional() });

// ---------------------------------------------------------------- blackout dates

const blackoutShape = {
  entityType: z.enum(BLACKOUT_ENTITY_TYPES, { message: FLEET_MESSAGES.entityTypeRequired }),
  entityId: z.uuid(FLEET_MESSAGES.entityRequired),
  startDate: zDay('Start date', FLEET_MESSAGES.startDateRequired),
  endDate: zDay('End date', FLEET_MESSAGES.endDateRequired),
  reason: singleLineText(200, FLEET_MESSAGES.reasonRequired),
  description: multiLineText(2000).nullish(),
  isRecurring: z.boolean().default(false),
};
const endNotBeforeStart = (b: { startDate?: unknown; endDate?: unknown }, ctx: z.RefinementCtx) => {
  if (typeof b.startDate === 'string' && typeof b.endDate === 'string' && b.endDate < b.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: FLEET_MESSAGES.endBeforeStart });
  }
};
export const ZBlackoutInput = z.strictObject(blackoutShape).superRefine(endNotBeforeStart);
export type TBlackoutInput = z.input<typeof ZBlackoutInput>;
export const ZBlackoutUpdateInput = z
  .strictObject({ id: z.uuid('Unknown blackout date'), ...blackoutShape })
  .superRefine(endNotBeforeStart);

export const ZBlackout = z.object({
  id: z.string(),
  organizationId: z.string(),
  entityType: z.enum(BLACKOUT_ENTITY_TYPES),
  entityId: z.string(),
  /** The vehicle's registration, or the driver's name. */
  entityLabel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  description: z.string().nullable(),
  isRecurring: z.boolean(),
  createdAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TBlackout = z.infer<typeof ZBlackout>;
/** Blackouts: `q` matches the reason or the entity label; filter by entity type. */
export const ZBlackoutListInput = zPagedListInput(
  BLACKOUT_SORTS,
  { entityType: z.enum(BLACKOUT_ENTITY_TYPES).optional() },
  'asc',
);

// ---------------------------------------------------------------- tenders and bids

/** The terms a supplier tenders a shipment on (added to the shipment form). */
export const ZTenderTerms = z.strictObject({
  title: singleLineText(200).optional(),
  priority: z.enum(PRIORITIES).default('medium'),
  maxRate: moneyInputOrDecimalString({
    scale: 2,
    required: FLEET_MESSAGES.maxRateRequired,
    invalid: FLEET_MESSAGES.maxRateRequired,
  }),
  bidDeadline: boundedDate(FLEET_MESSAGES.bidDeadlineRequired),
  weightKg: z.number().nonnegative().max(1e9).nullish(),
  volumeM3: z.number().nonnegative().max(1e9).nullish(),
  cargoType: singleLineText(100).nullish(),
  specialRequirements: z.array(singleLineText(100)).max(20).default([]),
  /** Hazardous cargo needs ADR-certified drivers. */
  hazardous: z.boolean().default(false),
});
export type TTenderTerms = z.input<typeof ZTenderTerms>;

export const ZBidInput = z.strictObject({
  id: z.uuid('Unknown tender'),
  proposedRate: moneyInputOrDecimalString({
    scale: 2,
    required: FLEET_MESSAGES.ratePositive,
    invalid: FLEET_MESSAGES.ratePositive,
  }),
  estimatedDeliveryTime: singleLineText(100, FLEET_MESSAGES.deliveryTimeRequired),
  notes: multiLineText(2000).nullish(),
});
export type TBidInput = z.input<typeof ZBidInput>;
export const ZTenderIdInput = z.strictObject({ id: z.uuid('Unknown tender') });
export const ZAwardInput = z.strictObject({ bidId: z.uuid('Unknown bid') });

/** A tender as the calling logistics company sees it (spec 001 §3), with its own bid if it made one. */
export const ZTender = z.object({
  id: z.string(),
  shipmentId: z.string(),
  shipmentNumber: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TENDER_STATUSES),
  priority: z.enum(PRIORITIES),
  origin: z.string(),
  destination: z.string(),
  clientCompany: z.string(),
  /** The shipper (the supplier whose shipment it is) is verified. */
  clientCompanyVerified: z.boolean(),
  contactPerson: z.string(),
  contactEmail: z.string(),
  requiredDate: z.string(),
  bidDeadline: z.string(),
  maxRate: minorUnits(),
  weight: z.number().nullable(),
  volume: z.number().nullable(),
  cargoType: z.string().nullable(),
  specialRequirements: z.array(z.string()),
  hazardous: z.boolean(),
  /** Tendered to this company alone (true) or to every logistics company. */
  direct: z.boolean(),
  createdAt: z.string(),
  myBid: z
    .object({
      id: z.string(),
      status: z.enum(BID_STATUSES),
      proposedRate: minorUnits().nullable(),
      estimatedDeliveryTime: z.string().nullable(),
      notes: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  allowedActions: ZAllowedActions,
});
export type TTender = z.infer<typeof ZTender>;
/** Tenders: `q` matches title, origin, destination or client company; filter by status and priority. */
export const ZTenderListInput = zPagedListInput(
  TENDER_SORTS,
  { status: z.enum(TENDER_STATUSES).optional(), priority: z.enum(PRIORITIES).optional() },
  'asc',
);

/** A bid as the shipper (the supplier) sees it on its shipment. */
export const ZBid = z.object({
  id: z.string(),
  tenderId: z.string(),
  carrier: ZOrgRef,
  status: z.enum(BID_STATUSES),
  proposedRate: minorUnits(),
  estimatedDeliveryTime: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TBid = z.infer<typeof ZBid>;
export const ZShipmentBidsInput = z.strictObject({ shipmentId: z.uuid('Unknown shipment') });

// ---------------------------------------------------------------- jobs and assignments

export const ZLocation = z.object({
  text: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

export const ZAssignment = z.object({
  id: z.string(),
  jobId: z.string(),
  driverId: z.string(),
  vehicleId: z.string(),
  driverName: z.string(),
  vehicleLabel: z.string(),
  notes: z.string().nullable(),
  assignedAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TAssignment = z.infer<typeof ZAssignment>;

export const ZJob = z.object({
  id: z.string(),
  jobNumber: z.string(),
  shipmentId: z.string(),
  shipmentNumber: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  priority: z.enum(PRIORITIES),
  origin: z.string(),
  destination: z.string(),
  scheduledDate: z.string(),
  estimatedDuration: z.string().nullable(),
  clientCompany: z.string(),
  specialRequirements: z.array(z.string()),
  hazardous: z.boolean(),
  assignedDriverId: z.string().nullable(),
  assignedVehicleId: z.string().nullable(),
  driver: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
  vehicle: z.object({ id: z.string(), label: z.string() }).nullable(),
  assignment: ZAssignment.nullable(),
  actualStartTime: z.string().nullable(),
  estimatedCompletion: z.string().nullable(),
  currentLocation: ZLocation.nullable(),
  lastUpdate: z.string(),
  notes: z.string().nullable(),
  /** Not completed or cancelled and its scheduled date is past (spec 001 §4). */
  overdue: z.boolean(),
  progress: z.number().int(),
  createdAt: z.string(),
  allowedActions: ZAllowedActions,
  /** The statuses the caller may set in the Update Job Status dialog now (none without job.updateStatus). */
  statusTargets: z.array(z.enum(JOB_STATUSES)),
  /** Arrival at the delivery site, end of discharge, the time waited and its demurrage. */
  siteWait: ZSiteWait,
  /** Its shipment's loaded net standard volume, whole litres at 15 °C (the counted loading); null before loading. */
  loadedNsvLitres: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;
/** Jobs: `q` matches title, job or shipment number, origin, destination, client; filters status, priority, assigned, delayed. */
export const ZJobListInput = zPagedListInput(
  JOB_SORTS,
  {
    status: z.enum(JOB_STATUSES).optional(),
    priority: z.enum(PRIORITIES).optional(),
    /** A boolean, or 'true'/'false' from a REST query string. */
    assigned: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  },
  'asc',
);
/** The tiles of Live Job Tracking, over every job of the organization (not the loaded page). */
export const ZJobSummary = z.object({
  active: z.number().int(),
  pending: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  delayed: z.number().int(),
  overdue: z.number().int(),
});

export const ZAssignmentInput = z.strictObject({
  jobId: z.uuid(FLEET_MESSAGES.jobRequired),
  driverId: z.uuid(FLEET_MESSAGES.driverRequired),
  vehicleId: z.uuid(FLEET_MESSAGES.vehicleRequired),
  notes: multiLineText(2000).nullish(),
});
export type TAssignmentInput = z.input<typeof ZAssignmentInput>;
export const ZAssignmentIdInput = z.strictObject({ id: z.uuid('Unknown assignment') });
/** What the assign dialog may offer for a job: the drivers and vehicles every rule lets through. */
export const ZAssignmentOptionsInput = z.strictObject({ jobId: z.uuid(FLEET_MESSAGES.jobRequired) });
/** A driver or vehicle the assign dialog cannot offer, with every rule it fails (assignment.rules.ts: the ones the assignment enforces). */
export const ZExcludedResource = z.object({ id: z.string(), name: z.string(), reasons: z.array(z.string()).min(1) });
export type TExcludedResource = z.infer<typeof ZExcludedResource>;
export const ZAssignmentOptions = z.object({
  drivers: z.array(ZDriver),
  vehicles: z.array(ZVehicle),
  excludedDrivers: z.array(ZExcludedResource),
  excludedVehicles: z.array(ZExcludedResource),
});
export type TAssignmentOptions = z.infer<typeof ZAssignmentOptions>;

export const ZJobStatusInput = z.strictObject({
  jobId: z.uuid(FLEET_MESSAGES.jobIdRequired),
  status: z.enum(JOB_STATUSES, { message: FLEET_MESSAGES.statusRequired }),
  notes: multiLineText(2000).nullish(),
  estimatedCompletion: boundedDate('Estimated completion must be a date and time').nullish(),
});
export type TJobStatusInput = z.input<typeof ZJobStatusInput>;
/**
 * Decimal degrees, as a JSON number or a decimal string, at most 7 decimal places (about 1 cm), kept as the
 * exact decimal text it was given ("6.5244"), within ±limit.
 */
const coordinate = (limit: 90 | 180, rangeMessage: string) =>
  z
    .union([z.number(), z.string()], { message: FLEET_MESSAGES.coordinateDecimal })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((text) => /^-?\d{1,3}(\.\d{1,7})?$/.test(text), { message: FLEET_MESSAGES.coordinateDecimal, abort: true })
    .refine((text) => Math.abs(Number(text)) <= limit, rangeMessage);
/** A driver's phone or a tracker: where the job is, as text, as coordinates (both or neither), or both. */
export const ZJobLocationInput = z
  .strictObject({
    jobId: z.uuid(FLEET_MESSAGES.jobIdRequired),
    text: singleLineText(200).nullish(),
    lat: coordinate(90, FLEET_MESSAGES.latitudeRange).nullish(),
    lng: coordinate(180, FLEET_MESSAGES.longitudeRange).nullish(),
  })
  .superRefine((input, ctx) => {
    if ((input.lat == null) !== (input.lng == null))
      ctx.addIssue({
        code: 'custom',
        path: [input.lat == null ? 'lat' : 'lng'],
        message: FLEET_MESSAGES.coordinatesTogether,
      });
  });
export type TJobLocationInput = z.input<typeof ZJobLocationInput>;
export const ZJobPositionsInput = z.strictObject({ jobId: z.uuid(FLEET_MESSAGES.jobIdRequired) });
/** One reported position of a job: decimal degrees (exact to the 7 places stored), the text given with it, when. */
export const ZJobPosition = z.object({
  lat: z.number(),
  lng: z.number(),
  text: z.string().nullable(),
  recordedAt: z.string(),
});
export type TJobPosition = z.infer<typeof ZJobPosition>;
/** A job's route for the tracking map: its ends, every position in order, the last update and the distance driven. */
export const ZJobRoute = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  origin: z.string(),
  destination: z.string(),
  lastUpdate: z.string(),
  positions: z.array(ZJobPosition),
  /** The great-circle legs between successive positions, summed, in whole meters. */
  distanceMeters: z.number().int(),
});
export type TJobRoute = z.infer<typeof ZJobRoute>;
