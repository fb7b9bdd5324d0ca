import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { PAGING_MESSAGES, type TPage, type TPageRequest } from '@energy/domain/schemas/paging';
import type { Executor } from '@energy/db/client';
import { and, asc, count, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest } from './errors';

/**
 * Keyset paging for every list: ORDER BY (sort key, id) and "after the last row seen" as a row
 * comparison, so a page costs the same at any depth and rows inserted meanwhile never shift or repeat
 * the rows already seen. The cursor is opaque: base64url JSON plus a checksum binding it to its list,
 * sort, order, filters and search; anything else answers 400.
 */

/** Postgres type of a sort column: the cursor carries the key as text and casts it back exactly. */
export type SortKind = 'timestamptz' | 'date' | 'text' | 'numeric' | 'bigint';

export interface SortColumn {
  /** A NOT NULL column (a NULL key would fall out of the row comparison). */
  column: AnyColumn;
  kind: SortKind;
}

export interface ListSpec<S extends string> {
  /** Names the list inside its cursors, so one list's cursor is refused by another. */
  name: string;
  id: AnyColumn;
  sorts: Record<S, SortColumn>;
  /** Text columns (or text expressions) `q` searches: a case-insensitive substring of any of them. */
  search: (AnyColumn | SQL)[];
}

/** What one list query adds for a page: the where, the order, the limit, and the key to select. */
export interface Keyset {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  /**
   * Select this as `pageKey`: the sort key as exact text (timestamps keep their microseconds), paired
   * with the capped count of the whole list, so a page and its total come back in one round trip.
   */
  key: SQL<string>;
}

// Not a secret: the checksum catches edited, truncated and replayed cursors. A forged one can only move
// where a page starts inside rows the caller may see anyway; visibility is applied to every page.
const CHECKSUM_SALT = 'energy-hub/cursor/v1';

const KEY_SHAPES: Record<SortKind, RegExp> = {
  timestamptz: /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?|Z)?$/,
  date: /^\d{4}-\d\d-\d\d$/,
  numeric: /^-?\d{1,30}(\.\d{1,10})?$/,
  bigint: /^-?\d{1,19}$/,
  text: /^[\s\S]{0,500}$/,
};

const ZCursorBody = z.strictObject({ l: z.string(), s: z.string(), o: z.enum(['asc', 'desc']), f: z.string(), k: z.string().max(500), i: z.uuid() });
type CursorBody = z.infer<typeof ZCursorBody>;

function digest(text: string, bytes: number): string {
  return createHash('sha256').update(CHECKSUM_SALT).update('\0').update(text).digest().subarray(0, bytes).toString('base64url');
}

/** The filters and search of a request, so a cursor only continues the list it came from. */
function fingerprint(input: TPageRequest): string {
  const rest = Object.entries(input)
    .filter(([name, value]) => !['limit', 'cursor', 'direction', 'sort', 'order'].includes(name) && value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return digest(JSON.stringify(rest), 9);
}

export function encodeCursor(body: CursorBody): string {
  const json = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${json}.${digest(json, 12)}`;
}

function decodeCursor(token: string, spec: ListSpec<string>, input: TPageRequest): CursorBody {
  const invalid = badRequest('cursor', PAGING_MESSAGES.cursor);
  const [json, checksum, extra] = token.split('.');
  if (!json || !checksum || extra !== undefined || digest(json, 12) !== checksum) throw invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(json, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const body = ZCursorBody.safeParse(parsed);
  if (!body.success) throw invalid;
  const { l, s, o, f, k } = body.data;
  const sort = spec.sorts[s];
  if (l !== spec.name || s !== input.sort || o !== input.order || f !== fingerprint(input) || !sort || !KEY_SHAPES[sort.kind].test(k)) throw invalid;
  return body.data;
}

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search condition alone (counts use it without the cursor). */
export function searchWhere(spec: ListSpec<string>, input: TPageRequest): SQL | undefined {
  if (!input.q) return undefined;
  const pattern = likePattern(input.q);
  return or(...spec.search.map((column) => ilike(column, pattern)));
}

/**
 * The keyset of one page request (`matching`: its rows without the cursor, to count; without it the count
 * reads 0 and nobody reads it); 400 for a cursor that is not this list's.
 */
export function keysetOf<S extends string>(spec: ListSpec<S>, input: TPageRequest, matching?: PgSelect): Keyset {
  const sort = spec.sorts[input.sort as S] as SortColumn | undefined;
  // The input schema whitelists the sort; this guards a spec and a schema that disagree.
  if (!sort) throw badRequest('sort', `Unknown sort: ${input.sort}`);
  const direction = input.order === 'asc' ? asc : desc;
  let after: SQL | undefined;
  if (input.cursor) {
    const cursor = decodeCursor(input.cursor, spec, input);
    const op = sql.raw(input.order === 'asc' ? '>' : '<');
    after = sql`(${sort.column}, ${spec.id}) ${op} (${cursor.k}::${sql.raw(sort.kind)}, ${cursor.i}::uuid)`;
  }
  return {
    where: and(searchWhere(spec, input), after),
    orderBy: [direction(sort.column), direction(spec.id)],
    limit: input.limit + 1,
    key: sql<string>`json_build_array(${sort.column}::text, ${matching ? cappedCountSql(matching) : sql`0`})::text`,
  };
}

/** Sort keys (and the list's count) of the rows a list query returned, kept beside the items so row mappers stay untouched. */
const keysOfItems = new WeakMap<object, string>();

const ZPairedKey = z.tuple([z.string(), z.number().int().nonnegative()]);

/** A `pageKey` as selected: `[sort key, capped count of the list]` (see keysetOf). */
function readKey(raw: string): { key: string; total: number } {
  const [key, total] = ZPairedKey.parse(JSON.parse(raw));
  return { key, total };
}

/** Called by a list query with its mapped items and the raw rows' `pageKey`s, in the same order. */
export function rememberKeys<T extends object>(items: T[], keys: (string | null | undefined)[]): T[] {
  items.forEach((item, index) => {
    const key = keys[index];
    // Kept raw: only the last row's key and the first row's count are ever read.
    if (key !== null && key !== undefined) keysOfItems.set(item, key);
  });
  return items;
}

/** rememberKeys for a query that returns each row with its facts (`{ row, facts }`): the keys go with the rows. */
export function rememberLoadedKeys<L extends { row: object }>(loaded: L[], keys: (string | null | undefined)[]): L[] {
  rememberKeys(loaded.map((l) => l.row), keys);
  return loaded;
}

/** Cuts the one extra row fetched, and names the cursor after the last row shown. */
export function pageOf<S extends string, T extends { id: string }>(spec: ListSpec<S>, input: TPageRequest, rows: T[], total: number | null): TPage<T> {
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  const raw = last ? keysOfItems.get(last) : undefined;
  const key = raw === undefined ? undefined : readKey(raw).key;
  const more = rows.length > input.limit && last !== undefined && key !== undefined;
  return {
    items,
    nextCursor: more ? encodeCursor({ l: spec.name, s: input.sort, o: input.order, f: fingerprint(input), k: key, i: last.id }) : null,
    total,
  };
}

/**
 * Counting stops here. Up to it a count is cheap (an index range); past it the count would cost more than
 * the page itself (10k RFQs on PostgreSQL: the count 2.1-2.5 ms against the page's 0.25 ms), so the total
 * is unknown (null) and said as such.
 */
export const TOTAL_COUNT_CAP = 1_000;

/** Selected by the queries countUpTo counts: one constant per matching row. */
export const MATCH = { one: sql<number>`1` };

const capped = (found: number, cap: number): number | null => (found > cap ? null : found);

/** How many rows `matching` (a `select MATCH from … where …`, $dynamic) finds, or null beyond the cap. */
export async function countUpTo(db: Executor, matching: PgSelect, cap = TOTAL_COUNT_CAP): Promise<number | null> {
  const [row] = await db.select({ n: count() }).from(matching.limit(cap + 1).as('matching'));
  return capped(row?.n ?? 0, cap);
}

const withoutCount = new AsyncLocalStorage<true>();

/** Runs `work` with every page's total left uncounted (null): a CSV export walks all pages and shows no count. */
export function withoutTotals<T>(work: () => Promise<T>): Promise<T> {
  return withoutCount.run(true, work);
}

/** The same count as a scalar subquery: uncorrelated, so PostgreSQL runs it once per page query (an InitPlan). */
function cappedCountSql(matching: PgSelect, cap = TOTAL_COUNT_CAP): SQL<number> {
  return sql<number>`(select count(*)::int from ${matching.limit(cap + 1)} as "paging_matching")`;
}

/**
 * Runs one page in one round trip: the list's own query with the keyset, its rows carrying the capped
 * count of `matching` (the rows the filters and search find, without the cursor). A page with no rows
 * carries no count, so only then is it asked for on its own. Under `withoutTotals` nothing is counted.
 */
export async function runPage<S extends string, T extends { id: string }>(
  db: Executor,
  spec: ListSpec<S>,
  input: TPageRequest,
  rows: (keyset: Keyset) => Promise<T[]>,
  matching: (search: SQL | undefined) => PgSelect,
): Promise<TPage<T>> {
  if (withoutCount.getStore()) return pageOf(spec, input, await rows(keysetOf(spec, input)), null);
  const everyMatch = matching(searchWhere(spec, input));
  const found = await rows(keysetOf(spec, input, everyMatch));
  const first = found[0];
  const raw = first ? keysOfItems.get(first) : undefined;
  const counted = raw === undefined ? undefined : readKey(raw).total;
  const total = counted === undefined ? await countUpTo(db, matching(searchWhere(spec, input))) : capped(counted, TOTAL_COUNT_CAP);
  return pageOf(spec, input, found, total);
}

/** No key: a list query called outside paging selects this. */
export const NO_PAGE_KEY = sql<string | null>`null`;
