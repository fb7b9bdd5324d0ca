import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { isValidKey, openCursor, signCursor, type CursorBody, type SortKind } from './cursor';
import { PAGING_MESSAGES, type TPage, type TPageRequest } from '@energy/domain/schemas/paging';
import type { Executor } from '@energy/db/client';
import {
  and,
  asc,
  count,
  desc,
  ilike,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest } from './errors';

/**
 * Keyset paging for every list: ORDER BY (sort key, id) and "after the last row seen" as a row
 * comparison, so a page costs the same at any depth and rows inserted meanwhile never shift or repeat
 * the rows already seen. The cursor is opaque and signed with the server's secret (cursor.ts), and binds its
 * list, sort, order, filters and search; anything else answers 400.
 */

export type { SortKind };

export interface SortColumn {
  /** A NOT NULL column (a NULL key would fall out of the row comparison). */
  column: AnyColumn;
  kind: SortKind;
}

export interface ListSpec<S extends string> {
  /** Names the list inside its cursors, so one list's cursor is refused by another. */
  name: string;
  id: AnyColumn;
  /** The id column's type: uuid unless said (the audit log's ids are a bigint sequence). */
  idKind?: 'uuid' | 'bigint';
  sorts: Record<S, SortColumn>;
  /** Text columns (or text expressions) `q` searches: a case-insensitive substring of any of them. */
  search: (AnyColumn | SQL)[];
}

/** What one list query adds for a page: the where, the order, the limit, and the key to select. */
export interface Keyset {
  where: SQL | undefined;
  orderBy: SQL[];
  /** A number, or a placeholder in a prepared page statement. */
  limit: number | Placeholder;
  /**
   * Select this as `pageKey`: the sort key as exact text (timestamps keep their microseconds), paired
   * with the capped count of the whole list, so a page and its total come back in one round trip.
   */
  key: SQL<string>;
}

function digest(text: string, bytes: number): string {
  return createHash('sha256').update(text).digest().subarray(0, bytes).toString('base64url');
}

/** The filters and search of a request, so a cursor only continues the list it came from. */
function fingerprint(input: TPageRequest): string {
  const rest = Object.entries(input)
    .filter(
      ([name, value]) =>
        !['limit', 'cursor', 'direction', 'sort', 'order'].includes(name) && value !== undefined && value !== null,
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return digest(JSON.stringify(rest), 9);
}

/** The cursor after `body`'s row, signed (see cursor.ts). */
export function encodeCursor(body: CursorBody): string {
  return signCursor(body);
}

/** A cursor this server signed for this very list request, with a key its sort column's type takes; else 400. */
function decodeCursor(token: string, spec: ListSpec<string>, input: TPageRequest): CursorBody {
  const body = openCursor(token);
  const sort = body ? spec.sorts[body.s] : undefined;
  const continues =
    body &&
    sort &&
    body.l === spec.name &&
    body.s === input.sort &&
    body.o === input.order &&
    body.f === fingerprint(input);
  if (!continues || !isValidKey(sort.kind, body.k)) throw badRequest('cursor', PAGING_MESSAGES.cursor);
  return body;
}

/** `%`, `_` and `\\` match themselves in a search. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search condition for a LIKE pattern: its text, or a placeholder. */
export function searchSql(spec: ListSpec<string>, pattern: unknown): SQL | undefined {
  return or(...spec.search.map((column) => ilike(column, pattern as string | SQLWrapper)));
}

/** The search condition alone (counts use it without the cursor). */
export function searchWhere(spec: ListSpec<string>, input: TPageRequest): SQL | undefined {
  return input.q ? searchSql(spec, likePattern(input.q)) : undefined;
}

/**
 * What a page's SQL depends on besides its values: two requests of one shape run the same SQL text with
 * other parameters (prepared-page.ts keeps one prepared statement per shape).
 */
export interface PageShape {
  sort: string;
  order: TPageRequest['order'];
  search: boolean;
  cursor: boolean;
  /** Whether the page carries the list's capped count (not under `withoutTotals`). */
  counted: boolean;
}

export function pageShapeOf(input: TPageRequest, counted: boolean): PageShape {
  return { sort: input.sort, order: input.order, search: Boolean(input.q), cursor: Boolean(input.cursor), counted };
}

/** A page request's own values, by the names of their placeholders in a prepared page statement. */
export interface KeysetValues {
  paging_pattern: string | undefined;
  paging_cursor_key: string | undefined;
  paging_cursor_id: string | undefined;
  paging_limit: number;
}

/** Placeholders of a prepared page statement, one per KeysetValues entry. */
export const KEYSET_PLACEHOLDERS = {
  paging_pattern: sql.placeholder('paging_pattern'),
  paging_cursor_key: sql.placeholder('paging_cursor_key'),
  paging_cursor_id: sql.placeholder('paging_cursor_id'),
  paging_limit: sql.placeholder('paging_limit'),
} satisfies Record<keyof KeysetValues, Placeholder>;

/** The values of one page request; 400 for a cursor that is not this list's. */
export function keysetValuesOf(spec: ListSpec<string>, input: TPageRequest): KeysetValues {
  const cursor = input.cursor ? decodeCursor(input.cursor, spec, input) : undefined;
  return {
    paging_pattern: input.q ? likePattern(input.q) : undefined,
    paging_cursor_key: cursor?.k,
    paging_cursor_id: cursor?.i,
    paging_limit: input.limit + 1,
  };
}

/**
 * The keyset SQL of one shape, holding `values`: a request's own values (inline parameters) or
 * KEYSET_PLACEHOLDERS (a prepared statement). Either way the SQL text is the same.
 */
export function keysetSql<S extends string>(
  spec: ListSpec<S>,
  shape: PageShape,
  values: Record<keyof KeysetValues, unknown>,
  matching?: PgSelect,
): Keyset {
  const sort = spec.sorts[shape.sort as S] as SortColumn | undefined;
  // The input schema whitelists the sort; this guards a spec and a schema that disagree.
  if (!sort) throw badRequest('sort', `Unknown sort: ${shape.sort}`);
  const direction = shape.order === 'asc' ? asc : desc;
  let after: SQL | undefined;
  if (shape.cursor) {
    const op = sql.raw(shape.order === 'asc' ? '>' : '<');
    after = sql`(${sort.column}, ${spec.id}) ${op} (${values.paging_cursor_key}::${sql.raw(sort.kind)}, ${values.paging_cursor_id}::${sql.raw(spec.idKind ?? 'uuid')})`;
  }
  return {
    where: and(shape.search ? searchSql(spec, values.paging_pattern) : undefined, after),
    orderBy: [direction(sort.column), direction(spec.id)],
    limit: values.paging_limit as number | Placeholder,
    key: sql<string>`json_build_array(${sort.column}::text, ${matching ? cappedCountSql(matching) : sql`0`})::text`,
  };
}

/**
 * The keyset of one page request (`matching`: its rows without the cursor, to count; without it the count
 * reads 0 and nobody reads it); 400 for a cursor that is not this list's.
 */
export function keysetOf<S extends string>(spec: ListSpec<S>, input: TPageRequest, matching?: PgSelect): Keyset {
  return keysetSql(spec, pageShapeOf(input, matching !== undefined), keysetValuesOf(spec, input), matching);
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
  rememberKeys(
    loaded.map((l) => l.row),
    keys,
  );
  return loaded;
}

/** Cuts the one extra row fetched, and names the cursor after the last row shown. */
export function pageOf<S extends string, T extends { id: string }>(
  spec: ListSpec<S>,
  input: TPageRequest,
  rows: T[],
  total: number | null,
): TPage<T> {
  return pageWithKeys(spec, input, rows, (item) => keysOfItems.get(item), total);
}

/** pageOf for rows whose raw `pageKey` the caller holds itself (`rawKeyOf`), without rememberKeys. */
export function pageWithKeys<S extends string, T extends { id: string }>(
  spec: ListSpec<S>,
  input: TPageRequest,
  rows: T[],
  rawKeyOf: (item: T) => string | null | undefined,
  total: number | null,
): TPage<T> {
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  const raw = last ? rawKeyOf(last) : undefined;
  const key = raw === undefined || raw === null ? undefined : readKey(raw).key;
  const more = rows.length > input.limit && last !== undefined && key !== undefined;
  return {
    items,
    nextCursor: more
      ? encodeCursor({ l: spec.name, s: input.sort, o: input.order, f: fingerprint(input), k: key, i: last.id })
      : null,
    total,
  };
}

/** The capped count a page's first row carries (see keysetOf), or undefined for a page without rows. */
export function countCarried(firstRawKey: string | null | undefined): number | null | undefined {
  return firstRawKey === undefined || firstRawKey === null
    ? undefined
    : capped(readKey(firstRawKey).total, TOTAL_COUNT_CAP);
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

/** The query counting `matching` up to one past the cap (countUpTo runs it; prepared pages prepare it). */
export function countQuery(db: Executor, matching: PgSelect, cap = TOTAL_COUNT_CAP) {
  return db.select({ n: count() }).from(matching.limit(cap + 1).as('matching'));
}

/** What a count query's rows say: the count, or null beyond the cap. */
export function cappedCount(rows: { n: number }[], cap = TOTAL_COUNT_CAP): number | null {
  return capped(rows[0]?.n ?? 0, cap);
}

/** How many rows `matching` (a `select MATCH from … where …`, $dynamic) finds, or null beyond the cap. */
export async function countUpTo(db: Executor, matching: PgSelect, cap = TOTAL_COUNT_CAP): Promise<number | null> {
  return cappedCount(await countQuery(db, matching, cap), cap);
}

const withoutCount = new AsyncLocalStorage<true>();

/** Runs `work` with every page's total left uncounted (null): a CSV export walks all pages and shows no count. */
export function withoutTotals<T>(work: () => Promise<T>): Promise<T> {
  return withoutCount.run(true, work);
}

/** False inside `withoutTotals`. */
export function countsTotals(): boolean {
  return !withoutCount.getStore();
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
  const counted = countCarried(first ? keysOfItems.get(first) : undefined);
  const total = counted === undefined ? await countUpTo(db, matching(searchWhere(spec, input))) : counted;
  return pageOf(spec, input, found, total);
}

/** No key: a list query called outside paging selects this. */
export const NO_PAGE_KEY = sql<string | null>`null`;
