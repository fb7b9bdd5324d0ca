/**
 * The anchor the product server is measured against: node:http and nothing else, answering the same JSON
 * (kind "json") or running the same SQL through postgres.js and sending the rows as JSON (kind "sql").
 * In "sql" mode it authenticates as the server does: the session lookup first, with the SHA-256 (hex) of
 * the request's `session` cookie token, 401 without a live session; then the page query, then the answer.
 */
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import postgres from 'postgres';
import type { BareMode } from './processes';

const mode = JSON.parse(process.env.BARE_MODE ?? '{}') as BareMode;
const port = Number(process.env.BARE_PORT);

// The product server's pool is 10 connections (createDb's default).
const sql = mode.kind === 'sql' ? postgres(mode.databaseUrl, { max: 10, onnotice: () => {} }) : undefined;

const sessionLookup = mode.kind === 'sql' ? mode.queries.find((q) => q.role === 'session') : undefined;
const pageQueries = mode.kind === 'sql' ? mode.queries.filter((q) => q.role === 'page') : [];

function tokenHash(cookieHeader: string | undefined): string | undefined {
  // The product server runs in production mode, where the cookie is `__Host-session`.
  const match = /(?:^|;\s*)(?:__Host-)?session=([^;]*)/.exec(cookieHeader ?? '');
  const token = match?.[1] ? decodeURIComponent(match[1]) : '';
  return token ? createHash('sha256').update(token).digest('hex') : undefined;
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

type SessionRow = { expires_at?: Date; absolute_expires_at?: Date };

/** The session lookup as validateSessionToken makes it: no row, or an expired one, is no session. */
async function authenticated(db: postgres.Sql, cookieHeader: string | undefined): Promise<boolean> {
  if (!sessionLookup) return true;
  const hash = tokenHash(cookieHeader);
  if (!hash) return false;
  const params = sessionLookup.params.map((param, i) => (i === sessionLookup.tokenParam ? hash : param));
  const [row] = (await db.unsafe(sessionLookup.query, params as never[])) as SessionRow[];
  const now = new Date();
  return (
    row !== undefined &&
    !(row.expires_at && now >= row.expires_at) &&
    !(row.absolute_expires_at && now >= row.absolute_expires_at)
  );
}

async function page(db: postgres.Sql, cookieHeader: string | undefined) {
  if (!(await authenticated(db, cookieHeader))) return { status: 401, body: { error: 'Not signed in' } };
  const results: unknown[] = [];
  for (const { query, params } of pageQueries) results.push(await db.unsafe(query, params as never[]));
  return { status: 200, body: results[0] };
}

/**
 * The JSON answer's headers, built once. Spreading `mode.headers` into a new object on every request cost bare
 * node:http about a fifth of its req/s (wrk: 0.74-0.86 of the plain anchor, against 0.92-1.07 with the object
 * built once), which the context line then charged to the product's headers.
 */
const jsonHeaders = mode.kind === 'json' ? { ...mode.headers, 'content-type': 'application/json' } : {};

const server = createServer((req, res) => {
  if (mode.kind === 'json') {
    res.writeHead(200, jsonHeaders);
    res.end(mode.body);
    return;
  }
  if (!sql) return;
  // Readiness for the bench (the list itself needs a session).
  if (req.url === '/live') return answer(res, 200, {});
  page(sql, req.headers.cookie)
    .then(({ status, body }) => answer(res, status, body))
    .catch((error: unknown) => answer(res, 500, { error: String(error) }));
});
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void sql?.end({ timeout: 1 }).finally(() => process.exit(0));
  if (!sql) process.exit(0);
});
