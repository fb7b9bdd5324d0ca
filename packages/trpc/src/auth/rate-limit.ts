import type { Executor } from '@energy/db/client';
import { rateLimitCounters } from '@energy/db/schema/sessions';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

/** A limit: at most `max` hits per window of `windowMs`, the window starting at the first hit. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whether this hit went over the limit. */
  exceeded: boolean;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` and reads the count back in the same statement (INSERT … ON CONFLICT DO
 * UPDATE … RETURNING), so however many requests arrive at once each gets its own number and no more
 * than `max` of them are let through. A window that has run out starts afresh at this hit.
 */
export async function hit(db: Executor, key: string, limit: RateLimit, now = new Date()): Promise<Hit> {
  const since = new Date(now.getTime() - limit.windowMs);
  const current = sql`${rateLimitCounters.windowStartedAt} > ${since.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      // Every SET expression sees the row as it was, so both read the same "is the window current".
      set: {
        hits: sql`case when ${current} then ${rateLimitCounters.hits} + 1 else 1 end`,
        windowStartedAt: sql`case when ${current} then ${rateLimitCounters.windowStartedAt} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowStartedAt: rateLimitCounters.windowStartedAt });
  if (!row) throw new Error('rate limit counter was not written');
  const endsInMs = row.windowStartedAt.getTime() + limit.windowMs - now.getTime();
  return { hits: row.hits, exceeded: row.hits > limit.max, retryAfterSeconds: Math.max(1, Math.ceil(endsInMs / 1000)) };
}

/** Takes back one hit (e.g. an attempt that turned out to be a successful sign-in). */
export async function refund(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.hits, 0)));
}

/** Forgets a key altogether. */
export async function reset(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Drops counters whose window ended long ago; the mail worker calls it now and then. */
export async function pruneCounters(db: Executor, olderThanMs: number, now = new Date()): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStartedAt, new Date(now.getTime() - olderThanMs)));
}
