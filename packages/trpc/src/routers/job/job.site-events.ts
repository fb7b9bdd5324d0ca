import type { Executor } from '@energy/db/client';
import { jobs } from '@energy/db/schema/fleet';
import { shipments } from '@energy/db/schema/shipments';
import { JOB_STARTED_STATES } from '@energy/domain/machines/fleet';
import { SITE_EVENT_MESSAGES, type ZJobSiteEventInput } from '@energy/domain/schemas/site-events';
import type { TJob } from '@energy/domain/schemas/fleet';
import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { badRequest, conflict, notFound } from '../../errors';
import type { CallerScope } from '../../scope';
import { chargeDemurrage } from '../settlement/demurrage';
import { getJob, loadJob } from './job.service';

type SiteEventInput = z.output<typeof ZJobSiteEventInput>;

/** The time an event happened: the one given, else now; never in the future. */
function eventTime(input: SiteEventInput, now: Date): Date {
  const at = input.at ?? now;
  if (at.getTime() > now.getTime()) throw badRequest('at', SITE_EVENT_MESSAGES.atInFuture);
  return at;
}

/** When the truck left: the job's start, else its shipment's departure (null when neither is known). */
async function departureOf(db: Executor, job: { actualStartTime: string | null; shipmentId: string }) {
  if (job.actualStartTime) return new Date(job.actualStartTime);
  const [shipment] = await db
    .select({ departed: shipments.actualDeparture })
    .from(shipments)
    .where(eq(shipments.id, job.shipmentId));
  return shipment?.departed ?? null;
}

/**
 * The carrier records its truck's arrival at the delivery site, once, at the time given (after the job started).
 * One conditional update (still not recorded, the job started) writes it with its audit row and event, so of two
 * calls at once one records it and the other is refused with 409.
 */
export async function recordArrivalAtSite(
  db: Executor,
  scope: CallerScope,
  input: SiteEventInput,
  now = new Date(),
): Promise<TJob> {
  const loaded = await loadJob(db, scope, input.jobId, now);
  requireAllowed(scope, 'job.arriveAtSite', loaded?.facts ?? null, now);
  if (!loaded) throw notFound('Job');
  const at = eventTime(input, now);
  const departed = await departureOf(db, loaded.row);
  if (departed && at.getTime() < departed.getTime()) throw conflict(SITE_EVENT_MESSAGES.arrivalBeforeStart, 'at');
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ arrivedAtSiteAt: at, lastUpdate: now })
      .where(and(eq(jobs.id, input.jobId), isNull(jobs.arrivedAtSiteAt), inArray(jobs.status, [...JOB_STARTED_STATES])))
      .returning();
    if (!job) throw conflict(SITE_EVENT_MESSAGES.arrivalRecorded);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: job.organizationId,
      action: 'job.arrived_at_site',
      entityType: 'job',
      entityId: job.id,
      details: { at: at.toISOString() },
    });
  });
  return getJob(db, scope, input.jobId, now);
}

/**
 * The carrier records the end of discharge, once, after the arrival: with it, in the same transaction, the wait's
 * demurrage beyond the contract's free time becomes the contract's demurrage settlement line (settlement/demurrage.ts).
 */
export async function recordDischargeEnd(
  db: Executor,
  scope: CallerScope,
  input: SiteEventInput,
  now = new Date(),
): Promise<TJob> {
  const loaded = await loadJob(db, scope, input.jobId, now);
  requireAllowed(scope, 'job.endDischarge', loaded?.facts ?? null, now);
  if (!loaded) throw notFound('Job');
  const at = eventTime(input, now);
  const arrived = loaded.row.siteWait.arrivedAtSiteAt;
  if (arrived && at.getTime() <= new Date(arrived).getTime())
    throw conflict(SITE_EVENT_MESSAGES.dischargeBeforeArrival, 'at');
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ dischargeEndedAt: at, lastUpdate: now })
      .where(
        and(
          eq(jobs.id, input.jobId),
          isNull(jobs.dischargeEndedAt),
          isNotNull(jobs.arrivedAtSiteAt),
          lt(jobs.arrivedAtSiteAt, at),
          inArray(jobs.status, [...JOB_STARTED_STATES]),
        ),
      )
      .returning();
    if (!job?.arrivedAtSiteAt) throw conflict(SITE_EVENT_MESSAGES.dischargeRecorded);
    const charged = await chargeDemurrage(
      tx,
      { ...job, arrivedAtSiteAt: job.arrivedAtSiteAt, dischargeEndedAt: at },
      { userId: scope.userId },
      now,
    );
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: job.organizationId,
      action: 'job.discharge_ended',
      entityType: 'job',
      entityId: job.id,
      details: {
        at: at.toISOString(),
        waitedMinutes: Math.floor((at.getTime() - job.arrivedAtSiteAt.getTime()) / 60_000),
        demurrage: charged?.amount ?? null,
        settlementId: charged?.settlementId ?? null,
      },
    });
  });
  return getJob(db, scope, input.jobId, now);
}
