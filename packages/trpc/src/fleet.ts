import type { Executor } from '@energy/db/client';
import { blackoutDates, jobAssignments, jobs } from '@energy/db/schema/fleet';
import type { BlackoutEntityType } from '@energy/domain/constants';
import { JOB_ACTIVE_STATES } from '@energy/domain/machines/fleet';
import { and, eq, sql, type SQL } from 'drizzle-orm';

/*
 * What vehicles and drivers share: being held by a live job, having carried jobs, and their blackouts.
 * The tender and job routers assign them; these routers only read the assignments.
 */

const assignmentColumn = { vehicle: jobAssignments.vehicleId, driver: jobAssignments.driverId } as const;
const jobColumn = { vehicle: jobs.assignedVehicleId, driver: jobs.assignedDriverId } as const;

/** `table.column`, qualified whatever the outer query (drizzle leaves columns bare in a single-table select). */
const qualified = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const ACTIVE = sql.join(
  JOB_ACTIVE_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/*
 * "On an active job", stated once: a live assignment (not ended) holds the record on a job in JOB_ACTIVE_STATES.
 * The action rules' `onActiveJob`, the assignment's "already on a job" refusals and the lists' current job and
 * current driver all read this one condition; the partial unique indexes on job_assignments keep it to one row.
 */
function holdingAssignment(kind: BlackoutEntityType): SQL {
  const owner = kind === 'vehicle' ? qualified('vehicles', 'id') : qualified('drivers', 'id');
  return sql`from "job_assignments" "held" inner join "jobs" "held_job" on "held_job"."id" = "held"."job_id"
    where ${qualified('held', `${kind}_id`)} = ${owner} and "held"."ended_at" is null and "held_job"."status" in (${ACTIVE})`;
}

/** True while a live assignment holds the record on an assigned, in-progress or delayed job (RecordFacts `onActiveJob`). */
export function onActiveJob(kind: BlackoutEntityType): SQL<boolean> {
  return sql<boolean>`exists (select 1 ${holdingAssignment(kind)})`;
}

/** The active job a driver is on (its `currentJobId`), or null: set exactly when onActiveJob('driver') holds. */
export function driverCurrentJob(): SQL<string | null> {
  return sql<string | null>`(select "held"."job_id" ${holdingAssignment('driver')} limit 1)`;
}

/** The driver a vehicle carries on its active job (its `currentDriverId`), or null: set exactly when onActiveJob('vehicle') holds. */
export function vehicleCurrentDriver(): SQL<string | null> {
  return sql<string | null>`(select "held"."driver_id" ${holdingAssignment('vehicle')} limit 1)`;
}

/** Whether any job or assignment, live or ended, names the record: its history keeps it. */
export async function hasJobHistory(db: Executor, kind: BlackoutEntityType, id: string): Promise<boolean> {
  const [assigned] = await db
    .select({ id: jobAssignments.id })
    .from(jobAssignments)
    .where(eq(assignmentColumn[kind], id))
    .limit(1);
  if (assigned) return true;
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobColumn[kind], id)).limit(1);
  return job !== undefined;
}

/** A deleted vehicle or driver takes its blackout dates with it. */
export async function deleteBlackoutsOf(db: Executor, kind: BlackoutEntityType, id: string): Promise<void> {
  await db.delete(blackoutDates).where(and(eq(blackoutDates.entityType, kind), eq(blackoutDates.entityId, id)));
}
