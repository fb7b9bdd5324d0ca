import type { Executor } from '@energy/db/client';
import { hit, refund, reset, type RateLimit } from './rate-limit';

export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;
/**
 * Ten failures on one username from one address lock that pair for the rest of the window; the
 * eleventh attempt is refused with 429. The same username from another address is not locked, so an
 * attacker cannot lock the real user out.
 */
export const MAX_LOGIN_FAILURES = 10;
const PAIR_LIMIT: RateLimit = { max: MAX_LOGIN_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS };
/**
 * Failed sign-ins from one address, whatever the usernames: generous, since a whole office can sit
 * behind one address, yet it stops one machine from spraying guesses over many usernames.
 */
export const ADDRESS_LIMIT: RateLimit = { max: 100, windowMs: LOGIN_FAILURE_WINDOW_MS };
/** Per username alone there is no lock: after a few failures each answer is delayed a little more. */
const USERNAME_WINDOW: RateLimit = { max: Number.MAX_SAFE_INTEGER, windowMs: 15 * 60 * 1000 };
export const SLOWDOWN_FREE_FAILURES = 5;
export const SLOWDOWN_STEP_MS = 250;
export const SLOWDOWN_MAX_MS = 5000;

/** The delay before answering the n-th attempt on a username within its window. */
export function slowdownMs(attempt: number): number {
  return Math.min(SLOWDOWN_MAX_MS, Math.max(0, attempt - SLOWDOWN_FREE_FAILURES) * SLOWDOWN_STEP_MS);
}

interface LoginKeys {
  address: string;
  pair: string;
  username: string;
}

function loginKeys(username: string, clientAddress: string): LoginKeys {
  const name = username.trim().toLowerCase();
  return { address: `login-addr:${clientAddress}`, pair: `login-pair:${name}|${clientAddress}`, username: `login-user:${name}` };
}

export type LoginAdmission = { admitted: false; retryAfterSeconds: number } | { admitted: true; delayMs: number; keys: LoginKeys };

/**
 * Counts the attempt before the password is checked, and decides from the counts the same statements
 * returned: refused (address or username+address over its limit), or admitted after a delay that grows
 * with the username's recent attempts. Parallel attempts each get their own count, so they cannot all
 * pass a check made before any of them is recorded.
 */
export async function admitLogin(db: Executor, username: string, clientAddress: string, now = new Date()): Promise<LoginAdmission> {
  const keys = loginKeys(username, clientAddress);
  const address = await hit(db, keys.address, ADDRESS_LIMIT, now);
  if (address.exceeded) return { admitted: false, retryAfterSeconds: address.retryAfterSeconds };
  const pair = await hit(db, keys.pair, PAIR_LIMIT, now);
  if (pair.exceeded) {
    // Knocking on a locked pair tests no password, so it does not use up the address's allowance
    // (colleagues behind the same address keep theirs).
    await refund(db, keys.address);
    return { admitted: false, retryAfterSeconds: pair.retryAfterSeconds };
  }
  const user = await hit(db, keys.username, USERNAME_WINDOW, now);
  return { admitted: true, delayMs: slowdownMs(user.hits), keys };
}

/** A successful sign-in: the attempt was not a failure after all, and the pair's failures are forgotten. */
export async function loginSucceeded(db: Executor, keys: LoginKeys): Promise<void> {
  await refund(db, keys.address);
  await refund(db, keys.username);
  await reset(db, keys.pair);
}
