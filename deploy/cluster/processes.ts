import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Children still running; killed when this process ends, however it ends. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts a child, kept until it exits, its output kept in a tail for error messages. */
export function startChild(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; asPostgres?: boolean } = {},
): { child: ChildProcess; tail: () => string } {
  const [cmd, argv] = options.asPostgres ? asPostgresIfRoot(command, args) : [command, args];
  const child = spawn(cmd, argv, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-6000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, tail: () => tail };
}

/** initdb, pg_ctl and pgbouncer refuse to run as root: as root they run as the `postgres` account. */
export const RUNNING_AS_ROOT = process.getuid?.() === 0;

export function asPostgresIfRoot(command: string, args: string[]): [string, string[]] {
  if (!RUNNING_AS_ROOT) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

/** Runs a command to its end; throws with its output when it fails. */
export function runAsPostgres(command: string, args: string[], timeoutMs = 120_000): string {
  const [cmd, argv] = asPostgresIfRoot(command, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: timeoutMs });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** A temporary folder the `postgres` account may write when we run as root. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (RUNNING_AS_ROOT) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  return dir;
}

function postgresIds(): { uid: number; gid: number } {
  const out = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
  return { uid: Number(out), gid: Number(group) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` answers true, or throws naming what was awaited. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** Waits for a child to exit (at most `timeoutMs`, then SIGKILL). */
export function exited(child: ChildProcess, timeoutMs = 25_000): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Resident memory of process `pid`, in bytes (Linux /proc); 0 when there is none. */
export function rssOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}
