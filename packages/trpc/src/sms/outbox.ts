import type { Database, Executor } from '@energy/db/client';
import { smsOutbox } from '@energy/db/schema/sms';
import type { SmsPurpose } from '@energy/domain/schemas/phone';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { holdClaim } from '../held-claims';

export interface OutgoingSms {
  /** E.164. */
  to: string;
  body: string;
}

/**
 * Hands a text message to an SMS provider; throws when the provider refuses it or cannot be reached. `http`
 * providers deliver (the row becomes `sent`); the development provider only logs (the row stays in the outbox
 * as `logged`).
 */
export interface SmsProvider {
  kind: 'http' | 'log';
  send(sms: OutgoingSms): Promise<void>;
}

/** How long a claimed message stays invisible to other workers while it is being handed to the provider. */
export const SMS_LEASE_MS = 2 * 60 * 1000;
/** A message that failed this often is given up (status failed). */
export const SMS_MAX_ATTEMPTS = 5;
/** The wait after the first failure; it doubles after each further one, up to SMS_MAX_BACKOFF_MS. */
export const SMS_BACKOFF_MS = 30 * 1000;
export const SMS_MAX_BACKOFF_MS = 60 * 60 * 1000;

/** The wait before the next try after `attempts` failed ones. */
export function smsBackoffMs(attempts: number): number {
  return Math.min(SMS_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), SMS_MAX_BACKOFF_MS);
}

export interface QueuedSms extends OutgoingSms {
  userId: string | null;
  purpose: SmsPurpose;
}

/** Queues messages in the caller's transaction: they go out once it commits, whatever happens to the request. */
export async function queueSms(tx: Executor, messages: readonly QueuedSms[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(smsOutbox).values(messages.map((m) => ({ ...m })));
}

export interface SmsWorkerDeps {
  db: Database;
  provider: SmsProvider;
}

type Claimed = typeof smsOutbox.$inferSelect & { leaseUntil: Date };

/**
 * Claims the oldest due message (FOR UPDATE SKIP LOCKED: several instances never take the same one) and
 * leases it, counting the attempt, so a crash while it is being sent leads to a retry rather than a lost message.
 */
async function claim(db: Database, now: Date): Promise<Claimed | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.runAfter, now)))
      .orderBy(asc(smsOutbox.runAfter))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const attempts = row.attempts + 1;
    const leaseUntil = new Date(now.getTime() + SMS_LEASE_MS);
    await tx.update(smsOutbox).set({ attempts, runAfter: leaseUntil }).where(eq(smsOutbox.id, row.id));
    return { ...row, attempts, leaseUntil };
  });
}

/** Due again at once, its attempt not counted, unless the message was handled meanwhile (a shutdown's release). */
async function releaseLease(db: Database, id: string, leaseUntil: Date): Promise<number> {
  const released = await db
    .update(smsOutbox)
    .set({ runAfter: new Date(), attempts: sql`${smsOutbox.attempts} - 1` })
    .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'pending'), eq(smsOutbox.runAfter, leaseUntil)))
    .returning({ id: smsOutbox.id });
  return released.length;
}

/**
 * Sends one due message; false when none is due. A failure waits smsBackoffMs(attempts) for the next try; after
 * SMS_MAX_ATTEMPTS the message is given up. The failure is kept on the row (last_error), not thrown.
 */
export async function processNextSms(deps: SmsWorkerDeps, now = new Date()): Promise<boolean> {
  const row = await claim(deps.db, now);
  if (!row) return false;
  const letGo = holdClaim({ release: () => releaseLease(deps.db, row.id, row.leaseUntil) });
  try {
    await sendAndRecord(deps, row, now);
  } finally {
    letGo();
  }
  return true;
}

/** Hands the message to the provider and records the outcome on its row. */
async function sendAndRecord(deps: SmsWorkerDeps, row: Claimed, now: Date): Promise<void> {
  try {
    await deps.provider.send({ to: row.to, body: row.body });
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const givenUp = row.attempts >= SMS_MAX_ATTEMPTS;
    await deps.db
      .update(smsOutbox)
      .set(
        givenUp
          ? { status: 'failed', lastError }
          : { lastError, runAfter: new Date(now.getTime() + smsBackoffMs(row.attempts)) },
      )
      .where(eq(smsOutbox.id, row.id));
    return;
  }
  await deps.db
    .update(smsOutbox)
    .set({ status: deps.provider.kind === 'http' ? 'sent' : 'logged', sentAt: new Date(), lastError: null })
    .where(eq(smsOutbox.id, row.id));
}

/**
 * Every due message, one at a time; returns how many were handled (sent, logged or failed). `stopping` (a shutdown)
 * ends the round after the message in hand.
 */
export async function runSmsRound(deps: SmsWorkerDeps, now = new Date(), stopping?: AbortSignal): Promise<number> {
  let handled = 0;
  while (!stopping?.aborted && (await processNextSms(deps, now))) handled++;
  return handled;
}
