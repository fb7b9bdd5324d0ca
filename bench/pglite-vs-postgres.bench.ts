import type { BenchContext } from './lib/compare';
import { drain, interleave } from './lib/compare';
import { fmtLoad, runLoad, startProductServer } from './lib/processes';
import { RFQ_LIST_PATH } from './rfq-list.bench';
import { createBenchDatabase, NO_POSTGRES, postgresAvailable, signIn } from './lib/seed';
import { median, skip, verdict } from './lib/stats';

/**
 * pglite-vs-postgres: benchmark 2 (the buyer's RFQ list, 10k RFQs) on the embedded PGlite against
 * PostgreSQL, one connection. Goals: req/s ratio >= 0.5, and zero errors from PGlite at 50 connections
 * (it serves one query at a time: requests must queue, not fail).
 */
export async function pgliteVsPostgres(ctx: BenchContext): Promise<string> {
  const pgliteDb = await createBenchDatabase('pglite', 10_000);
  const pglite = await startProductServer({ root: ctx.root, dataDir: pgliteDb.dataDir });
  try {
    const pgliteCookie = await signIn(pglite.url, 'buyer');
    const flood = await runLoad({
      url: `${pglite.url}${RFQ_LIST_PATH}`,
      connections: 50,
      amount: 200,
      seconds: 90,
      timeoutSeconds: 180,
      headers: { cookie: pgliteCookie },
    });
    console.log(fmtLoad('PGlite, 50 connections', flood));
    await drain({
      url: `${pglite.url}${RFQ_LIST_PATH}`,
      connections: 1,
      amount: 1,
      seconds: 1,
      headers: { cookie: pgliteCookie },
    });
    const failures = flood.errors + flood.timeouts + flood.non2xx;
    console.log(
      `PGlite at 50 connections: ${failures} failed of ${flood.requests} (goal: 0) ${failures === 0 ? 'met' : 'missed'}`,
    );
    if (!postgresAvailable())
      return skip('pglite-vs-postgres', `${NO_POSTGRES} (the 50-connection check above ran on PGlite)`);
    const pgDb = await createBenchDatabase('postgres', 10_000);
    const pg = await startProductServer({ root: ctx.root, databaseUrl: pgDb.databaseUrl });
    try {
      const pgCookie = await signIn(pg.url, 'buyer');
      const load = { connections: 1, amount: 2_000, seconds: 20, timeoutSeconds: 60 };
      const result = await interleave(
        { label: 'PGlite', load: { ...load, url: `${pglite.url}${RFQ_LIST_PATH}`, headers: { cookie: pgliteCookie } } },
        { label: 'PostgreSQL', load: { ...load, url: `${pg.url}${RFQ_LIST_PATH}`, headers: { cookie: pgCookie } } },
      );
      const ratio = median(result.rpsRatios);
      return verdict('pglite-vs-postgres', ratio, { op: '>=', value: 0.5 }, ratio >= 0.5 && failures === 0);
    } finally {
      await pg.stop();
      await pgDb.drop();
    }
  } finally {
    await pglite.stop();
    await pgliteDb.drop();
  }
}
