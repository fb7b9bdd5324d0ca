/**
 * The anchor the product server is measured against: node:http and nothing else, answering the same JSON
 * (kind "json") or running the same SQL through postgres.js and sending the rows as JSON (kind "sql").
 */
import { createServer } from 'node:http';
import postgres from 'postgres';
import type { BareMode } from './processes';

const mode = JSON.parse(process.env.BARE_MODE ?? '{}') as BareMode;
const port = Number(process.env.BARE_PORT);

// The product server's pool is 10 connections (createDb's default).
const sql = mode.kind === 'sql' ? postgres(mode.databaseUrl, { max: 10, onnotice: () => {} }) : undefined;

const server = createServer((req, res) => {
  if (mode.kind === 'json') {
    res.writeHead(200, { ...mode.headers, 'content-type': 'application/json' });
    res.end(mode.body);
    return;
  }
  if (!sql) return;
  Promise.all(mode.queries.map(({ query, params }) => sql.unsafe(query, params as never[])))
    .then(([rows]) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(rows));
    })
    .catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error) }));
    });
});
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void sql?.end({ timeout: 1 }).finally(() => process.exit(0));
  if (!sql) process.exit(0);
});
