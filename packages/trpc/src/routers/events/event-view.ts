import { eventPayloadOut } from '@energy/domain/event-money';
import { holds } from '@energy/domain/permissions';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { EVENT_ENTITY_PERMISSIONS } from '@energy/domain/entities/registry';
import type { TDomainEvent } from '@energy/domain/schemas/events';

/**
 * Payload fields only the organization that recorded the event may hear (the first of its organizations,
 * as recordAudit writes them): a cancelled RFQ's count of declined offers is the buyer's to know, not
 * its bidders' (a supplier may count only its own offers).
 */
const RECORDER_ONLY_FIELDS: Partial<Record<string, readonly string[]>> = {
  'rfq.cancelled': ['declinedOffers'],
};

/** Who hears of events: a signed-in user, or a webhook endpoint as its organization's member of its role. */
export type EventViewer = Pick<TSessionUser, 'id' | 'role' | 'organizationId'>;

/** May this user hear of this event: one of the organizations concerned (admins: all), and read access to its record. */
export function mayHear(user: EventViewer, event: TDomainEvent): boolean {
  if (!holds(user.role, EVENT_ENTITY_PERMISSIONS[event.entityType])) return false;
  if (user.role === 'admin') return true;
  return user.organizationId !== null && event.organizationIds.includes(user.organizationId);
}

/**
 * The event as one subscriber may see it, or null when it may not hear of it. Admins read everything.
 * Anyone else learns no other organization: the organizations concerned shrink to its own (every bidder
 * is told of an award, none learns who the others were), who acted is told only to the actor (another
 * party's user id names that party), and fields in RECORDER_ONLY_FIELDS only to the recording organization.
 */
export function eventFor(user: EventViewer, event: TDomainEvent): TDomainEvent | null {
  if (!mayHear(user, event)) return null;
  const own = user.organizationId;
  // Money goes out as integers (event-money.ts), whatever shape the stored row has: the live stream and webhooks share this.
  const converted = eventPayloadOut(event.type, event.payload);
  if (user.role === 'admin' || own === null) return { ...event, payload: converted };
  const withheld = own === event.organizationIds[0] ? [] : (RECORDER_ONLY_FIELDS[event.type] ?? []);
  const payload = Object.fromEntries(Object.entries(converted).filter(([key]) => !withheld.includes(key)));
  return { ...event, organizationIds: [own], actorUserId: event.actorUserId === user.id ? user.id : null, payload };
}
