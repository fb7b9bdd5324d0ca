import type { BenchContext } from './lib/compare';
import { interleave, type Target } from './lib/compare';
import { interleavedCpuRounds } from './lib/cpu-rounds';
import { startBareServer, startHonoFloorServer, startProductServer } from './lib/processes';
import { createBenchDatabase } from './lib/seed';
import { describeRatios, median, verdict } from './lib/stats';

/**
 * stack-floor: GET /api/health/live through the whole product server (every middleware, the request log on a
 * pipe). The verdict is the product's own cost: the server's CPU time per request (utime + stime from /proc)
 * over that of Hono alone (one route, no middleware) sending the same headers, the median of the per-round
 * ratios of 11 interleaved rounds. Goal <= 1.5. The req/s ratios against bare node:http are printed as context
 * (issue 34: with Hono on the path and the product's header set, 0.75 of bare is out of the load generator's reach).
 */
const CPU_ROUNDS = 11;
const CPU_REQUESTS = 20_000;

/** The headers the product adds to its answer, minus those node:http writes itself. */
function productHeaders(response: Response): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding'].includes(name))
      own[name] = value;
  }
  return own;
}

export async function stackFloor(ctx: BenchContext): Promise<string> {
  const database = await createBenchDatabase('pglite', 0);
  const server = await startProductServer({ root: ctx.root, dataDir: database.dataDir });
  try {
    // A checkout from before the split has only /api/health (which also asks the database).
    const live = await fetch(`${server.url}/api/health/live`);
    const path = live.ok ? '/api/health/live' : '/api/health';
    const body = live.ok ? await live.text() : await (await fetch(`${server.url}${path}`)).text();
    console.log(`product: GET ${path} -> ${body}`);
    const headers = productHeaders(live.ok ? live : await fetch(`${server.url}${path}`));
    console.log(
      `product answer: ${Object.keys(headers).length} headers of its own, ${JSON.stringify(headers).length} bytes of them`,
    );
    const bare = await startBareServer({ kind: 'json', body });
    const bareWithHeaders = await startBareServer({ kind: 'json', body, headers });
    const honoAlone = await startHonoFloorServer(path, body);
    const honoWithHeaders = await startHonoFloorServer(path, body, headers);
    try {
      const load = { connections: 10, amount: 200_000, seconds: 5 };
      const target = (label: string, url: string): Target => ({ label, load: { ...load, url } });
      const full = target('full server', `${server.url}${path}`);
      const plain = target('bare node:http', `${bare.url}/`);
      const hono = target('Hono alone', `${honoAlone.url}${path}`);
      // Context, not the verdict: req/s of the full server against bare node:http (the former verdict); what the
      // product's header set alone costs with no framework, middleware or log; the framework's own floor; and
      // what the product adds on top of it.
      const contexts: [string, Target, Target][] = [
        ['the full server vs bare node:http', full, plain],
        [
          "bare node:http sending the product's headers vs bare node:http",
          target('bare + product headers', `${bareWithHeaders.url}/`),
          plain,
        ],
        ['Hono alone (one route, no middleware, on @hono/node-server) vs bare node:http', hono, plain],
        ['the full server vs Hono alone', full, hono],
      ];
      for (const [title, a, b] of contexts) {
        console.log(`\ncontext: ${title}`);
        await interleave(a, b);
      }

      console.log(`\nverdict: CPU per request, the full server vs Hono alone with the product's headers`);
      const cpuLoad = { connections: 10, amount: CPU_REQUESTS, seconds: 30, timeoutSeconds: 60 };
      const runs = await interleavedCpuRounds(
        [
          { label: 'full server', pid: server.process.pid ?? 0, load: { ...cpuLoad, url: `${server.url}${path}` } },
          {
            label: 'Hono + product headers',
            pid: honoWithHeaders.process.pid ?? 0,
            load: { ...cpuLoad, url: `${honoWithHeaders.url}${path}` },
          },
        ],
        CPU_ROUNDS,
        (round, run) =>
          console.log(
            `round ${String(round).padStart(2)} ${run.label.padEnd(24)} ${run.us.toFixed(1).padStart(6)} µs CPU per request  ${run.result.rps.toFixed(0)} req/s  non2xx ${run.result.non2xx}`,
          ),
      );
      const us = (i: number) => runs.map((round) => round[i]?.us ?? Number.NaN);
      const ratios = runs.map(([a, b]) => (a?.us ?? Number.NaN) / (b?.us ?? Number.NaN));
      console.log(
        `CPU per request: full server median ${median(us(0)).toFixed(1)} µs, Hono + product headers median ${median(us(1)).toFixed(1)} µs`,
      );
      console.log(`CPU ratio full server / Hono + product headers: ${describeRatios(ratios)}`);
      return verdict('stack-floor', median(ratios), { op: '<=', value: 1.5 });
    } finally {
      await bare.stop();
      await bareWithHeaders.stop();
      await honoAlone.stop();
      await honoWithHeaders.stop();
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}
