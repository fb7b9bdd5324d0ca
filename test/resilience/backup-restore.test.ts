import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startCluster, type Cluster } from '../../deploy/cluster/cluster';
import { REPO_ROOT, startInstance, type Instance } from '../../deploy/cluster/instances';
import { startPrimary, type PgCluster } from '../../deploy/cluster/postgres-cluster';
import { freePort, sleep, tempDir } from '../../deploy/cluster/processes';
import { countDifferences, runPgProgram, tableCounts } from './support/backup';
import { invariantsBroken, missingRfqs, withSql } from './support/database';
import { byStatus, rfqBody, signedIn, startWriteLoad, type Answer } from './support/load';
import { figures } from './support/report';

/** The tables whose figures are printed (every table is compared). */
const MAIN_TABLES = [
  'organizations',
  'users',
  'rfqs',
  'offers',
  'contracts',
  'orders',
  'payments',
  'ledger_entries',
  'shipments',
  'documents',
  'domain_events',
  'notifications',
  'audit_log',
].map((table) => `public.${table}`);

const migrationsApplied = (url: string) =>
  withSql(url, async (sql) => {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
    return row?.n ?? 0;
  });

const migrationsShipped = (): number =>
  (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'packages/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

const acknowledgedIds = (answers: readonly Answer[]) =>
  answers.filter((a) => a.status === 201 && a.id).map((a) => a.id as string);

/**
 * Backup and restore drill (issue 33 item 7): `pg_dump -Fc` of the live database while 4 writers create RFQs
 * through haproxy and two instances, restored into a new database of the same cluster, an instance started on it.
 *
 * Which rows the dump must hold: pg_dump reads everything in one repeatable-read transaction, a single snapshot.
 * The drill exports a snapshot from its own repeatable-read transaction (pg_export_snapshot), counts every table
 * in it, and hands that snapshot to pg_dump (`--snapshot`): the dump and the counts see exactly the same committed
 * rows, so the restored database's counts must equal them table by table, while the load goes on committing. The
 * load's answers cross-check the boundary: every RFQ acknowledged before the snapshot is in the restore, none whose
 * request began after it is.
 */
describe('backup and restore drill', () => {
  let primary: PgCluster | undefined;
  let cluster: Cluster | undefined;
  let restored: Instance | undefined;
  const workDir = tempDir('energy-backup-');
  afterAll(async () => {
    await restored?.stop();
    await cluster?.stop();
    primary?.remove();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('restores the snapshot the dump took under load, and an instance serves it', async () => {
    primary = await startPrimary();
    await primary.createDatabase('energy');
    const sourceUrl = primary.url('energy');
    cluster = await startCluster({ instances: 2, databaseUrl: sourceUrl });
    const load = await startWriteLoad(cluster.url, 4);
    await sleep(8_000);

    const dumpFile = path.join(workDir, 'energy.dump');
    const snapshotSql = postgres(sourceUrl, { max: 1, onnotice: () => {} });
    let snapshotAt = 0;
    let dumpMs = 0;
    let atSnapshot: Record<string, number> = {};
    try {
      await snapshotSql.begin('isolation level repeatable read read only', async (tx) => {
        const [exported] = await tx<{ id: string }[]>`select pg_export_snapshot() as id`;
        snapshotAt = performance.now() - load.started;
        atSnapshot = await tableCounts(tx);
        dumpMs = await runPgProgram('pg_dump', [
          '-Fc',
          `--snapshot=${exported?.id ?? ''}`,
          '-f',
          dumpFile,
          '-d',
          sourceUrl,
        ]);
      });
    } finally {
      await snapshotSql.end({ timeout: 2 });
    }
    const dumpEndedAt = performance.now() - load.started;
    await sleep(3_000);
    const answers = await load.stop();
    const sourceAtEnd = await withSql(sourceUrl, tableCounts);

    await primary.createDatabase('energy_restored');
    const restoredUrl = primary.url('energy_restored');
    const restoreMs = await runPgProgram('pg_restore', ['--exit-on-error', '-d', restoredUrl, dumpFile]);
    const atRestore = await withSql(restoredUrl, tableCounts);
    const differences = countDifferences(atSnapshot, atRestore);

    // The load's own view of the boundary: acknowledged before the snapshot, begun after it.
    const before = acknowledgedIds(answers.filter((a) => a.at + a.ms < snapshotAt));
    const after = acknowledgedIds(answers.filter((a) => a.at > snapshotAt));
    const missingBefore = await missingRfqs(restoredUrl, before);
    const presentAfter = after.length - (await missingRfqs(restoredUrl, after)).length;

    const migrationsBefore = await migrationsApplied(restoredUrl);
    const port = await freePort();
    const started = performance.now();
    restored = await startInstance({
      name: 'restored',
      port,
      env: {
        DATABASE_URL: restoredUrl,
        CURSOR_SECRET: randomBytes(32).toString('base64'),
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: path.join(workDir, 'restored'),
        SEED_DEMO: 'false',
        DEMO_PASSWORD,
        PGAPPNAME: 'restored',
      },
    });
    const readyMs = performance.now() - started;
    const migrationsAfter = await migrationsApplied(restoredUrl);
    const broken = await invariantsBroken(restoredUrl);

    const buyersRfqs = await withSql(restoredUrl, async (sql) => {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from rfqs r join users u on u.organization_id = r.buyer_org_id
        where u.username = 'buyer'`;
      return row?.n ?? 0;
    });
    const buyer = await signedIn(restored.url, 'buyer');
    const oneBefore = before.at(-1) ?? '';
    const read = await buyer.call('GET', `/api/rfq/rfqs/${oneBefore}`);
    const readBody = (await read.json()) as { id?: string };
    const list = await buyer.call('GET', '/api/rfq/rfqs?limit=1');
    await list.arrayBuffer();
    const write = await buyer.call('POST', '/api/rfq/rfqs', rfqBody('Resilience restored write'));
    await write.arrayBuffer();

    const main = (counts: Record<string, number>) =>
      Object.fromEntries(MAIN_TABLES.map((table) => [table.replace('public.', ''), counts[table]]));
    figures('backup and restore', {
      'write load': `4 writers through haproxy and 2 instances, ${byStatus(answers)['201'] ?? 0} RFQs acknowledged`,
      answers: byStatus(answers),
      'snapshot (exported, counted, given to pg_dump)': `${(snapshotAt / 1000).toFixed(1)} s into the load`,
      'pg_dump -Fc': `${Math.round(dumpMs)} ms, ${(statSync(dumpFile).size / 2 ** 20).toFixed(2)} MiB`,
      'RFQs acknowledged between the snapshot and the dump’s end (counting, then pg_dump)': acknowledgedIds(
        answers.filter((a) => a.at >= snapshotAt && a.at + a.ms <= dumpEndedAt),
      ).length,
      'pg_restore into energy_restored': `${Math.round(restoreMs)} ms`,
      'tables compared': Object.keys(atSnapshot).length,
      'tables whose restored count differs from the snapshot': Object.keys(differences).length,
      'rows at the snapshot = restored (main tables)': main(atRestore),
      'rows in the source at the end of the load (main tables)': main(sourceAtEnd),
      'RFQs acknowledged before the snapshot / missing from the restore': `${before.length} / ${missingBefore.length}`,
      'RFQs whose request began after the snapshot / present in the restore': `${after.length} / ${presentAfter}`,
      'instance on the restore ready': `${(readyMs / 1000).toFixed(1)} s`,
      'migrations applied before / after its start (shipped)': `${migrationsBefore} / ${migrationsAfter} (${migrationsShipped()})`,
      'invariants broken': broken.length === 0 ? 'none' : broken,
      'calls through the restored instance': `GET an RFQ acknowledged before the snapshot ${read.status}, the buyer's list X-Total-Count ${list.headers.get('x-total-count')} (its organization's RFQs in the restore: ${buyersRfqs}), POST an RFQ ${write.status}`,
    });
    expect(differences).toEqual({});
    expect(sourceAtEnd['public.rfqs']).toBeGreaterThan(atSnapshot['public.rfqs'] ?? 0);
    expect(before.length).toBeGreaterThan(0);
    expect(missingBefore).toEqual([]);
    expect(presentAfter).toBe(0);
    expect(migrationsBefore).toBe(migrationsShipped());
    expect(migrationsAfter).toBe(migrationsBefore);
    expect(broken).toEqual([]);
    expect([read.status, readBody.id]).toEqual([200, oneBefore]);
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBe(buyersRfqs);
    expect(write.status).toBe(201);
  });
});
