import type { TokenPrincipal } from '@energy/trpc/auth/api-tokens';
import type { Context } from 'hono';

/** The principal of each request that came with a valid API token (api-token-auth.ts), for its context. */
const principals = new WeakMap<Context, TokenPrincipal>();

export function notePrincipal(c: Context, principal: TokenPrincipal): void {
  principals.set(c, principal);
}

export function tokenPrincipalOf(c: Context): TokenPrincipal | undefined {
  return principals.get(c);
}
