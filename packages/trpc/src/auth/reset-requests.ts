import type { Executor } from '@energy/db/client';
import { passwordResetRequests } from '@energy/db/schema/mail';
import { passwordResetTokens } from '@energy/db/schema/sessions';
import { userPreferences } from '@energy/db/schema/notifications';
import { users } from '@energy/db/schema/users';
import { PASSWORD_RESET_TTL_MS } from '@energy/domain/constants';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { holdClaim } from '../held-claims';
import type { Mailer, OutgoingMail } from '../context';
import { isLanguage } from '@energy/i18n/languages';
import { passwordResetMail } from './account-mails';
import { generateToken, hashToken } from './tokens';

/** How long a claimed request stays invisible to other workers while its mail is being sent. */
export const RESET_REQUEST_LEASE_MS = 5 * 60 * 1000;
/** A request whose mail failed this often is given up (the user can ask again). */
export const RESET_REQUEST_MAX_ATTEMPTS = 5;

/** The whole of what answering a forgot-password request does: one insert, the same for any email. */
export async function queueResetRequest(db: Executor, email: string): Promise<void> {
  await db.insert(passwordResetRequests).values({ email: email.trim().toLowerCase() });
}

export interface ResetMailDeps {
  db: Executor;
  mailer: Mailer;
  /** Reset links are built from this, never from a request's Host. */
  appUrl: string;
}

/** A request taken: deleted at once when there is nothing to send, else leased until its mail has gone out. */
type Claimed = { id: string; mail: null } | { id: string; mail: OutgoingMail; leaseUntil: Date } | null;

/**
 * Claims the oldest due request (FOR UPDATE SKIP LOCKED, so several instances never take the same one),
 * issues a token if the email has an account, and leases the request so that a crash before the mail is
 * sent leads to a retry rather than a lost mail.
 */
async function claim(deps: ResetMailDeps, now: Date): Promise<Claimed> {
  return deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(passwordResetRequests)
      .where(lte(passwordResetRequests.runAfter, now))
      .orderBy(asc(passwordResetRequests.runAfter))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!request) return null;
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, language: userPreferences.language })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(sql`lower(${users.email})`, request.email))
      // Only a proven address is unique: its account comes first, then the newest unverified one.
      .orderBy(sql`${users.verifiedAt} is null`, desc(users.createdAt))
      .limit(1);
    if (!user || request.attempts >= RESET_REQUEST_MAX_ATTEMPTS) {
      await tx.delete(passwordResetRequests).where(eq(passwordResetRequests.id, request.id));
      return { id: request.id, mail: null };
    }
    const leaseUntil = new Date(now.getTime() + RESET_REQUEST_LEASE_MS);
    await tx
      .update(passwordResetRequests)
      .set({ attempts: request.attempts + 1, runAfter: leaseUntil })
      .where(eq(passwordResetRequests.id, request.id));
    const token = generateToken();
    // A new request voids the previous link.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      id: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'user.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
    });
    const link = new URL(`/reset-password?token=${token}`, deps.appUrl).toString();
    return {
      id: request.id,
      mail: passwordResetMail(user.email, user.firstName, link, isLanguage(user.language) ? user.language : 'en'),
      leaseUntil,
    };
  });
}

/** Handles one due request; false when none is due. A failed send leaves the request for a retry. */
export async function processNextResetRequest(deps: ResetMailDeps, now = new Date()): Promise<boolean> {
  const claimed = await claim(deps, now);
  if (!claimed) return false;
  if (!claimed.mail) return true;
  const { id, mail, leaseUntil } = claimed;
  const letGo = holdClaim({ release: () => releaseLease(deps.db, id, leaseUntil) });
  try {
    await deps.mailer.send(mail);
    await deps.db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id));
  } finally {
    letGo();
  }
  return true;
}

/** Due again at once, its attempt not counted, unless its mail went out meanwhile (a shutdown's release). */
async function releaseLease(db: Executor, id: string, leaseUntil: Date): Promise<number> {
  const released = await db
    .update(passwordResetRequests)
    .set({ runAfter: new Date(), attempts: sql`${passwordResetRequests.attempts} - 1` })
    .where(and(eq(passwordResetRequests.id, id), eq(passwordResetRequests.runAfter, leaseUntil)))
    .returning({ id: passwordResetRequests.id });
  return released.length;
}
