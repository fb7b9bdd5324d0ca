import type { Database } from '@energy/db/client';
import { webhookDeliveries, webhookEndpoints } from '@energy/db/schema/webhooks';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { holdClaim } from '../held-claims';
import { sendWebhook, WEBHOOK_TIMEOUT_MS } from './send';
import { signWebhook } from './signature';

/** Deliveries sent per round. */
export const DELIVERY_BATCH = 20;
/** A taken delivery is not taken again before this (longer than a send can last), should its instance stop midway. */
const LEASE_MS = 5 * 60_000;
/** The first retry's wait; each further one doubles it, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 4 * 3_600_000;
/** An endpoint whose deliveries have all failed for this long is disabled, and its members told. */
export const DISABLE_AFTER_MS = 3 * 86_400_000;

/** The wait before the attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … up to 4 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export interface DeliveryRoundOptions {
  /** WEBHOOK_ALLOW_PRIVATE: http and private addresses allowed (development and tests). */
  allowPrivate: boolean;
  /** The round's clock (tests pass a later one rather than waiting). */
  now?: Date;
  timeoutMs?: number;
}

/**
 * Takes the due deliveries of enabled endpoints (FOR UPDATE SKIP LOCKED, and moves their next attempt forward by a
 * lease in the same statement, so no other instance takes them while they are sent), sends each signed (Standard
 * Webhooks), and records the answer: a 2xx ends it; anything else schedules the next attempt with exponential
 * backoff, or fails it when its day of retries is over. An endpoint failing for 3 days is disabled, with its
 * `webhook.disabled` event telling the organization's members. Returns how many it sent.
 */
export async function sendDueWebhooks(db: Database, options: DeliveryRoundOptions): Promise<number> {
  const now = options.now ?? new Date();
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(DELIVERY_BATCH)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const taken = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
  if (taken.length === 0) return 0;
  const letGo = holdClaim({
    release: () =>
      releaseLeases(
        db,
        taken.map((delivery) => delivery.id),
        leaseUntil,
      ),
  });
  try {
    await sendTaken(db, taken, now, options);
  } finally {
    letGo();
  }
  return taken.length;
}

/**
 * Due again at once, their attempt not counted, unless sent meanwhile: a delivery's answer moves its next attempt off
 * the lease's end (a retry's wait is never the lease's length) or ends it (a shutdown's release).
 */
async function releaseLeases(db: Database, ids: string[], leaseUntil: Date): Promise<number> {
  const released = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(), attempts: sql`${webhookDeliveries.attempts} - 1` })
    .where(
      and(
        inArray(webhookDeliveries.id, ids),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.nextAttemptAt, leaseUntil),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return released.length;
}

/** Sends each taken delivery signed and records its answer. */
async function sendTaken(
  db: Database,
  taken: (typeof webhookDeliveries.$inferSelect)[],
  now: Date,
  options: DeliveryRoundOptions,
): Promise<void> {
  await Promise.all(
    taken.map(async (delivery) => {
      const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
      if (!endpoint) return;
      const body = JSON.stringify(delivery.payload);
      const timestamp = Math.floor(now.getTime() / 1000);
      const result = await sendWebhook(
        endpoint.url,
        {
          'webhook-id': delivery.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(endpoint.secret, delivery.id, timestamp, body),
          'user-agent': 'EnergyHub-Webhooks/1',
        },
        body,
        { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS },
      );
      const next = new Date(now.getTime() + retryDelayMs(delivery.attempts));
      const status = result.ok ? 'succeeded' : next > delivery.retryUntil ? 'failed' : 'pending';
      await db
        .update(webhookDeliveries)
        .set({
          status,
          nextAttemptAt: status === 'pending' ? next : null,
          lastAttemptAt: now,
          lastStatusCode: result.statusCode,
          lastError: result.error,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (result.ok) {
        await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
      } else {
        await recordFailure(db, endpoint.id, now);
      }
    }),
  );
}

/** Marks an endpoint failing since now (unless it was already), and disables it once that is 3 days ago. */
async function recordFailure(db: Database, endpointId: string, now: Date): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: now })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.failingSince)));
  await db.transaction(async (tx) => {
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: now, disabledReason: 'failing', updatedAt: now })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.enabled, true),
          lte(webhookEndpoints.failingSince, new Date(now.getTime() - DISABLE_AFTER_MS)),
        ),
      )
      .returning();
    if (!disabled) return;
    await recordAudit(tx, {
      actorUserId: null,
      organizationId: disabled.organizationId,
      action: 'webhook.disabled',
      entityType: 'webhook',
      entityId: disabled.id,
      details: { url: disabled.url, failingSince: disabled.failingSince?.toISOString() ?? null },
      clientAddress: null,
    });
  });
}
