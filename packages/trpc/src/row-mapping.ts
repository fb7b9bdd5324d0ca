import { Column, is, sql, SQL } from 'drizzle-orm';

/**
 * Faster row mapping for a prepared select. drizzle maps every row through `mapResultRow`, which asks of each
 * cell what its field is (`is()`, a walk up the class chain for anything that is not a column) and walks the
 * field's path with an iterator: about 13 % of the server's CPU on an RFQ page of 50 rows. A prepared
 * statement's fields never change, so here each field's path and decoder are worked out once and rows are
 * mapped by a plain loop: the same decoders, the same nested objects.
 *
 * It goes in through the prepared query's `customResultMapper` (drizzle's own hook, which its relational
 * queries use; both the postgres.js and the PGlite driver hand it the rows as arrays). When a prepared query
 * does not have the expected shape (another drizzle version), or a join may null a table (a left join), the
 * statement keeps drizzle's own mapping.
 */

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface OrderedField {
  path: string[];
  field: unknown;
}

/** What drizzle's prepared query (postgres.js and PGlite alike) holds. */
interface PreparedInternals {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Row = Record<string, unknown>;

/** An SQL chunk's decoder (`sql<T>` or `.mapWith()`): internal in drizzle's typings, read as mapResultRow reads it. */
const decoderOfSql = (chunk: SQL): Decoder => (chunk as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return undefined;
}

/** drizzle's decoders that return the driver's value as it is: a column's own (text, uuid) and a plain `sql` chunk's. */
const PASS_THROUGH: ReadonlySet<Decoder['mapFromDriverValue']> = new Set([
  Column.prototype.mapFromDriverValue,
  decoderOfSql(sql``).mapFromDriverValue,
]);

/** The mapper of one field list, or undefined when a field is of a kind it does not know. */
export function directMapper(fields: OrderedField[]): ((rows: unknown[][]) => Row[]) | undefined {
  const decoders: Decoder[] = [];
  for (const { field } of fields) {
    const decoder = decoderOf(field);
    if (!decoder) return undefined;
    decoders.push(decoder);
  }
  const paths = fields.map(({ path }) => path);
  // Most cells need no decoding (16 of the RFQ page's 28): calling their decoders too, from one call site for every
  // kind of column, was a fifth of this mapper's own time (4.2% -> 3.3% of the server's CPU on the rfq-list page).
  const decoded = decoders.map((decoder) => !PASS_THROUGH.has(decoder.mapFromDriverValue));
  const count = fields.length;
  return (rows) =>
    rows.map((values) => {
      const result: Row = {};
      for (let i = 0; i < count; i++) {
        const path = paths[i] as string[];
        let node = result;
        const last = path.length - 1;
        for (let depth = 0; depth < last; depth++) {
          const chunk = path[depth] as string;
          if (!(chunk in node)) node[chunk] = {};
          node = node[chunk] as Row;
        }
        const raw = values[i];
        node[path[last] as string] =
          raw === null ? null : decoded[i] ? (decoders[i] as Decoder).mapFromDriverValue(raw) : raw;
      }
      return result;
    });
}

/** Installs the direct mapper on a prepared select when it is safe to (see above); returns the query. */
export function withDirectRowMapping<Q extends object>(prepared: Q): Q {
  const internals = prepared as PreparedInternals;
  if (
    !('customResultMapper' in prepared) ||
    internals.customResultMapper !== undefined ||
    !Array.isArray(internals.fields)
  )
    return prepared;
  const nullable = Object.values(internals.joinsNotNullableMap ?? {}).some((notNull) => !notNull);
  if (nullable) return prepared;
  const mapper = directMapper(internals.fields);
  if (mapper) internals.customResultMapper = mapper;
  return prepared;
}
