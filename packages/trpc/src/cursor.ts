import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Paging cursors: base64url JSON plus an HMAC-SHA256 tag under a server secret, so a client can neither
 * forge nor edit one. Every decoded value is also checked against its sort column's type before it reaches
 * SQL: a signed cursor is still refused (400) when its key could not be cast (an impossible date, a bigint out
 * of range, a NUL byte), rather than failing in the database (500).
 */

/** Postgres type of a sort column: the cursor carries the key as text and casts it back exactly. */
export type SortKind = 'timestamptz' | 'date' | 'text' | 'numeric' | 'bigint';

const TAG_BYTES = 16;

/**
 * Process-wide: every server instance behind one balancer must sign with the same secret (CURSOR_SECRET),
 * or a cursor from one instance is refused by the next. Until the server installs its secret a random one
 * is used, so a cursor is never signed with a key anybody else knows.
 */
let secret: Buffer = randomBytes(32);

/** Installs the server's cursor secret (main.ts, from CURSOR_SECRET or the data folder). */
export function installCursorSecret(value: string): void {
  secret = Buffer.from(value, 'utf8');
}

function tagOf(json: string): Buffer {
  return createHmac('sha256', secret).update(json).digest().subarray(0, TAG_BYTES);
}

export const ZCursorBody = z.strictObject({
  /** The list's name. */
  l: z.string(),
  /** Sort, order, and a fingerprint of the filters and search. */
  s: z.string(),
  o: z.enum(['asc', 'desc']),
  f: z.string(),
  /** The last row's sort key, as text, and its id. */
  k: z.string().max(500),
  /** A uuid, or a bigint sequence number as text (ListSpec.idKind). */
  i: z.union([z.uuid(), z.string().regex(/^[1-9][0-9]{0,17}$/)]),
});
export type CursorBody = z.infer<typeof ZCursorBody>;

export function signCursor(body: CursorBody): string {
  const json = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${json}.${tagOf(json).toString('base64url')}`;
}

/** The body of a cursor this server signed; undefined for anything else (forged, edited, truncated). */
export function openCursor(token: string): CursorBody | undefined {
  const [json, tag, extra] = token.split('.');
  if (!json || !tag || extra !== undefined) return undefined;
  const given = Buffer.from(tag, 'base64url');
  if (given.length !== TAG_BYTES || !timingSafeEqual(given, tagOf(json))) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(json, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const body = ZCursorBody.safeParse(parsed);
  return body.success ? body.data : undefined;
}

const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
const TIMESTAMP = /^(\d{4}-\d\d-\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?(?:([+-])(\d\d)(?::?(\d\d))?|Z)?$/;
const NUMERIC = /^-?\d{1,30}(\.\d{1,10})?$/;
const BIGINT = /^-?\d{1,19}$/;
const BIGINT_MAX = 2n ** 63n - 1n;

/** A calendar date PostgreSQL accepts: year 1 to 9999, a real month and a day that month has. */
function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [, date = '', hour, minute, second, , offsetHours, offsetMinutes] = match;
  return (
    isDate(date) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    // PostgreSQL's zone offsets stop at ±15:59.
    (offsetHours === undefined || Number(offsetHours) <= 15) &&
    (offsetMinutes === undefined || Number(offsetMinutes) <= 59)
  );
}

/** Whether a key casts to its column's type without an error. */
const KEY_IS_VALID: Record<SortKind, (key: string) => boolean> = {
  timestamptz: isTimestamp,
  date: isDate,
  numeric: (key) => NUMERIC.test(key),
  bigint: (key) => BIGINT.test(key) && BigInt(key) <= BIGINT_MAX && BigInt(key) >= -BIGINT_MAX - 1n,
  // PostgreSQL text holds no NUL byte.
  text: (key) => !key.includes('\0'),
};

export function isValidKey(kind: SortKind, key: string): boolean {
  return KEY_IS_VALID[kind](key);
}
