import { languageOfHeader } from '@energy/i18n/languages';
import type { Database } from '@energy/db/client';
import { validateSessionToken } from '@energy/trpc/auth/sessions';
import type { AuthConfig, Context, EscrowConfig, Mailer } from '@energy/trpc/context';
import type { EventFeed } from '@energy/trpc/events/feed';
import type { PaymentProvider } from '@energy/trpc/payments/provider';
import type { RateLimit } from '@energy/trpc/auth/rate-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';
import { readSessionToken, secondStepCookie, sessionCookieJar } from '../session/cookies';
import { noteUser, requestIdOf } from './request-envelope';
import { tokenPrincipalOf } from './token-principals';
import type { TokenPrincipal } from '@energy/trpc/auth/api-tokens';
import { IDEMPOTENCY_HEADER } from '@energy/domain/idempotency';
import type { InstanceFigures } from '@energy/trpc/instance-figures';

export interface AppDeps {
  db: Database;
  mailer: Mailer;
  payments: PaymentProvider;
  auth: AuthConfig;
  escrow: EscrowConfig;
  /** This instance's event dispatcher (apps/server/src/events/dispatcher.ts). */
  events: EventFeed;
  secureCookies: boolean;
  /** Proxies in front of the server (a number of hops; `true` is one, `false` none). */
  trustProxy: number | boolean;
  /** Requests one API token may make per window (API_TOKEN_REQUESTS_PER_MINUTE); default 600 a minute. */
  apiTokenRateLimit?: RateLimit;
  /** This process's own figures (pool, requests answered) for System Health; set by createApp from its metrics. */
  instance?: InstanceFigures;
}

/**
 * The caller's address. Behind `hops` trusted proxies, each appends the address it saw to X-Forwarded-For,
 * so the entry `hops` from the right is the one our outermost proxy saw; entries further left are
 * whatever the client sent and cannot be trusted. Without trusted proxies: the socket's peer.
 */
export function clientAddress(c: HonoContext, trustProxy: number | boolean): string {
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request skipped an outer proxy; the leftmost is the best there is.
    const forwarded = entries[Math.max(0, entries.length - hops)];
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
  const principal = tokenPrincipalOf(c);
  if (principal) return tokenContext(c, deps, resHeaders, principal);
  const token = readSessionToken(c.req.header('cookie'), deps.secureCookies);
  const validated = token ? await validateSessionToken(deps.db, token, deps.auth) : null;
  if (token && !validated) cookies.clear();
  if (token && validated?.renewed) cookies.set(token, validated.session.expiresAt);
  if (validated) noteUser(c, validated.user.id);
  return {
    db: deps.db,
    user: validated?.user ?? null,
    session: validated?.session ?? null,
    clientAddress: clientAddress(c, deps.trustProxy),
    requestId: requestIdOf(c),
    idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
    cookies,
    secondStep: secondStepCookie(resHeaders, deps.secureCookies, c.req.header('cookie')),
    setHeader: (name, value) => resHeaders.set(name, value),
    mailer: deps.mailer,
    payments: deps.payments,
    config: deps.auth,
    escrow: deps.escrow,
    events: deps.events,
    instance: deps.instance,
    language: validated?.user.preferences.language ?? languageOfHeader(c.req.header('accept-language')),
  };
}

/**
 * The context of a call made with an API token (http/api-token-auth.ts): the token's principal, no session, and no
 * cookie read or written (a cookie the request also carries is ignored).
 */
function tokenContext(c: HonoContext, deps: AppDeps, resHeaders: Headers, principal: TokenPrincipal): Context {
  const noCookies = { set: () => {}, clear: () => {} };
  return {
    db: deps.db,
    user: principal.user,
    session: null,
    apiToken: { id: principal.tokenId },
    clientAddress: clientAddress(c, deps.trustProxy),
    requestId: requestIdOf(c),
    idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
    cookies: noCookies,
    setHeader: (name, value) => resHeaders.set(name, value),
    mailer: deps.mailer,
    payments: deps.payments,
    config: deps.auth,
    escrow: deps.escrow,
    events: deps.events,
    instance: deps.instance,
    language: principal.user.preferences.language,
  };
}
