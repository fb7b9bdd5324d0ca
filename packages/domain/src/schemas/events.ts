import { z } from 'zod';
import { EVENT_ENTITY_PERMISSIONS, EVENT_KINDS, type EventKind } from '../entities/registry';

/** The records live events speak of: the kinds whose descriptor has `events` (entities/registry.ts). */
export type EventEntityType = EventKind;

export function isEventEntityType(value: string): value is EventEntityType {
  return Object.hasOwn(EVENT_ENTITY_PERMISSIONS, value);
}

/**
 * Subscribing to the live feed. `lastEventId` is sent by the SSE client on reconnect (tRPC's `tracked`
 * ids): the feed then first replays what the caller missed after it.
 */
export const ZLiveEventsInput = z
  .strictObject({
    lastEventId: z
      .string()
      .regex(/^\d{1,18}$/, 'Unknown event id')
      .nullish(),
  })
  .optional();
export type TLiveEventsInput = z.infer<typeof ZLiveEventsInput>;

export const ZDomainEvent = z.object({
  id: z.string(),
  /** `<entity>.<verb>`, e.g. `offer.accepted`. */
  type: z.string(),
  entityType: z.enum(EVENT_KINDS as [EventEntityType, ...EventEntityType[]]),
  entityId: z.string(),
  organizationIds: z.array(z.string()),
  actorUserId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TDomainEvent = z.infer<typeof ZDomainEvent>;
