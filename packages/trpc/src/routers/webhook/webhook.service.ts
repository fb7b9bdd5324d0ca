import type { Executor } from '@energy/db/client';
import { webhookDeliveries, webhookEndpoints } from '@energy/db/schema/webhooks';
import { DomainError, badRequest, conflict, notFound } from '@energy/domain/errors';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type TWebhook,
  type TWebhookCreated,
  type TWebhookDelivery,
  type ZWebhookCreateInput,
  type ZWebhookDeliveriesInput,
  type ZWebhookIdInput,
  type ZWebhookResendInput,
  type ZWebhookUpdateInput,
} from '@energy/domain/schemas/webhooks';
import { WEBHOOK_TEST_EVENT } from '@energy/domain/webhook-events';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { allowedFor, requireAllowed } from '../../authorize';
import { requireOrg, type CallerScope } from '../../scope';
import { hostOf, resolveHost } from '../../webhooks/addresses';
import { RETRY_WINDOW_MS } from '../../webhooks/fan-out';
import { newWebhookSecret } from '../../webhooks/signature';

const ENDPOINT = 'Webhook endpoint';
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toWebhook(scope: CallerScope, row: EndpointRow): TWebhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    allowedActions: allowedFor(scope, 'webhook', { organizationId: row.organizationId }),
  };
}

function toDelivery(row: DeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    messageId: row.id,
    eventType: row.eventType,
    eventId: row.eventId === null ? null : String(row.eventId),
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A URL an endpoint may have: https (http too when private addresses are allowed), whose host resolves now, to no
 * private, loopback or link-local address unless allowed. Checked again at every delivery (send.ts).
 */
async function checkUrl(url: string, allowPrivate: boolean): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !allowPrivate) throw badRequest('url', WEBHOOK_MESSAGES.urlInvalid);
  if (parsed.username || parsed.password) throw badRequest('url', WEBHOOK_MESSAGES.urlInvalid);
  const resolved = await resolveHost(hostOf(parsed), allowPrivate);
  if (!resolved.ok)
    throw badRequest(
      'url',
      resolved.reason === 'private' ? WEBHOOK_MESSAGES.urlPrivate : WEBHOOK_MESSAGES.urlUnresolved,
    );
}

/** One endpoint of the caller's organization, or null (another organization's reads as absent). */
async function endpointOf(db: Executor, scope: CallerScope, id: string): Promise<EndpointRow | null> {
  if (!scope.orgId) return null;
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, scope.orgId)));
  return row ?? null;
}

async function requireEndpoint(db: Executor, scope: CallerScope, id: string): Promise<EndpointRow> {
  const row = await endpointOf(db, scope, id);
  if (!row) throw notFound(ENDPOINT);
  return row;
}

/** GET /api/webhooks: the caller's organization's endpoints, the newest first. */
export async function listWebhooks(db: Executor, scope: CallerScope): Promise<TWebhook[]> {
  if (!scope.orgId) return [];
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, scope.orgId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map((row) => toWebhook(scope, row));
}

/** POST /api/webhooks: registers an endpoint hearing what a member of the caller's role may read; the secret once. */
export async function createWebhook(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZWebhookCreateInput>,
  allowPrivate: boolean,
): Promise<TWebhookCreated> {
  const organizationId = requireOrg(scope);
  requireAllowed(scope, 'webhook.create', { organizationId });
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId));
  if ((count?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw conflict(WEBHOOK_MESSAGES.tooMany);
  await checkUrl(input.url, allowPrivate);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      organizationId,
      role: scope.role,
      url: input.url,
      description: input.description,
      events: input.events,
      secret,
      createdBy: scope.userId,
    })
    .returning();
  if (!row) throw conflict(WEBHOOK_MESSAGES.notCreated);
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId,
    action: 'webhook.created',
    entityType: 'webhook',
    entityId: row.id,
    details: { url: row.url, events: row.events },
  });
  return { ...toWebhook(scope, row), secret };
}

/** PATCH /api/webhooks/{id}: its URL, event types, description, or enabled (which starts its failure count again). */
export async function updateWebhook(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZWebhookUpdateInput>,
  allowPrivate: boolean,
  now = new Date(),
): Promise<TWebhook> {
  const current = await endpointOf(db, scope, input.id);
  requireAllowed(scope, 'webhook.update', current);
  const endpoint = current as EndpointRow;
  if (input.url !== undefined && input.url !== endpoint.url) await checkUrl(input.url, allowPrivate);
  const enabling = input.enabled === true && !endpoint.enabled;
  const disabling = input.enabled === false && endpoint.enabled;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      url: input.url,
      events: input.events,
      description: input.description,
      updatedAt: now,
      ...(enabling ? { enabled: true, disabledAt: null, disabledReason: null, failingSince: null } : {}),
      ...(disabling ? { enabled: false, disabledAt: now, disabledReason: 'manual' as const } : {}),
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  if (!row) throw notFound(ENDPOINT);
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId: row.organizationId,
    action: 'webhook.updated',
    entityType: 'webhook',
    entityId: row.id,
    details: {
      url: row.url,
      events: row.events,
      enabled: row.enabled,
      ...(input.url !== undefined && input.url !== endpoint.url ? { fromUrl: endpoint.url } : {}),
    },
  });
  return toWebhook(scope, row);
}

/** DELETE /api/webhooks/{id}: the endpoint and its delivery log. */
export async function deleteWebhook(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZWebhookIdInput>,
): Promise<{ id: string }> {
  const current = await endpointOf(db, scope, input.id);
  requireAllowed(scope, 'webhook.delete', current);
  const endpoint = current as EndpointRow;
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId: endpoint.organizationId,
    action: 'webhook.deleted',
    entityType: 'webhook',
    entityId: endpoint.id,
    details: { url: endpoint.url },
  });
  return { id: endpoint.id };
}

/** GET /api/webhooks/{id}/deliveries: the newest first. */
export async function webhookDeliveryLog(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZWebhookDeliveriesInput>,
): Promise<TWebhookDelivery[]> {
  const endpoint = await requireEndpoint(db, scope, input.id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(input.limit);
  return rows.map(toDelivery);
}

/** POST /api/webhooks/{id}/test: queues a signed `webhook.test` delivery, sent by the next round. */
export async function testWebhook(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZWebhookIdInput>,
  now = new Date(),
): Promise<TWebhookDelivery> {
  const current = await endpointOf(db, scope, input.id);
  requireAllowed(scope, 'webhook.test', current);
  const endpoint = current as EndpointRow;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      eventType: WEBHOOK_TEST_EVENT,
      payload: {
        type: WEBHOOK_TEST_EVENT,
        timestamp: now.toISOString(),
        data: {
          eventId: null,
          entityType: 'webhook',
          entityId: endpoint.id,
          organizationIds: [endpoint.organizationId],
          payload: { test: true },
        },
      },
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
    })
    .returning();
  if (!row) throw conflict(WEBHOOK_MESSAGES.testNotQueued);
  return toDelivery(row);
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/resend: due now again, with a new day of retries. */
export async function resendWebhookDelivery(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZWebhookResendInput>,
  now = new Date(),
): Promise<TWebhookDelivery> {
  const current = await endpointOf(db, scope, input.id);
  requireAllowed(scope, 'webhook.resend', current);
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS) })
    .where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.endpointId, input.id)))
    .returning();
  if (!row) throw new DomainError('not_found', WEBHOOK_MESSAGES.deliveryNotFound);
  return toDelivery(row);
}
