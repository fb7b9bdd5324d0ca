import { z } from 'zod';
import type { AnyPermission } from '../permissions';

/**
 * The records live events speak of, and the permission a subscriber needs to hear about each: an event is
 * delivered only to a role that may read its record. Offers are read under rfq:read (as offer.list is),
 * settlements under payment:read (as the settlement dashboard), fleet records under fleet:read, a bid under
 * shipment:read (its shipper and its bidder hear of it). Other audited entities (users, invitations) raise no live events.
 */
export const EVENT_ENTITY_PERMISSIONS = {
  rfq: 'rfq:read',
  offer: 'rfq:read',
  contract: 'contract:read',
  settlement: 'payment:read',
  order: 'order:read',
  shipment: 'shipment:read',
  payment: 'payment:read',
  vehicle: 'fleet:read',
  driver: 'fleet:read',
  blackout: 'fleet:read',
  tender: 'fleet:read',
  bid: 'shipment:read',
  job: 'fleet:read',
  /** KYB/KYC decisions reach the organization reviewed; dispute decisions reach every party to the record. */
  review: 'organization:read',
  dispute: 'dispute:raise',
} as const satisfies Record<string, AnyPermission>;
export type EventEntityType = keyof typeof EVENT_ENTITY_PERMISSIONS;

export function isEventEntityType(value: string): value is EventEntityType {
  return Object.hasOwn(EVENT_ENTITY_PERMISSIONS, value);
}

/**
 * Subscribing to the live feed. `lastEventId` is sent by the SSE client on reconnect (tRPC's `tracked`
 * ids): the feed then first replays what the caller missed after it.
 */
export const ZLiveEventsInput = z
  .strictObject({ lastEventId: z.string().regex(/^\d{1,18}$/, 'Unknown event id').nullish() })
  .optional();
export type TLiveEventsInput = z.infer<typeof ZLiveEventsInput>;

export const ZDomainEvent = z.object({
  id: z.string(),
  /** `<entity>.<verb>`, e.g. `offer.accepted`. */
  type: z.string(),
  entityType: z.enum(Object.keys(EVENT_ENTITY_PERMISSIONS) as [EventEntityType, ...EventEntityType[]]),
  entityId: z.string(),
  organizationIds: z.array(z.string()),
  actorUserId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TDomainEvent = z.infer<typeof ZDomainEvent>;
