import type { TDomainEvent } from '@energy/domain/schemas/events';
import type { TWebhookPayload } from '@energy/domain/schemas/webhooks';

/** The body of a delivery (Standard Webhooks: type, timestamp, data): the event as the endpoint's organization sees it. */
export function webhookPayload(event: TDomainEvent): TWebhookPayload {
  return {
    type: event.type,
    timestamp: event.createdAt,
    data: {
      eventId: event.id,
      entityType: event.entityType,
      entityId: event.entityId,
      organizationIds: event.organizationIds,
      payload: event.payload,
    },
  };
}
