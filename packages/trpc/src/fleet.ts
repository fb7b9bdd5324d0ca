import type { Executor } from '@energy/db/client';
import { blackoutDates, jobAssignments, jobs } from '@energy/db/schema/fleet';
import type { BlackoutEntityType } from '@energy/domain/constants';
import { JOB_ACTIVE_STATES } from '@energy/domain/machines/fleet';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * What vehicles and drivers share: being held by a live job, having carried jobs, and their blackouts.
 * The tender and job routers assign them; these routers only read the assignments.
 */

const assignmentColumn = { vehicle: jobAssignments.vehicleId, driver: jobAssignments.driverId } as const;
const jobColumn = { vehicle: jobs.assignedVehicleId, driver: jobs.assignedDriverId } as const;

/** True while a live assignment holds the record on an assigned, in-progress or delayed job (RecordFacts `onActiveJob`). */
export function onActiveJob(kind: BlackoutEntityType, id: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${jobAssignments} inner join ${jobs} on ${jobs.id} = ${jobAssignments.jobId}
    where ${assignmentColumn[kind]} = ${id} and ${jobAssignments.endedAt} is null and ${inArray(jobs.status, [...JOB_ACTIVE_STATES])})`;
}

/** Whether any job or assignment, live or ended, names the record: its history keeps it. */
export async function hasJobHistory(db: Executor, kind: BlackoutEntityType, id: string): Promise<boolean> {
  const [assigned] = await db.select({ id: jobAssignments.id }).from(jobAssignments).where(eq(assignmentColumn[kind], id)).limit(1);
  if (assigned) return true;
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobColumn[kind], id)).limit(1);
  return job !== undefined;
}

/** A deleted vehicle or driver takes its blackout dates with it. */
export async function deleteBlackoutsOf(db: Executor, kind: BlackoutEntityType, id: string): Promise<void> {
  await db.delete(blackoutDates).where(and(eq(blackoutDates.entityType, kind), eq(blackoutDates.entityId, id)));
}

