import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../deploy/cluster/cluster';
import { rssOf, sleep } from '../deploy/cluster/processes';
import { startMixedTraffic } from '../test/resilience/support/mixed-traffic';
import { type Answer, signedIn } from '../test/resilience/support/load';
import { heapInUse, sampleEvery } from '../test/resilience/support/samplers';
import { type RssSample, rssTrend } from '../test/resilience/support/soak-figures';
import { ZSystemHealth } from '@energy/domain/schemas/admin-console';
import type { BenchContext } from './lib/compare';
import { startProductServer, type Running } from './lib/processes';
import { emptyPostgresDatabase, postgresAvailable } from './lib/seed';
import { median, verdict } from './lib/stats';

/** The load's length: `MEMORY_MINUTES=2 npm run bench -- memory` for a quick look (the budget is judged on 10); `MEMORY_BACKENDS=postgres` picks one database. */
const MINUTES = Number(process.env.MEMORY_MINUTES ?? '10');
/** Each of the five roles takes a turn this often: 25 calls a second on one server (the soak: 10 on two). */
const TURN_MS = 200;
const WARM_UP_MS = 60_000;
const MIB = 1024 * 1024;

/** The highest RSS a server may reach under the load, per database (PGlite runs inside the server's process). */
export const RSS_BUDGET_MIB = { pglite: 768, postgres: 384 } as const;
/** RSS's floor may grow by at most this fraction from the load's first fifth (after the warm-up) to its last. */
export const GROWTH_GOAL = 1.1;
/** Where each backend's 2 s samples are kept (`memory-<backend>.json`), to look at the curve behind the figures. */
const REPORTS_DIR = 'reports';

type Backend = keyof typeof RSS_BUDGET_MIB;

const METRICS_TOKEN = 'bench-metrics-token';

const mib = (bytes: number) => (bytes / MIB).toFixed(0);
const failed = (answer: Answer) => answer.status < 200 || answer.status >= 400;

/** A fresh, empty database for the server to migrate and seed, as `npm start` does on a new machine. */
async function emptyDatabase(
  backend: Backend,
): Promise<{ dataDir?: string; databaseUrl?: string; drop(): Promise<void> }> {
  if (backend === 'postgres') return emptyPostgresDatabase();
  const parent = mkdtempSync(path.join(os.tmpdir(), 'energy-bench-memory-'));
  return { dataDir: path.join(parent, 'data'), drop: async () => rmSync(parent, { recursive: true, force: true }) };
}

/**
 * Waits until the demo seed's domain events are notified and its mail sent (System Health's outbox and mail
 * queue empty), so that idle is measured idle: ms waited.
 */
async function settled(url: string, timeoutMs = 300_000): Promise<number> {
  const started = performance.now();
  const admin = await signedIn(url, 'admin');
  while (performance.now() - started < timeoutMs) {
    const health = ZSystemHealth.parse(await (await admin.call('GET', '/api/admin/system-health')).json());
    if (health.outbox.pending === 0 && health.mail.queued === 0) return performance.now() - started;
    await sleep(1_000);
  }
  throw new Error(`the demo seed's outbox and mail were not done within ${timeoutMs / 1000} s`);
}

interface Measured {
  idle: number;
  /** RSS's floor (5th percentile of the 2 s samples) in the load's first and last fifth after the warm-up. */
  first: number;
  last: number;
  high: number;
  rested: number;
  calls: number;
  failed: number;
  /** The failed calls by status and call type, most frequent first. */
  failures: string[];
}

function failuresOf(answers: readonly Answer[]): string[] {
  const counts = new Map<string, number>();
  for (const answer of answers.filter(failed)) {
    const key = `${answer.status} ${answer.call}${answer.failure ? ` (${answer.failure})` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${n} × ${key}`);
}

/** One server on `backend`: idle, then MINUTES of the five roles' mixed traffic, then 30 s of rest. */
async function measure(root: string, backend: Backend): Promise<Measured> {
  const database = await emptyDatabase(backend);
  let server: Running | undefined;
  try {
    server = await startProductServer({
      root,
      ...database,
      seedDemo: true,
      password: DEMO_PASSWORD,
      // Production asks admin and finance for a second factor; the traffic signs in with passwords alone.
      env: { REQUIRE_2FA_ROLES: '', METRICS_TOKEN },
    });
    const pid = server.process.pid;
    const settledAfter = await settled(server.url);
    console.log(
      `${backend}: the demo seed's events notified and mail sent ${(settledAfter / 1000).toFixed(0)} s after start`,
    );
    await sleep(10_000);
    const idleSamples = sampleEvery(1_000, () => rssOf(pid));
    await sleep(10_000);
    const idle = median(await idleSamples.stop());

    const traffic = await startMixedTraffic(server.url, TURN_MS);
    const url = server.url;
    const rss = sampleEvery(
      2_000,
      async (): Promise<RssSample> => ({
        at: performance.now() - traffic.started,
        bytes: [rssOf(pid)],
        heap: [await heapInUse(url, METRICS_TOKEN)],
      }),
    );
    await sleep(MINUTES * 60_000);
    const answers = await traffic.stop();
    const endMs = performance.now() - traffic.started;
    const samples = await rss.stop();
    await sleep(30_000);
    const rested = rssOf(pid);
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(path.join(REPORTS_DIR, `memory-${backend}.json`), JSON.stringify(samples));

    const trend = rssTrend(samples, [backend], WARM_UP_MS, endMs);
    const [first, last] = trend.floors[0] ?? [Number.NaN, Number.NaN];
    const measured: Measured = {
      idle,
      first,
      last,
      high: Math.max(...samples.filter((s) => s.at >= WARM_UP_MS).map((s) => s.bytes[0] ?? 0)),
      rested,
      calls: answers.length,
      failed: answers.filter(failed).length,
      failures: failuresOf(answers),
    };
    console.log(
      `${backend}: RSS idle ${mib(measured.idle)} MiB; under ${MINUTES} min of load (${measured.calls} calls, ` +
        `${(measured.calls / (endMs / 1000)).toFixed(1)}/s, ${measured.failed} failed): highest ${mib(measured.high)} MiB ` +
        `(budget ${RSS_BUDGET_MIB[backend]}); 30 s after the load ${mib(measured.rested)} MiB`,
    );
    for (const [figure, values] of Object.entries(trend.figures))
      console.log(`${backend}: ${figure}: ${values.join('; ')}`);
    if (measured.failures.length) console.log(`${backend}: failed calls: ${measured.failures.slice(0, 8).join('; ')}`);
    return measured;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/**
 * memory: the product server's RSS idle and under 10 minutes of the soak's mixed traffic (the five demo roles'
 * reads of their lists and dashboards and writes along deals, test/resilience/support/mixed-traffic.ts), on PGlite
 * and on PostgreSQL, one server each on a fresh database seeded as `npm start` seeds it. RSS follows the garbage
 * collector up and down by tens of MiB, so the load's first and last fifth after a 1-minute warm-up are compared
 * as the soak compares them (rssTrend): by their floors, the 5th percentile of the 2 s samples, what the server keeps
 * after its collections, where a leak shows; the medians and the V8 heap in use are printed beside them. The
 * verdict: the largest growth of the floor over the backends, goal ≤ 1.10, and FAIL if a call failed or any sample
 * passed its backend's budget (RSS_BUDGET_MIB).
 */
export async function memoryBench({ root }: BenchContext): Promise<string> {
  const asked = (process.env.MEMORY_BACKENDS ?? 'pglite,postgres').split(',');
  if (!postgresAvailable()) console.log('postgres: SKIP (TEST_DATABASE_URL not set)');
  const backends = (['pglite', 'postgres'] as const).filter(
    (backend) => asked.includes(backend) && (backend === 'pglite' || postgresAvailable()),
  );
  const results = [];
  for (const backend of backends) results.push({ backend, ...(await measure(root, backend)) });
  const growth = Math.max(...results.map((r) => r.last / r.first));
  const withinBudget = results.every((r) => r.high <= RSS_BUDGET_MIB[r.backend] * MIB && r.failed === 0);
  return verdict('memory', growth, { op: '<=', value: GROWTH_GOAL }, growth <= GROWTH_GOAL && withinBudget);
}
