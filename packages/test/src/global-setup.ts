import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDb, type DbHandle } from '@energy/db/client';
import { seedDemo } from '@energy/db/seed/seed';
import { hashPassword } from '@energy/trpc/auth/password';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { TEST_DEMO_PASSWORD } from './constants';
import { databaseUrl } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

async function migrateAndSeed(handle: DbHandle): Promise<void> {
  await seedDemo(handle.db, { password: TEST_DEMO_PASSWORD, hashPassword });
}

/**
 * Builds one migrated, seeded database per run (PGlite: a data-dir dump; PostgreSQL: a template
 * database) so each test file clones it in well under a second instead of migrating afresh.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'energy-test-'));
  const pglite = new PGlite('memory://');
  const handle = await createDb({ pglite });
  await migrateAndSeed(handle);
  const dump = await pglite.dumpDataDir('none');
  const pgliteTemplate = path.join(folder, 'template.tar');
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', pgliteTemplate);

  const testUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | null = null;
  if (testUrl) {
    postgresTemplate = `energy_tpl_${process.pid}_${project.name.replace(/\W/g, '')}`;
    const admin = postgres(testUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${postgresTemplate}`);
    await admin.unsafe(`create database ${postgresTemplate}`);
    const pg = await createDb({ databaseUrl: databaseUrl(testUrl, postgresTemplate), poolSize: 2 });
    await migrateAndSeed(pg);
    await pg.close();
    await admin.end();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (testUrl && postgresTemplate) {
      const admin = postgres(testUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${postgresTemplate} with (force)`);
      await admin.end();
    }
  };
}
