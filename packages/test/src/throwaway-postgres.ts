import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL cluster of the test's own (never the machine's shared one), to stop and start at will. */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  stop(): void;
  start(): void;
  destroy(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** initdb into a temporary folder and start on a free port of 127.0.0.1 (as the postgres user when run as root). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'energy-pg-'));
  const data = path.join(root, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(root, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : `${BIN}/${tool}`,
      asRoot ? ['-u', 'postgres', '--', `${BIN}/${tool}`, ...args] : args,
      {
        stdio: 'pipe',
      },
    );
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const port = await freePort();
  const options = `-h 127.0.0.1 -p ${port} -k ${root} -c fsync=off -c max_connections=50`;
  const start = () => run('pg_ctl', ['-D', data, '-w', '-l', path.join(root, 'log'), '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
