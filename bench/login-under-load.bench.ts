import type { BenchContext } from './lib/compare';
import { fmtLoad, runLoad, startProductServer } from './lib/processes';
import { BENCH_PASSWORD, createBenchDatabase } from './lib/seed';
import { describeRatios, latencyRatio, median, verdict } from './lib/stats';

/**
 * login-under-load: GET /api/health/live latency at rest, and again while 16 connections sign in as fast as
 * they can (argon2id, m=19456 KiB, t=2). Goal: health p99 during the flood <= 2x its p99 at rest, which
 * holds only if hashing runs off the event loop. Rest and flood alternate, three rounds.
 */
export async function loginUnderLoad(ctx: BenchContext): Promise<string> {
  const database = await createBenchDatabase('pglite', 0);
  const server = await startProductServer({ root: ctx.root, dataDir: database.dataDir });
  try {
    const path = (await fetch(`${server.url}/api/health/live`)).ok ? '/api/health/live' : '/api/health';
    const health = { url: `${server.url}${path}`, connections: 1, amount: 100_000, seconds: 5 };
    const flood = {
      url: `${server.url}/api/login`,
      connections: 16,
      amount: 100_000,
      seconds: 7,
      method: 'POST' as const,
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'buyer', password: BENCH_PASSWORD }),
    };
    await runLoad({ ...health, seconds: 2 });
    await runLoad({ ...flood, seconds: 2 });
    const ratios: number[] = [];
    for (let round = 1; round <= 3; round++) {
      const rest = await runLoad(health);
      console.log(fmtLoad(`round ${round} health at rest`, rest));
      const logins = runLoad(flood);
      // The flood gets a second to reach full speed before health is measured inside it.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const busy = await runLoad(health);
      const signIns = await logins;
      console.log(fmtLoad(`round ${round} health in flood`, busy));
      console.log(fmtLoad(`round ${round} sign-ins`, signIns));
      ratios.push(latencyRatio(busy.p99, rest.p99));
    }
    console.log(`health p99 in flood / at rest: ${describeRatios(ratios)}`);
    return verdict('login-under-load', median(ratios), { op: '<=', value: 2 });
  } finally {
    await server.stop();
    await database.drop();
  }
}
