import { ROLES } from '@energy/domain/roles';
import { z } from 'zod';
import { A, B, defineKindTests, no, ok, type AllowedContext, type Target, type VerbRow } from '../kind-tests';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const ZId = z.object({ id: z.string() });

/** Every role holds `apiToken:manage`; the token is its organization's. */
const onToken = (states: VerbRow['states']): VerbRow => ({
  on: 'apiToken',
  permission: 'apiToken:manage',
  holders: [...ROLES],
  own: () => ({ organizationId: A }),
  states,
});

/** A token of the demo buyer's organization, revoked or not, read in its list (the only read of a token). */
async function tokenIn(revoked: boolean, { parties, json, key }: AllowedContext): Promise<Target> {
  const { id } = await json(
    await parties.buyer.post('/api/tokens', { name: `Row token ${key()}`, role: 'buyer', expiresAt: inDays(30) }),
    ZId,
    201,
  );
  if (revoked) await parties.buyer.request('DELETE', `/api/tokens/${id}`);
  return {
    id,
    read: async (c) => {
      const response = await c.get('/api/tokens');
      if (!response.ok) return response;
      const row = ((await response.json()) as { id: string }[]).find((r) => r.id === id);
      return row
        ? new Response(JSON.stringify(row), { status: 200 })
        : new Response('{"error":"not found"}', { status: 404 });
    },
  };
}

/**
 * API tokens: any member creates its organization's (with a role no stronger than its own) and revokes them; an
 * administrator sees and revokes every organization's. A token of another organization is not seen (404).
 */
export const kindTests = defineKindTests({
  kind: 'apiToken',
  base: { organizationId: B, revoked: false },
  verbs: {
    'apiToken.create': {
      on: 'organization',
      permission: 'apiToken:manage',
      holders: [...ROLES],
      own: () => ({ organizationId: A }),
      states: { any: ok({}) },
    },
    'apiToken.revoke': onToken({ active: ok({ revoked: false }), revoked: no({ revoked: true }, 'revoked') }),
  },
  calls: { 'apiToken.revoke': (c, t) => c.request('DELETE', `/api/tokens/${t.id}`) },
  states: {
    active: (context) => tokenIn(false, context),
    revoked: (context) => tokenIn(true, context),
  },
  // A token of the world's buyer organization, made by its buyer.
  world: async ({ parties, json }) =>
    (
      await json(
        await parties.buyer.post('/api/tokens', { name: 'World token', role: 'buyer', expiresAt: inDays(30) }),
        ZId,
        201,
      )
    ).id,
  walk: (token) => ({
    'apiToken.list': { kind: 'list', rest: 'GET /api/tokens', hides: (w) => [token(w)] },
    'apiToken.create': {
      kind: 'open',
      rest: 'POST /api/tokens',
      input: (_w, _t, n, role) => ({ name: `Walk token ${n}`, role: role ?? 'buyer', expiresAt: inDays(30) }),
    },
    'apiToken.revoke': {
      kind: 'record',
      rest: 'DELETE /api/tokens/:id',
      input: (w) => ({ id: token(w) }),
      party: ['buyer', 'finance', 'admin'],
      notParty: { supplier: 404, logistics: 404 },
    },
  }),
});
