import type { Executor } from '@energy/db/client';
import { drivers, jobAssignments, vehicles } from '@energy/db/schema/fleet';
import { and, eq, isNull } from 'drizzle-orm';

/*
 * What a finished job gives back. Used by the job services and by the runner's follow-on moves (a job completed
 * or cancelled with its shipment: entity-binding.ts), so it imports neither of them.
 */

/** A finished (completed or cancelled) job's assignment ends and its driver and vehicle are free again. */
export async function releaseResources(
  tx: Executor,
  job: { id: string; assignedDriverId: string | null; assignedVehicleId: string | null },
  now: Date,
): Promise<void> {
  await tx
    .update(jobAssignments)
    .set({ endedAt: now })
    .where(and(eq(jobAssignments.jobId, job.id), isNull(jobAssignments.endedAt)));
  if (job.assignedDriverId) {
    await tx
      .update(drivers)
      .set({ currentJobId: null, updatedAt: now })
      .where(and(eq(drivers.id, job.assignedDriverId), eq(drivers.currentJobId, job.id)));
  }
  if (job.assignedVehicleId && job.assignedDriverId) {
    await tx
      .update(vehicles)
      .set({ currentDriverId: null, updatedAt: now })
      .where(and(eq(vehicles.id, job.assignedVehicleId), eq(vehicles.currentDriverId, job.assignedDriverId)));
  }
}
