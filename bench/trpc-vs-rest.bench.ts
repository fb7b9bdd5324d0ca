import type { BenchContext } from './lib/compare';
import { interleave } from './lib/compare';
import type { DashboardOptions } from './lib/dashboard-worker';
import { runWorker, startProductServer } from './lib/processes';
import { RFQ_LIST_LOAD, RFQ_LIST_PATH } from './rfq-list.bench';
import { createBenchDatabase, postgresAvailable, signIn } from './lib/seed';
import { describeRatios, median, verdict } from './lib/stats';

/** A buyer's dashboard data: procedure, its input, and the REST path of the same call. */
const DASHBOARD: [procedure: string, input: unknown, rest: string][] = [
  ['rfq.active', undefined, '/api/rfq/active'],
  ['contract.list', {}, '/api/contracts'],
  ['settlement.dashboard', undefined, '/api/settlements/dashboard'],
  ['order.list', undefined, '/api/orders'],
];

type DashboardResult = { loads: number; p50: number; p99: number };

/**
 * trpc-vs-rest: the RFQ list through tRPC (GET /api/trpc/rfq.list) against REST (GET /api/rfq/rfqs),
 * 10k RFQs, 50 connections. Goal: req/s ratio >= 0.85. Also reported (no goal): a dashboard's data in one
 * batched tRPC request against the same calls as parallel REST requests.
 */
export async function trpcVsRest(ctx: BenchContext): Promise<string> {
  const backend = postgresAvailable() ? 'postgres' : 'pglite';
  console.log(`database: ${backend} with 10,000 RFQs`);
  const database = await createBenchDatabase(backend, 10_000);
  const server = await startProductServer({
    root: ctx.root,
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
  });
  try {
    const cookie = await signIn(server.url, 'buyer');
    const load = { ...RFQ_LIST_LOAD, headers: { cookie } };
    const list = await interleave(
      { label: 'tRPC rfq.list', load: { ...load, url: `${server.url}/api/trpc/rfq.list` } },
      { label: 'REST /api/rfq/rfqs', load: { ...load, url: `${server.url}${RFQ_LIST_PATH}` } },
    );

    // Only the calls a buyer may make here (each must answer 200 on its own first).
    const calls = [];
    for (const call of DASHBOARD) {
      const status = (await fetch(`${server.url}${call[2]}`, { headers: { cookie } })).status;
      if (status === 200) calls.push(call);
      else console.log(`dashboard: ${call[2]} answers ${status} for a buyer; left out`);
    }
    const inputs = Object.fromEntries(calls.flatMap(([, input], i) => (input === undefined ? [] : [[i, input]])));
    const batched = `${server.url}/api/trpc/${calls.map(([p]) => p).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
    const common = { cookie, warmup: 2, loads: 40, seconds: 30 };
    const dashboardRatios: number[] = [];
    for (let round = 1; round <= 3; round++) {
      const trpc = await runWorker<DashboardResult>('dashboard-worker.ts', {
        ...common,
        urls: [batched],
      } satisfies DashboardOptions);
      const rest = await runWorker<DashboardResult>('dashboard-worker.ts', {
        ...common,
        urls: calls.map(([, , p]) => `${server.url}${p}`),
      } satisfies DashboardOptions);
      console.log(
        `round ${round} dashboard (${calls.map(([p]) => p).join(', ')}): batched tRPC p50 ${trpc.p50.toFixed(1)} ms p99 ${trpc.p99.toFixed(1)} ms (${trpc.loads} loads); parallel REST p50 ${rest.p50.toFixed(1)} ms p99 ${rest.p99.toFixed(1)} ms (${rest.loads} loads)`,
      );
      dashboardRatios.push(rest.p50 / trpc.p50);
    }
    console.log(
      `dashboard load, parallel REST p50 / batched tRPC p50: ${describeRatios(dashboardRatios)} (above 1: the batch is faster)`,
    );
    return verdict('trpc-vs-rest', median(list.rpsRatios), { op: '>=', value: 0.85 });
  } finally {
    await server.stop();
    await database.drop();
  }
}
