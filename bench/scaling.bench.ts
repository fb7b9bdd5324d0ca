import { PAGE_LIMIT_DEFAULT } from '@energy/domain/schemas/paging';
import { createDb } from '@energy/db/client';
import { sql } from 'drizzle-orm';
import { drain, type BenchContext } from './lib/compare';
import { fmtLoad, runLoad, startProductServer, type Running } from './lib/processes';
import { RFQ_LIST_PATH } from './rfq-list.bench';
import { createBenchDatabase, postgresAvailable, signIn, type BenchDatabase } from './lib/seed';
import { describeRatios, median, verdict } from './lib/stats';

const SIZES = [1_000, 10_000, 100_000];
const PAGE = PAGE_LIMIT_DEFAULT;
const DEEP_HOPS = 20;

type Sized = { size: number; database: BenchDatabase; server: Running; cookie: string; deepUrl?: string };

/**
 * The page DEEP_HOPS pages in, found as a client finds it: following `Link: <…>; rel="next"` from the
 * first page. Undefined when the list ends sooner (or sends no links).
 */
async function deepPageUrl(s: Sized): Promise<string | undefined> {
  let url = `${s.server.url}${RFQ_LIST_PATH}`;
  for (let hop = 0; hop < DEEP_HOPS; hop++) {
    const response = await fetch(url, { headers: { cookie: s.cookie } });
    await response.arrayBuffer();
    const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
    if (!next) return undefined;
    url = `${s.server.url}${next}`;
  }
  return url;
}

/** What OFFSET paging would cost at the end of the list, against keyset paging, timed in SQL itself. */
async function offsetContrast(database: BenchDatabase): Promise<string> {
  const handle = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, migrate: false });
  const timed = async (query: string) => {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await handle.db.execute(sql.raw(query));
      samples.push(performance.now() - started);
    }
    return median(samples);
  };
  try {
    const last = database.rfqCount - PAGE;
    const offset = await timed(`select * from rfqs order by created_at desc, id desc limit ${PAGE} offset ${last}`);
    const keyset = await timed(
      `select * from rfqs where (created_at, id) < (select created_at, id from rfqs order by created_at desc, id desc limit 1 offset ${last - 1}) order by created_at desc, id desc limit ${PAGE}`,
    );
    const keysetOnly = await timed(
      `select * from rfqs where created_at < now() - interval '${last} seconds' order by created_at desc, id desc limit ${PAGE}`,
    );
    return `${database.rfqCount} RFQs, last page in SQL: OFFSET ${offset.toFixed(1)} ms; keyset ${keysetOnly.toFixed(1)} ms (keyset after finding the cursor by OFFSET: ${keyset.toFixed(1)} ms)`;
  } finally {
    await handle.close();
  }
}

/**
 * scaling: the buyer's RFQ list at 1k, 10k and 100k RFQs, first page (a plain GET) and a deep page
 * (20 cursors on). Goal: p50 at 100k <= 1.3x p50 at 1k, which only paging can reach. Servers for every
 * size run side by side and are measured in interleaved rounds.
 */
export async function scaling(ctx: BenchContext): Promise<string> {
  const backend = postgresAvailable() ? 'postgres' : 'pglite';
  console.log(`database: ${backend}`);
  const sized: Sized[] = [];
  try {
    for (const size of SIZES) {
      const database = await createBenchDatabase(backend, size);
      const server = await startProductServer({
        root: ctx.root,
        databaseUrl: database.databaseUrl,
        dataDir: database.dataDir,
      });
      const entry: Sized = { size, database, server, cookie: await signIn(server.url, 'buyer') };
      entry.deepUrl = await deepPageUrl(entry);
      sized.push(entry);
    }
    const first = new Map<number, number[]>();
    const deep = new Map<number, number[]>();
    for (let round = 1; round <= 3; round++) {
      for (const s of sized) {
        // One connection: the latency of one page, not the server's throughput.
        const bounds = { connections: 1, amount: 200, seconds: 10, timeoutSeconds: 30, headers: { cookie: s.cookie } };
        const r = await runLoad({ ...bounds, url: `${s.server.url}${RFQ_LIST_PATH}` });
        await drain({ ...bounds, url: `${s.server.url}${RFQ_LIST_PATH}` });
        console.log(fmtLoad(`round ${round} ${s.size} first page`, r));
        first.set(s.size, [...(first.get(s.size) ?? []), r.p50]);
        if (s.deepUrl) {
          const d = await runLoad({ ...bounds, url: s.deepUrl });
          console.log(fmtLoad(`round ${round} ${s.size} deep page`, d));
          deep.set(s.size, [...(deep.get(s.size) ?? []), d.p50]);
        }
      }
    }
    if (!sized.some((s) => s.deepUrl))
      console.log(`deep page: not measurable, no Link header leads ${DEEP_HOPS} pages in`);
    const ratios = [0, 1, 2].map(
      (i) => (first.get(100_000)?.[i] ?? Number.NaN) / (first.get(1_000)?.[i] ?? Number.NaN),
    );
    console.log(`first page p50 100k / 1k: ${describeRatios(ratios)}`);
    const deepRatios = [0, 1, 2].map(
      (i) => (deep.get(100_000)?.[i] ?? Number.NaN) / (first.get(1_000)?.[i] ?? Number.NaN),
    );
    if (deep.size) console.log(`deep page p50 100k / first page 1k: ${describeRatios(deepRatios)}`);
    // The servers let go of their databases first (a PGlite folder takes one process at a time).
    for (const s of sized) await s.server.stop();
    for (const s of sized)
      console.log(await offsetContrast(s.database).catch((e: unknown) => `offset contrast failed: ${String(e)}`));
    const ratio = Math.max(median(ratios), deep.size ? median(deepRatios) : 0);
    return verdict('scaling', ratio, { op: '<=', value: 1.3 });
  } finally {
    for (const s of sized) {
      await s.server.stop();
      await s.database.drop();
    }
  }
}
