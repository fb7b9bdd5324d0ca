import { CURRENCIES } from '@energy/domain/money';
import { PRICE_MEASURES } from '@energy/domain/schemas/pricing';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';

/**
 * Price indices (benchmarks such as Dated Brent, quoted by a publisher), their daily quotes, and the daily reference
 * FX rates. Values and rates are exact decimals (numeric(18,6), read as strings), never floats. An index's price unit
 * is its currency per its measure ("USD/bbl"), kept as two typed columns.
 */
export const priceIndices = pgTable(
  'price_indices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Free text: "Platts", "Argus", "NMDPRA", "internal". */
    publisher: text('publisher').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    unit: text('unit', { enum: PRICE_MEASURES }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_indices_code_key').on(t.code),
    statusCheck('price_indices_currency_check', t.currency, CURRENCIES),
    statusCheck('price_indices_unit_check', t.unit, PRICE_MEASURES),
  ],
);

/** One quote per index and day; posting the day again replaces its value. */
export const priceQuotes = pgTable(
  'price_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    indexId: uuid('index_id')
      .notNull()
      .references(() => priceIndices.id),
    date: date('date', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 18, scale: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_quotes_index_date_key').on(t.indexId, t.date),
    // The quotes list's keyset: (date, id) within one index.
    index('price_quotes_index_date_id_idx').on(t.indexId, t.date, t.id),
  ],
);

/** One unit of `base` costs `rate` units of `quote` on `date`; one rate per pair and day. */
export const fxRates = pgTable(
  'fx_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    base: text('base', { enum: CURRENCIES }).notNull(),
    quote: text('quote', { enum: CURRENCIES }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fx_rates_pair_date_key').on(t.base, t.quote, t.date),
    index('fx_rates_date_idx').on(t.date, t.id),
    statusCheck('fx_rates_base_check', t.base, CURRENCIES),
    statusCheck('fx_rates_quote_check', t.quote, CURRENCIES),
    check('fx_rates_pair_check', sql`${t.base} <> ${t.quote}`),
    check('fx_rates_rate_check', sql`${t.rate} > 0`),
  ],
);
