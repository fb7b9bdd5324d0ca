import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Executor } from '@energy/db/client';
import { userPreferences } from '@energy/db/schema/notifications';
import { phoneVerifications } from '@energy/db/schema/sms';
import { users } from '@energy/db/schema/users';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_RESEND_MS,
  PHONE_CODE_TTL_MS,
  PHONE_CODES_PER_HOUR,
  SMS_MESSAGES,
  type TPhoneVerificationSent,
  type TPhoneVerified,
  type TPhoneVerifyInput,
} from '@energy/domain/schemas/phone';
import { DEFAULT_LANGUAGE, isLanguage } from '@energy/i18n/languages';
import { loadCatalogue, translatorFor } from '@energy/i18n/translator';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { hit } from '../../auth/rate-limit';
import { hashToken } from '../../auth/tokens';
import type { Context } from '../../context';
import { badRequest, notFound, tooManyRequests } from '../../errors';
import { queueSms } from '../../sms/outbox';

type SignedIn = Context & { user: NonNullable<Context['user']> };

const HOUR_MS = 3_600_000;

/** The code's stored form: bound to the user and the number, so a code proves only the number it was sent to. */
const codeHash = (userId: string, phone: string, code: string) => hashToken(`${userId}:${phone}:${code}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function phoneOf(db: Executor, userId: string) {
  const [user] = await db
    .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt, language: userPreferences.language })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  if (!user) throw notFound('User');
  return user;
}

/**
 * Sends a 6-digit code by SMS to the phone saved in the profile (the SMS is queued with the code's row, in one
 * transaction). A new code replaces the last one, no sooner than PHONE_CODE_RESEND_MS after it (the upsert only
 * replaces an older row, so two requests at once send one code) and at most PHONE_CODES_PER_HOUR an hour.
 */
export async function sendPhoneCode(ctx: SignedIn, now = new Date()): Promise<TPhoneVerificationSent> {
  const userId = ctx.user.id;
  const user = await phoneOf(ctx.db, userId);
  if (user.phone === '') throw badRequest('phone', SMS_MESSAGES.noPhone);
  if (user.phoneVerifiedAt) throw badRequest('phone', SMS_MESSAGES.alreadyVerified);
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MS);
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
  await loadCatalogue(language);
  const body = translatorFor(language)('sms.code', { code, minutes: PHONE_CODE_TTL_MS / 60_000 });
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = { userId, phone: user.phone, codeHash: codeHash(userId, user.phone, code), expiresAt, attempts: 0 };
    const [written] = await tx
      .insert(phoneVerifications)
      .values({ ...row, sentAt: now })
      .onConflictDoUpdate({
        target: phoneVerifications.userId,
        set: { ...row, sentAt: now },
        setWhere: lte(phoneVerifications.sentAt, new Date(now.getTime() - PHONE_CODE_RESEND_MS)),
      })
      .returning({ userId: phoneVerifications.userId });
    if (!written) return 'too_soon' as const;
    const counted = await hit(tx, `phone-code:${userId}`, { max: PHONE_CODES_PER_HOUR, windowMs: HOUR_MS }, now);
    if (counted.exceeded) {
      // Thrown inside the transaction: the new code's row is rolled back, the last code sent stays the valid one.
      ctx.setHeader('Retry-After', String(counted.retryAfterSeconds));
      throw tooManyRequests(SMS_MESSAGES.tooManyCodes);
    }
    await queueSms(tx, [{ userId, to: user.phone, body, purpose: 'verification' }]);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'user.phone_code_sent',
      entityType: 'user',
      entityId: userId,
    });
    return 'sent' as const;
  });
  if (outcome === 'too_soon') {
    ctx.setHeader('Retry-After', String(Math.ceil(PHONE_CODE_RESEND_MS / 1000)));
    throw tooManyRequests(SMS_MESSAGES.resendTooSoon);
  }
  return {
    message: SMS_MESSAGES.codeSent,
    phone: user.phone,
    expiresAt: expiresAt.toISOString(),
    resendAfter: new Date(now.getTime() + PHONE_CODE_RESEND_MS).toISOString(),
  };
}

type Outcome = { ok: true; phone: string } | { ok: false; kind: 'bad_request' | 'too_many'; message: string };

/**
 * Checks a code against the last one sent: a wrong code counts an attempt (kept even though the call fails), the
 * fifth wrong one spends the code; an expired code, or one sent to a number since changed, is refused. The right
 * code marks the phone verified and deletes the code. The row is locked (FOR UPDATE) so attempts are counted once each.
 */
export async function verifyPhoneCode(
  ctx: SignedIn,
  input: TPhoneVerifyInput,
  now = new Date(),
): Promise<TPhoneVerified> {
  const userId = ctx.user.id;
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)).for('update');
    if (!row) return { ok: false, kind: 'bad_request', message: SMS_MESSAGES.noCode };
    const user = await phoneOf(tx, userId);
    if (user.phone !== row.phone) {
      await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
      return { ok: false, kind: 'bad_request', message: SMS_MESSAGES.phoneChanged };
    }
    if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS)
      return { ok: false, kind: 'too_many', message: SMS_MESSAGES.tooManyAttempts };
    if (row.expiresAt.getTime() <= now.getTime())
      return { ok: false, kind: 'bad_request', message: SMS_MESSAGES.codeExpired };
    if (!sameHash(row.codeHash, codeHash(userId, row.phone, input.code))) {
      const attempts = row.attempts + 1;
      await tx.update(phoneVerifications).set({ attempts }).where(eq(phoneVerifications.userId, userId));
      return attempts >= PHONE_CODE_MAX_ATTEMPTS
        ? { ok: false, kind: 'too_many', message: SMS_MESSAGES.tooManyAttempts }
        : { ok: false, kind: 'bad_request', message: SMS_MESSAGES.wrongCode };
    }
    await tx
      .update(users)
      .set({ phoneVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.phone, row.phone)));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    await recordAudit(tx, { actorUserId: userId, action: 'user.phone_verified', entityType: 'user', entityId: userId });
    return { ok: true, phone: row.phone };
  });
  if (!outcome.ok) {
    if (outcome.kind === 'too_many') throw tooManyRequests(outcome.message);
    throw badRequest('code', outcome.message);
  }
  return { message: SMS_MESSAGES.phoneVerified, phone: outcome.phone, phoneVerified: true };
}

/** Drops a code not yet entered: the settings service calls it when the phone changes. */
export async function dropPhoneCode(db: Executor, userId: string): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
}
