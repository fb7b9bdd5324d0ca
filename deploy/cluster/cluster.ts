import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startHaproxy, type Haproxy } from './haproxy';
import { REPO_ROOT, SERVER_ENTRY, startInstance, type Instance } from './instances';
import { startPrimary, type PgCluster } from './postgres-cluster';
import { freePort, tempDir } from './processes';

export const DEMO_PASSWORD = 'demo-password';

/** Builds the web app and the server as `npm start` does (turbo caches an unchanged build). */
export function buildServer(): void {
  const result = spawnSync(
    'npx',
    [
      'turbo',
      'run',
      '@energy/web#build:client',
      '@energy/web#build:ssr',
      '@energy/server#build',
      '--env-mode=loose',
      '--output-logs=errors-only',
    ],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
    },
  );
  if (result.status !== 0 || !existsSync(SERVER_ENTRY)) throw new Error('the server build failed');
}

export interface ClusterOptions {
  instances: number;
  /** An existing PostgreSQL database; unset, a throwaway cluster is created (and removed by stop()). */
  databaseUrl?: string;
  /** Further settings of every instance (DATABASE_LISTEN_URL, DATABASE_POOLED, …). */
  env?: Record<string, string>;
  /** haproxy's port (default: a free one). */
  port?: number;
  /** The demo records and accounts (password `demo-password`), seeded by the first instance. Default true. */
  seedDemo?: boolean;
}

export interface Cluster {
  /** haproxy's address: what clients use. */
  url: string;
  databaseUrl: string;
  /** The throwaway PostgreSQL, when the cluster made one. */
  postgres?: PgCluster;
  instances: Instance[];
  haproxy: Haproxy;
  stop(): Promise<void>;
}

/**
 * N server instances on one PostgreSQL behind haproxy, all on 127.0.0.1: the first instance migrates and seeds,
 * the others start once it is ready. Every instance has the same CURSOR_SECRET and trusts one proxy hop.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const workDir = tempDir('energy-cluster-');
  const owned = options.databaseUrl ? undefined : await startPrimary();
  const databaseUrl = options.databaseUrl ?? (await createEnergyDatabase(owned));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const instancePorts: number[] = [];
  for (let i = 0; i < options.instances; i++) instancePorts.push(await freePort());
  const common = {
    DATABASE_URL: databaseUrl,
    CURSOR_SECRET: randomBytes(32).toString('base64'),
    TRUST_PROXY: '1',
    APP_URL: url,
    DEMO_PASSWORD,
    // Behind haproxy (checks every second, out after two failures) a stopping instance keeps serving 2 s, until
    // haproxy has taken it out of rotation (docs/OPERATIONS.md, graceful shutdown).
    SHUTDOWN_DELAY_MS: '2000',
    ...options.env,
  };
  const settings = instancePorts.map((instancePort, i) => ({
    name: `app${i + 1}`,
    port: instancePort,
    env: {
      ...common,
      // Each instance's connections carry its name (pg_stat_activity.application_name): which instance runs what.
      PGAPPNAME: `app${i + 1}`,
      DATA_DIR: path.join(workDir, `app${i + 1}`),
      SEED_DEMO: i === 0 && options.seedDemo !== false ? 'true' : 'false',
    },
  }));
  const instances: Instance[] = [];
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    owned?.remove();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const [first, ...rest] = settings;
    if (first) instances.push(await startInstance(first));
    instances.push(...(await Promise.all(rest.map(startInstance))));
    const haproxy = await startHaproxy(port, instancePorts, workDir);
    return {
      url,
      databaseUrl,
      ...(owned ? { postgres: owned } : {}),
      instances,
      haproxy,
      async stop() {
        await haproxy.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function createEnergyDatabase(cluster: PgCluster | undefined): Promise<string> {
  if (!cluster) throw new Error('no PostgreSQL to create the database in');
  await cluster.createDatabase('energy');
  return cluster.url('energy');
}
