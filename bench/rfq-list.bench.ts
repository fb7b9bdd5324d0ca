import { captureRfqListSql } from './lib/captured-sql';
import type { BenchContext } from './lib/compare';
import { interleave, medianOf } from './lib/compare';
import { startBareServer, startProductServer } from './lib/processes';
import { createBenchDatabase, NO_POSTGRES, postgresAvailable, signIn } from './lib/seed';
import { median, skip, verdict } from './lib/stats';

export const RFQ_LIST_PATH = '/api/rfq/rfqs';

/**
 * rfq-list: GET /api/rfq/rfqs (the first page: what a plain GET returns) with 10k RFQs on PostgreSQL,
 * signed in as the buyer, 50 connections, against node:http + postgres.js running the SQL the server ran.
 * Goals: req/s ratio >= 0.70 and p99 <= 1.5x the bare handler's. The verdict's ratio is the req/s one.
 */
export async function rfqList(ctx: BenchContext): Promise<string> {
  if (!postgresAvailable()) return skip('rfq-list', NO_POSTGRES);
  const database = await createBenchDatabase('postgres', 10_000);
  const server = await startProductServer({ root: ctx.root, databaseUrl: database.databaseUrl });
  try {
    const cookie = await signIn(server.url, 'buyer');
    const captured = await captureRfqListSql(database.databaseUrl ?? '', cookie);
    console.log(`server SQL: ${captured.query.slice(0, 160)}… (${captured.params.length} params)`);
    const bare = await startBareServer({ kind: 'sql', databaseUrl: database.databaseUrl ?? '', query: captured.query, params: captured.params });
    try {
      const load = { connections: 50, amount: 20_000, seconds: 40, timeoutSeconds: 120 };
      const result = await interleave(
        { label: 'product REST list', load: { ...load, url: `${server.url}${RFQ_LIST_PATH}`, headers: { cookie } } },
        { label: 'bare node:http+postgres.js', load: { ...load, url: `${bare.url}/` } },
      );
      const rps = median(result.rpsRatios);
      const p99 = median(result.p99Ratios);
      console.log(`answer size: product ${(medianOf(result.a, (r) => r.bytesPerRequest) / 1024).toFixed(1)} KB, bare ${(medianOf(result.b, (r) => r.bytesPerRequest) / 1024).toFixed(1)} KB`);
      const p99Ok = p99 <= 1.5;
      console.log(`p99 goal (<= 1.5x the bare handler's): ${p99.toFixed(3)} ${p99Ok ? 'met' : 'missed'}`);
      return verdict('rfq-list', rps, { op: '>=', value: 0.7 }, rps >= 0.7 && p99Ok);
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}
