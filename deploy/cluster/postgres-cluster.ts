import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { freePort, runAsPostgres, tempDir, waitUntil } from './processes';

/** Debian's PostgreSQL 15 programs (initdb, pg_ctl, pg_basebackup, postgres). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const bin = (name: string) => path.join(PG_BIN, name);

/**
 * A throwaway PostgreSQL cluster in a temporary folder on its own port on 127.0.0.1 (trust, user postgres): never
 * the machine's own cluster. `remove()` stops it and deletes the folder.
 */
export interface PgCluster {
  port: number;
  dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  start(): Promise<void>;
  /** `fast` (clean), `immediate` (as a crash: no checkpoint, connections cut). */
  stop(mode?: 'fast' | 'immediate'): void;
  running(): boolean;
  /** A standby's promotion to primary. */
  promote(): Promise<void>;
  createDatabase(name: string): Promise<void>;
  remove(): void;
}

const SETTINGS = (port: number, dir: string) => [
  `port = ${port}`,
  `listen_addresses = '127.0.0.1'`,
  `unix_socket_directories = '${dir}'`,
  'max_connections = 200',
  'wal_level = replica',
  'max_wal_senders = 5',
  'hot_standby = on',
  'shared_buffers = 32MB',
];

function cluster(port: number, root: string, dataDir: string): PgCluster {
  const log = path.join(root, 'postgres.log');
  let up = false;
  const self: PgCluster = {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      runAsPostgres(bin('pg_ctl'), ['-D', dataDir, '-l', log, '-w', '-t', '120', 'start']);
      up = true;
      await waitUntil(`PostgreSQL on ${port}`, async () => {
        const sql = postgres(self.url(), { max: 1, connect_timeout: 2, onnotice: () => {} });
        try {
          await sql`select 1`;
          return true;
        } finally {
          await sql.end({ timeout: 1 });
        }
      });
    },
    stop(mode = 'fast') {
      if (!up) return;
      runAsPostgres(bin('pg_ctl'), ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      up = false;
    },
    running: () => up,
    async promote() {
      runAsPostgres(bin('pg_ctl'), ['-D', dataDir, '-w', '-t', '60', 'promote']);
    },
    async createDatabase(name) {
      const sql = postgres(self.url(), { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`create database ${name}`);
      } finally {
        await sql.end({ timeout: 1 });
      }
    },
    remove() {
      try {
        self.stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  return self;
}

/** A new primary: initdb, its settings, started. */
export async function startPrimary(): Promise<PgCluster> {
  const root = tempDir('energy-pg-');
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  runAsPostgres(bin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n${SETTINGS(port, root).join('\n')}\n`);
  const primary = cluster(port, root, dataDir);
  await primary.start();
  return primary;
}

/** A streaming standby of `primary` (pg_basebackup -R), on its own port, started. */
export async function startStandby(primary: PgCluster): Promise<PgCluster> {
  const root = tempDir('energy-pg-standby-');
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  runAsPostgres(bin('pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  // The copied settings name the primary's port and folder: the standby's own come last and win. Promoted, it has
  // no standby of its own to wait for.
  const settings = [...SETTINGS(port, root), `synchronous_standby_names = ''`];
  appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
  const standby = cluster(port, root, dataDir);
  await standby.start();
  return standby;
}

/**
 * From now on the primary's commits wait until a standby has them (synchronous_standby_names = '*'), so after a
 * failover nothing acknowledged is missing. Set once the standby streams: without one, every commit would wait.
 */
export async function requireSynchronousStandby(primary: PgCluster): Promise<void> {
  const sql = postgres(primary.url(), { max: 1, onnotice: () => {} });
  try {
    await sql`alter system set synchronous_standby_names = '*'`;
    await sql`select pg_reload_conf()`;
    await waitUntil('the standby to stream synchronously', async () => {
      const rows = await sql`select 1 from pg_stat_replication where sync_state = 'sync'`;
      return rows.length > 0;
    });
  } finally {
    await sql.end({ timeout: 1 });
  }
}
