import type { Executor } from '@energy/db/client';
import { driverAvailability, drivers, vehicles } from '@energy/db/schema/fleet';
import type { DriverStatus, VehicleStatus } from '@energy/domain/constants';
import { CAPACITY_UNITS, EMISSION_STANDARDS, FUEL_TYPES, todayOf, VEHICLE_TYPES, type TDriver, type TVehicle } from '@energy/domain/schemas/fleet';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso } from '../../numbering';
import type { CallerScope } from '../../scope';
import { allHold, driverRules, vehicleRules, type JobDay } from './assignment.rules';

type DriverRow = typeof drivers.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;
type Window = { availableFrom: string; availableUntil: string };

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T => options.find((o) => o === value) ?? fallback;

/** A driver as the assign dialog shows it; the spec's single window is the current one, else the next one. */
export function toDriver(d: DriverRow, windows: Window[], scope: CallerScope, now: Date): TDriver {
  const today = todayOf(now);
  const shown = windows.find((w) => w.availableUntil >= today);
  return {
    allowedActions: allowedFor(scope, 'driver', { organizationId: d.organizationId, status: d.status as DriverStatus, onActiveJob: d.currentJobId !== null }, now),
    id: d.id, organizationId: d.organizationId, firstName: d.firstName, lastName: d.lastName, phone: d.phone, email: d.email, licenseNumber: d.licenseNumber,
    licenseClass: d.licenseClass, licenseExpiry: d.licenseExpiry, hasADR: d.hasAdr, adrExpiry: d.adrExpiry, hasHSE: d.hasHse, hseExpiry: d.hseExpiry, rating: d.rating,
    status: d.status as DriverStatus, currentJobId: d.currentJobId, availableFrom: shown?.availableFrom ?? null, availableUntil: shown?.availableUntil ?? null,
    availability: windows, createdAt: iso(d.createdAt),
  };
}

/** A vehicle as the assign dialog shows it (the options have no current driver). */
export function toVehicle(v: VehicleRow, currentDriver: { id: string; name: string } | null, scope: CallerScope, now: Date): TVehicle {
  return {
    allowedActions: allowedFor(scope, 'vehicle', { organizationId: v.organizationId, status: v.status as VehicleStatus, onActiveJob: v.currentDriverId !== null }, now),
    id: v.id, organizationId: v.organizationId, registrationNumber: v.registrationNumber, make: v.make, model: v.model, year: v.year,
    vehicleType: oneOf(VEHICLE_TYPES, v.vehicleType, 'truck'), capacity: v.capacity, capacityUnit: oneOf(CAPACITY_UNITS, v.capacityUnit, 'liters'),
    status: v.status as VehicleStatus, adrCertificateNumber: v.adrCertificateNumber, adrExpiryDate: v.adrExpiryDate, insurancePolicyNumber: v.insurancePolicyNumber,
    insuranceExpiryDate: v.insuranceExpiryDate, roadworthinessExpiry: v.roadworthinessExpiry, fuelType: oneOf(FUEL_TYPES, v.fuelType, 'diesel'),
    emissionStandard: oneOf(EMISSION_STANDARDS, v.emissionStandard, 'Euro 6'), gpsTrackerId: v.gpsTrackerId, lastMaintenanceDate: v.lastMaintenanceDate,
    nextMaintenanceDate: v.nextMaintenanceDate, maintenanceNotes: v.maintenanceNotes, currentDriverId: v.currentDriverId, currentDriver, createdAt: iso(v.createdAt),
  };
}

/** What the assign dialog may offer: the company's drivers and vehicles every rule lets through on the job's day. */
export async function assignmentOptions(db: Executor, scope: CallerScope, organizationId: string, jobDay: JobDay, now: Date): Promise<{ drivers: TDriver[]; vehicles: TVehicle[] }> {
  const offeredDrivers = await db.select().from(drivers).where(and(eq(drivers.organizationId, organizationId), allHold(driverRules(jobDay)))).orderBy(asc(drivers.lastName), asc(drivers.id));
  const offeredVehicles = await db.select().from(vehicles).where(and(eq(vehicles.organizationId, organizationId), allHold(vehicleRules(jobDay)))).orderBy(asc(vehicles.registrationNumber));
  const windows = offeredDrivers.length
    ? await db.select().from(driverAvailability).where(inArray(driverAvailability.driverId, offeredDrivers.map((d) => d.id))).orderBy(asc(driverAvailability.availableFrom))
    : [];
  return {
    drivers: offeredDrivers.map((d) => toDriver(d, windows.filter((w) => w.driverId === d.id).map(({ availableFrom, availableUntil }) => ({ availableFrom, availableUntil })), scope, now)),
    vehicles: offeredVehicles.map((v) => toVehicle(v, null, scope, now)),
  };
}
