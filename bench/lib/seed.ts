import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Database } from '@energy/db/client';
import { seedDemo } from '@energy/db/seed/seed';
import { hashPassword } from '@energy/trpc/auth/password';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { databaseUrl } from '@energy/test/postgres-url';

export const BENCH_PASSWORD = 'bench-password';

export type BenchBackend = 'pglite' | 'postgres';

export interface BenchDatabase {
  backend: BenchBackend;
  /** What the product server is started with: a PGlite folder or a PostgreSQL URL. */
  dataDir?: string;
  databaseUrl?: string;
  rfqCount: number;
  drop(): Promise<void>;
}

export const postgresAvailable = () => Boolean(process.env.TEST_DATABASE_URL);
export const NO_POSTGRES = 'TEST_DATABASE_URL not set: no PostgreSQL to measure on';

/**
 * RFQs in one INSERT … SELECT from generate_series (10k in well under a second, 100k in seconds), all of
 * the demo buyer's organization, one created per second going back, with realistic specifications.
 */
async function insertRfqs(db: Database, count: number): Promise<void> {
  if (count === 0) return;
  await db.execute(sql`
    insert into rfqs (rfq_number, buyer_org_id, created_by, title, description, product_type, quantity, unit,
      delivery_location, delivery_date, close_date, specifications, terms, status, created_at, updated_at)
    select 'RFQ-BENCH-' || lpad(g::text, 7, '0'), u.organization_id, u.id,
      'Bench RFQ ' || g || ': AGO delivery to Apapa terminal', 'Automotive gas oil, bench row ' || g,
      'refined-products', 1000 + (g % 500), 'tons', 'Apapa, Lagos', now() + interval '30 days', now() + interval '10 days',
      jsonb_build_object('refinedProductType', 'AGO', 'sulphurPpm', 50, 'density', '0.85'),
      jsonb_build_object('sealedBids', g % 3 = 0, 'paymentTerms', 'Net 30', 'incoterm', 'DAP'),
      'published', now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
    from generate_series(1, ${count}) as g, (select id, organization_id from users where lower(username) = 'buyer') as u`);
  await db.execute(sql`analyze rfqs`);
}

/** A throwaway database, migrated, with the demo accounts (password BENCH_PASSWORD) and `rfqCount` RFQs. */
export async function createBenchDatabase(backend: BenchBackend, rfqCount: number): Promise<BenchDatabase> {
  if (backend === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'energy-bench-'));
    const handle = await createDb({ dataDir });
    await seedDemo(handle.db, { password: BENCH_PASSWORD, hashPassword });
    await insertRfqs(handle.db, rfqCount);
    await handle.close();
    return { backend, dataDir, rfqCount, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const empty = await emptyPostgresDatabase();
  const handle = await createDb({ databaseUrl: empty.databaseUrl, poolSize: 2 });
  await seedDemo(handle.db, { password: BENCH_PASSWORD, hashPassword });
  await insertRfqs(handle.db, rfqCount);
  await handle.close();
  return { backend, rfqCount, ...empty };
}

/** A new, empty database on TEST_DATABASE_URL's server, dropped by `drop()`. */
export async function emptyPostgresDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (!testUrl) throw new Error(NO_POSTGRES);
  const name = `energy_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(testUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  return {
    databaseUrl: databaseUrl(testUrl, name),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Signs in over HTTP and returns the session cookie to send with each request. */
export async function signIn(url: string, username: string, password = BENCH_PASSWORD): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}
