import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDb, type DbHandle } from '@energy/db/client';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { Backend } from './databases';
import { databaseUrl } from './postgres-url';

export interface ServerDatabase {
  /** The server's environment naming it: DATA_DIR (PGlite) or DATABASE_URL. */
  env: Record<string, string>;
  /** Opens it from the test; PGlite's only while no server has it open. */
  open(): Promise<DbHandle>;
  remove(): Promise<void>;
}

/**
 * For a server in a process of its own (spawned by a test): a copy of the migrated, seeded template, as a PGlite
 * folder or a PostgreSQL database.
 */
export async function serverDatabase(backend: Backend): Promise<ServerDatabase> {
  if (backend === 'pglite') {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'energy-process-db-'));
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    await (await PGlite.create({ dataDir: folder, loadDataDir: dump })).close();
    return {
      env: { DATA_DIR: folder },
      open: async () => createDb({ pglite: await PGlite.create({ dataDir: folder }), migrate: false }),
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const testUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!testUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `energy_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(testUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const url = databaseUrl(testUrl, name);
  return {
    env: { DATABASE_URL: url },
    open: () => createDb({ databaseUrl: url, migrate: false, poolSize: 2 }),
    async remove() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
