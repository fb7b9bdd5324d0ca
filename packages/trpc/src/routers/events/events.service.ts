import type { Executor } from '@energy/db/client';
import { sessions } from '@energy/db/schema/sessions';
import { users } from '@energy/db/schema/users';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import type { TDomainEvent } from '@energy/domain/schemas/events';
import { EventQueue, type EventFeed } from '../../events/feed';
import { readEventsAfter } from '../../events/outbox';
import { withholdSealedOffers } from '../../events/sealed-offers';
import { onSessionEnded } from '../../events/session-streams';
import { and, eq, gt } from 'drizzle-orm';
import { eventFor } from './event-view';

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

/** Ends when the subscriber leaves or its session is deleted (sign-out, revocation: session-streams.ts). */
function streamSignal(
  sessionId: string,
  signal: AbortSignal | undefined,
): { signal: AbortSignal; release: () => void } {
  const ended = new AbortController();
  const unregister = onSessionEnded(sessionId, () => ended.abort());
  return { signal: signal ? AbortSignal.any([signal, ended.signal]) : ended.signal, release: unregister };
}

/**
 * The events one subscriber hears, each as its organization may see it (event-view.ts): first those after
 * `lastEventId` from the outbox (a reconnect), then the live ones. It listens before it replays, so nothing
 * committed in between is lost, and skips a live event the replay already sent. The stream ends at once when
 * its session is deleted (sign-out, revocation, an account change, on any instance), and when the session
 * expires or the user's role or organization changes, checked at most every SESSION_RECHECK_MS before an event goes out.
 */
export async function* liveEvents(
  db: Executor,
  feed: EventFeed,
  user: TSessionUser,
  sessionId: string,
  lastEventId: string | null,
  outerSignal: AbortSignal | undefined,
  recheckMs = SESSION_RECHECK_MS,
): AsyncGenerator<TDomainEvent> {
  const admin = user.role === 'admin';
  if (!admin && !user.organizationId) return;
  const { signal, release } = streamSignal(sessionId, outerSignal);
  const queue = new EventQueue();
  const unsubscribe = feed.subscribe((event) => {
    const seen = eventFor(user, event);
    if (seen) queue.push(seen);
  });
  try {
    // Registered first, then checked: a sign-out between the request's session check and here is not missed.
    if (!(await stillEntitled(db, sessionId, user))) return;
    const replayed = new Set<string>();
    let afterId = lastEventId === null ? null : Number(lastEventId);
    while (afterId !== null && !signal.aborted) {
      const organizationIds = admin || !user.organizationId ? undefined : [user.organizationId];
      const page = await readEventsAfter(db, { afterId, organizationIds, limit: REPLAY_PAGE });
      for (const event of await withholdSealedOffers(db, page)) {
        replayed.add(event.id);
        const seen = eventFor(user, event);
        if (seen && !signal.aborted) yield seen;
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
    release();
  }
}
