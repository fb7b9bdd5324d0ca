import type { Executor } from '@energy/db/client';
import { drivers, jobAssignments, jobs, vehicles } from '@energy/db/schema/fleet';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import type { RecordFacts } from '@energy/domain/actions/records';
import { JOB_PROGRESS, type Priority } from '@energy/domain/constants';
import { driverName } from '@energy/domain/drivers';
import { JOB_FINAL_STATES, jobStatusTargets } from '@energy/domain/machines/fleet';
import type { TAssignment, TJob } from '@energy/domain/schemas/fleet';
import { aliasedTable, and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso, isoOrNull } from '../../iso-date';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { countedLoadingNsvSql } from '../order/shipment.measured';
import { type SiteTerms, siteWaitOf } from './job.site-wait';

export type JobFacts = RecordFacts['job'];
type JobRow = typeof jobs.$inferSelect;

export const liveAssignment = aliasedTable(jobAssignments, 'live_assignment');

/** Jobs: the logistics company that carries them; admins all. */
export function visibleJobs(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  return eq(jobs.organizationId, scope.orgId);
}

export function jobFacts(job: JobRow): JobFacts {
  return {
    organizationId: job.organizationId,
    status: job.status,
    assigned: job.assignedDriverId !== null,
    atSite: job.arrivedAtSiteAt !== null,
    discharged: job.dischargeEndedAt !== null,
  };
}

/** A vehicle as the assignment screens name it. */
export const vehicleLabel = (v: { registrationNumber: string; make: string; model: string }) =>
  `${v.registrationNumber} · ${v.make} ${v.model}`;

/** Not completed or cancelled and its scheduled date is past (spec 001 §4). */
export const isOverdue = (job: JobRow, now: Date) =>
  !JOB_FINAL_STATES.includes(job.status) && job.scheduledDate.getTime() < now.getTime();

interface AssignmentParts {
  assignment: typeof jobAssignments.$inferSelect;
  driver: { firstName: string; lastName: string };
  vehicle: { registrationNumber: string; make: string; model: string };
}

export function toAssignment(
  { assignment: a, driver, vehicle }: AssignmentParts,
  scope: CallerScope,
  facts: JobFacts,
): TAssignment {
  return {
    // The one verb an assignment row offers: ending it.
    allowedActions: allowedFor(scope, 'job', facts).filter((action) => action === 'job.unassign'),
    id: a.id,
    jobId: a.jobId,
    driverId: a.driverId,
    vehicleId: a.vehicleId,
    driverName: driverName(driver),
    vehicleLabel: vehicleLabel(vehicle),
    notes: a.notes,
    assignedAt: iso(a.assignedAt),
  };
}

export async function listJobs(
  db: Executor,
  scope: CallerScope,
  now: Date,
  filter?: SQL,
  page?: Keyset,
): Promise<TJob[]> {
  return (await loadJobs(db, scope, now, filter, page)).map((loaded) => loaded.row);
}

/** Jobs the caller may see, with their driver, vehicle and live assignment, and what the action rules read of each. */
export async function loadJobs(
  db: Executor,
  scope: CallerScope,
  now: Date,
  filter?: SQL,
  page?: Keyset,
): Promise<{ row: TJob; facts: JobFacts }[]> {
  const query = db
    .select({
      pageKey: page?.key ?? NO_PAGE_KEY,
      job: jobs,
      shipmentNumber: shipments.shipmentNumber,
      driver: { id: drivers.id, firstName: drivers.firstName, lastName: drivers.lastName, phone: drivers.phone },
      vehicle: {
        id: vehicles.id,
        registrationNumber: vehicles.registrationNumber,
        make: vehicles.make,
        model: vehicles.model,
      },
      assignment: liveAssignment,
      loadedNsvLitres: countedLoadingNsvSql,
      terms: {
        freeTimeHours: contracts.freeTimeHours,
        demurrageRate: contracts.demurrageRate,
        currency: contracts.currency,
      },
    })
    .from(jobs)
    .innerJoin(shipments, eq(shipments.id, jobs.shipmentId))
    .leftJoin(orders, eq(orders.id, shipments.orderId))
    .leftJoin(contracts, eq(contracts.id, orders.contractId))
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .leftJoin(vehicles, eq(vehicles.id, jobs.assignedVehicleId))
    .leftJoin(liveAssignment, and(eq(liveAssignment.jobId, jobs.id), isNull(liveAssignment.endedAt)))
    .where(and(visibleJobs(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(jobs.createdAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const loaded = rows.map(({ job: j, shipmentNumber, driver, vehicle, assignment, terms, loadedNsvLitres }) => {
    const facts = jobFacts(j);
    const located = j.locationText !== null || j.locationLat !== null || j.locationLng !== null;
    const allowedActions = allowedFor(scope, 'job', facts, now);
    const row: TJob = {
      allowedActions,
      statusTargets: allowedActions.includes('job.updateStatus') ? jobStatusTargets(facts.status) : [],
      id: j.id,
      jobNumber: j.jobNumber,
      shipmentId: j.shipmentId,
      shipmentNumber,
      title: j.title,
      status: facts.status,
      priority: j.priority as Priority,
      origin: j.origin,
      destination: j.destination,
      scheduledDate: iso(j.scheduledDate),
      estimatedDuration: j.estimatedDuration,
      clientCompany: j.clientCompany,
      specialRequirements: j.specialRequirements,
      hazardous: j.hazardous,
      assignedDriverId: j.assignedDriverId,
      assignedVehicleId: j.assignedVehicleId,
      driver: driver ? { id: driver.id, name: driverName(driver), phone: driver.phone } : null,
      vehicle: vehicle ? { id: vehicle.id, label: vehicleLabel(vehicle) } : null,
      assignment: assignment && driver && vehicle ? toAssignment({ assignment, driver, vehicle }, scope, facts) : null,
      actualStartTime: isoOrNull(j.actualStartTime),
      estimatedCompletion: isoOrNull(j.estimatedCompletion),
      currentLocation: located ? { text: j.locationText, lat: j.locationLat, lng: j.locationLng } : null,
      lastUpdate: iso(j.lastUpdate),
      notes: j.notes,
      overdue: isOverdue(j, now),
      progress: JOB_PROGRESS[facts.status],
      createdAt: iso(j.createdAt),
      siteWait: siteWaitOf(j, terms as SiteTerms | null),
      loadedNsvLitres,
    };
    return { row, facts };
  });
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}
