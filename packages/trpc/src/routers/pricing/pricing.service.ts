import type { Executor } from '@energy/db/client';
import { auditLog } from '@energy/db/schema/audit';
import { fxRates, priceIndices, priceQuotes } from '@energy/db/schema/pricing';
import { DomainError } from '@energy/domain/errors';
import type { TPage } from '@energy/domain/schemas/paging';
import {
  PRICING_MESSAGES,
  priceUnitOf,
  type FX_RATE_SORTS,
  type PRICE_QUOTE_SORTS,
  type TFxRate,
  type TPosted,
  type TPriceIndex,
  type TPriceQuote,
  type ZFxRateListInput,
  type ZFxRatesInput,
  type ZPriceIndexInput,
  type ZPriceIndexUpdateInput,
  type ZQuoteListInput,
  type ZQuotesInput,
} from '@energy/domain/schemas/pricing';
import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { allowedFor, requireAllowed } from '../../authorize';
import { violatedUniqueConstraint } from '../../db-errors';
import { badRequest, conflict, notFound } from '../../errors';
import { iso } from '../../iso-date';
import { MATCH, rememberKeys, runPage, type Keyset, type ListSpec } from '../../paging';
import { requestAddress } from '../../request-address';
import type { CallerScope } from '../../scope';
import { repriceAfterPosting } from './reprice';

const PRICE_INDEX = 'Price index';

/**
 * The value and day of an index's latest quote, read through (index_id, date). The outer index is named in full:
 * drizzle leaves a single table's columns unqualified, which inside the subquery would name the quote's own.
 */
const latestQuote = (column: 'value' | 'date') =>
  sql<
    string | null
  >`(select q.${sql.raw(column)}::text from ${priceQuotes} q where q.index_id = "price_indices"."id" order by q.date desc limit 1)`;

/** An index as stored, with its latest quote: a row without the caller's verbs. */
export type IndexRecord = Omit<TPriceIndex, 'allowedActions'>;

/** The indices as their caller's rows show them: each with the verbs the caller may do on it (edit, post quotes). */
export async function indexRows(db: Executor, scope: CallerScope, filter?: SQL): Promise<TPriceIndex[]> {
  const indices = await listIndices(db, filter);
  return indices.map((index) => ({
    ...index,
    allowedActions: allowedFor(scope, 'priceIndex', { active: index.active }),
  }));
}

/** The indices, by code, each with its latest quote. */
export async function listIndices(db: Executor, filter?: SQL): Promise<IndexRecord[]> {
  const rows = await db
    .select({ index: priceIndices, latestValue: latestQuote('value'), latestDate: latestQuote('date') })
    .from(priceIndices)
    .where(filter)
    .orderBy(asc(priceIndices.code));
  return rows.map(({ index: i, latestValue, latestDate }) => ({
    id: i.id,
    code: i.code,
    name: i.name,
    publisher: i.publisher,
    currency: i.currency,
    unit: i.unit,
    // The table's checks keep currency and unit among the domain's; an index is created only with a price unit.
    priceUnit: priceUnitOf(i.currency, i.unit) ?? 'USD/bbl',
    active: i.active,
    latestValue,
    latestDate,
    createdAt: iso(i.createdAt),
    updatedAt: iso(i.updatedAt),
  }));
}

async function getIndex(db: Executor, id: string): Promise<IndexRecord> {
  const [index] = await listIndices(db, eq(priceIndices.id, id));
  if (!index) throw notFound(PRICE_INDEX);
  return index;
}

/** One index as its caller's row shows it. */
async function indexRow(db: Executor, scope: CallerScope, id: string): Promise<TPriceIndex> {
  const [index] = await indexRows(db, scope, eq(priceIndices.id, id));
  if (!index) throw notFound(PRICE_INDEX);
  return index;
}

export async function createIndex(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZPriceIndexInput>,
): Promise<TPriceIndex> {
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(priceIndices).values(input).returning({ id: priceIndices.id });
      if (!row) throw conflict('The price index was not created');
      await recordAudit(tx, {
        actorUserId: scope.userId,
        action: 'price_index.created',
        entityType: 'price_index',
        entityId: row.id,
        details: { ...input },
      });
      return row.id;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'price_indices_code_key')
      throw conflict(PRICING_MESSAGES.duplicateCode, 'code');
    throw error;
  }
  return indexRow(db, scope, id);
}

export async function updateIndex(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZPriceIndexUpdateInput>,
): Promise<TPriceIndex> {
  const { id, ...changes } = input;
  const current = await getIndex(db, id);
  requireAllowed(scope, 'priceIndex.update', { active: current.active });
  if (Object.values(changes).every((value) => value === undefined))
    throw new DomainError('bad_request', PRICING_MESSAGES.nothingToChange);
  const currency = changes.currency ?? current.currency;
  const unit = changes.unit ?? current.unit;
  if (priceUnitOf(currency, unit) === null) throw badRequest('unit', PRICING_MESSAGES.unitMismatch);
  await db.transaction(async (tx) => {
    await tx
      .update(priceIndices)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(priceIndices.id, id));
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'price_index.updated',
      entityType: 'price_index',
      entityId: id,
      details: { changes },
    });
  });
  return indexRow(db, scope, id);
}

/**
 * POST /api/price-indices/{id}/quotes: every row or none (the schema names a bad row, quotes.N.field, before
 * anything is written). A day the index already has is replaced, with an audit row per replaced day saying its
 * former value.
 */
export async function postQuotes(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZQuotesInput>,
): Promise<TPosted> {
  await getIndex(db, input.id);
  const dates = input.quotes.map((q) => q.date);
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ date: priceQuotes.date, value: priceQuotes.value })
      .from(priceQuotes)
      .where(and(eq(priceQuotes.indexId, input.id), inArray(priceQuotes.date, dates)))
      .for('update');
    const formerly = new Map(before.map((row) => [row.date, row.value]));
    await tx
      .insert(priceQuotes)
      .values(input.quotes.map((q) => ({ indexId: input.id, date: q.date, value: q.value })))
      .onConflictDoUpdate({
        target: [priceQuotes.indexId, priceQuotes.date],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
    const replaced = input.quotes.filter((q) => formerly.has(q.date));
    await auditReplaced(
      tx,
      scope,
      replaced.map((q) => ({
        action: 'price_quote.replaced',
        entityType: 'price_index',
        entityId: input.id,
        details: { date: q.date, from: formerly.get(q.date), value: q.value },
      })),
    );
    await repriceAfterPosting(tx, { indexIds: [input.id] });
    return { inserted: input.quotes.length - replaced.length, replaced: replaced.length };
  });
}

/** One audit row per replaced day (its value before, its value now), by the caller, from the request's address. */
async function auditReplaced(
  tx: Executor,
  scope: CallerScope,
  rows: { action: string; entityType: string; entityId: string; details: Record<string, unknown> }[],
): Promise<void> {
  if (rows.length === 0) return;
  const clientAddress = requestAddress();
  await tx.insert(auditLog).values(rows.map((row) => ({ ...row, actorUserId: scope.userId, clientAddress })));
}

const QUOTE_LIST: ListSpec<(typeof PRICE_QUOTE_SORTS)[number]> = {
  name: 'price-quote',
  id: priceQuotes.id,
  sorts: { date: { column: priceQuotes.date, kind: 'date' } },
  search: [],
};

/** GET /api/price-indices/{id}/quotes: one index's quotes between `from` and `to` (both included), paged. */
export async function pageQuotes(db: Executor, input: z.output<typeof ZQuoteListInput>): Promise<TPage<TPriceQuote>> {
  await getIndex(db, input.id);
  const where = and(
    eq(priceQuotes.indexId, input.id),
    input.from ? gte(priceQuotes.date, input.from) : undefined,
    input.to ? lte(priceQuotes.date, input.to) : undefined,
  );
  const rows = async (page: Keyset): Promise<TPriceQuote[]> => {
    const found = await db
      .select({
        id: priceQuotes.id,
        date: priceQuotes.date,
        value: priceQuotes.value,
        updatedAt: priceQuotes.updatedAt,
        pageKey: page.key,
      })
      .from(priceQuotes)
      .where(and(where, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit);
    return rememberKeys(
      found.map((r) => ({ id: r.id, date: r.date, value: r.value, updatedAt: iso(r.updatedAt) })),
      found.map((r) => r.pageKey),
    );
  };
  return runPage(db, QUOTE_LIST, input, rows, (search) =>
    db.select(MATCH).from(priceQuotes).where(and(where, search)).$dynamic(),
  );
}

/** POST /api/fx-rates: every row or none; a pair's day posted again is replaced, with an audit row. */
export async function postFxRates(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZFxRatesInput>,
): Promise<TPosted> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: fxRates.id, base: fxRates.base, quote: fxRates.quote, date: fxRates.date, rate: fxRates.rate })
      .from(fxRates)
      .where(
        or(
          ...input.rates.map((r) =>
            and(eq(fxRates.base, r.base), eq(fxRates.quote, r.quote), eq(fxRates.date, r.date)),
          ),
        ),
      )
      .for('update');
    const keyOf = (r: { base: string; quote: string; date: string }) => `${r.base}/${r.quote}/${r.date}`;
    const formerly = new Map(before.map((row) => [keyOf(row), row]));
    await tx
      .insert(fxRates)
      .values(input.rates)
      .onConflictDoUpdate({
        target: [fxRates.base, fxRates.quote, fxRates.date],
        set: { rate: sql`excluded.rate`, updatedAt: sql`now()` },
      });
    const replaced = input.rates.flatMap((r) => {
      const former = formerly.get(keyOf(r));
      return former ? [{ rate: r, former }] : [];
    });
    await auditReplaced(
      tx,
      scope,
      replaced.map(({ rate, former }) => ({
        action: 'fx_rate.replaced',
        entityType: 'fx_rate',
        entityId: former.id,
        details: { base: rate.base, quote: rate.quote, date: rate.date, from: former.rate, rate: rate.rate },
      })),
    );
    await repriceAfterPosting(tx, { fx: true });
    return { inserted: input.rates.length - replaced.length, replaced: replaced.length };
  });
}

const FX_LIST: ListSpec<(typeof FX_RATE_SORTS)[number]> = {
  name: 'fx-rate',
  id: fxRates.id,
  sorts: { date: { column: fxRates.date, kind: 'date' } },
  search: [],
};

/** GET /api/fx-rates: filtered by base, quote and days (both included), newest first, paged. */
export function pageFxRates(db: Executor, input: z.output<typeof ZFxRateListInput>): Promise<TPage<TFxRate>> {
  const where = and(
    input.base ? eq(fxRates.base, input.base) : undefined,
    input.quote ? eq(fxRates.quote, input.quote) : undefined,
    input.from ? gte(fxRates.date, input.from) : undefined,
    input.to ? lte(fxRates.date, input.to) : undefined,
  );
  const rows = async (page: Keyset): Promise<TFxRate[]> => {
    const found = await db
      .select({
        id: fxRates.id,
        base: fxRates.base,
        quote: fxRates.quote,
        date: fxRates.date,
        rate: fxRates.rate,
        updatedAt: fxRates.updatedAt,
        pageKey: page.key,
      })
      .from(fxRates)
      .where(and(where, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit);
    return rememberKeys(
      found.map(({ pageKey: _key, updatedAt, ...r }) => ({ ...r, updatedAt: iso(updatedAt) })),
      found.map((r) => r.pageKey),
    );
  };
  return runPage(db, FX_LIST, input, rows, (search) =>
    db.select(MATCH).from(fxRates).where(and(where, search)).$dynamic(),
  );
}
