import type { Executor } from '@energy/db/client';
import { drivers, jobAssignments, jobs, vehicles } from '@energy/db/schema/fleet';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { transitionWhere, type AuditOf } from '../../transition';

/*
 * The job side of a shipment's moves, and what a finished job gives back. Imported by the shipment
 * services (a carrier's startTransit / markDelivered, an order's cancellation) and by the job services, so
 * it imports neither.
 */

/** A finished (completed or cancelled) job's assignment ends and its driver and vehicle are free again. */
export async function releaseResources(tx: Executor, job: { id: string; assignedDriverId: string | null; assignedVehicleId: string | null }, now: Date): Promise<void> {
  await tx.update(jobAssignments).set({ endedAt: now }).where(and(eq(jobAssignments.jobId, job.id), isNull(jobAssignments.endedAt)));
  if (job.assignedDriverId) {
    await tx.update(drivers).set({ currentJobId: null, updatedAt: now }).where(and(eq(drivers.id, job.assignedDriverId), eq(drivers.currentJobId, job.id)));
  }
  if (job.assignedVehicleId && job.assignedDriverId) {
    await tx.update(vehicles).set({ currentDriverId: null, updatedAt: now }).where(and(eq(vehicles.id, job.assignedVehicleId), eq(vehicles.currentDriverId, job.assignedDriverId)));
  }
}

type Followed = 'in_progress' | 'completed' | 'cancelled';

/**
 * The jobs of the shipments `shipmentIds` names (ids or a subquery selecting them) follow them where JOB_TRANSITIONS lets them: in transit
 * -> in progress (its start time set once), delivered -> completed (through in progress when the driver
 * never started it in the app), cancelled -> cancelled; a finished job frees its driver and vehicle.
 */
export async function jobsFollowShipment(tx: Executor, shipmentIds: SQL | string[], to: Followed, audit: (job: typeof jobs.$inferSelect) => AuditOf, now: Date): Promise<void> {
  const live = inArray(jobs.shipmentId, shipmentIds);
  const started = { actualStartTime: sql`coalesce(${jobs.actualStartTime}, ${now.toISOString()}::timestamptz)`, lastUpdate: now };
  if (to !== 'cancelled') await transitionWhere(tx, 'job', live, { to: 'in_progress', set: started, audit });
  if (to === 'in_progress') return;
  const finished = await transitionWhere(tx, 'job', live, { to, set: { lastUpdate: now, ...(to === 'completed' ? { completedAt: now } : {}) }, audit });
  for (const job of finished) await releaseResources(tx, job, now);
}
