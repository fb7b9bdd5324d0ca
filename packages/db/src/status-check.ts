import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A status column holds only the states its domain machine knows: the database refuses any other, whoever
 * writes it (a service, a script, a hand-run UPDATE). The list comes from packages/domain, so a new state
 * is declared once and the next generated migration widens the check. The states are constants, inlined
 * as literals because DDL takes no parameters.
 */
export function statusCheck(name: string, column: AnyPgColumn, states: readonly string[]) {
  const literals = states.map((state) => `'${state.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(literals)})`);
}
