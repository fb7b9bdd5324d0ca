/**
 * How long `npm start` takes until the server answers: `tsx bench/start-time.ts [--root <checkout>] [--touch <file>] [--data <dir>] [--log <file>]`.
 * Runs `npm start` in the checkout (its builds included) on a free port, asks
 * /api/health/live every 100 ms until it answers 200, prints the seconds, the build steps turbo reported
 * (cache hit or rebuilt) and the log's last lines, then stops the whole process group.
 * The data folder is the checkout's own (data/, as `npm start` uses it: created on a fresh clone's first start,
 * reopened on the next); `--data <dir>` puts it elsewhere.
 * `--log <file>` keeps the whole start log there.
 * `--touch <file>` appends a comment line to that file first (and takes it out again afterwards), to time a
 * start after a source change. Run it twice on a fresh clone for the first and the second start.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const root = path.resolve(option('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const touch = option('--touch');
const logFile = option('--log');
const dataDir = option('--data');
const TIMEOUT_MS = 240_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

const touched = touch ? path.resolve(root, touch) : undefined;
const original = touched ? readFileSync(touched, 'utf8') : undefined;
if (touched) appendFileSync(touched, `\n// start-time bench: a source change at ${new Date().toISOString()}\n`);

const port = await freePort();
const started = performance.now();
const child = spawn('npm', ['start'], {
  cwd: root,
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(dataDir ? { DATA_DIR: path.resolve(dataDir) } : {}),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
child.stderr.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
let exited = false;
child.once('exit', () => {
  exited = true;
});

let seconds: number | undefined;
while (!exited && performance.now() - started < TIMEOUT_MS) {
  if (await answers(`http://127.0.0.1:${port}/api/health/live`)) {
    seconds = (performance.now() - started) / 1000;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
// The banner is written once the server listens; give the log a moment to arrive before stopping.
await new Promise((resolve) => setTimeout(resolve, 1500));
if (child.pid && !exited) process.kill(-child.pid, 'SIGTERM');
await new Promise((resolve) => (exited ? resolve(undefined) : child.once('exit', resolve)));
if (touched && original !== undefined) writeFileSync(touched, original);

if (logFile) writeFileSync(logFile, output);
const turboLines = output.split('\n').filter((line) => /cache (hit|miss|bypass)|Cached:|Tasks:|Time:/.test(line));
const lines = output.trimEnd().split('\n');
console.log(`checkout: ${root}${touch ? `; touched ${touch}` : ''}`);
console.log(turboLines.map((line) => `  ${line.trim()}`).join('\n'));
console.log(`log: ${lines.length} lines; the last 14:\n${lines.slice(-14).join('\n')}`);
console.log(
  seconds === undefined
    ? `start: did not answer within ${TIMEOUT_MS / 1000} s`
    : `start: answering after ${seconds.toFixed(1)} s`,
);
if (seconds === undefined) process.exitCode = 1;
