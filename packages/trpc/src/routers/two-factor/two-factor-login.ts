import type { TSessionUser } from '@energy/domain/schemas/auth';
import { TWO_FACTOR_MESSAGES, type TTwoFactorLoginInput } from '@energy/domain/schemas/two-factor';
import { DomainError } from '@energy/domain/errors';
import { recordAudit } from '../../audit';
import type { Context } from '../../context';
import { tooManyRequests } from '../../errors';
import { LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES } from '../../auth/throttle';
import { hit, reset, type RateLimit } from '../../auth/rate-limit';
import { closeSecondStep, secondStepUser, spendCode, spendRecoveryCode, twoFactorKey } from '../../auth/two-factor';
import { loadSessionUser, startSession } from '../auth/auth.service';

/**
 * Wrong codes per account, whatever the address: like a password's pair lock, ten in the window, then 429 until it
 * ends. The address's own count (shared with sign-in) is kept by the procedure's checksSecret meta.
 */
const CODE_LIMIT: RateLimit = { max: MAX_LOGIN_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS };

function expired(ctx: Context): never {
  ctx.secondStep?.clear();
  throw new DomainError('unauthenticated', TWO_FACTOR_MESSAGES.secondStepExpired);
}

/**
 * The second step of a sign-in (auth.* runs outside the one-transaction rule, so a wrong code stays counted): the
 * second-step cookie names the account; a current code not used before, or an unused recovery code, opens the
 * session. The step closes with the session, so its cookie cannot be used twice.
 */
export async function completeSecondStep(ctx: Context, input: TTwoFactorLoginInput): Promise<TSessionUser> {
  const token = ctx.secondStep?.token;
  if (!token) return expired(ctx);
  const userId = await secondStepUser(ctx.db, token);
  if (!userId) return expired(ctx);
  const key = `two-factor-user:${userId}`;
  const counted = await hit(ctx.db, key, CODE_LIMIT);
  if (counted.exceeded) {
    ctx.setHeader('Retry-After', String(counted.retryAfterSeconds));
    throw tooManyRequests(TWO_FACTOR_MESSAGES.tooManyCodes);
  }
  if (input.code !== undefined) {
    const spent = await spendCode(ctx.db, userId, input.code, twoFactorKey(ctx.config));
    if (spent === 'reused') throw new DomainError('unauthenticated', TWO_FACTOR_MESSAGES.codeReused);
    if (spent === 'invalid') throw new DomainError('unauthenticated', TWO_FACTOR_MESSAGES.invalidCode);
  } else if (!(await spendRecoveryCode(ctx.db, userId, input.recoveryCode ?? ''))) {
    throw new DomainError('unauthenticated', TWO_FACTOR_MESSAGES.invalidRecoveryCode);
  }
  await reset(ctx.db, key);
  await closeSecondStep(ctx.db, userId);
  ctx.secondStep?.clear();
  await startSession(ctx, userId);
  await recordAudit(ctx.db, {
    actorUserId: userId,
    action: 'user.login',
    entityType: 'user',
    entityId: userId,
    details: { secondFactor: input.code !== undefined ? 'totp' : 'recovery_code' },
  });
  return loadSessionUser(ctx, userId);
}
