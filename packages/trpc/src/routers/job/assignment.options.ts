import type { Executor } from '@energy/db/client';
import { driverAvailability, drivers, vehicles } from '@energy/db/schema/fleet';
import { vehicleCompliance } from '@energy/domain/fleet-compliance';
import {
  CAPACITY_UNITS,
  EMISSION_STANDARDS,
  FUEL_TYPES,
  todayOf,
  VEHICLE_TYPES,
  type TAssignmentOptions,
  type TVehicle,
} from '@energy/domain/schemas/fleet';
import { asc, eq, inArray } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { toDriver } from '../driver/driver.queries';
import { driverRules, refusals, vehicleRules, verdicts, type JobDay } from './assignment.rules';

type VehicleRow = typeof vehicles.$inferSelect;

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  options.find((o) => o === value) ?? fallback;

/**
 * A vehicle as the assign dialog offers it: every rule holds for it, "already has a driver on a job" among them,
 * so it is on no active job and has no current driver.
 */
function offeredVehicle(v: VehicleRow, scope: CallerScope, now: Date): TVehicle {
  return {
    allowedActions: allowedFor(
      scope,
      'vehicle',
      { organizationId: v.organizationId, status: v.status, onActiveJob: false },
      now,
    ),
    id: v.id,
    organizationId: v.organizationId,
    registrationNumber: v.registrationNumber,
    make: v.make,
    model: v.model,
    year: v.year,
    vehicleType: oneOf(VEHICLE_TYPES, v.vehicleType, 'truck'),
    capacity: v.capacity,
    capacityUnit: oneOf(CAPACITY_UNITS, v.capacityUnit, 'liters'),
    status: v.status,
    adrCertificateNumber: v.adrCertificateNumber,
    adrExpiryDate: v.adrExpiryDate,
    insurancePolicyNumber: v.insurancePolicyNumber,
    insuranceExpiryDate: v.insuranceExpiryDate,
    roadworthinessExpiry: v.roadworthinessExpiry,
    fuelType: oneOf(FUEL_TYPES, v.fuelType, 'diesel'),
    emissionStandard: oneOf(EMISSION_STANDARDS, v.emissionStandard, 'Euro 6'),
    gpsTrackerId: v.gpsTrackerId,
    lastMaintenanceDate: v.lastMaintenanceDate,
    nextMaintenanceDate: v.nextMaintenanceDate,
    maintenanceNotes: v.maintenanceNotes,
    currentDriverId: null,
    currentDriver: null,
    createdAt: iso(v.createdAt),
    compliance: vehicleCompliance(v, todayOf(now)),
  };
}

/**
 * What the assign dialog may offer: the company's drivers and vehicles every rule lets through on the job's day,
 * and every other one with each rule it fails (the same rules the assignment enforces).
 */
export async function assignmentOptions(
  db: Executor,
  scope: CallerScope,
  organizationId: string,
  jobDay: JobDay,
  now: Date,
): Promise<TAssignmentOptions> {
  const dRules = driverRules(jobDay);
  const vRules = vehicleRules(jobDay);
  const allDrivers = await db
    .select({ row: drivers, held: verdicts(dRules) })
    .from(drivers)
    .where(eq(drivers.organizationId, organizationId))
    .orderBy(asc(drivers.lastName), asc(drivers.firstName), asc(drivers.id));
  const allVehicles = await db
    .select({ row: vehicles, held: verdicts(vRules) })
    .from(vehicles)
    .where(eq(vehicles.organizationId, organizationId))
    .orderBy(asc(vehicles.registrationNumber), asc(vehicles.id));
  const judgedDrivers = allDrivers.map(({ row, held }) => ({ row, reasons: refusals(dRules, row, held) }));
  const judgedVehicles = allVehicles.map(({ row, held }) => ({ row, reasons: refusals(vRules, row, held) }));
  const offeredDrivers = judgedDrivers.filter((d) => d.reasons.length === 0);
  const windows = offeredDrivers.length
    ? await db
        .select()
        .from(driverAvailability)
        .where(
          inArray(
            driverAvailability.driverId,
            offeredDrivers.map((d) => d.row.id),
          ),
        )
        .orderBy(asc(driverAvailability.availableFrom))
    : [];
  return {
    drivers: offeredDrivers.map((d) =>
      toDriver(
        d.row,
        null, // offered: "already on a job" holds, so it has no current job
        windows
          .filter((w) => w.driverId === d.row.id)
          .map(({ availableFrom, availableUntil }) => ({ availableFrom, availableUntil })),
        scope,
        now,
      ),
    ),
    vehicles: judgedVehicles.filter((v) => v.reasons.length === 0).map((v) => offeredVehicle(v.row, scope, now)),
    excludedDrivers: judgedDrivers
      .filter((d) => d.reasons.length > 0)
      .map(({ row, reasons }) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, reasons })),
    excludedVehicles: judgedVehicles
      .filter((v) => v.reasons.length > 0)
      .map(({ row, reasons }) => ({
        id: row.id,
        name: `${row.registrationNumber} · ${row.make} ${row.model} (${row.year})`,
        reasons,
      })),
  };
}
