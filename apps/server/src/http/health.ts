import { ping, type Database } from '@energy/db/client';
import type { Context, Hono } from 'hono';
import type { RestEnv } from '../rest/adapter';

/**
 * Liveness (`/api/health/live`): the process answers; no database call, so probes and load balancers can
 * ask often and cheaply. Readiness (`/api/health/ready`, and `/api/health` as before): the database
 * answers too; 503 when it does not, so traffic goes elsewhere until it does.
 */
export function healthRoutes(app: Hono<RestEnv>, db: Database): void {
  app.get('/api/health/live', (c) => c.json({ status: 'ok' }));
  const ready = async (c: Context<RestEnv>) => {
    const database = await ping(db).catch(() => false);
    return c.json(
      { status: database ? 'ok' : 'degraded', database: database ? 'ok' : 'unreachable' },
      database ? 200 : 503,
    );
  };
  app.get('/api/health/ready', ready);
  app.get('/api/health', ready);
}
