import type { Executor } from '@energy/db/client';
import type { TPage, TPageRequest } from '@energy/domain/schemas/paging';
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  cappedCount,
  countCarried,
  countQuery,
  countsTotals,
  KEYSET_PLACEHOLDERS,
  keysetSql,
  keysetValuesOf,
  pageShapeOf,
  pageWithKeys,
  searchSql,
  type Keyset,
  type ListSpec,
} from './paging';
import { withDirectRowMapping } from './row-mapping';

/**
 * Keyset pages through prepared statements: one per list and query shape (the list's own choices, plus
 * sort, order, search, cursor and count), built by drizzle once and then only executed with the request's
 * values. Building a page query's SQL each time cost about 10 % of the server's CPU per page; the SQL text
 * and its parameters are the same as the unprepared path's (runPage), so the answer is too.
 */

/** Everything a list's SQL decides by, apart from values: flags and names only, never a request's value. */
export type ListShape = Record<string, string | number | boolean>;

/** A select that drizzle can prepare: executing it with placeholder values gives its rows. */
interface Preparable<Row> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

export interface PreparedListDefinition<
  S extends string,
  Shape extends ListShape,
  Row extends { pageKey: string | null },
> {
  spec: ListSpec<S>;
  /**
   * The page query of one shape with the keyset applied (`where`, `orderBy`, `limit`, `pageKey`). Every value
   * that differs between two requests of one shape must be a `sql.placeholder` named in the values passed
   * to `run`: a value written inline would be kept for every later request of that shape.
   */
  page(db: Executor, shape: Shape, keyset: Keyset): Preparable<Row>;
  /** The rows the list's filters and `search` find, without the cursor (`select MATCH …`, $dynamic), under the same rule. */
  matching(db: Executor, shape: Shape, search: SQL | undefined): PgSelect;
}

interface Statements<Row> {
  page: ReturnType<Preparable<Row>['prepare']>;
  /** Only needed for a page without rows (it carries no count), so prepared on first use. */
  count?: ReturnType<Preparable<{ n: number }>['prepare']>;
}

export interface PreparedList<Shape extends ListShape, Row extends { pageKey: string | null }> {
  /**
   * One page: `values` fill the list's placeholders, `toItems` maps the rows (in order) to the items shown.
   * 400 for a cursor that is not this list's, as runPage.
   */
  run<T extends { id: string }>(
    db: Executor,
    input: TPageRequest,
    shape: Shape,
    values: Record<string, unknown>,
    toItems: (rows: Row[]) => T[],
  ): Promise<TPage<T>>;
}

export function preparedList<S extends string, Shape extends ListShape, Row extends { pageKey: string | null }>(
  definition: PreparedListDefinition<S, Shape, Row>,
): PreparedList<Shape, Row> {
  const { spec } = definition;
  // Per database handle (a statement belongs to the handle that prepared it), then per shape; shapes are
  // few (flags × sorts × orders), so the map stays small.
  const byDatabase = new WeakMap<Executor, Map<string, Statements<Row>>>();

  function statementsFor(db: Executor, shape: Shape, input: TPageRequest, counted: boolean): Statements<Row> {
    const pageShape = pageShapeOf(input, counted);
    const key = JSON.stringify([shape, pageShape]);
    let byShape = byDatabase.get(db);
    if (!byShape) byDatabase.set(db, (byShape = new Map()));
    let statements = byShape.get(key);
    if (!statements) {
      const everyMatch = counted ? definition.matching(db, shape, searchOf(input)) : undefined;
      const keyset = keysetSql(spec, pageShape, KEYSET_PLACEHOLDERS, everyMatch);
      statements = { page: withDirectRowMapping(definition.page(db, shape, keyset).prepare(`${spec.name}_page`)) };
      byShape.set(key, statements);
    }
    return statements;
  }

  /** The search condition of a request that has one, its pattern as a placeholder. */
  const searchOf = (input: TPageRequest): SQL | undefined =>
    input.q ? searchSql(spec, KEYSET_PLACEHOLDERS.paging_pattern) : undefined;

  return {
    async run(db, input, shape, values, toItems) {
      const counted = countsTotals();
      const keysetValues = keysetValuesOf(spec, input);
      const statements = statementsFor(db, shape, input, counted);
      const parameters = { ...values, ...keysetValues };
      const rows = await statements.page.execute(parameters);
      const items = toItems(rows);
      let total: number | null = null;
      if (counted) {
        const carried = countCarried(rows[0]?.pageKey);
        if (carried !== undefined) total = carried;
        else {
          statements.count ??= countQuery(db, definition.matching(db, shape, searchOf(input))).prepare(
            `${spec.name}_count`,
          );
          total = cappedCount(await statements.count.execute(parameters));
        }
      }
      return pageWithKeys(spec, input, items, (item) => rows[items.indexOf(item)]?.pageKey, total);
    },
  };
}
