/**
 * The framework's own floor: a Hono app with one route and no middleware on @hono/node-server, answering the
 * same JSON as the product's liveness call. Nothing of the product's (no request id, security headers, log
 * line or compression), so stack-floor can show how much of the gap to bare node:http is Hono's alone.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.FLOOR_PORT);
const path = process.env.FLOOR_PATH ?? '/';
const answer = JSON.parse(process.env.FLOOR_BODY ?? '{}') as Record<string, unknown>;

const app = new Hono();
app.get(path, (c) => c.json(answer));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
process.once('SIGTERM', () => process.exit(0));
