import type { Executor } from '@energy/db/client';
import { drivers, jobAssignments, jobs, vehicles } from '@energy/db/schema/fleet';
import { shipments } from '@energy/db/schema/shipments';
import { JOB_ACTIVE_STATES, JOB_FINAL_STATES } from '@energy/domain/machines/fleet';
import type { JOB_SORTS, TAssignment, TJob, ZJobListInput, ZJobSummary } from '@energy/domain/schemas/fleet';
import type { TPage, TPageRequest } from '@energy/domain/schemas/paging';
import { and, count, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, rememberKeys, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { jobFacts, listJobs, toAssignment, visibleJobs } from './job.queries';

const JOB_LIST: ListSpec<(typeof JOB_SORTS)[number]> = {
  name: 'job',
  id: jobs.id,
  sorts: {
    scheduledDate: { column: jobs.scheduledDate, kind: 'timestamptz' },
    createdAt: { column: jobs.createdAt, kind: 'timestamptz' },
    lastUpdate: { column: jobs.lastUpdate, kind: 'timestamptz' },
  },
  search: [jobs.title, jobs.jobNumber, shipments.shipmentNumber, jobs.origin, jobs.destination, jobs.clientCompany],
};

type JobListInput = z.output<typeof ZJobListInput>;

/** Driver Assignment and Live Job Tracking: status, priority and assigned (a live assignment exists) filter in SQL. */
export function pageJobs(
  db: Executor,
  scope: CallerScope,
  input: JobListInput,
  now = new Date(),
): Promise<TPage<TJob>> {
  const filter = and(
    input.status ? eq(jobs.status, input.status) : undefined,
    input.priority ? eq(jobs.priority, input.priority) : undefined,
    input.assigned === undefined
      ? undefined
      : input.assigned
        ? isNotNull(jobs.assignedDriverId)
        : isNull(jobs.assignedDriverId),
  );
  return runPage(
    db,
    JOB_LIST,
    input,
    (keyset) => listJobs(db, scope, now, filter, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(jobs)
        .innerJoin(shipments, eq(shipments.id, jobs.shipmentId))
        .where(and(visibleJobs(scope), filter, search))
        .$dynamic(),
  );
}

/** The tracking tiles, over every job of the organization: Active is a job holding its crew (JOB_ACTIVE_STATES: assigned, in progress or delayed). */
export async function jobSummary(
  db: Executor,
  scope: CallerScope,
  now = new Date(),
): Promise<z.infer<typeof ZJobSummary>> {
  const counted = (where: ReturnType<typeof eq>) => sql<number>`count(*) filter (where ${where})::int`;
  const [row] = await db
    .select({
      total: count(),
      active: counted(inArray(jobs.status, [...JOB_ACTIVE_STATES])),
      pending: counted(eq(jobs.status, 'pending')),
      completed: counted(eq(jobs.status, 'completed')),
      delayed: counted(eq(jobs.status, 'delayed')),
      overdue: sql<number>`count(*) filter (where ${and(notInArray(jobs.status, [...JOB_FINAL_STATES]), lt(jobs.scheduledDate, now))})::int`,
    })
    .from(jobs)
    .where(visibleJobs(scope));
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    pending: row?.pending ?? 0,
    completed: row?.completed ?? 0,
    delayed: row?.delayed ?? 0,
    overdue: row?.overdue ?? 0,
  };
}

const ASSIGNMENT_LIST: ListSpec<'assignedAt'> = {
  name: 'assignment',
  id: jobAssignments.id,
  sorts: { assignedAt: { column: jobAssignments.assignedAt, kind: 'timestamptz' } },
  search: [jobs.title, jobs.jobNumber, drivers.firstName, drivers.lastName, vehicles.registrationNumber],
};

const liveOf = (scope: CallerScope) => and(isNull(jobAssignments.endedAt), visibleJobs(scope));

/** Live assignments of the caller's company. */
export function pageAssignments(db: Executor, scope: CallerScope, input: TPageRequest): Promise<TPage<TAssignment>> {
  return runPage(
    db,
    ASSIGNMENT_LIST,
    input,
    async (keyset) => {
      const rows = await db
        .select({ pageKey: keyset.key, assignment: jobAssignments, job: jobs, driver: drivers, vehicle: vehicles })
        .from(jobAssignments)
        .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
        .innerJoin(drivers, eq(drivers.id, jobAssignments.driverId))
        .innerJoin(vehicles, eq(vehicles.id, jobAssignments.vehicleId))
        .where(and(liveOf(scope), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit);
      return rememberKeys(
        rows.map((r) => toAssignment(r, scope, jobFacts(r.job))),
        rows.map((r) => r.pageKey),
      );
    },
    (search) =>
      db
        .select(MATCH)
        .from(jobAssignments)
        .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
        .innerJoin(drivers, eq(drivers.id, jobAssignments.driverId))
        .innerJoin(vehicles, eq(vehicles.id, jobAssignments.vehicleId))
        .where(and(liveOf(scope), search))
        .$dynamic(),
  );
}
