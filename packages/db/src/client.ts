import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { gatedClient, PoolGate, type PoolFigures } from './pool-gate';
import { schema, type Schema } from './schema';
import { registerWriteEpoch, trackWrites } from './write-epoch';

export type { PoolFigures } from './pool-gate';

/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: services take this so tests can run them inside a transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** A LISTEN on a dedicated connection; `onListen` runs when it starts and again after each reconnect. */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onListen: () => void,
) => Promise<{ unlisten(): Promise<void> }>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: notifications from every server instance on the database. */
  listen?: Listen;
  /** PostgreSQL only: connections in use and statements waiting for one (metrics, System Health). */
  pool?: () => PoolFigures;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /**
   * postgres:// URL; when absent the embedded PGlite is used. It may name several hosts
   * (`postgres://u@db1:5432,db2:5432/energy?target_session_attrs=read-write`): each new connection tries them in
   * order and keeps the first that takes writes, so after a failover the pool reconnects to the promoted primary.
   */
  databaseUrl?: string | undefined;
  /**
   * A direct connection to PostgreSQL (never through a transaction-mode pooler) for what needs a session of its
   * own: LISTEN and the migrations' advisory lock. Unset, the main URL serves them.
   */
  listenUrl?: string | undefined;
  /**
   * The main URL goes through a transaction-mode pooler (pgbouncer): no named prepared statements, and without a
   * `listenUrl` no LISTEN either (the event dispatcher then polls the outbox).
   */
  pooled?: boolean;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  /** An existing PGlite (tests clone a migrated template into one). */
  pglite?: PGlite;
  migrate?: boolean;
  /** Connections per server instance on PostgreSQL. */
  poolSize?: number;
  /**
   * PostgreSQL: the longest a statement waits for a free connection of the pool, and again for a new connection
   * to open, before it fails (PoolWaitTimeout, CONNECT_TIMEOUT) instead of hanging. 5 s unless given.
   */
  poolTimeoutMs?: number;
  /** Called with every statement sent (tests count round trips with it). */
  onQuery?: (query: string) => void;
}

const queryLogger = ({ onQuery }: CreateDbOptions) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

export const DEFAULT_POOL_TIMEOUT_MS = 5000;
const IDLE_TIMEOUT_S = 60;

/**
 * Seconds before a connection that failed tries again: postgres.js's own grows to 20 s, which a request would wait
 * out after the database came back; here it grows from 10 ms to 1 s, with postgres.js's jitter.
 */
function reconnectDelaySeconds(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 1);
}

// Any fixed number works; it only has to be the same for every instance running migrations.
const MIGRATION_LOCK_KEY = 724_311_905;

/** Opens the database: postgres.js when a URL is given, otherwise PGlite in dataDir. Applies migrations. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const size = Math.max(2, options.poolSize ?? 10);
    const waitMs = options.poolTimeoutMs ?? DEFAULT_POOL_TIMEOUT_MS;
    const pooled = options.pooled ?? false;
    const client = postgres(options.databaseUrl, {
      // Migrating needs two connections: the lock holder and the migrator.
      max: size,
      connect_timeout: waitMs / 1000,
      // A connection idle this long is closed, so one the network lost silently is not handed out again.
      idle_timeout: IDLE_TIMEOUT_S,
      backoff: reconnectDelaySeconds,
      onnotice: () => {},
      // A transaction-mode pooler hands each transaction to any server connection: a statement prepared on one
      // would be missing on the next.
      prepare: !pooled,
    });
    const direct = options.listenUrl
      ? postgres(options.listenUrl, {
          max: 2,
          connect_timeout: waitMs / 1000,
          backoff: reconnectDelaySeconds,
          onnotice: () => {},
        })
      : client;
    const gate = new PoolGate(size, waitMs);
    const postgresDb = drizzlePostgres(gatedClient(client, gate), { schema, logger: queryLogger(options) });
    const db = postgresDb as unknown as Database;
    if (shouldMigrate) await migrateUnderLock(direct);
    const listen: Listen = async (channel, onNotify, onListen) => {
      const { unlisten } = await direct.listen(channel, onNotify, onListen);
      return { unlisten };
    };
    return {
      db,
      kind: 'postgres',
      // LISTEN through a transaction-mode pooler would hear nothing reliably: without a direct URL, no listen.
      ...(pooled && direct === client ? {} : { listen }),
      pool: () => gate.figures(),
      close: async () => {
        await client.end({ timeout: 5 });
        if (direct !== client) await direct.end({ timeout: 5 });
      },
    };
  }
  const dataDir = options.dataDir ?? './data';
  if (!options.pglite && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = options.pglite ?? new PGlite(dataDir);
  const pgliteDb = drizzlePglite(client, { schema, logger: queryLogger(options) });
  registerWriteEpoch(pgliteDb, trackWrites(client));
  if (shouldMigrate) await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: pgliteDb as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/**
 * Instances starting together must not race on migrations: one holds a session lock on a reserved connection
 * while it migrates through the same client; the others wait, then find nothing left to do. The client is a
 * direct one: a session lock through a transaction-mode pooler would be taken and released on different servers.
 */
async function migrateUnderLock(client: postgres.Sql): Promise<void> {
  const connection = await client.reserve();
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await connection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    connection.release();
  }
}

/** A cheap liveness probe for /api/health. */
export async function ping(db: Database): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
