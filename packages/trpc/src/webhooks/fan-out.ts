import type { Database, Executor } from '@energy/db/client';
import { domainEvents } from '@energy/db/schema/events';
import { webhookDeliveries, webhookEndpoints } from '@energy/db/schema/webhooks';
import { subscribesTo } from '@energy/domain/webhook-events';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { toDomainEvent } from '../events/outbox';
import { withholdSealedOffers } from '../events/sealed-offers';
import { eventFor } from '../routers/events/event-view';
import { webhookPayload } from './payload';

/** Events fanned out per round. */
export const FAN_OUT_BATCH = 500;
/** How long deliveries of one event are retried. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;

/**
 * Queues the deliveries of committed events: claims the events no round has fanned out yet (FOR UPDATE SKIP LOCKED,
 * so instances at once take different events), and for each enabled endpoint that may hear of one and subscribes to
 * its type, inserts one delivery (unique per endpoint and event, so nothing is queued twice). An endpoint hears of
 * an event exactly as a member of its organization with its role would on the live feed (event-view.ts: the
 * organizations concerned, the role's read permission, sealed bids withheld from the buyer), and only of events
 * raised after it was registered. Returns how many events it fanned out.
 */
export async function fanOutWebhookEvents(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(domainEvents)
      .where(isNull(domainEvents.webhooksAt))
      .orderBy(asc(domainEvents.id))
      .limit(FAN_OUT_BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    const events = await withholdSealedOffers(tx, rows.map(toDomainEvent));
    const organizations = [...new Set(events.flatMap((e) => e.organizationIds))];
    const endpoints =
      organizations.length === 0
        ? []
        : await tx
            .select()
            .from(webhookEndpoints)
            .where(sql`${webhookEndpoints.enabled} and ${inArray(webhookEndpoints.organizationId, organizations)}`);
    const deliveries = events.flatMap((event) =>
      endpoints.flatMap((endpoint) => {
        if (new Date(event.createdAt) < endpoint.createdAt || !subscribesTo(endpoint.events, event.type)) return [];
        const seen = eventFor({ id: '', role: endpoint.role, organizationId: endpoint.organizationId }, event);
        if (!seen) return [];
        return [
          {
            endpointId: endpoint.id,
            eventId: Number(event.id),
            eventType: event.type,
            payload: webhookPayload(seen),
            nextAttemptAt: now,
            retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
          },
        ];
      }),
    );
    if (deliveries.length > 0) await tx.insert(webhookDeliveries).values(deliveries).onConflictDoNothing();
    await tx
      .update(domainEvents)
      .set({ webhooksAt: now })
      .where(
        inArray(
          domainEvents.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.length;
  });
}

/** Deliveries waiting to be sent (pending, whether due now or later): the queue's depth, for metrics. */
export async function pendingWebhookDeliveries(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(sql`${webhookDeliveries.status} = 'pending' and ${webhookEndpoints.enabled}`);
  return row?.n ?? 0;
}
