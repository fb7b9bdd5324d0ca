import type { Executor } from '@energy/db/client';
import { sql } from 'drizzle-orm';

/** The channel a session's end is announced on, so every server instance ends that session's live streams. */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

/** This process's open live streams, by the session they were opened with: each entry ends one stream. */
const openStreams = new Map<string, Set<() => void>>();

/** Registers an open stream of a session; `end` is called once the session ends. Returns the unregister. */
export function onSessionEnded(sessionId: string, end: () => void): () => void {
  let enders = openStreams.get(sessionId);
  if (!enders) openStreams.set(sessionId, (enders = new Set()));
  enders.add(end);
  return () => {
    enders.delete(end);
    if (enders.size === 0 && openStreams.get(sessionId) === enders) openStreams.delete(sessionId);
  };
}

/** Ends this process's streams of these sessions, at once (the dispatcher calls it for other instances' announcements). */
export function endSessionStreams(sessionIds: Iterable<string>): void {
  for (const id of sessionIds) {
    const enders = openStreams.get(id);
    openStreams.delete(id);
    for (const end of enders ?? []) end();
  }
}

/**
 * Sessions deleted (sign-out, revocation, an account change): their streams in this process end now, and a
 * NOTIFY, sent when the caller's transaction commits, tells the other instances on PostgreSQL to end theirs.
 * The ids are SHA-256 hashes of the tokens, as stored, never the tokens.
 */
export async function announceSessionsEnded(db: Executor, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.execute(
    sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, id) from unnest(${sql.param([...sessionIds])}::text[]) as id`,
  );
  endSessionStreams(sessionIds);
}

/** This process's open live streams and the sessions they belong to (the admin console's live connections). */
export function liveStreamCounts(): { streams: number; sessions: number } {
  let streams = 0;
  for (const enders of openStreams.values()) streams += enders.size;
  return { streams, sessions: openStreams.size };
}
