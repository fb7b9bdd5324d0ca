import type { BenchContext } from './lib/compare';
import { interleave, type Target } from './lib/compare';
import { createBenchDatabase } from './lib/seed';
import { startBareServer, startHonoFloorServer, startProductServer } from './lib/processes';
import { median, verdict } from './lib/stats';

/**
 * stack-floor: GET /api/health/live through the whole product server (every middleware, the request log
 * on a pipe) against a bare node:http server answering the same JSON. Goal: req/s ratio >= 0.75.
 */
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
    const bare = await startBareServer({ kind: 'json', body });
    const headers = productHeaders(live.ok ? live : await fetch(`${server.url}${path}`));
    console.log(
      `product answer: ${Object.keys(headers).length} headers of its own, ${JSON.stringify(headers).length} bytes of them`,
    );
    const bareWithHeaders = await startBareServer({ kind: 'json', body, headers });
    const honoAlone = await startHonoFloorServer(path, body);
    try {
      const load = { connections: 10, amount: 200_000, seconds: 5 };
      const target = (label: string, url: string): Target => ({ label, load: { ...load, url } });
      const full = target('full server', `${server.url}${path}`);
      const plain = target('bare node:http', `${bare.url}/`);
      const hono = target('Hono alone', `${honoAlone.url}${path}`);
      const result = await interleave(full, plain);
      // Not the verdict: how much of the gap is the product's header set alone (wire bytes, node's header
      // serialisation, the load generator's parsing), with no framework, middleware or log at all; the
      // framework's own floor (one Hono route, no middleware, none of the product's headers or log); and what
      // the product adds on top of it.
      const contexts: [string, Target, Target][] = [
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
      return verdict('stack-floor', median(result.rpsRatios), { op: '>=', value: 0.75 });
    } finally {
      await bare.stop();
      await bareWithHeaders.stop();
      await honoAlone.stop();
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}
