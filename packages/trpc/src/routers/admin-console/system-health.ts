import type { Executor } from '@energy/db/client';
import { domainEvents } from '@energy/db/schema/events';
import { mailOutbox, passwordResetRequests } from '@energy/db/schema/mail';
import { sessions } from '@energy/db/schema/sessions';
import type { TSystemHealth } from '@energy/domain/schemas/admin-console';
import { gt, sql } from 'drizzle-orm';
import { liveStreamCounts } from '../../events/session-streams';
import type { InstanceFigures } from '../../instance-figures';
import { jobHealth } from '../../job-runs';
import { iso, isoOrNull } from '../../iso-date';
import { uptimeSeconds } from '../../uptime';
import { pendingWebhookDeliveries } from '../../webhooks/fan-out';

const DAY_MS = 86_400_000;

async function ping(db: Executor): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  const ok = await db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return { ok, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}

interface Figures {
  pending: number;
  oldest: Date | null;
  version: string;
  lastId: number;
  queued: number;
  retrying: number;
  oldestQueued: Date | null;
  kept: number;
  active: number;
  webhooks: number;
}

const NOTHING: Figures = {
  pending: 0,
  oldest: null,
  version: '',
  lastId: 0,
  queued: 0,
  retrying: 0,
  oldestQueued: null,
  kept: 0,
  active: 0,
  webhooks: 0,
};

const seconds = (from: Date | null, now: Date) =>
  from ? Math.max(0, Math.floor((now.getTime() - from.getTime()) / 1000)) : 0;

/**
 * System Health, from the real sources: the database answering, this instance's job rounds (job-runs.ts), the
 * event outbox's rows not yet notified (the notifier's backlog; its age is the lag), the forgot-password mail queue
 * and the mail kept locally, the webhook deliveries waiting, the live streams open here, and what only the server
 * process knows (its pool, the requests it answered: InstanceFigures). The one gathering of these figures: the admin
 * console's procedure answers it, and GET /api/metrics (apps/server/src/http/metrics.ts) exposes the same snapshot.
 */
export async function systemHealth(
  db: Executor,
  instance: InstanceFigures = {},
  now = new Date(),
): Promise<TSystemHealth> {
  const database = await ping(db);
  const figures = database.ok ? await platformFigures(db, now) : NOTHING;
  const live = liveStreamCounts();
  const pool = instance.pool?.() ?? null;
  return {
    checkedAt: iso(now),
    database: { status: database.ok ? 'ok' : 'down', latencyMs: database.latencyMs, version: figures.version },
    jobs: jobHealth(),
    outbox: {
      pending: figures.pending,
      oldestPendingAt: isoOrNull(figures.oldest),
      lagSeconds: seconds(figures.oldest, now),
      lastEventId: figures.lastId,
    },
    mail: {
      queued: figures.queued,
      retrying: figures.retrying,
      oldestQueuedAt: isoOrNull(figures.oldestQueued),
      keptLast24h: figures.kept,
    },
    webhooks: { queued: figures.webhooks },
    connections: { liveStreams: live.streams, liveSessions: live.sessions, activeSessions: figures.active },
    pool: pool && { inUse: pool.inUse, waiting: pool.waiting, size: pool.size },
    requests: instance.requests?.() ?? { total: 0, serverErrors: 0 },
    uptimeSeconds: uptimeSeconds(now),
  };
}

const asDate = (v: string | Date | null) => (v === null ? null : new Date(v));

/** The figures read from the database, each one aggregate (one row whatever the table holds). */
async function platformFigures(db: Executor, now: Date): Promise<Figures> {
  const [events, queue, kept, active, webhooks] = await Promise.all([
    db
      .select({
        pending: sql<number>`(count(*) filter (where ${domainEvents.notifiedAt} is null))::int`,
        oldest:
          sql<Date | null>`min(${domainEvents.createdAt}) filter (where ${domainEvents.notifiedAt} is null)`.mapWith(
            asDate,
          ),
        lastId: sql<number>`coalesce(max(${domainEvents.id}), 0)`.mapWith(Number),
        version: sql<string>`split_part(version(), ' ', 2)`,
      })
      .from(domainEvents),
    db
      .select({
        queued: sql<number>`count(*)::int`,
        retrying: sql<number>`(count(*) filter (where ${passwordResetRequests.attempts} > 0))::int`,
        oldest: sql<Date | null>`min(${passwordResetRequests.createdAt})`.mapWith(asDate),
      })
      .from(passwordResetRequests),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(gt(mailOutbox.createdAt, new Date(now.getTime() - DAY_MS))),
    db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(gt(sessions.expiresAt, now)),
    pendingWebhookDeliveries(db),
  ]);
  const e = events[0];
  const q = queue[0];
  return {
    pending: e?.pending ?? 0,
    oldest: e?.oldest ?? null,
    version: e?.version ?? '',
    lastId: e?.lastId ?? 0,
    queued: q?.queued ?? 0,
    retrying: q?.retrying ?? 0,
    oldestQueued: q?.oldest ?? null,
    kept: kept[0]?.n ?? 0,
    active: active[0]?.n ?? 0,
    webhooks,
  };
}
