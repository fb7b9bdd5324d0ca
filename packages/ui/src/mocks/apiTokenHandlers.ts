import type { TApiToken, TApiTokenCreated } from '@energy/domain/schemas/api-token';
import type { RequestHandler } from 'msw';
import { sessionUsers } from './fixtures/auth';
import { serverError, trpcMsw } from './handlers';

const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const buyer = sessionUsers.buyer;

/** The buyer organization's tokens: one in use, one never used, one revoked, one expired. */
export const apiTokenList: TApiToken[] = [
  {
    id: 'a7000000-0000-4000-8000-000000000001',
    name: 'ERP sync',
    role: 'buyer',
    prefix: 'ehub_Q2x9Lm',
    status: 'active',
    createdAt: '2026-09-01T08:00:00.000Z',
    expiresAt: '2027-09-01T08:00:00.000Z',
    revokedAt: null,
    lastUsedAt: '2026-11-27T16:42:00.000Z',
    lastUsedAddress: '203.0.113.24',
    createdBy: { id: buyer.id, name: `${buyer.firstName} ${buyer.lastName}` },
    allowedActions: ['apiToken.revoke'],
  },
  {
    id: 'a7000000-0000-4000-8000-000000000002',
    name: 'Reporting export',
    role: 'buyer',
    prefix: 'ehub_r8TkWp',
    status: 'active',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2027-02-20T10:00:00.000Z',
    revokedAt: null,
    lastUsedAt: null,
    lastUsedAddress: null,
    createdBy: { id: buyer.id, name: `${buyer.firstName} ${buyer.lastName}` },
    allowedActions: ['apiToken.revoke'],
  },
  {
    id: 'a7000000-0000-4000-8000-000000000003',
    name: 'Old integration',
    role: 'buyer',
    prefix: 'ehub_Zz01Ab',
    status: 'revoked',
    createdAt: '2026-03-01T08:00:00.000Z',
    expiresAt: '2027-03-01T08:00:00.000Z',
    revokedAt: '2026-10-02T09:15:00.000Z',
    lastUsedAt: '2026-10-01T22:00:00.000Z',
    lastUsedAddress: '198.51.100.7',
    createdBy: { id: buyer.id, name: `${buyer.firstName} ${buyer.lastName}` },
    allowedActions: [],
  },
];

/** The one answer that carries a token: a new one. */
export const createdToken = (input: { name: string; role: string; expiresAt: string }): TApiTokenCreated => ({
  ...(apiTokenList[1] as TApiToken),
  id: 'a7000000-0000-4000-8000-000000000009',
  name: input.name,
  role: input.role,
  expiresAt: new Date(input.expiresAt).toISOString(),
  createdAt: '2026-11-28T04:00:00.000Z',
  prefix: 'ehub_N3wT0k',
  token: 'ehub_N3wT0kEnVa1ueF0rTheSt0ryOnlyXXXXXXXXXXXXXX',
});

/** Settings > API tokens. */
export const apiTokenHandlers = {
  list: (list: TApiToken[] = apiTokenList) => trpcMsw.apiToken.list.query(() => list),
  listLoading: () => trpcMsw.apiToken.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.apiToken.list.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', 'Internal server error');
    }),
  createSucceeds: (sent?: unknown[]) =>
    trpcMsw.apiToken.create.mutation(({ input }) => {
      sent?.push(input);
      return createdToken({ name: input.name, role: input.role, expiresAt: String(input.expiresAt) });
    }),
  createFails: (message: string, details?: { path: string; message: string }[]) =>
    trpcMsw.apiToken.create.mutation(() => {
      throw serverError('FORBIDDEN', message, details);
    }),
  revokeSucceeds: (sent?: unknown[]) =>
    trpcMsw.apiToken.revoke.mutation(({ input }) => {
      sent?.push(input);
      const base = apiTokenList.find((token) => token.id === input.id) ?? (apiTokenList[0] as TApiToken);
      return { ...base, status: 'revoked', revokedAt: '2026-11-28T04:05:00.000Z', allowedActions: [] };
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
