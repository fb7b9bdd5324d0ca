import { captureRfqListSql } from './lib/captured-sql';
import type { BenchContext } from './lib/compare';
import { interleave, medianOf } from './lib/compare';
import { fmtLoad, runLoad, startBareServer, startProductServer } from './lib/processes';
import { createBenchDatabase, NO_POSTGRES, postgresAvailable, signIn } from './lib/seed';
import { kb, median, skip, verdict } from './lib/stats';

export const RFQ_LIST_PATH = '/api/rfq/rfqs';

/** The list's load: 50 connections, up to 20,000 pages or 40 s a round (trpc-vs-rest and node-flags-ab load it too). */
export const RFQ_LIST_LOAD = { connections: 50, amount: 20_000, seconds: 40, timeoutSeconds: 120 };

/** The list's performance target: the first page under 50 KB, and its p99 under 50 ms at 10 connections. */
const FIRST_PAGE_MAX_BYTES = 50 * 1024;
const FIRST_PAGE_MAX_P99_MS = 50;

/**
 * The first page's own figures: its body size, its headers, and three bounded runs at 10 connections
 * (the median p99 is judged). Absolute figures, so they are printed beside the ratio, not as the verdict.
 */
async function firstPageGoals(url: string, cookie: string): Promise<string> {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  const rows = (JSON.parse(body) as unknown[]).length;
  console.log(
    `first page: ${rows} rows, ${kb(body.length)} body, X-Total-Count ${response.headers.get('x-total-count')}, Link ${response.headers.get('link') ? 'present' : 'absent'}`,
  );
  const p99s: number[] = [];
  for (let round = 1; round <= 3; round++) {
    const r = await runLoad({
      url,
      headers: { cookie },
      connections: 10,
      amount: 5_000,
      seconds: 15,
      timeoutSeconds: 30,
    });
    console.log(fmtLoad(`10 connections round ${round}`, r));
    p99s.push(r.p99);
  }
  const p99 = median(p99s);
  const sizeOk = body.length < FIRST_PAGE_MAX_BYTES;
  const p99Ok = p99 < FIRST_PAGE_MAX_P99_MS;
  return `rfq-list issue-8 goals: first page ${kb(body.length)} (goal < 50 KB) ${sizeOk ? 'met' : 'missed'}; p99 at 10 connections ${p99.toFixed(1)} ms, median of 3 (goal < ${FIRST_PAGE_MAX_P99_MS} ms) ${p99Ok ? 'met' : 'missed'}`;
}

/**
 * rfq-list: GET /api/rfq/rfqs (the first page: what a plain GET returns) with 10k RFQs on PostgreSQL,
 * signed in as the buyer, 50 connections, against node:http + postgres.js running the SQL the server ran (the session lookup of the
 * cookie, then the page).
 * Goals: req/s ratio >= 0.70 and p99 <= 1.5x the bare handler's. The verdict's ratio is the req/s one.
 */
export async function rfqList(ctx: BenchContext): Promise<string> {
  if (!postgresAvailable()) return skip('rfq-list', NO_POSTGRES);
  const database = await createBenchDatabase('postgres', 10_000);
  const server = await startProductServer({ root: ctx.root, databaseUrl: database.databaseUrl });
  try {
    const cookie = await signIn(server.url, 'buyer');
    const captured = await captureRfqListSql(database.databaseUrl ?? '', cookie);
    for (const { role, query, params } of captured)
      console.log(`server SQL (${role}): ${query.slice(0, 160)}… (${params.length} params)`);
    const bare = await startBareServer({ kind: 'sql', databaseUrl: database.databaseUrl ?? '', queries: captured });
    try {
      // An anchor that cannot answer the page would be measured answering errors: say why and stop.
      const anchor = await fetch(`${bare.url}/`, { headers: { cookie } });
      if (!anchor.ok) throw new Error(`the anchor answered ${anchor.status}: ${(await anchor.text()).slice(0, 300)}`);
      const load = { ...RFQ_LIST_LOAD, headers: { cookie } };
      const result = await interleave(
        { label: 'product REST list', load: { ...load, url: `${server.url}${RFQ_LIST_PATH}` } },
        { label: 'bare node:http+postgres.js', load: { ...load, url: `${bare.url}/` } },
      );
      const rps = median(result.rpsRatios);
      const p99 = median(result.p99Ratios);
      console.log(
        `answer size: product ${(medianOf(result.a, (r) => r.bytesPerRequest) / 1024).toFixed(1)} KB, bare ${(medianOf(result.b, (r) => r.bytesPerRequest) / 1024).toFixed(1)} KB`,
      );
      const p99Ok = p99 <= 1.5;
      console.log(`p99 goal (<= 1.5x the bare handler's): ${p99.toFixed(3)} ${p99Ok ? 'met' : 'missed'}`);
      console.log(await firstPageGoals(`${server.url}${RFQ_LIST_PATH}`, cookie));
      return verdict('rfq-list', rps, { op: '>=', value: 0.7 }, rps >= 0.7 && p99Ok);
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}
