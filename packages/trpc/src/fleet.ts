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

/** True while a live assignment holds the record on an assigned, in-progress or delayed job (RecordFacts `onActiveJob`). */
export function onActiveJob(kind: BlackoutEntityType): SQL<boolean> {
  const owner = kind === 'vehicle' ? qualified('vehicles', 'id') : qualified('drivers', 'id');
  return sql<boolean>`exists (select 1 from "job_assignments" "held" inner join "jobs" "held_job" on "held_job"."id" = "held"."job_id"
    where ${qualified('held', `${kind}_id`)} = ${owner} and "held"."ended_at" is null and "held_job"."status" in (${ACTIVE}))`;
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
