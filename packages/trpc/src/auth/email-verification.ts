import type { Executor } from '@energy/db/client';
import { emailVerificationTokens } from '@energy/db/schema/email-tokens';
import { users } from '@energy/db/schema/users';
import { EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Context } from '../context';
import { violatedUniqueConstraint } from '../db-errors';
import { badRequest, conflict } from '../errors';
import { accountLink, ACCOUNT_LINK_PATHS, EMAIL_LINK_TTL_MS, verificationMail } from './account-mails';
import { generateToken, hashToken } from './tokens';

/** The verified account holding an address, if any: only a proven address is reserved (users_verified_email_lower_key). */
export async function verifiedHolderOf(db: Executor, email: string, except?: string) {
  const [holder] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        isNotNull(users.verifiedAt),
        except ? ne(users.id, except) : undefined,
      ),
    );
  return holder;
}

/** Two accounts proving one address at once: the unique index stops the second, which gets the same 409 as a check would give. */
export function addressRaceAs409(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'users_verified_email_lower_key')
    throw conflict(EMAIL_MESSAGES.addressInUse, 'token');
  throw error;
}

interface Unverified {
  id: string;
  email: string;
  firstName: string;
}

/** A fresh link's token for the account's address, voiding the user's earlier ones; in the caller's transaction (a sign-up's own). */
export async function issueVerificationToken(tx: Executor, user: Unverified): Promise<string> {
  const token = generateToken();
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
  await tx.insert(emailVerificationTokens).values({
    id: hashToken(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS),
  });
  return token;
}

export function mailVerificationLink(
  ctx: Pick<Context, 'mailer' | 'config' | 'language'>,
  user: Unverified,
  token: string,
): Promise<void> {
  return ctx.mailer.send(
    verificationMail(
      user.email,
      user.firstName,
      accountLink(ctx.config.appUrl, ACCOUNT_LINK_PATHS.verify, token),
      ctx.language,
    ),
  );
}

/** "Send the link again", for a signed-in account whose address is not yet verified. */
export async function resendVerification(
  ctx: Pick<Context, 'db' | 'mailer' | 'config' | 'language'>,
  userId: string,
): Promise<{ message: string }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.verifiedAt) return { message: EMAIL_MESSAGES.alreadyVerified };
  const token = await ctx.db.transaction((tx) => issueVerificationToken(tx, user));
  await mailVerificationLink(ctx, user, token);
  return { message: EMAIL_MESSAGES.verificationSent(user.email) };
}

/**
 * Follows a sign-up link: spends the token and marks the account verified, provided it still has the
 * address the link was sent to and no other account has proven that address meanwhile (409).
 */
export async function verifyEmail(db: Executor, token: string, now = new Date()): Promise<{ message: string }> {
  return db
    .transaction(async (tx) => {
      const [link] = await tx
        .delete(emailVerificationTokens)
        .where(and(eq(emailVerificationTokens.id, hashToken(token)), gt(emailVerificationTokens.expiresAt, now)))
        .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
      if (!link) throw badRequest('token', EMAIL_MESSAGES.invalidLink);
      if (await verifiedHolderOf(tx, link.email, link.userId)) throw conflict(EMAIL_MESSAGES.addressInUse, 'token');
      const [verified] = await tx
        .update(users)
        .set({ verifiedAt: now, updatedAt: now })
        .where(
          and(
            eq(users.id, link.userId),
            isNull(users.verifiedAt),
            eq(sql`lower(${users.email})`, link.email.toLowerCase()),
          ),
        )
        .returning({ id: users.id });
      if (!verified) throw badRequest('token', EMAIL_MESSAGES.invalidLink);
      await recordAudit(tx, {
        actorUserId: link.userId,
        action: 'user.email_verified',
        entityType: 'user',
        entityId: link.userId,
      });
      return { message: EMAIL_MESSAGES.verified };
    })
    .catch(addressRaceAs409);
}
