import type { Executor } from '@energy/db/client';
import { sessions } from '@energy/db/schema/sessions';
import { users } from '@energy/db/schema/users';
import { holds } from '@energy/domain/permissions';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { EVENT_ENTITY_PERMISSIONS, type TDomainEvent } from '@energy/domain/schemas/events';
import { EventQueue, type EventFeed } from '../../events/feed';
import { readEventsAfter } from '../../events/outbox';
import { and, eq, gt } from 'drizzle-orm';

const REPLAY_PAGE = 500;
/** How often an open stream checks that its session still stands and the user's role and organization are unchanged. */
export const SESSION_RECHECK_MS = 60_000;

/** The session is live and the user still has the role and organization the stream filters by. */
async function stillEntitled(db: Executor, sessionId: string, user: TSessionUser, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ role: users.role, organizationId: users.organizationId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)));
  return row !== undefined && row.role === user.role && row.organizationId === user.organizationId;
}

/** May this user hear of this event: one of the organizations concerned (admins: all), and read access to its record. */
export function mayHear(user: TSessionUser, event: TDomainEvent): boolean {
  if (!holds(user.role, EVENT_ENTITY_PERMISSIONS[event.entityType])) return false;
  if (user.role === 'admin') return true;
  return user.organizationId !== null && event.organizationIds.includes(user.organizationId);
}

/**
 * The events one subscriber hears: first those after `lastEventId` from the outbox (a reconnect), then
 * the live ones. It listens before it replays, so nothing committed in between is lost, and skips a live
 * event the replay already sent. The stream ends once the session ends (sign-out, expiry) or the user's
 * role or organization changes, checked at most every SESSION_RECHECK_MS, before an event goes out.
 */
export async function* liveEvents(
  db: Executor,
  feed: EventFeed,
  user: TSessionUser,
  sessionId: string,
  lastEventId: string | null,
  signal: AbortSignal | undefined,
  recheckMs = SESSION_RECHECK_MS,
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
    let checkedAt = Date.now();
    // Checked (at most every recheckMs) before a live event goes out, as the replay was checked at the door.
    for await (const event of queue.drain(signal)) {
      if (replayed.has(event.id)) continue;
      if (Date.now() - checkedAt >= recheckMs) {
        if (!(await stillEntitled(db, sessionId, user))) return;
        checkedAt = Date.now();
      }
      yield event;
    }
  } finally {
    unsubscribe();
  }
}
