import type { Executor } from '@energy/db/client';
import { drivers, jobAssignments, jobs, vehicles } from '@energy/db/schema/fleet';
import { FLEET_MESSAGES, todayOf, type TJob, type ZAssignmentInput } from '@energy/domain/schemas/fleet';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { requireAllowed } from '../../authorize';
import { violatedUniqueConstraint } from '../../db-errors';
import { badRequest, conflict, notFound } from '../../errors';
import type { CallerScope } from '../../scope';
import { transition } from '../../transition';
import { assignmentOptions } from './assignment.options';
import { driverRules, firstRefusal, vehicleRules, verdicts, type JobDay } from './assignment.rules';
import { releaseResources } from './job.follow';
import { jobFacts, visibleJobs } from './job.queries';
import { getJob, loadJob } from './job.service';

/** The job's day (its scheduled date in UTC) and the day certificates must be valid on: that day, or today when it is past. */
function jobDayOf(job: { scheduledDate: string; hazardous: boolean }, now: Date): JobDay {
  const day = job.scheduledDate.slice(0, 10);
  const today = todayOf(now);
  return { day, validOn: day > today ? day : today, hazardous: job.hazardous };
}

export async function optionsForJob(db: Executor, scope: CallerScope, jobId: string, now = new Date()) {
  const loaded = await loadJob(db, scope, jobId, now);
  if (!loaded) throw notFound('Job');
  return assignmentOptions(db, scope, loaded.facts.organizationId, jobDayOf(loaded.row, now), now);
}

const LIVE_KEYS: Record<string, string> = {
  job_assignments_live_driver_key: 'This driver is already on a job',
  job_assignments_live_vehicle_key: 'This vehicle already has a driver on a job',
  job_assignments_live_job_key: 'This job already has a driver assigned',
};

/**
 * Assigns a driver and a vehicle of the job's company. The driver and vehicle rows are locked and every
 * rule is checked on them as they are now (409 naming the first that fails), so of two assignments of one
 * driver the second finds it on a job; the partial unique indexes stand behind that.
 */
export async function assignJob(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZAssignmentInput>,
  now = new Date(),
): Promise<TJob> {
  const loaded = await loadJob(db, scope, input.jobId, now);
  requireAllowed(scope, 'job.assign', loaded?.facts ?? null, now);
  if (!loaded) throw notFound('Job');
  const orgId = loaded.facts.organizationId;
  const jobDay = jobDayOf(loaded.row, now);
  try {
    await db.transaction(async (tx) => {
      const [driver] = await tx
        .select()
        .from(drivers)
        .where(and(eq(drivers.id, input.driverId), eq(drivers.organizationId, orgId)))
        .for('update');
      if (!driver) throw badRequest('driverId', FLEET_MESSAGES.driverRequired);
      const [vehicle] = await tx
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.organizationId, orgId)))
        .for('update');
      if (!vehicle) throw badRequest('vehicleId', FLEET_MESSAGES.vehicleRequired);
      const dRules = driverRules(jobDay);
      const vRules = vehicleRules(jobDay);
      const [dHeld] = await tx
        .select({ held: verdicts(dRules) })
        .from(drivers)
        .where(eq(drivers.id, driver.id));
      const driverRefusal = firstRefusal(dRules, driver, dHeld?.held ?? []);
      if (driverRefusal) throw conflict(driverRefusal, 'driverId');
      const [vHeld] = await tx
        .select({ held: verdicts(vRules) })
        .from(vehicles)
        .where(eq(vehicles.id, vehicle.id));
      const vehicleRefusal = firstRefusal(vRules, vehicle, vHeld?.held ?? []);
      if (vehicleRefusal) throw conflict(vehicleRefusal, 'vehicleId');

      await transition(tx, 'job', input.jobId, {
        to: 'assigned',
        set: { assignedDriverId: driver.id, assignedVehicleId: vehicle.id, lastUpdate: now },
        where: visibleJobs(scope),
        refusal: (state) => `This job is ${state} and cannot be assigned`,
        audit: (j) => ({
          actorUserId: scope.userId,
          organizationId: j.organizationId,
          details: { driverId: driver.id, vehicleId: vehicle.id },
        }),
      });
      await tx.insert(jobAssignments).values({
        jobId: input.jobId,
        driverId: driver.id,
        vehicleId: vehicle.id,
        notes: input.notes ?? null,
        assignedBy: scope.userId,
        assignedAt: now,
      });
    });
  } catch (error) {
    const refusal = LIVE_KEYS[violatedUniqueConstraint(error) ?? ''];
    if (refusal) throw conflict(refusal);
    throw error;
  }
  return getJob(db, scope, input.jobId, now);
}

/** Ends a live assignment: the job is pending again, the driver and vehicle free. */
export async function unassignJob(
  db: Executor,
  scope: CallerScope,
  assignmentId: string,
  now = new Date(),
): Promise<TJob> {
  const [found] = await db
    .select({ assignment: jobAssignments, job: jobs })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
    .where(and(eq(jobAssignments.id, assignmentId), visibleJobs(scope)));
  requireAllowed(scope, 'job.unassign', found ? jobFacts(found.job) : null, now);
  if (!found) throw notFound('Assignment');
  const { assignment } = found;
  if (assignment.endedAt) throw conflict('This assignment has already ended');
  await db.transaction(async (tx) => {
    await transition(tx, 'job', assignment.jobId, {
      to: 'pending',
      set: { assignedDriverId: null, assignedVehicleId: null, lastUpdate: now },
      refusal: (state) => `This job is ${state}: only an assigned job that has not started can be unassigned`,
      audit: (j) => ({
        actorUserId: scope.userId,
        organizationId: j.organizationId,
        action: 'job.unassigned',
        details: { driverId: assignment.driverId, vehicleId: assignment.vehicleId },
      }),
    });
    await releaseResources(tx, { id: assignment.jobId }, now);
  });
  return getJob(db, scope, assignment.jobId, now);
}
