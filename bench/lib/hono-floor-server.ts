/**
 * The framework's own floor: a Hono app with one route and no middleware on @hono/node-server, answering the
 * same JSON as the product's liveness call. Nothing of the product's (no request id, security headers, log
 * line or compression), so stack-floor can show how much of the gap to bare node:http is Hono's alone.
 * With FLOOR_HEADERS (a JSON object), every answer also carries those headers, as one object built at start:
 * the same bytes on the wire as the product's answer, so the two servers' CPU per request compare like for like.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.FLOOR_PORT);
const path = process.env.FLOOR_PATH ?? '/';
const answer = JSON.parse(process.env.FLOOR_BODY ?? '{}') as Record<string, unknown>;
const headers = JSON.parse(process.env.FLOOR_HEADERS ?? '{}') as Record<string, string>;

const app = new Hono();
app.get(path, (c) => c.json(answer, 200, headers));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
process.once('SIGTERM', () => process.exit(0));
