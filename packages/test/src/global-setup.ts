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

interface Templates {
  pgliteTemplate: string;
  postgresTemplate: string | null;
  remove(): Promise<void>;
}

/** A migrated, seeded PGlite database, dumped to a file each test database is loaded from. */
async function buildPgliteTemplate(folder: string): Promise<string> {
  const pglite = new PGlite('memory://');
  const handle = await createDb({ pglite });
  await migrateAndSeed(handle);
  const dump = await pglite.dumpDataDir('none');
  const pgliteTemplate = path.join(folder, 'template.tar');
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return pgliteTemplate;
}

/** A migrated, seeded PostgreSQL database, the template each test database is created from. */
async function buildPostgresTemplate(testUrl: string): Promise<string> {
  const postgresTemplate = `energy_tpl_${process.pid}`;
  const admin = postgres(testUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${postgresTemplate}`);
  await admin.unsafe(`create database ${postgresTemplate}`);
  const pg = await createDb({ databaseUrl: databaseUrl(testUrl, postgresTemplate), poolSize: 2 });
  await migrateAndSeed(pg);
  await pg.close();
  await admin.end();
  return postgresTemplate;
}

async function buildTemplates(): Promise<Templates> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'energy-test-'));
  const testUrl = process.env.TEST_DATABASE_URL;
  // Side by side: PGlite's work is in this process, PostgreSQL's mostly in its server, so each has a core.
  const [pgliteTemplate, postgresTemplate] = await Promise.all([
    buildPgliteTemplate(folder),
    testUrl ? buildPostgresTemplate(testUrl) : null,
  ]);

  return {
    pgliteTemplate,
    postgresTemplate,
    async remove() {
      rmSync(folder, { recursive: true, force: true });
      if (testUrl && postgresTemplate) {
        const admin = postgres(testUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`drop database if exists ${postgresTemplate} with (force)`);
        await admin.end();
      }
    },
  };
}

/**
 * The projects that list this setup (server, e2e) share one set of templates: vitest runs each project's global
 * setup in turn before any test starts, so building them once per project doubled that wait. Kept on globalThis,
 * as each project imports its setup files afresh; the last project's teardown removes them.
 */
const SHARED = Symbol.for('energy.test.templates');
interface Shared {
  templates: Promise<Templates>;
  projects: number;
}
const registry = globalThis as typeof globalThis & { [SHARED]?: Shared };

/**
 * Builds one migrated, seeded database per run (PGlite: a data-dir dump; PostgreSQL: a template
 * database) so each test file clones it in well under a second instead of migrating afresh.
 */
export default async function setup(project: TestProject) {
  registry[SHARED] ??= { templates: buildTemplates(), projects: 0 };
  const shared = registry[SHARED];
  shared.projects += 1;
  const templates = await shared.templates;
  project.provide('pgliteTemplate', templates.pgliteTemplate);
  project.provide('postgresTemplate', templates.postgresTemplate);

  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    registry[SHARED] = undefined;
    await templates.remove();
  };
}
