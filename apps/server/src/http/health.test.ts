import type { Database } from '@energy/db/client';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RestEnv } from '../rest/adapter';
import { healthRoutes } from './health';

/** A database that is down: every query fails, and each attempt is counted. */
function downDatabase() {
  const attempts = { count: 0 };
  const db = new Proxy(
    {},
    {
      get() {
        attempts.count++;
        throw new Error('connection refused');
      },
    },
  ) as Database;
  return { db, attempts };
}

describe('health', () => {
  it('answers liveness without asking the database, so probes stay cheap and a database outage does not restart the server', async () => {
    const { db, attempts } = downDatabase();
    const app = new Hono<RestEnv>();
    healthRoutes(app, db);
    const live = await app.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect(attempts.count).toBe(0);
  });

  it('answers readiness 503 when the database is down', async () => {
    const { db, attempts } = downDatabase();
    const app = new Hono<RestEnv>();
    healthRoutes(app, db);
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'degraded', database: 'unreachable' });
    expect(attempts.count).toBeGreaterThan(0);
  });
});
