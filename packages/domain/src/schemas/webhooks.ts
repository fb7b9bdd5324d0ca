import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { isWebhookEventPattern } from '../webhook-events';
import { singleLineText } from './primitives';

/** The refusals of webhook calls, in the words the catalogue's server area translates. */
export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  urlRequired: 'Endpoint URL is required',
  urlInvalid: 'Endpoint URL must be an https:// URL',
  urlPrivate: 'Endpoint URL must not resolve to a private, loopback or link-local address',
  urlUnresolved: 'Endpoint URL host could not be resolved',
  eventsRequired: 'Choose at least one event type',
  eventUnknown: 'Unknown event type',
  tooMany: 'An organization may register at most 20 webhook endpoints',
  notCreated: 'The webhook endpoint was not created',
  testNotQueued: 'The test event was not queued',
} as const;

/** The most endpoints one organization may register. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** Deliveries answered in one read of an endpoint's log (the newest first). */
export const WEBHOOK_DELIVERY_PAGE_MAX = 200;

const zUrl = z
  .string({ message: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(2000, WEBHOOK_MESSAGES.urlInvalid)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), WEBHOOK_MESSAGES.urlInvalid);

const zEvents = z
  .array(z.string().refine(isWebhookEventPattern, WEBHOOK_MESSAGES.eventUnknown), {
    message: WEBHOOK_MESSAGES.eventsRequired,
  })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(200, WEBHOOK_MESSAGES.eventUnknown)
  .transform((events) => [...new Set(events)]);

/** POST /api/webhooks: an endpoint of the caller's organization. */
export const ZWebhookCreateInput = z.strictObject({
  url: zUrl,
  /** Types of the domain-events catalogue (`order.confirmed`), a whole kind (`order.*`), or `["*"]` for all. */
  events: zEvents,
  description: singleLineText(200).optional().default(''),
});
export type TWebhookCreateInput = z.input<typeof ZWebhookCreateInput>;

/** PATCH /api/webhooks/{id}: any of its URL, event types, description, and whether it is enabled. */
export const ZWebhookUpdateInput = z.strictObject({
  id: z.uuid(WEBHOOK_MESSAGES.notFound),
  url: zUrl.optional(),
  events: zEvents.optional(),
  description: singleLineText(200).optional(),
  enabled: z.boolean().optional(),
});
export type TWebhookUpdateInput = z.input<typeof ZWebhookUpdateInput>;

export const ZWebhookIdInput = z.strictObject({ id: z.uuid(WEBHOOK_MESSAGES.notFound) });
export type TWebhookIdInput = z.input<typeof ZWebhookIdInput>;

/** GET /api/webhooks/{id}/deliveries: the newest first, at most `limit`. */
export const ZWebhookDeliveriesInput = z.strictObject({
  id: z.uuid(WEBHOOK_MESSAGES.notFound),
  limit: z.coerce.number().int().min(1).max(WEBHOOK_DELIVERY_PAGE_MAX).default(50),
});
export type TWebhookDeliveriesInput = z.input<typeof ZWebhookDeliveriesInput>;

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/resend. */
export const ZWebhookResendInput = z.strictObject({
  id: z.uuid(WEBHOOK_MESSAGES.notFound),
  deliveryId: z.uuid(WEBHOOK_MESSAGES.deliveryNotFound),
});
export type TWebhookResendInput = z.input<typeof ZWebhookResendInput>;

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** When it was disabled, by a member or after 3 days of failed deliveries; null while enabled. */
  disabledAt: z.string().nullable(),
  /** Why it is disabled: `failing` (3 days of failed deliveries) or `manual`. */
  disabledReason: z.enum(['failing', 'manual']).nullable(),
  /** Since when every delivery has failed; null after a success. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TWebhook = z.infer<typeof ZWebhook>;
export const ZWebhookList = z.array(ZWebhook);

/** The answer to a registration: the endpoint and its signing secret, shown this once. */
export const ZWebhookCreated = ZWebhook.extend({
  /** `whsec_` + base64 of 32 random bytes (the Standard Webhooks secret format). */
  secret: z.string(),
});
export type TWebhookCreated = z.infer<typeof ZWebhookCreated>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same for every attempt of one delivery. */
  messageId: z.string(),
  eventType: z.string(),
  /** The outbox event delivered; null for a test event. */
  eventId: z.string().nullable(),
  /** pending: waiting for its next attempt; succeeded: answered 2xx; failed: retries over (24 h). */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryList = z.array(ZWebhookDelivery);

/** The body every delivery carries (Standard Webhooks: type, timestamp, data). */
export const ZWebhookPayload = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.object({
    eventId: z.string().nullable(),
    entityType: z.string(),
    entityId: z.string(),
    organizationIds: z.array(z.string()),
    payload: z.record(z.string(), z.unknown()),
  }),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;
