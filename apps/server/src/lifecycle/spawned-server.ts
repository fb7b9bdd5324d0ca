import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './node-flags';

/**
 * Test support: the server as `npm start` runs it, the production build in a process of its own. The build goes to
 * a folder of the test's own under dist/ (inside the repository, so that its imports of node_modules resolve).
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuiltServer {
  /** dist/…/main.js */
  entry: string;
  remove(): void;
}

/** `tsx build.ts` into a fresh folder: a started bundle is up in a third of the time main.ts takes under tsx. */
export async function buildServer(): Promise<BuiltServer> {
  mkdirSync(path.join(SERVER_DIR, 'dist'), { recursive: true });
  const outdir = mkdtempSync(path.join(SERVER_DIR, 'dist', 'test-'));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts', '--outdir', outdir], { cwd: SERVER_DIR });
  return { entry: path.join(outdir, 'main.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

export interface LogLine {
  event: string;
  /** When the test read it (performance.now()). */
  readAt: number;
  [field: string]: unknown;
}

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  port: number;
  log: LogLine[];
  /** The first log line of this event, waiting for it up to timeoutMs. */
  logged(event: string, timeoutMs?: number): Promise<LogLine>;
  /** The exit code (null after a signal's default action) and when the test saw the exit (performance.now()). */
  exited: Promise<{ code: number | null; at: number }>;
  output(): string;
}

/** Starts the built server with these settings on 127.0.0.1 (a free port); resolves once readiness answers 200. */
export async function spawnServer(
  entry: string,
  env: Record<string, string>,
  startMs = 60_000,
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [...serverNodeFlags(path.resolve(SERVER_DIR, '../..')), entry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(os.tmpdir(), 'no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let partial = '';
  const log: LogLine[] = [];
  const waiters = new Set<() => void>();
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    const readAt = performance.now();
    for (const line of lines.filter((l) => l.startsWith('{')))
      log.push({ ...(JSON.parse(line) as { event: string }), readAt });
    for (const wake of waiters) wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => {
      resolve({ code, at: performance.now() });
      for (const wake of waiters) wake();
    }),
  );
  const logged = async (event: string, timeoutMs = 30_000): Promise<LogLine> => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = log.find((line) => line.event === event);
      if (found) return found;
      if (child.exitCode !== null || child.signalCode !== null || performance.now() > deadline)
        throw new Error(`No ${event} in the server's log:\n${output.slice(-3000)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, 200);
        waiters.add(wake);
      });
    }
  };
  try {
    const port = Number((await logged('server.listening', startMs)).port);
    const url = `http://127.0.0.1:${port}`;
    for (;;) {
      const ready = await fetch(`${url}/api/health/ready`);
      await ready.arrayBuffer();
      if (ready.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { child, url, port, log, logged, exited, output: () => output };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
