import type { Executor } from '@energy/db/client';
import { normalizeUsername } from '@energy/domain/username';
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

/** Whose secret a call tests: the account its input names (sign-in), the signed-in user, or nobody known (a token). */
export type SecretSubject =
  | { kind: 'account'; username: string }
  | { kind: 'user'; userId: string }
  | { kind: 'token' };

/** The input names an account (sign-in's username) first; else the session's user; else only the address is known. */
export function secretSubject(rawInput: unknown, userId: string | undefined): SecretSubject {
  if (
    typeof rawInput === 'object' &&
    rawInput !== null &&
    'username' in rawInput &&
    typeof rawInput.username === 'string'
  ) {
    return { kind: 'account', username: rawInput.username };
  }
  return userId ? { kind: 'user', userId } : { kind: 'token' };
}

/** What a successful check gives back: hits refunded (it was no failure) and counters forgotten. */
interface SecretKeys {
  refund: string[];
  reset: string[];
}

/**
 * A refusal says which limit refused it (the address's, the username+address pair's lock, the signed-in
 * user's) and whether it is the first refusal of that limit's window: the one the audit log records.
 */
export interface SecretRefusal {
  admitted: false;
  retryAfterSeconds: number;
  limit: 'address' | 'pair' | 'user';
  first: boolean;
}

export type SecretAdmission = SecretRefusal | { admitted: true; delayMs: number; keys: SecretKeys };

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';
export const TOO_MANY_PASSWORD_ATTEMPTS = 'Too many wrong passwords. Please try again later.';

/** The message of a refusal: sign-in keeps its own words, a signed-in user's password check has its own. */
export function tooManyAttemptsMessage(subject: SecretSubject): string {
  return subject.kind === 'user' ? TOO_MANY_PASSWORD_ATTEMPTS : TOO_MANY_ATTEMPTS;
}

/**
 * Counts the attempt before the secret is checked, and decides from the counts the same statements
 * returned, so parallel attempts each get their own count and cannot all pass a check made before any of
 * them is recorded.
 * - account (sign-in): refused when the address or the username+address pair is over its limit; else
 *   admitted after a delay that grows with the username's recent attempts.
 * - user (a signed-in user's current password): the user's failures are limited outright, whatever the
 *   address: whoever holds the session may already be the attacker.
 * - token (a reset link): the address's failures, shared with sign-in.
 */
export async function admitSecretCheck(
  db: Executor,
  subject: SecretSubject,
  clientAddress: string,
  now = new Date(),
): Promise<SecretAdmission> {
  const addressKey = `login-addr:${clientAddress}`;
  if (subject.kind === 'user') {
    const key = `secret-user:${subject.userId}`;
    const user = await hit(db, key, PAIR_LIMIT, now);
    if (user.exceeded)
      return {
        admitted: false,
        retryAfterSeconds: user.retryAfterSeconds,
        limit: 'user',
        first: user.hits === PAIR_LIMIT.max + 1,
      };
    return { admitted: true, delayMs: 0, keys: { refund: [], reset: [key] } };
  }
  const address = await hit(db, addressKey, ADDRESS_LIMIT, now);
  if (address.exceeded)
    return {
      admitted: false,
      retryAfterSeconds: address.retryAfterSeconds,
      limit: 'address',
      first: address.hits === ADDRESS_LIMIT.max + 1,
    };
  if (subject.kind === 'token') return { admitted: true, delayMs: 0, keys: { refund: [addressKey], reset: [] } };
  const name = normalizeUsername(subject.username).toLowerCase();
  const pairKey = `login-pair:${name}|${clientAddress}`;
  const pair = await hit(db, pairKey, PAIR_LIMIT, now);
  if (pair.exceeded) {
    // Knocking on a locked pair tests no password, so it does not use up the address's allowance
    // (colleagues behind the same address keep theirs).
    await refund(db, addressKey);
    return {
      admitted: false,
      retryAfterSeconds: pair.retryAfterSeconds,
      limit: 'pair',
      first: pair.hits === PAIR_LIMIT.max + 1,
    };
  }
  const usernameKey = `login-user:${name}`;
  const user = await hit(db, usernameKey, USERNAME_WINDOW, now);
  return {
    admitted: true,
    delayMs: slowdownMs(user.hits),
    keys: { refund: [addressKey, usernameKey], reset: [pairKey] },
  };
}

/** The check passed (or never ran, the input being malformed): the attempt was no failure. */
export async function secretCheckPassed(db: Executor, keys: SecretKeys): Promise<void> {
  for (const key of keys.refund) await refund(db, key);
  for (const key of keys.reset) await reset(db, key);
}
