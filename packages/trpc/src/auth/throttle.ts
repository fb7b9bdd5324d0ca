import type { Executor } from '@energy/db/client';
import { loginFailures } from '@energy/db/schema/sessions';
import { and, count, eq, gt, inArray, lte, min } from 'drizzle-orm';

export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;
/** Ten failures are allowed; the eleventh attempt within the window is refused. */
export const MAX_LOGIN_FAILURES = 10;

export function throttleKeys(username: string, clientAddress: string): string[] {
  return [`user:${username.trim().toLowerCase()}`, `ip:${clientAddress}`];
}

/** Seconds until the caller may try again, or 0 when no key has reached its limit. */
export async function loginRetryAfterSeconds(db: Executor, keys: string[], now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, failures: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, since)))
    .groupBy(loginFailures.key);
  const waits = rows
    .filter((r) => r.failures >= MAX_LOGIN_FAILURES && r.oldest)
    .map((r) => Math.ceil(((r.oldest as Date).getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000));
  return waits.length ? Math.max(1, ...waits) : 0;
}

export async function recordLoginFailure(db: Executor, keys: string[], now = new Date()): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: now })));
  // Rows older than the window never count again.
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  await db.delete(loginFailures).where(and(inArray(loginFailures.key, keys), lte(loginFailures.failedAt, since)));
}

/** A successful sign-in forgets the username's failures (not the address's). */
export async function clearUserFailures(db: Executor, userKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, userKey));
}
