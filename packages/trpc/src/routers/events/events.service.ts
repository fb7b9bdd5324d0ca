import type { Executor } from '@energy/db/client';
import { can } from '@energy/domain/permissions';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { EVENT_ENTITY_RESOURCES, type TDomainEvent } from '@energy/domain/schemas/events';
import { EventQueue, type EventFeed } from '../../events/feed';
import { readEventsAfter } from '../../events/outbox';

const REPLAY_PAGE = 500;

/** May this user hear of this event: one of the organizations concerned (admins: all), and read access to its record. */
export function mayHear(user: TSessionUser, event: TDomainEvent): boolean {
  if (!can(user.role, EVENT_ENTITY_RESOURCES[event.entityType], 'read')) return false;
  if (user.role === 'admin') return true;
  return user.organizationId !== null && event.organizationIds.includes(user.organizationId);
}

/**
 * The events one subscriber hears: first those after `lastEventId` from the outbox (a reconnect), then
 * the live ones. It listens before it replays, so nothing committed in between is lost, and skips a live
 * event the replay already sent.
 */
export async function* liveEvents(
  db: Executor,
  feed: EventFeed,
  user: TSessionUser,
  lastEventId: string | null,
  signal: AbortSignal | undefined,
): AsyncGenerator<TDomainEvent> {
  const admin = user.role === 'admin';
  if (!admin && !user.organizationId) return;
  const queue = new EventQueue();
  const unsubscribe = feed.subscribe((event) => {
    if (mayHear(user, event)) queue.push(event);
  });
  try {
    const replayed = new Set<string>();
    let afterId = lastEventId === null ? null : Number(lastEventId);
    while (afterId !== null && !signal?.aborted) {
      const organizationIds = admin || !user.organizationId ? undefined : [user.organizationId];
      const page = await readEventsAfter(db, { afterId, organizationIds, limit: REPLAY_PAGE });
      for (const event of page) {
        replayed.add(event.id);
        if (mayHear(user, event)) yield event;
      }
      afterId = page.length === REPLAY_PAGE ? Number(page.at(-1)?.id) : null;
    }
    for await (const event of queue.drain(signal)) {
      if (!replayed.has(event.id)) yield event;
    }
  } finally {
    unsubscribe();
  }
}
