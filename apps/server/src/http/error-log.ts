/**
 * What may be logged about a failure: the one helper every error log line goes through (requests, jobs,
 * the events dispatcher). drizzle's DrizzleQueryError says "Failed query: <SQL>\nparams: <every parameter>",
 * so that message is never logged: from database errors the SQLSTATE, the constraint, the table and the
 * cause's message (where it cannot quote data) are kept; other errors keep their name and first line.
 */
export type ErrorSummary = {
  error: string;
  sqlstate?: string;
  constraint?: string;
  table?: string;
  /** The driver's or the server's own message ("PGlite is closed", "connect ECONNREFUSED …"). */
  cause?: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
/**
 * SQLSTATE classes whose messages name objects, never values: connection (08), rollback (40), syntax and
 * access (42), resources (53), object state (55), operator intervention (57), system (58). Data
 * exceptions (22: `invalid input syntax for type uuid: "…"`), raised exceptions and the rest may quote a value.
 */
const MESSAGE_SAFE_CLASSES = new Set(['08', '40', '42', '53', '55', '57', '58']);
/** drizzle's statement-and-parameters text, should another wrapper have copied it into its own message. */
const CARRIES_QUERY = /failed query|\bparams:/i;

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

/** drizzle's wrapper around a failed statement (its `name` is plain "Error", so it is known by its fields). */
function isQueryWrapper(error: object): boolean {
  return 'query' in error && 'params' in error;
}

/** The first line of a message, unless it could carry a statement or its parameters. */
function safeMessage(error: object): string | undefined {
  const line = field(error, 'message')?.split('\n')[0]?.slice(0, 200);
  return line && !CARRIES_QUERY.test(line) ? line : undefined;
}

export function summarizeError(error: unknown): ErrorSummary {
  const chain = causes(error);
  // postgres.js names them constraint_name / table_name; PGlite constraint / table.
  const database = chain.find((e) => SQLSTATE.test(field(e, 'code') ?? ''));
  const wrapper = chain.some(isQueryWrapper);
  if (database) {
    const sqlstate = field(database, 'code') ?? '';
    const constraint = field(database, 'constraint_name', 'constraint');
    const table = field(database, 'table_name', 'table');
    const message = MESSAGE_SAFE_CLASSES.has(sqlstate.slice(0, 2)) ? safeMessage(database) : undefined;
    return {
      error: 'database error',
      sqlstate,
      ...(constraint ? { constraint } : {}),
      ...(table ? { table } : {}),
      ...(message ? { cause: message } : {}),
    };
  }
  // The innermost error that is not drizzle's wrapper: the driver's own (a closed database, a refused connection).
  const innermost = chain.filter((e) => !isQueryWrapper(e)).at(-1);
  const message = innermost && safeMessage(innermost);
  if (wrapper) return { error: 'database error', ...(message ? { cause: message } : {}) };
  if (innermost instanceof Error) return { error: `${innermost.name}${message ? `: ${message}` : ''}` };
  return { error: typeof error };
}
