import { createHash } from 'node:crypto';
import type { Executor } from '@energy/db/client';
import { idempotencyKeys } from '@energy/db/schema/api-tokens';
import { badRequest, unprocessable } from '@energy/domain/errors';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_MESSAGES,
  ZIdempotencyKey,
} from '@energy/domain/idempotency';
import { and, eq, lte } from 'drizzle-orm';
import type { RestMeta } from './rest';

/**
 * Creates that take no Idempotency-Key, each with its reason (the header is refused there, 400, rather than
 * ignored: a client retrying on the belief that it was kept would make a duplicate).
 */
export const NOT_IDEMPOTENT_CREATES: Readonly<Record<string, string>> = {
  'auth.register':
    'Signing up has no caller yet to keep a key for (keys are kept per user or API token); it answers the same whether or not the address has an account, and a second sign-up of the address makes no second account.',
  'apiToken.create':
    'Its answer carries the token itself, shown once: only its hash is stored, so the answer is never kept to be replayed.',
};

/**
 * A call that creates a record: REST POST answering 201 Created, or one that says it creates while answering 200
 * (`creates`, its status older than idempotent creates). The route table is the one list.
 */
export function isCreate(rest: RestMeta | undefined): boolean {
  return rest?.method === 'post' && (rest.status === 201 || rest.creates === true);
}

/** Whether the procedure of this name and REST meta reads an Idempotency-Key. */
export function takesIdempotencyKey(name: string, rest: RestMeta | undefined): boolean {
  return isCreate(rest) && !(name in NOT_IDEMPOTENT_CREATES);
}

/** JSON with every object's keys sorted, so the same body hashes the same however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the operation and its input (the body with the path's parameters laid over it). */
export function requestHash(operation: string, input: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonicalJson(input)).digest('hex');
}

/** The key as the caller sent it, checked (400 otherwise). */
export function checkedKey(header: string): string {
  const parsed = ZIdempotencyKey.safeParse(header);
  if (!parsed.success) throw badRequest(IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES.keyInvalid);
  return parsed.data;
}

/** Whom a key belongs to: an API token's calls keep their keys apart from its creator's own. */
export function callerOf(ctx: { user: { id: string } | null; apiToken?: { id: string } | null }): string | null {
  if (ctx.apiToken) return `token:${ctx.apiToken.id}`;
  return ctx.user ? `user:${ctx.user.id}` : null;
}

export interface KeyedCall {
  caller: string;
  key: string;
  operation: string;
  hash: string;
}

/** The first call with this key, to run and then record; or the recorded answer of an earlier one. */
export type KeyClaim = { first: true } | { first: false; status: number; body: unknown };

/**
 * Claims the key inside the create's transaction. The row is inserted first: a concurrent call with the same key
 * waits on the unique index (caller, key) until the holder's transaction ends, then finds its answer (committed) or
 * takes the key (rolled back). A key past its 24 hours is taken over as if absent.
 */
export async function claimKey(tx: Executor, call: KeyedCall, now = new Date()): Promise<KeyClaim> {
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_HOURS * 3_600_000);
  const { caller, key, operation, hash: requestHash } = call;
  // Status and answer are written once the create has run (recordAnswer), in the same transaction.
  const row = { caller, key, operation, requestHash, status: '', response: '', createdAt: now, expiresAt };
  const mine = and(eq(idempotencyKeys.caller, call.caller), eq(idempotencyKeys.key, call.key));
  // Twice at most: the second time the row that stopped the first insert has been purged meanwhile.
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoNothing({ target: [idempotencyKeys.caller, idempotencyKeys.key] })
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { first: true };
    const expired = await tx
      .update(idempotencyKeys)
      .set(row)
      .where(and(mine, lte(idempotencyKeys.expiresAt, now)))
      .returning({ key: idempotencyKeys.key });
    if (expired.length > 0) return { first: true };
    const [earlier] = await tx.select().from(idempotencyKeys).where(mine);
    if (!earlier) continue;
    if (earlier.operation !== call.operation || earlier.requestHash !== call.hash)
      throw unprocessable(IDEMPOTENCY_MESSAGES.keyReused);
    return { first: false, status: Number(earlier.status), body: JSON.parse(earlier.response) as unknown };
  }
  throw new Error('idempotency key neither inserted nor found');
}

/** Records the first call's answer on its key, in the same transaction as what it created. */
export async function recordAnswer(tx: Executor, call: KeyedCall, status: number, body: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: String(status), response: JSON.stringify(body ?? null) })
    .where(and(eq(idempotencyKeys.caller, call.caller), eq(idempotencyKeys.key, call.key)));
}

/** Deletes the keys past their 24 hours (the idempotency-keys job, hourly); answers how many went. */
export async function purgeExpiredKeys(db: Executor, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
