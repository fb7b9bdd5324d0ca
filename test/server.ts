import type { AddressInfo } from 'node:net';
import type { DbHandle } from '@energy/db/client';
import { createApp, type AppOptions } from '@energy/server/app';
import { createMailer } from '@energy/server/mail/mailer';
import { internalLedger } from '@energy/trpc/payments/provider';
import { silentLogger } from '@energy/server/http/logger';
import { serve } from '@hono/node-server';
import { openTestDb, type Backend } from './databases';

export interface TestServer {
  url: string;
  origin: string;
  database: DbHandle;
  close(): Promise<void>;
}

/** The real app on a real socket at 127.0.0.1, on a fresh copy of the seeded test database. */
export async function startTestServer(
  backend: Backend,
  overrides: Partial<Omit<AppOptions, 'db' | 'mailer' | 'auth'>> & { auth?: Partial<AppOptions['auth']> } = {},
): Promise<TestServer> {
  const database = await openTestDb(backend);
  // The origin check reads this list per request; the port is known only after listening.
  const allowedOrigins: string[] = [];
  const { auth, ...rest } = overrides;
  const app = createApp({
    db: database.db,
    mailer: createMailer({ smtpUrl: undefined, from: 'test@localhost', db: database.db, logger: silentLogger, logMailText: false }),
    payments: internalLedger,
    auth: {
      sessionIdleMs: 24 * 3600_000,
      sessionAbsoluteMs: 7 * 86_400_000,
      appUrl: 'http://app.example.test',
      allowAdminSignup: false,
      production: false,
      ...auth,
    },
    secureCookies: false,
    trustProxy: false,
    logger: silentLogger,
    bodyLimitBytes: 64 * 1024,
    ...rest,
    allowedOrigins,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  allowedOrigins.push(origin, ...(rest.allowedOrigins ?? []));
  return {
    url: origin,
    origin,
    database,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
