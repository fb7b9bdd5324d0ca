import { defineKindTests, platformAdminVerb } from '../kind-tests';

/** A day of its own per walk call (n). */
const walkDay = (n: number) => new Date(Date.UTC(2002, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * FX rates: platform records every signed-in role reads (`pricing:read`) and only admins post (`pricing:manage`);
 * its verb acts on the platform with no party, so the walk's rows are lists and the worlds need no record of their own.
 */
export const kindTests = defineKindTests({
  kind: 'fxRate',
  base: { base: 'USD', quote: 'NGN' },
  verbs: {
    'fxRate.post': platformAdminVerb('pricing:manage'),
  },
  calls: {},
  states: {},
  world: () => Promise.resolve(null),
  walk: () => ({
    'pricing.fxRates': { kind: 'list', rest: 'GET /api/fx-rates', input: () => ({ base: 'USD' }) },
    'pricing.postFxRates': {
      kind: 'list',
      rest: 'POST /api/fx-rates',
      input: (_w, _t, n) => ({ rates: [{ base: 'USD', quote: 'EUR', date: walkDay(n), rate: '0.921234' }] }),
    },
  }),
});
