import type { Database } from '@energy/db/client';
import { validateSessionToken } from '@energy/trpc/auth/sessions';
import type { AuthConfig, Context, EscrowConfig, Mailer } from '@energy/trpc/context';
import type { PaymentProvider } from '@energy/trpc/payments/provider';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';
import { readSessionToken, sessionCookieJar } from '../session/cookies';

export interface AppDeps {
  db: Database;
  mailer: Mailer;
  payments: PaymentProvider;
  auth: AuthConfig;
  escrow: EscrowConfig;
  secureCookies: boolean;
  trustProxy: boolean;
}

/** The caller's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's peer. */
export function clientAddress(c: HonoContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * One context for tRPC and REST alike: the session user from the cookie (sliding its expiry),
 * and a header sink the response copies from.
 */
export async function createRequestContext(c: HonoContext, deps: AppDeps, resHeaders: Headers): Promise<Context> {
  const cookies = sessionCookieJar(resHeaders, deps.secureCookies);
  const token = readSessionToken(c.req.header('cookie'));
  const validated = token ? await validateSessionToken(deps.db, token, deps.auth) : null;
  if (token && !validated) cookies.clear();
  if (token && validated?.renewed) cookies.set(token, validated.session.expiresAt);
  if (validated) c.set('userId', validated.user.id);
  return {
    db: deps.db,
    user: validated?.user ?? null,
    session: validated?.session ?? null,
    clientAddress: clientAddress(c, deps.trustProxy),
    cookies,
    setHeader: (name, value) => resHeaders.set(name, value),
    mailer: deps.mailer,
    payments: deps.payments,
    config: deps.auth,
    escrow: deps.escrow,
  };
}
