import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import type { Executor } from '@energy/db/client';
import { twoFactorChallenges, twoFactorRecoveryCodes, userTwoFactor } from '@energy/db/schema/two-factor';
import { users } from '@energy/db/schema/users';
import { DomainError } from '@energy/domain/errors';
import {
  DEFAULT_REQUIRED_TWO_FACTOR_ROLES,
  RECOVERY_CODE_COUNT,
  SECOND_STEP_MINUTES,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_MESSAGES,
} from '@energy/domain/schemas/two-factor';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { AuthConfig, Context } from '../context';
import { generateToken, hashToken } from './tokens';

/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'EnergyHub';

/**
 * Outside production, without TWO_FACTOR_KEY, secrets are encrypted with this fixed key: a development database
 * holds no real second factor. Production refuses to enrol without a key of its own.
 */
const DEVELOPMENT_KEY = createHash('sha256').update('energyhub development two-factor key').digest();

/** The 32-byte AES key secrets are encrypted with (TWO_FACTOR_KEY, base64), or 503 when production has none. */
export function twoFactorKey(config: Pick<AuthConfig, 'production' | 'twoFactorKey'>): Buffer {
  if (config.twoFactorKey) return Buffer.from(config.twoFactorKey, 'base64');
  if (!config.production) return DEVELOPMENT_KEY;
  throw new DomainError('unavailable', TWO_FACTOR_MESSAGES.notConfigured);
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each base64; the tag makes any change to the stored text fail. */
export function encryptSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), encrypted.toString('base64')].join('.');
}

export function decryptSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, encrypted] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || encrypted === undefined)
    throw new Error('Unknown second-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('utf8');
}

/** A new TOTP secret: 20 random bytes (the RFC's SHA-1 key size), base32 as authenticators take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step of a valid code: the current one, or one step before or after (clocks drift); null when the
 * code matches none of them. The caller refuses a step at or before the last accepted one.
 */
export function acceptedStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten characters in two groups (`k7m2p-x9qrt`), about 49 bits each: shown once, stored as hashes. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A code as typed (any case, spaces or dashes) as it is hashed. */
export function recoveryCodeHash(code: string): string {
  return hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** The roles that must have a second factor: REQUIRE_2FA_ROLES, by default admin and finance in production only. */
export function requiredTwoFactorRoles(
  config: Pick<AuthConfig, 'production' | 'requireTwoFactorRoles'>,
): readonly string[] {
  return config.requireTwoFactorRoles ?? (config.production ? DEFAULT_REQUIRED_TWO_FACTOR_ROLES : []);
}

/**
 * The session user with the environment's rule applied: the row says whether the organization requires a second
 * factor the user lacks; a role named by REQUIRE_2FA_ROLES requires it too.
 */
export function withTwoFactorRule(user: TSessionUser, config: AuthConfig): TSessionUser {
  if (user.twoFactorEnabled || user.twoFactorEnrolmentRequired) return user;
  return requiredTwoFactorRoles(config).includes(user.role) ? { ...user, twoFactorEnrolmentRequired: true } : user;
}

/** What a user who must enrol may still call: who am I, and the enrolment itself (sign-out is public). */
const OPEN_BEFORE_ENROLMENT = new Set(['auth.me', 'twoFactor.status', 'twoFactor.start', 'twoFactor.confirm']);

export function openBeforeEnrolment(path: string): boolean {
  return OPEN_BEFORE_ENROLMENT.has(path);
}

export async function confirmedFactorOf(db: Executor, userId: string) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row?.confirmedAt ? row : undefined;
}

/**
 * Checks a code against the user's confirmed factor and spends its time step in one statement: of two requests
 * with the same code only one moves last_used_step forward. Refusals: `invalid` (no such code now) or `reused`.
 */
export async function spendCode(
  db: Executor,
  userId: string,
  code: string,
  key: Buffer,
  now = Date.now(),
): Promise<'ok' | 'invalid' | 'reused'> {
  const factor = await confirmedFactorOf(db, userId);
  if (!factor) return 'invalid';
  const step = acceptedStep(decryptSecret(factor.secretEncrypted, key), code, now);
  if (step === null) return 'invalid';
  const spent = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step, updatedAt: new Date(now) })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return spent.length > 0 ? 'ok' : 'reused';
}

/** Marks one unused recovery code used; false when it is unknown or already used. */
export async function spendRecoveryCode(db: Executor, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}

/** Opens the second step of a sign-in: a fresh token (only its hash stored), valid SECOND_STEP_MINUTES. */
export async function openSecondStep(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SECOND_STEP_MINUTES * 60_000);
  // One open second step per user: an older one (a password entered twice) stops counting.
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await db.insert(twoFactorChallenges).values({ id: hashToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * The password was right for an account with a second factor: no session, only the second step's own cookie.
 * Without a cookie jar for it (a call that is not an HTTP request) the step could never be completed: 503.
 */
export async function beginSecondStep(ctx: Pick<Context, 'db' | 'secondStep'>, userId: string): Promise<void> {
  if (!ctx.secondStep) throw new DomainError('unavailable', TWO_FACTOR_MESSAGES.secondStepExpired);
  const opened = await openSecondStep(ctx.db, userId);
  ctx.secondStep.set(opened.token, opened.expiresAt);
}

/** The user of an open second step, or undefined when the token is unknown or expired. */
export async function secondStepUser(db: Executor, token: string, now = new Date()): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId, expiresAt: twoFactorChallenges.expiresAt })
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, hashToken(token)));
  if (!row || row.expiresAt <= now) return undefined;
  return row.userId;
}

export async function closeSecondStep(db: Executor, userId: string): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

/** Removes a user's second factor, its recovery codes and any open second step (disable, admin reset). */
export async function removeSecondFactor(db: Executor, userId: string): Promise<boolean> {
  const removed = await db
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .returning({ confirmedAt: userTwoFactor.confirmedAt });
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await closeSecondStep(db, userId);
  return removed.some((row) => row.confirmedAt !== null);
}

/** Session-user columns (sessions.ts): whether the factor is confirmed. */
export const TWO_FACTOR_ENABLED_SQL = sql<boolean>`exists (select 1 from ${userTwoFactor} where ${userTwoFactor.userId} = ${users.id} and ${userTwoFactor.confirmedAt} is not null)`;
