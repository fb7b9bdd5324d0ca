import { z } from 'zod';
import { defineKindTests, ok, platformAdminVerb, type AllowedContext, type Target, type VerbRow } from '../kind-tests';

/** A day of its own per walk call (n), so the quotes posted never collide. */
const walkDay = (n: number) => new Date(Date.UTC(2001, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** A verb on an index: admin only, no party, active or not. */
const onIndex: VerbRow = {
  on: 'priceIndex',
  permission: 'pricing:manage',
  holders: ['admin'],
  own: () => ({}),
  states: { active: ok({ active: true }), inactive: ok({ active: false }) },
};

/** An index the admin creates, active or not, read in the list (the only read of an index). */
async function indexIn(active: boolean, { clients, json, key }: AllowedContext): Promise<Target> {
  const { id } = await json(
    await clients.admin.post('/api/price-indices', {
      code: `ROW-${key()}-${active ? 'A' : 'I'}-${Date.now()}`,
      name: 'Row index',
      publisher: 'internal',
      currency: 'USD',
      unit: 'bbl',
      active,
    }),
    z.object({ id: z.string() }),
    201,
  );
  return {
    id,
    read: async (c) => {
      const response = await c.get('/api/price-indices');
      if (!response.ok) return response;
      const row = ((await response.json()) as { id: string }[]).find((r) => r.id === id);
      return row
        ? new Response(JSON.stringify(row), { status: 200 })
        : new Response('{"error":"not found"}', { status: 404 });
    },
  };
}

/**
 * Price indices and their quotes: platform records every signed-in role reads (`pricing:read`) and only admins keep
 * (`pricing:manage`: creating one acts on the platform, editing it and posting its quotes on the index; no party),
 * so the walk's rows are lists, one index per world.
 */
export const kindTests = defineKindTests({
  kind: 'priceIndex',
  base: { active: true },
  verbs: {
    'priceIndex.create': platformAdminVerb('pricing:manage'),
    'priceIndex.update': onIndex,
    'priceIndex.postQuotes': onIndex,
  },
  calls: {
    'priceIndex.update': (c, t) => c.request('PATCH', `/api/price-indices/${t.id}`, { name: 'Row index renamed' }),
    'priceIndex.postQuotes': (c, t) =>
      c.post(`/api/price-indices/${t.id}/quotes`, { quotes: [{ date: '2001-02-01', value: '70.5' }] }),
  },
  states: {
    active: (context) => indexIn(true, context),
    inactive: (context) => indexIn(false, context),
  },
  // An index the demo admin creates, with one quote.
  world: async ({ server, orgs, json }) => {
    const { signIn } = await import('../procurement');
    const admin = await signIn(server, 'admin');
    const { id } = await json(
      await admin.post('/api/price-indices', {
        code: `WORLD-${orgs.buyer.slice(0, 8).toUpperCase()}`,
        name: 'Walk index',
        publisher: 'internal',
        currency: 'USD',
        unit: 'bbl',
      }),
      z.object({ id: z.string() }),
      201,
    );
    await json(
      await admin.post(`/api/price-indices/${id}/quotes`, { quotes: [{ date: '2001-01-01', value: '70.25' }] }),
      z.object({ inserted: z.literal(1) }),
    );
    return id;
  },
  walk: (index) => ({
    'pricing.indices': { kind: 'list', rest: 'GET /api/price-indices' },
    'pricing.createIndex': {
      kind: 'list',
      rest: 'POST /api/price-indices',
      input: (w, _t, n) => ({
        code: `WALK-${w.orgs.buyer.slice(0, 8).toUpperCase()}-${n}`,
        name: 'Walk index',
        publisher: 'internal',
        currency: 'USD',
        unit: 't',
      }),
    },
    'pricing.updateIndex': {
      kind: 'list',
      rest: 'PATCH /api/price-indices/:id',
      input: (w, _t, n) => ({ id: index(w), name: `Walk index ${n}` }),
    },
    'pricing.postQuotes': {
      kind: 'list',
      rest: 'POST /api/price-indices/:id/quotes',
      input: (w, _t, n) => ({ id: index(w), quotes: [{ date: walkDay(n), value: '71.5' }] }),
    },
    'pricing.quotes': {
      kind: 'list',
      rest: 'GET /api/price-indices/:id/quotes',
      input: (w) => ({ id: index(w) }),
    },
  }),
});
