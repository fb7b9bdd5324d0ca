/**
 * `npm run bench` runs every benchmark; `npm run bench -- <name> [<name>…]` runs some.
 * `--root <checkout>` measures another checkout's server and web app (for before/after figures).
 * Each bench prints its raw figures, then one last line: `<name>: ratio <x> (goal <op> <y>) PASS|FAIL`.
 */
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from './lib/compare';
import { buildProductServer, PINNING, REPO_ROOT } from './lib/processes';

type Bench = (ctx: BenchContext) => Promise<string>;

/** Loaded on demand, so that one bench runs without loading the others. */
const BENCHES: Record<string, () => Promise<Bench>> = {
  'stack-floor': () => import('./stack-floor.bench').then((m) => m.stackFloor),
  'rfq-list': () => import('./rfq-list.bench').then((m) => m.rfqList),
  'trpc-vs-rest': () => import('./trpc-vs-rest.bench').then((m) => m.trpcVsRest),
  scaling: () => import('./scaling.bench').then((m) => m.scaling),
  'pglite-vs-postgres': () => import('./pglite-vs-postgres.bench').then((m) => m.pgliteVsPostgres),
  'login-under-load': () => import('./login-under-load.bench').then((m) => m.loginUnderLoad),
  bundle: () => import('./bundle.bench').then((m) => m.bundle),
  lighthouse: () => import('./lighthouse.bench').then((m) => m.lighthouseBench),
  memory: () => import('./memory.bench').then((m) => m.memoryBench),
};

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt >= 0 ? (args[rootAt + 1] ?? '.') : REPO_ROOT);
const names = args.filter((_, i) => rootAt < 0 || (i !== rootAt && i !== rootAt + 1));
const selected = names.length ? names : Object.keys(BENCHES);
const unknown = selected.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

console.log(
  `bench run ${new Date().toISOString()} on ${os.cpus().length}x ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `checkout: ${root}; ${PINNING}; PostgreSQL: ${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'none'}`,
);
console.log(buildProductServer(root));

const verdicts: string[] = [];
for (const name of selected) {
  console.log(`\n=== ${name} ===`);
  const load = BENCHES[name];
  if (!load) continue;
  let line: string;
  try {
    line = await (await load())({ root });
  } catch (error) {
    console.log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    line = `${name}: ratio n/a (could not run) FAIL`;
  }
  console.log(line);
  verdicts.push(line);
}
if (selected.length > 1) console.log(`\n=== summary ===\n${verdicts.join('\n')}`);
