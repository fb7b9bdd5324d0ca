/**
 * What may be logged about a failure. A database error's message carries the SQL and every parameter
 * (drizzle's DrizzleQueryError: "Failed query: … params: <hash>,<email>"), so from database errors only
 * the SQLSTATE, the constraint and the table are kept; other errors keep their name and first line.
 */
export type ErrorSummary = {
  error: string;
  sqlstate?: string;
  constraint?: string;
  table?: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

function field(value: object, ...names: string[]): string | undefined {
  for (const name of names) {
    const found: unknown = Reflect.get(value, name);
    if (typeof found === 'string' && found) return found;
  }
  return undefined;
}

function causes(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = Reflect.get(current, 'cause');
  }
  return chain;
}

export function summarizeError(error: unknown): ErrorSummary {
  const chain = causes(error);
  // postgres.js names them constraint_name / table_name; PGlite constraint / table.
  const database = chain.find((e) => SQLSTATE.test(field(e, 'code') ?? ''));
  const fromDatabase = database !== undefined || chain.some((e) => field(e, 'name') === 'DrizzleQueryError');
  if (fromDatabase) {
    const constraint = database && field(database, 'constraint_name', 'constraint');
    const table = database && field(database, 'table_name', 'table');
    return {
      error: 'database error',
      ...(database ? { sqlstate: field(database, 'code') } : {}),
      ...(constraint ? { constraint } : {}),
      ...(table ? { table } : {}),
    };
  }
  const innermost = chain.at(-1);
  if (innermost instanceof Error) return { error: `${innermost.name}: ${innermost.message.split('\n')[0]?.slice(0, 200)}` };
  return { error: typeof error };
}
