import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createDb, type DbHandle } from '@energy/db/client';
import postgres from 'postgres';
import { inject } from 'vitest';
import { databaseUrl } from './postgres-url';
// The keys global-setup provides to inject() (its ProvidedContext), for a package that typechecks its tests alone.
import type {} from './global-setup';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names one. */
export function testBackends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh copy of the migrated, seeded template, dropped again by close(); `onQuery` sees every statement. */
export async function openTestDb(backend: Backend, onQuery?: (query: string) => void): Promise<DbHandle> {
  if (backend === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const pglite = await PGlite.create({ loadDataDir: dump });
    return createDb({ pglite, migrate: false, onQuery });
  }
  const testUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!testUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `energy_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(testUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const handle = await createDb({ databaseUrl: databaseUrl(testUrl, name), migrate: false, poolSize: 20, onQuery });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
