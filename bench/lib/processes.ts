import type { CapturedQuery } from './captured-sql';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '@energy/server/lifecycle/node-flags';
import type { LoadOptions, LoadResult } from './load-worker';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const TSX_LOADER = path.join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs');

/** Core 0 for servers, core 1 for load generators, when taskset exists and there are two cores. */
const pinning = existsSync('/usr/bin/taskset') || existsSync('/bin/taskset');
export const PINNING = pinning
  ? 'taskset: servers on core 0, load generators on core 1'
  : 'no taskset: processes not pinned';

function pinned(core: 0 | 1, command: string, args: string[]): [string, string[]] {
  return pinning ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** Children still running; stopped when the bench process ends, however it ends. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

function track<T extends ChildProcess>(child: T): T {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
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

export interface Running {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, output: () => string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output().slice(-2000)}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${output().slice(-2000)}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

/**
 * Starts a node process pinned to core 0 and waits until `readyPath` answers 200. Its stdout is read
 * through a pipe and dropped, as a log shipper would: a synchronous logger pays for that pipe.
 */
async function startPinned(
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
  cwd: string,
): Promise<Running> {
  const [command, argv] = pinned(0, process.execPath, args);
  const child = track(
    spawn(command, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}${readyPath}`, child, () => tail);
  return { url, process: child, stop: stopper(child) };
}

export interface ProductServerOptions {
  /** The checkout to run (default this one); `--root` runs an older checkout for before/after figures. */
  root: string;
  databaseUrl?: string;
  dataDir?: string;
  webDist?: string;
  seedDemo?: boolean;
  password?: string;
  /** Extra node flags before the script (e.g. `--cpu-prof`, see profile-rfq-list.ts). */
  nodeArgs?: string[];
  /** Another server build of the same checkout to run instead of apps/server/dist/main.js (before/after). */
  serverEntry?: string;
  /** More environment variables for the server (e.g. REQUIRE_2FA_ROLES). */
  env?: Record<string, string>;
}

/** Builds the server of `root` the way `npm start` does, if that checkout has a server build. */
export function buildProductServer(root: string): string {
  const script = path.join(root, 'apps/server/build.ts');
  if (!existsSync(script)) return `server of ${root}: no build step (runs TypeScript through tsx)`;
  const result = spawnSync(process.execPath, ['--import', TSX_LOADER, script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('server build failed');
  return `server of ${root}: built to apps/server/dist/main.js (plain node)`;
}

/** The whole product server (every middleware, real logger on a pipe), in production mode. */
export async function startProductServer(options: ProductServerOptions): Promise<Running> {
  const port = await freePort();
  const built = options.serverEntry ?? path.join(options.root, 'apps/server/dist/main.js');
  // The build runs with the flags `npm start` gives it (apps/server/package.json's start script), then the bench's own.
  const args = existsSync(built)
    ? [...serverNodeFlags(options.root), ...(options.nodeArgs ?? []), built]
    : [...(options.nodeArgs ?? []), '--import', TSX_LOADER, path.join(options.root, 'apps/server/src/main.ts')];
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    WEB_DIST: options.webDist ?? path.join(options.root, 'apps/web/no-dist'),
    DATABASE_URL: options.databaseUrl ?? '',
    DATA_DIR: options.dataDir ?? '',
    // Production requires it; one for every instance, as behind a real balancer.
    CURSOR_SECRET: 'bench-cursor-secret-the-same-on-every-instance',
    // Production requires it too (32 bytes, base64).
    TWO_FACTOR_KEY: Buffer.alloc(32, 1).toString('base64'),
    ...(options.password ? { DEMO_PASSWORD: options.password } : {}),
    ...options.env,
  };
  return startPinned(args, env, port, '/api/health', options.root);
}

/**
 * `json`: `headers` are extra response headers (the product's own set, to see what sending them costs).
 * `sql`: authenticates as the server does (the `session` query with the cookie's token hash; 401 without a live
 * session), then runs the `page` queries one after the other and answers the first one's rows.
 */
export type BareMode =
  | { kind: 'json'; body: string; headers?: Record<string, string> }
  | { kind: 'sql'; databaseUrl: string; queries: CapturedQuery[] };

/** The anchor: a bare node:http server (optionally with postgres.js) in its own process on core 0. */
export function startBareServer(mode: BareMode): Promise<Running> {
  return startLibServer(
    'bare-server.ts',
    (port) => ({ BARE_PORT: String(port), BARE_MODE: JSON.stringify(mode) }),
    '/live',
  );
}

/**
 * A Hono app with one route answering `body` at `path`, and nothing else, on core 0 (see hono-floor-server.ts);
 * with `headers`, every answer carries them too.
 */
export function startHonoFloorServer(
  route: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Running> {
  return startLibServer(
    'hono-floor-server.ts',
    (port) => ({
      FLOOR_PORT: String(port),
      FLOOR_PATH: route,
      FLOOR_BODY: body,
      FLOOR_HEADERS: JSON.stringify(headers),
    }),
    route,
  );
}

/** A server script of bench/lib on a free port, pinned to core 0, once `readyPath` answers. */
async function startLibServer(
  script: string,
  env: (port: number) => Record<string, string>,
  readyPath: string,
): Promise<Running> {
  const port = await freePort();
  return startPinned(
    ['--import', TSX_LOADER, path.join(BENCH_DIR, 'lib', script)],
    env(port),
    port,
    readyPath,
    REPO_ROOT,
  );
}

/** Runs a worker script of bench/lib on core 1 and returns the JSON it prints last. */
export async function runWorker<T>(script: string, options: unknown): Promise<T> {
  const [command, argv] = pinned(1, process.execPath, [
    '--import',
    TSX_LOADER,
    path.join(BENCH_DIR, 'lib', script),
    JSON.stringify(options),
  ]);
  const child = track(spawn(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] }));
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = out.trim().split('\n').pop() ?? '';
  if (code !== 0 || !line.startsWith('{')) throw new Error(`${script} failed (${code}): ${out.slice(-500)}`);
  return JSON.parse(line) as T;
}

/** One load run from a separate process on core 1. */
export const runLoad = (options: LoadOptions) => runWorker<LoadResult>('load-worker.ts', options);

/** A latency of the load worker; NaN (null once through JSON) when no answer was a 2xx. */
const fmtMs = (ms: number | null) => (ms === null || !Number.isFinite(ms) ? 'n/a' : `${ms.toFixed(2)} ms`);

export const fmtLoad = (label: string, r: LoadResult) =>
  `${label.padEnd(28)} ${r.rps.toFixed(1).padStart(9)} req/s  p50 ${fmtMs(r.p50)}  p99 ${fmtMs(r.p99)}  ` +
  `${r.requests} req in ${r.seconds.toFixed(1)} s  ${(r.bytesPerRequest / 1024).toFixed(1)} KB/req  errors ${r.errors + r.timeouts} non2xx ${r.non2xx}`;
