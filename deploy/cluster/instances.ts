import path from 'node:path';
import { serverNodeFlags } from '@energy/server/lifecycle/node-flags';
import { DEPLOY_DIR } from './haproxy';
import { exited, rssOf, startChild, waitUntil } from './processes';

export const REPO_ROOT = path.resolve(DEPLOY_DIR, '..');
/** The built server (`npm start` builds it; so does the cluster script when it is missing). */
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');

export interface InstanceSettings {
  name: string;
  port: number;
  /** The server's environment beyond PORT and HOST (DATABASE_URL, CURSOR_SECRET, …). */
  env: Record<string, string>;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  pid(): number | undefined;
  /** Resident memory of the process, in bytes (Linux /proc). */
  rss(): number;
  /** SIGKILL: as a crash, nothing finishes. */
  kill(): Promise<void>;
  /** SIGTERM and its exit code. */
  stop(): Promise<number | null>;
  /** Starts it again with the same settings and waits until it is ready. */
  restart(): Promise<void>;
  running(): boolean;
  tail(): string;
}

/**
 * One server instance, `node <the start script's flags> apps/server/dist/main.js`, on 127.0.0.1, resolved once
 * `/api/health/ready` is 200.
 */
export async function startInstance(settings: InstanceSettings): Promise<Instance> {
  let current: ReturnType<typeof startChild> | undefined;
  const url = `http://127.0.0.1:${settings.port}`;
  const launch = async () => {
    const started = startChild(process.execPath, [...serverNodeFlags(REPO_ROOT), SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env: { ...settings.env, PORT: String(settings.port), HOST: '127.0.0.1' },
    });
    current = started;
    await waitUntil(
      `${settings.name} ready on ${settings.port}`,
      async () => {
        if (started.child.exitCode !== null) throw new Error(`${settings.name} exited:\n${started.tail()}`);
        const response = await fetch(`${url}/api/health/ready`);
        await response.arrayBuffer();
        return response.ok;
      },
      180_000,
    ).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${started.tail()}`);
    });
  };
  await launch();
  const alive = () => current !== undefined && current.child.exitCode === null && current.child.signalCode === null;
  return {
    name: settings.name,
    port: settings.port,
    url,
    pid: () => (alive() ? current?.child.pid : undefined),
    rss: () => (alive() ? rssOf(current?.child.pid) : 0),
    async kill() {
      if (!current || !alive()) return;
      current.child.kill('SIGKILL');
      await exited(current.child);
    },
    async stop() {
      if (!current || !alive()) return current?.child.exitCode ?? null;
      current.child.kill('SIGTERM');
      return exited(current.child);
    },
    restart: launch,
    running: alive,
    tail: () => current?.tail() ?? '',
  };
}
