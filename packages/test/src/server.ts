import type { AddressInfo } from 'node:net';
import type { DbHandle } from '@energy/db/client';
import { createApp, envelopeOptions, type AppOptions } from '@energy/server/app';
import { createMailer } from '@energy/server/mail/mailer';
import { startResetMailWorker } from '@energy/server/jobs/reset-mail';
import { startEventDispatcher } from '@energy/server/events/dispatcher';
import { internalLedger } from '@energy/trpc/payments/provider';
import { silentLogger } from '@energy/server/http/logger';
import { serveApp } from '@energy/server/http/serve-app';
import { ServerMetrics } from '@energy/server/metrics/server-metrics';
import { openTestDb, type Backend } from './databases';

export interface TestServer {
  url: string;
  origin: string;
  database: DbHandle;
  /** Sends every queued forgot-password mail now (the worker also runs on its own every 100 ms). */
  drainMail(): Promise<void>;
  close(): Promise<void>;
}

/** The real app on a real socket at 127.0.0.1, on a fresh copy of the seeded test database. */
export async function startTestServer(
  backend: Backend,
  overrides: Partial<Omit<AppOptions, 'db' | 'mailer' | 'auth'>> & {
    auth?: Partial<AppOptions['auth']>;
    /** How often the forgot-password mail worker runs; a test that sends the mail itself sets it high. */
    mailIntervalMs?: number;
    /** Another server's database: a second instance on the same data (closed by its owner, not here). */
    database?: DbHandle;
    /** METRICS_TOKEN: GET /api/metrics answers a request bearing it (unset: 404). */
    metricsToken?: string;
  } = {},
): Promise<TestServer> {
  const shared = overrides.database;
  const database = shared ?? (await openTestDb(backend));
  // The origin check reads this list per request; the port is known only after listening.
  const allowedOrigins: string[] = [];
  const { auth, mailIntervalMs = 100, database: _shared, metricsToken, ...rest } = overrides;
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'test@localhost',
    db: database.db,
    logger: silentLogger,
    logMailText: false,
  });
  const appUrl = auth?.appUrl ?? 'http://app.example.test';
  const resetMail = startResetMailWorker({
    db: database.db,
    mailer,
    appUrl,
    logger: rest.logger ?? silentLogger,
    intervalMs: mailIntervalMs,
  });
  const events = await startEventDispatcher(database, { logger: silentLogger, pollMs: 100 });
  const appOptions: AppOptions = {
    db: database.db,
    events,
    mailer,
    payments: internalLedger,
    escrow: { inspectionHours: 48 },
    auth: {
      sessionIdleMs: 24 * 3600_000,
      sessionAbsoluteMs: 7 * 86_400_000,
      allowAdminSignup: false,
      production: false,
      ...auth,
      appUrl,
    },
    secureCookies: false,
    trustProxy: false,
    logger: silentLogger,
    bodyLimitBytes: 64 * 1024,
    metrics: new ServerMetrics({ token: metricsToken, pool: database.pool }),
    ...rest,
    allowedOrigins,
  };
  const app = createApp(appOptions);
  const server = serveApp({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', envelope: envelopeOptions(appOptions) });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  allowedOrigins.push(origin, ...(rest.allowedOrigins ?? []));
  return {
    url: origin,
    origin,
    database,
    drainMail: () => resetMail.drain(),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await resetMail.stop();
      await events.stop();
      if (!shared) await database.close();
    },
  };
}
