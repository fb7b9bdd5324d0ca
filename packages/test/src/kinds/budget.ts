import { z } from 'zod';
import { A, B, defineKindTests, ok } from '../kind-tests';

/** Budgets: the buyer organization's buyers and finance set and change their own; admin reads. */
export const kindTests = defineKindTests({
  kind: 'budget',
  base: { organizationId: B },
  verbs: {
    'budget.create': {
      on: 'organization',
      permission: 'budget:manage',
      holders: ['buyer', 'finance'],
      own: () => ({ organizationId: A }),
      states: { any: ok({}) },
    },
    'budget.update': {
      on: 'budget',
      permission: 'budget:manage',
      holders: ['buyer', 'finance'],
      own: () => ({ organizationId: A }),
      states: { any: ok({}) },
    },
  },
  calls: { 'budget.update': (c, t) => c.request('PATCH', `/api/budgets/${t.id}`, { amount: 4_242_00 }) },
  states: {
    // A budget the buyer organization's finance set, read in the budget list.
    set: async ({ parties, json, key }) => {
      const { id } = await json(
        await parties.finance.post('/api/budgets', { period: `${2100 + key()}-01`, amount: 1_000_00 }),
        z.object({ id: z.string() }),
        201,
      );
      return {
        id,
        read: async (c) => {
          const response = await c.get('/api/budgets');
          if (!response.ok) return response;
          const row = ((await response.json()) as { id: string }[]).find((r) => r.id === id);
          return row
            ? new Response(JSON.stringify(row), { status: 200 })
            : new Response('{"error":"not found"}', { status: 404 });
        },
      };
    },
  },
  // A budget of the buyer's organization, set by its finance officer.
  world: async ({ parties, json }) =>
    (
      await json(
        await parties.finance.post('/api/budgets', { period: '2099-Q4', amount: 1_000_00 }),
        z.object({ id: z.string() }),
        201,
      )
    ).id,
  // Each create names a period of its own.
  walk: (budget) => ({
    'budget.list': { kind: 'list', rest: 'GET /api/budgets', hides: (w) => [budget(w)] },
    'budget.create': {
      kind: 'open',
      rest: 'POST /api/budgets',
      input: (_w, _t, n) => ({ period: `${3000 + n}-Q2`, amount: 5_000_00 }),
    },
    'budget.update': {
      kind: 'record',
      rest: 'PATCH /api/budgets/:id',
      input: (w) => ({ id: budget(w), amount: 2_000_00 }),
    },
  }),
});
