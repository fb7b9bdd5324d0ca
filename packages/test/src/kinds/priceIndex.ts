import { z } from 'zod';
import { defineKindTests, platformAdminVerb } from '../kind-tests';

/** A day of its own per walk call (n), so the quotes posted never collide. */
const walkDay = (n: number) => new Date(Date.UTC(2001, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Price indices and their quotes: platform records every signed-in role reads (`pricing:read`) and only admins keep
 * (`pricing:manage`: verbs on the platform, no party), so the walk's rows are lists, one index per world.
 */
export const kindTests = defineKindTests({
  kind: 'priceIndex',
  base: { active: true },
  verbs: {
    'priceIndex.create': platformAdminVerb('pricing:manage'),
    'priceIndex.update': platformAdminVerb('pricing:manage'),
    'priceIndex.postQuotes': platformAdminVerb('pricing:manage'),
  },
  calls: {},
  states: {},
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
