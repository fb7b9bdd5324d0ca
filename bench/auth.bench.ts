import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { createDb } from '@energy/db/client';
import { seedDemo } from '@energy/db/seed/seed';
import { createApp } from '@energy/server/app';
import { silentLogger } from '@energy/server/http/logger';
import { hashPassword } from '@energy/trpc/auth/password';
import { serve } from '@hono/node-server';
import { noEvents } from '@energy/trpc/events/feed';
import { internalLedger } from '@energy/trpc/payments/provider';

const PASSWORD = 'bench-password';

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * Sign-in cost, and whether password hashing stalls other requests: /api/health latency while 16
 * sign-ins hash at once, against health latency at rest. Judged by that ratio (argon2 runs on the
 * thread pool, so it should stay small on 2 cores).
 */
export async function runAuthBench(): Promise<void> {
  const database = await createDb({ pglite: new PGlite('memory://') });
  await seedDemo(database.db, { password: PASSWORD, hashPassword });
  const allowedOrigins: string[] = [];
  const app = createApp({
    db: database.db,
    mailer: { send: async () => {} },
    payments: internalLedger,
    escrow: { inspectionHours: 48 },
    events: noEvents,
    auth: {
      sessionIdleMs: 3600_000,
      sessionAbsoluteMs: 86_400_000,
      appUrl: 'http://bench.local',
      allowAdminSignup: false,
      production: false,
    },
    secureCookies: false,
    trustProxy: true,
    logger: silentLogger,
    allowedOrigins,
    bodyLimitBytes: 1 << 20,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  allowedOrigins.push(url);

  let address = 0;
  const login = () =>
    fetch(`${url}/api/login`, {
      method: 'POST',
      // A new client address per sign-in keeps the throttle out of the measurement.
      headers: {
        origin: url,
        'content-type': 'application/json',
        'x-forwarded-for': `10.1.${address >> 8}.${address++ & 255}`,
      },
      body: JSON.stringify({ username: 'buyer', password: PASSWORD }),
    }).then((r) => r.arrayBuffer());
  const health = () => fetch(`${url}/api/health`).then((r) => r.arrayBuffer());

  for (let i = 0; i < 5; i++) await login();
  const loginMs: number[] = [];
  for (let i = 0; i < 40; i++) loginMs.push(await timed(login));

  const idleHealth: number[] = [];
  for (let i = 0; i < 40; i++) idleHealth.push(await timed(health));

  const busyHealth: number[] = [];
  for (let round = 0; round < 5; round++) {
    const logins = Array.from({ length: 16 }, login);
    for (let i = 0; i < 8; i++) busyHealth.push(await timed(health));
    await Promise.all(logins);
  }

  const ratio = percentile(busyHealth, 50) / Math.max(percentile(idleHealth, 50), 0.001);
  console.log(
    `auth.login          p50 ${percentile(loginMs, 50).toFixed(1)} ms   p95 ${percentile(loginMs, 95).toFixed(1)} ms`,
  );
  console.log(
    `health at rest      p50 ${percentile(idleHealth, 50).toFixed(2)} ms   p95 ${percentile(idleHealth, 95).toFixed(2)} ms`,
  );
  console.log(
    `health, 16 hashing  p50 ${percentile(busyHealth, 50).toFixed(2)} ms   p95 ${percentile(busyHealth, 95).toFixed(2)} ms`,
  );
  console.log(`ratio (health p50 while hashing / at rest): ${ratio.toFixed(2)}`);
  server.close();
  await database.close();
}
