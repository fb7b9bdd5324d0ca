import { ping, type Database } from '@energy/db/client';
import type { Context, Hono } from 'hono';
import type { RestEnv } from '../rest/adapter';
import { RETRY_AFTER } from './unavailable';

/** How long readiness waits for the database's answer: a probe must not wait out the pool's own timeout. */
export const READINESS_PING_MS = 1000;

/** What readiness reads of the server beside the database: it is stopping (SIGTERM), so traffic goes elsewhere. */
export interface Readiness {
  stopping(): boolean;
}

/** `select 1` answered within READINESS_PING_MS. */
async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_PING_MS);
  });
  try {
    return await Promise.race([ping(db).catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/api/health/live`): the process answers; no database call, so probes and load balancers can
 * ask often and cheaply, and a database outage never gets the server restarted. Readiness
 * (`/api/health/ready`, and `/api/health` as before): the database answers within a second and the server
 * is not stopping; 503 with Retry-After otherwise, so traffic goes elsewhere until it is.
 */
export function healthRoutes(app: Hono<RestEnv>, db: Database, readiness?: Readiness): void {
  app.get('/api/health/live', (c) => c.json({ status: 'ok' }));
  const ready = async (c: Context<RestEnv>) => {
    if (readiness?.stopping()) return c.json({ status: 'stopping' }, 503, RETRY_AFTER);
    const database = await databaseAnswers(db);
    return c.json(
      { status: database ? 'ok' : 'degraded', database: database ? 'ok' : 'unreachable' },
      database ? 200 : 503,
      database ? {} : RETRY_AFTER,
    );
  };
  app.get('/api/health/ready', ready);
  app.get('/api/health', ready);
}
