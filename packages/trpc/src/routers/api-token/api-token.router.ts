import type { Executor } from '@energy/db/client';
import { apiTokens } from '@energy/db/schema/api-tokens';
import { users } from '@energy/db/schema/users';
import { API_TOKEN_MESSAGES, API_TOKEN_SHOWN_CHARS, latestTokenExpiry, tokenRolesFor } from '@energy/domain/api-tokens';
import { DomainError } from '@energy/domain/errors';
import {
  ZApiToken,
  ZApiTokenCreated,
  ZApiTokenCreateInput,
  ZApiTokenIdInput,
  ZApiTokenList,
  type ApiTokenStatus,
  type TApiToken,
  type TApiTokenCreated,
} from '@energy/domain/schemas/api-token';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../audit';
import { generateApiToken } from '../../auth/api-tokens';
import { hashToken } from '../../auth/tokens';
import { allowedFor, requireAllowed } from '../../authorize';
import { badRequest, notFound } from '../../errors';
import { actionProcedure, grantProcedure } from '../../permission';
import { requireOrg, type CallerScope, scopeOf } from '../../scope';
import { router } from '../../trpc';

const TOKEN = 'API token';

/** The tokens a caller may see: its organization's (a platform administrator: every token). */
function visibleTo(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  return eq(apiTokens.organizationId, requireOrg(scope));
}

function statusOf(token: { revokedAt: Date | null; expiresAt: Date }, now: Date): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  return now >= token.expiresAt ? 'expired' : 'active';
}

async function tokensOf(db: Executor, scope: CallerScope, where?: SQL, now = new Date()): Promise<TApiToken[]> {
  const rows = await db
    .select({
      id: apiTokens.id,
      organizationId: apiTokens.organizationId,
      name: apiTokens.name,
      role: apiTokens.role,
      prefix: apiTokens.prefix,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      lastUsedAddress: apiTokens.lastUsedAddress,
      creatorId: users.id,
      creatorFirst: users.firstName,
      creatorLast: users.lastName,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(visibleTo(scope), where))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(({ organizationId, creatorId, creatorFirst, creatorLast, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    status: statusOf(row, now),
    createdBy: { id: creatorId, name: `${creatorFirst} ${creatorLast}`.trim() },
    allowedActions: allowedFor(scope, 'apiToken', { organizationId, revoked: row.revokedAt !== null }, now),
  }));
}

async function tokenOf(db: Executor, scope: CallerScope, id: string): Promise<TApiToken> {
  const [token] = await tokensOf(db, scope, eq(apiTokens.id, id));
  if (!token) throw notFound(TOKEN);
  return token;
}

/** POST /api/tokens: a token of the caller's organization, with a role no stronger than the caller's, shown once. */
async function createToken(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZApiTokenCreateInput>,
  now = new Date(),
): Promise<TApiTokenCreated> {
  // An administrator's token is a platform token: of the administrator's organization, if any.
  const organizationId = scope.isAdmin ? scope.orgId : requireOrg(scope);
  requireAllowed(scope, 'apiToken.create', { organizationId: organizationId ?? '' });
  if (!tokenRolesFor(scope.role).includes(input.role)) {
    throw new DomainError('forbidden', API_TOKEN_MESSAGES.roleTooStrong, [
      { path: 'role', message: API_TOKEN_MESSAGES.roleTooStrong },
    ]);
  }
  if (input.expiresAt <= now) throw badRequest('expiresAt', API_TOKEN_MESSAGES.expiryPast);
  if (input.expiresAt > latestTokenExpiry(now)) throw badRequest('expiresAt', API_TOKEN_MESSAGES.expiryTooFar);
  const token = generateApiToken();
  const [created] = await db
    .insert(apiTokens)
    .values({
      organizationId,
      createdBy: scope.userId,
      name: input.name,
      role: input.role,
      tokenHash: hashToken(token),
      prefix: token.slice(0, API_TOKEN_SHOWN_CHARS),
      createdAt: now,
      expiresAt: input.expiresAt,
    })
    .returning({ id: apiTokens.id });
  if (!created) throw new DomainError('conflict', API_TOKEN_MESSAGES.notCreated);
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId,
    action: 'api_token.created',
    entityType: 'api_token',
    entityId: created.id,
    details: { name: input.name, role: input.role, expiresAt: input.expiresAt.toISOString() },
  });
  return { ...(await tokenOf(db, scope, created.id)), token };
}

/** DELETE /api/tokens/{id}: the token stops working at once; its row stays, revoked, in the list. */
async function revokeToken(db: Executor, scope: CallerScope, id: string, now = new Date()): Promise<TApiToken> {
  const [token] = await db
    .select({ organizationId: apiTokens.organizationId, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), visibleTo(scope)))
    .for('update');
  requireAllowed(
    scope,
    'apiToken.revoke',
    token ? { organizationId: token.organizationId, revoked: token.revokedAt !== null } : null,
  );
  await db
    .update(apiTokens)
    .set({ revokedAt: now, revokedBy: scope.userId })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)));
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId: token?.organizationId ?? null,
    action: 'api_token.revoked',
    entityType: 'api_token',
    entityId: id,
  });
  return tokenOf(db, scope, id);
}

/** API tokens (Settings > API tokens): a session's calls only; a token cannot manage tokens (auth/api-tokens.ts). */
export const apiTokenRouter = router({
  list: grantProcedure('apiToken:manage')
    .meta({
      rest: {
        method: 'get',
        path: '/api/tokens',
        summary:
          "The organization's API tokens, newest first, with status, expiry and last use (time and address); never the token itself",
      },
    })
    .input(z.void())
    .output(ZApiTokenList)
    .query(({ ctx }) => tokensOf(ctx.db, scopeOf(ctx.user))),
  create: actionProcedure('apiToken.create')
    .meta({
      rest: {
        method: 'post',
        path: '/api/tokens',
        status: 201,
        summary:
          "Create an API token (name, role no stronger than the caller's, expiry at most a year ahead); the answer's `token` is shown this once",
      },
    })
    .input(ZApiTokenCreateInput)
    .output(ZApiTokenCreated)
    .mutation(({ ctx, input }) => createToken(ctx.db, scopeOf(ctx.user), input)),
  revoke: actionProcedure('apiToken.revoke')
    .meta({
      rest: { method: 'delete', path: '/api/tokens/{id}', summary: 'Revoke an API token: it stops working at once' },
    })
    .input(ZApiTokenIdInput)
    .output(ZApiToken)
    .mutation(({ ctx, input }) => revokeToken(ctx.db, scopeOf(ctx.user), input.id)),
});
