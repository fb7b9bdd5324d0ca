import type { Executor } from '@energy/db/client';
import { jobPositions, jobs } from '@energy/db/schema/fleet';
import { shipments } from '@energy/db/schema/shipments';
import { JOB_DIALOG_TARGETS, JOB_FINAL_STATES } from '@energy/domain/machines/fleet';
import { SHIPMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import { sourcesOf } from '@energy/domain/machines/transitions';
import { pathMeters } from '@energy/domain/geo';
import type { TJob, TJobRoute, ZJobLocationInput, ZJobStatusInput } from '@energy/domain/schemas/fleet';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { conflict, notFound } from '../../errors';
import { iso } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { transition } from '../../transition';
import { moveShipmentIn, type ShipmentMove } from '../shipment/shipment.moves';
import { releaseResources } from './job.follow';
import { loadJobs } from './job.queries';

export async function getJob(db: Executor, scope: CallerScope, id: string, now = new Date()): Promise<TJob> {
  const [loaded] = await loadJobs(db, scope, now, eq(jobs.id, id));
  if (!loaded) throw notFound('Job');
  return loaded.row;
}

/** The job as the caller sees it with its action facts, or null (404 in requireAllowed). */
export async function loadJob(db: Executor, scope: CallerScope, id: string, now: Date) {
  const [loaded] = await loadJobs(db, scope, now, eq(jobs.id, id));
  return loaded ?? null;
}

/** What the dialog cannot set: assigned and pending come from assigning and unassigning. */
const NOT_BY_DIALOG: Partial<Record<string, string>> = {
  assigned: 'A job becomes assigned by assigning a driver and a vehicle',
  pending: 'A job goes back to pending by unassigning its driver',
};

/** The shipment's moves that follow a job's status, each made only from a state the shipment machine moves from. */
const SHIPMENT_FOLLOWS: Partial<Record<string, ShipmentMove[]>> = {
  in_progress: [{ to: 'in_transit' }],
  completed: [{ to: 'in_transit' }, { to: 'delivered' }],
};

async function shipmentFollowsJob(
  tx: Executor,
  job: typeof jobs.$inferSelect,
  by: { userId: string; orgId: string | null },
  now: Date,
) {
  for (const move of SHIPMENT_FOLLOWS[job.status] ?? []) {
    const [shipment] = await tx
      .select({ status: shipments.status })
      .from(shipments)
      .where(eq(shipments.id, job.shipmentId))
      .for('update');
    if (!shipment || !sourcesOf(SHIPMENT_TRANSITIONS, move.to).includes(shipment.status)) continue;
    const stamp = move.to === 'in_transit' ? { actualDeparture: now } : { actualArrival: now };
    await moveShipmentIn(tx, job.shipmentId, { ...move, set: stamp }, by, now);
  }
}

/**
 * The Update dialog: status along JOB_TRANSITIONS (completed and cancelled are final), notes and estimated
 * completion. In progress starts the clock once and puts the shipment in transit; completed delivers it;
 * completed and cancelled free the driver and vehicle (a cancelled job leaves its shipment as it is).
 * The same status again only updates the notes and estimated completion.
 */
export async function updateJobStatus(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZJobStatusInput>,
  now = new Date(),
): Promise<TJob> {
  const loaded = await loadJob(db, scope, input.jobId, now);
  requireAllowed(scope, 'job.updateStatus', loaded?.facts ?? null, now);
  if (!loaded) throw notFound('Job');
  if (input.status !== loaded.row.status && !JOB_DIALOG_TARGETS.includes(input.status)) {
    throw conflict(
      NOT_BY_DIALOG[input.status] ?? `This job is ${loaded.row.status} and cannot move to ${input.status}`,
      'status',
    );
  }
  const by = { userId: scope.userId, orgId: scope.orgId };
  const details = {
    lastUpdate: now,
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.estimatedCompletion !== undefined ? { estimatedCompletion: input.estimatedCompletion } : {}),
  };
  await db.transaction(async (tx) => {
    if (input.status === loaded.row.status) {
      await tx.update(jobs).set(details).where(eq(jobs.id, input.jobId));
      await recordAudit(tx, {
        actorUserId: scope.userId,
        organizationId: loaded.facts.organizationId,
        action: 'job.updated',
        entityType: 'job',
        entityId: input.jobId,
        details: { notes: input.notes ?? null },
      });
      return;
    }
    const job = await transition(tx, 'job', input.jobId, {
      to: input.status,
      set: {
        ...details,
        ...(input.status === 'in_progress'
          ? { actualStartTime: sql`coalesce(${jobs.actualStartTime}, ${now.toISOString()}::timestamptz)` }
          : {}),
        ...(input.status === 'completed' ? { completedAt: now } : {}),
      },
      refusal: (state) => `This job is ${state} and cannot move to ${input.status}`,
      audit: (j) => ({
        actorUserId: scope.userId,
        organizationId: j.organizationId,
        details: { notes: input.notes ?? null },
      }),
    });
    await shipmentFollowsJob(tx, job, by, now);
    if (JOB_FINAL_STATES.includes(job.status)) await releaseResources(tx, job, now);
  });
  return getJob(db, scope, input.jobId, now);
}

/**
 * A driver's phone or a tracker moves the job's current location: text, coordinates (both or neither), or both.
 * Coordinates are kept exactly as given (numeric(10,7)) as the job's current position and as one more row of
 * its route (job_positions), from which the map and the distance driven are drawn; a text alone keeps the last
 * coordinates. The event tells every open tracking screen, which refetches the job and its route.
 */
export async function updateJobLocation(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZJobLocationInput>,
  now = new Date(),
): Promise<TJob> {
  const loaded = await loadJob(db, scope, input.jobId, now);
  requireAllowed(scope, 'job.updateLocation', loaded?.facts ?? null, now);
  if (!loaded) throw notFound('Job');
  const text = input.text ?? null;
  const point = input.lat != null && input.lng != null ? { lat: input.lat, lng: input.lng } : null;
  await db.transaction(async (tx) => {
    // At most 10 significant digits: Number() and back gives the same decimal text, so numeric(10,7) keeps it exactly.
    const coordinates = point ? { locationLat: Number(point.lat), locationLng: Number(point.lng) } : {};
    await tx
      .update(jobs)
      .set({ locationText: text, ...coordinates, lastUpdate: now })
      .where(eq(jobs.id, input.jobId));
    if (point)
      await tx.insert(jobPositions).values({
        jobId: input.jobId,
        lat: point.lat,
        lng: point.lng,
        locationText: text,
        recordedBy: scope.userId,
        recordedAt: now,
      });
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: loaded.facts.organizationId,
      action: 'job.located',
      entityType: 'job',
      entityId: input.jobId,
      details: { text, lat: point?.lat ?? null, lng: point?.lng ?? null },
    });
  });
  return getJob(db, scope, input.jobId, now);
}

/** The job's route for the tracking map: every position in the order reported, and the distance along them. */
export async function jobRoute(db: Executor, scope: CallerScope, jobId: string, now = new Date()): Promise<TJobRoute> {
  const job = await getJob(db, scope, jobId, now);
  const rows = await db
    .select({
      lat: jobPositions.lat,
      lng: jobPositions.lng,
      text: jobPositions.locationText,
      recordedAt: jobPositions.recordedAt,
    })
    .from(jobPositions)
    .where(eq(jobPositions.jobId, jobId))
    .orderBy(asc(jobPositions.recordedAt), asc(jobPositions.id));
  const positions = rows.map((p) => ({
    lat: Number(p.lat),
    lng: Number(p.lng),
    text: p.text,
    recordedAt: iso(p.recordedAt),
  }));
  return {
    jobId: job.id,
    jobNumber: job.jobNumber,
    title: job.title,
    status: job.status,
    origin: job.origin,
    destination: job.destination,
    lastUpdate: job.lastUpdate,
    positions,
    distanceMeters: Math.round(pathMeters(positions)),
  };
}
