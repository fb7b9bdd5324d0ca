import type { Executor } from '@energy/db/client';
import { emailChanges, emailVerificationTokens } from '@energy/db/schema/email-tokens';
import { passwordResetTokens } from '@energy/db/schema/sessions';
import { users } from '@energy/db/schema/users';
import { EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Context } from '../context';
import { badRequest, conflict } from '../errors';
import {
  accountLink,
  ACCOUNT_LINK_PATHS,
  EMAIL_LINK_TTL_MS,
  EMAIL_UNDO_MS,
  emailChangeAddressInUseMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
} from './account-mails';
import { addressRaceAs409, verifiedHolderOf } from './email-verification';
import { invalidateUserSessions } from './sessions';
import { generateToken, hashToken } from './tokens';

/** A change still waiting for its link: neither confirmed, undone nor replaced, and its link still valid. */
const waiting = (now: Date) =>
  and(
    isNull(emailChanges.confirmedAt),
    isNull(emailChanges.undoneAt),
    isNull(emailChanges.cancelledAt),
    gt(emailChanges.confirmExpiresAt, now),
  );

/** The address the user's change waits to be confirmed for, shown on the profile ("Confirmation sent to …"). */
export async function pendingEmailOf(db: Executor, userId: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), waiting(now)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

interface Requester {
  id: string;
  email: string;
  firstName: string;
}

/**
 * Starts a change of the account's address; the caller has checked the current password. Nothing changes
 * yet: the new address gets the link that makes it take effect, the old one a notice with the way back.
 * The answer is the same whether or not the new address has an account (its owner gets a notice instead
 * of a link), so the profile reveals no one's address.
 */
export async function requestEmailChange(
  ctx: Pick<Context, 'db' | 'mailer' | 'config' | 'language'>,
  user: Requester,
  newEmail: string,
  now = new Date(),
): Promise<{ message: string; pendingEmail: string }> {
  if (newEmail.toLowerCase() === user.email.toLowerCase()) throw badRequest('email', EMAIL_MESSAGES.sameAddress);
  const confirmToken = generateToken();
  const undoToken = generateToken();
  // A newer request replaces a waiting one, so only the latest link works.
  await ctx.db
    .update(emailChanges)
    .set({ cancelledAt: now })
    .where(and(eq(emailChanges.userId, user.id), waiting(now)));
  await ctx.db.insert(emailChanges).values({
    userId: user.id,
    oldEmail: user.email,
    newEmail,
    confirmTokenHash: hashToken(confirmToken),
    undoTokenHash: hashToken(undoToken),
    createdAt: now,
    confirmExpiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
    undoExpiresAt: new Date(now.getTime() + EMAIL_UNDO_MS),
  });
  await recordAudit(ctx.db, {
    actorUserId: user.id,
    action: 'user.email_change_requested',
    entityType: 'user',
    entityId: user.id,
  });
  const taken = await verifiedHolderOf(ctx.db, newEmail, user.id);
  const { appUrl } = ctx.config;
  await ctx.mailer.send(
    taken
      ? emailChangeAddressInUseMail(newEmail, ctx.language)
      : emailChangeConfirmMail(
          newEmail,
          user.firstName,
          accountLink(appUrl, ACCOUNT_LINK_PATHS.confirmChange, confirmToken),
          ctx.language,
        ),
  );
  await ctx.mailer.send(
    emailChangeNoticeMail(
      user.email,
      user.firstName,
      newEmail,
      accountLink(appUrl, ACCOUNT_LINK_PATHS.undoChange, undoToken),
      ctx.language,
    ),
  );
  return { message: EMAIL_MESSAGES.changeSent(newEmail), pendingEmail: newEmail };
}

/** The link to the new address: the change takes effect (and the new address counts as verified); the undo window runs from now. */
export async function confirmEmailChange(db: Executor, token: string, now = new Date()): Promise<{ message: string }> {
  return db
    .transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ confirmedAt: now, undoExpiresAt: new Date(now.getTime() + EMAIL_UNDO_MS) })
        .where(and(eq(emailChanges.confirmTokenHash, hashToken(token)), waiting(now)))
        .returning();
      if (!change) throw badRequest('token', EMAIL_MESSAGES.invalidLink);
      if (await verifiedHolderOf(tx, change.newEmail, change.userId))
        throw conflict(EMAIL_MESSAGES.addressInUse, 'token');
      await tx
        .update(users)
        .set({ email: change.newEmail, verifiedAt: now, updatedAt: now })
        .where(eq(users.id, change.userId));
      // A sign-up link sent to the old address proves nothing about the new one.
      await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, change.userId));
      await recordAudit(tx, {
        actorUserId: change.userId,
        action: 'user.email_changed',
        entityType: 'user',
        entityId: change.userId,
      });
      return { message: EMAIL_MESSAGES.changeConfirmed };
    })
    .catch(addressRaceAs409);
}

/**
 * The link to the old address, within EMAIL_UNDO_DAYS: cancels a waiting change or restores the old
 * address, voids reset links (one may have gone to the new address), and ends every session of the account.
 */
export async function undoEmailChange(db: Executor, token: string, now = new Date()): Promise<{ message: string }> {
  return db
    .transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ undoneAt: now })
        .where(
          and(
            eq(emailChanges.undoTokenHash, hashToken(token)),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.undoExpiresAt, now),
          ),
        )
        .returning();
      if (!change) throw badRequest('token', EMAIL_MESSAGES.invalidLink);
      await tx
        .update(emailChanges)
        .set({ cancelledAt: now })
        .where(and(eq(emailChanges.userId, change.userId), waiting(now)));
      if (change.confirmedAt) {
        await tx
          .update(users)
          .set({ email: change.oldEmail, verifiedAt: now, updatedAt: now })
          .where(eq(users.id, change.userId));
      }
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, change.userId));
      await invalidateUserSessions(tx, change.userId);
      await recordAudit(tx, {
        actorUserId: change.userId,
        action: 'user.email_change_undone',
        entityType: 'user',
        entityId: change.userId,
      });
      return { message: EMAIL_MESSAGES.changeUndone };
    })
    .catch(addressRaceAs409);
}
