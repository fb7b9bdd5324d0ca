import { FX_RATE_SORTS, PRICE_QUOTE_SORTS } from '../schemas/pricing';
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
 * A price index with its daily quotes (price_quotes): admins create, edit and post quotes (`pricing:manage`), every
 * signed-in user reads them (`pricing:read`). No verbs of its own: its calls are grants, as the platform's other
 * admin records (content, feature flags) are; a replaced quote is audited.
 */
export const priceIndex = defineEntity({
  label: 'Price index',
  auditType: 'price_index',
  table: 'priceIndices',
  sorts: PRICE_QUOTE_SORTS,
});

/** A daily reference FX rate (one unit of base in quote currency), posted by admins in bulk. */
export const fxRate = defineEntity({
  label: 'FX rate',
  auditType: 'fx_rate',
  table: 'fxRates',
  sorts: FX_RATE_SORTS,
});
