import { entry } from '../actions/entry';
import { platformAdmin } from '../actions/parties';
import { FX_RATE_SORTS, PRICE_QUOTE_SORTS } from '../list-sorts';
import { defineEntity } from './descriptor';

declare module '../actions/records' {
  interface RecordFacts {
    /** A price index (a benchmark such as Dated Brent): a platform record the admin keeps, read by every user. */
    priceIndex: { active: boolean };
    /** A daily reference FX rate: a platform record the admin keeps, read by every user. */
    fxRate: { base: string; quote: string };
  }
}

/**
 * A price index with its daily quotes (price_quotes): admins create, edit and post quotes (`pricing:manage`: its
 * verbs), every signed-in user reads them (`pricing:read`); a replaced quote is audited. Creating one acts on the
 * platform, as content's and feature flags' creation do; editing it and posting its quotes act on the index, so its
 * rows carry them in `allowedActions` (the Edit and Import buttons of /admin/price-indices). No party owns an index.
 */
export const priceIndex = defineEntity({
  label: 'Price index',
  auditType: 'price_index',
  table: 'priceIndices',
  sorts: PRICE_QUOTE_SORTS,
  verbs: {
    'priceIndex.create': entry({
      on: 'platform',
      permission: 'pricing:manage',
      party: platformAdmin,
      transition: { none: 'creates a price index' },
    }),
    'priceIndex.update': entry({
      on: 'priceIndex',
      permission: 'pricing:manage',
      party: platformAdmin,
      transition: { none: 'edits name, publisher, price unit and whether it is active' },
    }),
    'priceIndex.postQuotes': entry({
      on: 'priceIndex',
      permission: 'pricing:manage',
      party: platformAdmin,
      transition: { none: 'posts daily quotes; a day posted again replaces its value' },
    }),
  },
});

/** A daily reference FX rate (one unit of base in quote currency), posted by admins in bulk. */
export const fxRate = defineEntity({
  label: 'FX rate',
  auditType: 'fx_rate',
  table: 'fxRates',
  sorts: FX_RATE_SORTS,
  verbs: {
    'fxRate.post': entry({
      on: 'platform',
      permission: 'pricing:manage',
      party: platformAdmin,
      transition: { none: 'posts daily rates; a day posted again replaces its rate' },
    }),
  },
});
