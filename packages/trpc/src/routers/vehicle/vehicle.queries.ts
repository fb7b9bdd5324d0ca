import type { Executor } from '@energy/db/client';
import { blackoutDates, drivers, jobAssignments, jobs, vehicles } from '@energy/db/schema/fleet';
import type { RecordFacts } from '@energy/domain/actions/records';
import { vehicleCompliance } from '@energy/domain/fleet-compliance';
import { todayOf, type TVehicle, type TVehicleDetails } from '@energy/domain/schemas/fleet';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { vehicleCurrentDriver } from '../../fleet';
import { iso } from '../../iso-date';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import { ownedByCaller, type CallerScope } from '../../scope';

export type VehicleFacts = RecordFacts['vehicle'];

/** Vehicles: the logistics company that owns them, and admins. */
export const visibleVehicles = (scope: CallerScope): SQL | undefined => ownedByCaller(scope, vehicles.organizationId);

/** Its current driver is the one its active job carries (vehicleCurrentDriver), joined for the name. */
const vehicleColumns = {
  vehicle: vehicles,
  currentDriverId: drivers.id,
  driverFirstName: drivers.firstName,
  driverLastName: drivers.lastName,
};

interface VehicleRow {
  vehicle: typeof vehicles.$inferSelect;
  currentDriverId: string | null;
  driverFirstName: string | null;
  driverLastName: string | null;
}

/** A vehicle is on an active job exactly when that job carries a driver of it. */
function vehicleFacts({ vehicle, currentDriverId }: VehicleRow): VehicleFacts {
  return { organizationId: vehicle.organizationId, status: vehicle.status, onActiveJob: currentDriverId !== null };
}

function toVehicle(row: VehicleRow, scope: CallerScope): TVehicle {
  const { vehicle: v } = row;
  return {
    allowedActions: allowedFor(scope, 'vehicle', vehicleFacts(row)),
    id: v.id,
    organizationId: v.organizationId,
    registrationNumber: v.registrationNumber,
    make: v.make,
    model: v.model,
    year: v.year,
    vehicleType: v.vehicleType as TVehicle['vehicleType'],
    capacity: v.capacity,
    capacityUnit: v.capacityUnit as TVehicle['capacityUnit'],
    status: v.status,
    adrCertificateNumber: v.adrCertificateNumber,
    adrExpiryDate: v.adrExpiryDate,
    insurancePolicyNumber: v.insurancePolicyNumber,
    insuranceExpiryDate: v.insuranceExpiryDate,
    roadworthinessExpiry: v.roadworthinessExpiry,
    fuelType: v.fuelType as TVehicle['fuelType'],
    emissionStandard: v.emissionStandard as TVehicle['emissionStandard'],
    gpsTrackerId: v.gpsTrackerId,
    lastMaintenanceDate: v.lastMaintenanceDate,
    nextMaintenanceDate: v.nextMaintenanceDate,
    maintenanceNotes: v.maintenanceNotes,
    currentDriverId: row.currentDriverId,
    currentDriver:
      row.currentDriverId !== null && row.driverFirstName !== null
        ? { id: row.currentDriverId, name: `${row.driverFirstName} ${row.driverLastName ?? ''}`.trim() }
        : null,
    createdAt: iso(v.createdAt),
    compliance: vehicleCompliance(v, todayOf(new Date())),
  };
}

/** Vehicles the caller may see, each with what the action rules read of it. */
export async function loadVehicles(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<{ row: TVehicle; facts: VehicleFacts }[]> {
  const query = db
    .select({ ...vehicleColumns, pageKey: page?.key ?? NO_PAGE_KEY })
    .from(vehicles)
    .leftJoin(drivers, eq(drivers.id, vehicleCurrentDriver()))
    .where(and(visibleVehicles(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(vehicles.createdAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const loaded = rows.map((row) => ({ row: toVehicle(row, scope), facts: vehicleFacts(row) }));
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}

export async function listVehicles(db: Executor, scope: CallerScope, filter?: SQL, page?: Keyset): Promise<TVehicle[]> {
  return (await loadVehicles(db, scope, filter, page)).map((loaded) => loaded.row);
}

/** The jobs a vehicle has carried (one line per job, its latest assignment), newest first, and its blackouts in date order. */
export async function vehicleHistory(
  db: Executor,
  vehicleId: string,
): Promise<Pick<TVehicleDetails, 'jobs' | 'blackouts'>> {
  const assignments = await db
    .select({
      id: jobs.id,
      jobNumber: jobs.jobNumber,
      title: jobs.title,
      status: jobs.status,
      scheduledDate: jobs.scheduledDate,
      driverFirstName: drivers.firstName,
      driverLastName: drivers.lastName,
    })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
    .leftJoin(drivers, eq(drivers.id, jobAssignments.driverId))
    .where(eq(jobAssignments.vehicleId, vehicleId))
    .orderBy(desc(jobAssignments.assignedAt), desc(jobAssignments.id));
  // A job assigned, unassigned and assigned again shows once.
  const history = [...new Map(assignments.map((a) => [a.id, a] as const).reverse()).values()].reverse();
  const blackouts = await db
    .select({
      id: blackoutDates.id,
      startDate: blackoutDates.startDate,
      endDate: blackoutDates.endDate,
      reason: blackoutDates.reason,
    })
    .from(blackoutDates)
    .where(and(eq(blackoutDates.entityType, 'vehicle'), eq(blackoutDates.entityId, vehicleId)))
    .orderBy(asc(blackoutDates.startDate), asc(blackoutDates.id));
  return {
    jobs: history.map((a) => ({
      id: a.id,
      jobNumber: a.jobNumber,
      title: a.title,
      status: a.status,
      scheduledDate: iso(a.scheduledDate),
      driverName: a.driverFirstName === null ? null : `${a.driverFirstName} ${a.driverLastName ?? ''}`.trim(),
    })),
    blackouts,
  };
}

/** Registration numbers compare case-insensitively, as the unique index does. */
export const sameRegistration = (registrationNumber: string): SQL =>
  sql`lower(${vehicles.registrationNumber}) = lower(${registrationNumber})`;
