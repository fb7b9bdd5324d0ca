import { TRPCError } from '@trpc/server';

/**
 * The constraint a unique violation (SQLSTATE 23505) names, found anywhere in the error's cause chain
 * (drizzle wraps the driver's error; postgres.js calls it constraint_name, PGlite constraint).
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if (Reflect.get(current, 'code') === '23505') {
      const name: unknown = Reflect.get(current, 'constraint_name') ?? Reflect.get(current, 'constraint');
      return typeof name === 'string' ? name : '';
    }
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}

/**
 * Text PostgreSQL cannot store: a NUL byte in text (22021, character_not_in_repertoire) or in jsonb (22P05,
 * untranslatable_character). The input schemas refuse it per field; this is the safety net for any field
 * that slips through, so such input answers 400, never 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && UNSTORABLE_TEXT.has(code)) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL or other characters that cannot be stored';

/** The 400 a failed call answers instead when the database refused its text, or undefined. */
export function unstorableTextAsBadRequest(error: unknown): TRPCError | undefined {
  return isUnstorableText(error)
    ? new TRPCError({ code: 'BAD_REQUEST', message: UNSTORABLE_TEXT_MESSAGE, cause: error })
    : undefined;
}

/**
 * The database cannot be reached or did not answer in time: a failure of the moment, answered 503 with
 * Retry-After, never 500. postgres.js's connection codes (a connection closed, ended or refused, a connect or
 * pool wait timed out: PoolWaitTimeout's POOL_TIMEOUT), the socket's, and the SQLSTATEs of a connection failure
 * (class 08), a server shutting down or starting (57P01-57P03) and too many connections (53300).
 */
const UNAVAILABLE_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'POOL_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}
