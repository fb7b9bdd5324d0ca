import { tooManyRequests } from '../errors';
import { middleware } from '../trpc';
import { hit, type RateLimit } from './rate-limit';

const HOUR = 3600_000;

export interface AuthLimits {
  /** Requests from one client address. */
  perAddress: RateLimit;
  /** Requests naming one email address. */
  perEmail: RateLimit;
  message: string;
}

/**
 * Per address generous enough for an office behind one address signing up 30 colleagues in an hour;
 * per email tight, since one person needs one or two mails.
 */
export const REGISTER_LIMITS: AuthLimits = {
  perAddress: { max: 50, windowMs: HOUR },
  perEmail: { max: 5, windowMs: HOUR },
  message: 'Too many sign-ups. Please try again later.',
};

export const FORGOT_PASSWORD_LIMITS: AuthLimits = {
  perAddress: { max: 20, windowMs: HOUR },
  perEmail: { max: 5, windowMs: HOUR },
  message: 'Too many password reset requests. Please try again later.',
};

/** "Send the link again": a person needs one or two; the limit is per client address (the call names no email). */
export const VERIFY_RESEND_LIMITS: AuthLimits = {
  perAddress: { max: 10, windowMs: HOUR },
  perEmail: { max: 5, windowMs: HOUR },
  message: 'Too many verification mails. Please try again later.',
};

function emailOf(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || !('email' in input)) return undefined;
  return typeof input.email === 'string' ? input.email.trim().toLowerCase() : undefined;
}

/**
 * A tRPC middleware (so REST and tRPC share it) placed after .input(): counts the call per client address,
 * then per email, in the shared database counters, and refuses over either limit with 429 and Retry-After.
 */
export function rateLimited(name: string, limits: AuthLimits) {
  return middleware(async ({ ctx, input, next }) => {
    const checks: [string, RateLimit][] = [[`${name}-addr:${ctx.clientAddress}`, limits.perAddress]];
    const email = emailOf(input);
    if (email) checks.push([`${name}-email:${email}`, limits.perEmail]);
    for (const [key, limit] of checks) {
      const counted = await hit(ctx.db, key, limit);
      if (counted.exceeded) {
        ctx.setHeader('Retry-After', String(counted.retryAfterSeconds));
        throw tooManyRequests(limits.message);
      }
    }
    return next();
  });
}
