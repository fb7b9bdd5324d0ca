import { randomBytes } from 'node:crypto';
import type { Executor } from '@energy/db/client';
import { apiTokens } from '@energy/db/schema/api-tokens';
import { userPreferences } from '@energy/db/schema/notifications';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import { API_TOKEN_PREFIX, tokenRolesFor } from '@energy/domain/api-tokens';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuthConfig } from '../context';
import { SESSION_USER_COLUMNS, sessionUserOf } from './sessions';
import { hashToken } from './tokens';
import { withTwoFactorRule } from './two-factor';

/** A new token: the prefix and 32 random bytes in base64url (43 characters). Only its hash is stored (hashToken). */
export function generateApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when the header is no bearer credential. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Who a valid token acts as: its id, and its creator's account with the token's role. */
export interface TokenPrincipal {
  tokenId: string;
  user: TSessionUser;
}

/**
 * The principal of a token, or null when it is unknown, revoked or expired, or when it could no longer be created:
 * its creator deactivated, moved to another organization, or now in a role weaker than the token's. The token acts
 * in its organization with its own role; its audit rows name its creator as the actor and carry the token's id.
 */
export async function principalOfToken(
  db: Executor,
  token: string,
  config: AuthConfig,
  now = new Date(),
): Promise<TokenPrincipal | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({
      id: apiTokens.id,
      role: apiTokens.role,
      organizationId: apiTokens.organizationId,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      deactivatedAt: users.deactivatedAt,
      user: SESSION_USER_COLUMNS,
      organizationName: organizations.name,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(apiTokens.tokenHash, hashToken(token)));
  if (!row || row.revokedAt || now >= row.expiresAt || row.deactivatedAt) return null;
  if (row.user.organizationId !== row.organizationId) return null;
  if (!tokenRolesFor(row.user.role).some((role) => role === row.role)) return null;
  const creator = withTwoFactorRule(sessionUserOf(row.user, row.organizationName), config);
  return { tokenId: row.id, user: { ...creator, role: row.role } };
}

/** How often a token's last use is written: at most once a minute, unless it comes from another address. */
const LAST_USE_RESOLUTION_MS = 60_000;

/** Notes a token's use (time and address) for its list, without a write on every call. */
export async function noteTokenUse(db: Executor, tokenId: string, address: string, now = new Date()): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now, lastUsedAddress: address })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USE_RESOLUTION_MS)),
          sql`${apiTokens.lastUsedAddress} is distinct from ${address}`,
        ),
      ),
    );
}

/**
 * The calls a token cannot make (403): the sign-in family (signing in and out, passwords, sessions, the second
 * factor) and token management itself, so a token can neither mint another nor outlive its revocation.
 */
const CLOSED_TO_TOKENS = new Set(['auth', 'twoFactor', 'apiToken']);

export function closedToTokens(path: string): boolean {
  return CLOSED_TO_TOKENS.has(path.split('.')[0] ?? '');
}
