import type { Executor } from '@energy/db/client';
import { jobAssignments } from '@energy/db/schema/fleet';
import { and, eq, isNull } from 'drizzle-orm';

/*
 * What a finished job gives back. Used by the job services and by the runner's follow-on moves (a job completed
 * or cancelled with its shipment: entity-binding.ts), so it imports neither of them.
 */

/** A finished (completed or cancelled) or unassigned job's assignment ends: its driver and vehicle are on no active job again (onActiveJob). */
export async function releaseResources(tx: Executor, job: { id: string }, now: Date): Promise<void> {
  await tx
    .update(jobAssignments)
    .set({ endedAt: now })
    .where(and(eq(jobAssignments.jobId, job.id), isNull(jobAssignments.endedAt)));
}
