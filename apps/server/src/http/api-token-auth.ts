import { API_TOKEN_MESSAGES } from '@energy/domain/api-tokens';
import { bearerToken, noteTokenUse, principalOfToken } from '@energy/trpc/auth/api-tokens';
import { hit, type RateLimit } from '@energy/trpc/auth/rate-limit';
import { localizeMessage } from '@energy/i18n/localize';
import { languageOfHeader } from '@energy/i18n/languages';
import type { Context, MiddlewareHandler } from 'hono';
import { noteUser } from './request-envelope';
import { clientAddress, type AppDeps } from './request-context';
import { refuse } from './refusal';
import { notePrincipal } from './token-principals';

/** Requests per minute one token may make, unless API_TOKEN_REQUESTS_PER_MINUTE says otherwise. */
export const DEFAULT_TOKEN_RATE_LIMIT: RateLimit = { max: 600, windowMs: 60_000 };

/** Whether the request carries a bearer credential: such a write needs no Origin (CSRF is a cookie's risk). */
export function carriesBearer(c: Context): boolean {
  return bearerToken(c.req.header('authorization')) !== undefined;
}

/**
 * `Authorization: Bearer <token>` on any API call: an unknown, revoked or expired token is 401 whatever else the
 * request carries (a cookie is then never read); a valid one is counted against its rate limit, fixed windows per
 * token shared by every instance, announced with the IETF draft's headers (`RateLimit-Policy: "token";q=600;w=60`,
 * `RateLimit: "token";r=599;t=60`), and 429 with Retry-After beyond it. The call then acts as the token's principal.
 */
export function apiTokenAuth(deps: AppDeps, limit: RateLimit = DEFAULT_TOKEN_RATE_LIMIT): MiddlewareHandler {
  const windowSeconds = Math.round(limit.windowMs / 1000);
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) return next();
    const language = languageOfHeader(c.req.header('accept-language'));
    const token = bearerToken(header);
    const principal = token ? await principalOfToken(deps.db, token, deps.auth) : null;
    if (!principal) {
      c.header('WWW-Authenticate', 'Bearer');
      return refuse(c, 401, localizeMessage(API_TOKEN_MESSAGES.invalid, language));
    }
    const counted = await hit(deps.db, `api-token:${principal.tokenId}`, limit);
    const headers = {
      'RateLimit-Policy': `"token";q=${limit.max};w=${windowSeconds}`,
      RateLimit: `"token";r=${Math.max(0, limit.max - counted.hits)};t=${counted.retryAfterSeconds}`,
    };
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (counted.exceeded) {
      c.header('Retry-After', String(counted.retryAfterSeconds));
      return refuse(c, 429, localizeMessage(API_TOKEN_MESSAGES.tooManyRequests, principal.user.preferences.language));
    }
    await noteTokenUse(deps.db, principal.tokenId, clientAddress(c, deps.trustProxy));
    notePrincipal(c, principal);
    noteUser(c, principal.user.id);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
