/**
 * Not a bench: CPU time the server process spends per rfq-list first page (utime + stime from /proc over a
 * bounded run at 10 connections), for two server builds of this checkout run side by side and measured
 * alternately, so a change's cost is seen without the anchor's noise. The first build is "before".
 *   TEST_DATABASE_URL=… npx tsx bench/lib/cpu-per-request.ts apps/server/dist-before/main.js apps/server/dist/main.js
 */
import path from 'node:path';
import { RFQ_LIST_PATH } from '../rfq-list.bench';
import { runLoad, startProductServer, type Running } from './processes';
import { createBenchDatabase, signIn } from './seed';
import { processCpuMs } from './process-cpu';

const root = path.resolve(import.meta.dirname, '../..');
const entries = process.argv.slice(2).map((entry) => path.resolve(root, entry));
const ROUNDS = 4;
const REQUESTS = 2_000;

const database = await createBenchDatabase('postgres', 10_000);
const servers: Running[] = [];
try {
  for (const serverEntry of entries)
    servers.push(await startProductServer({ root, databaseUrl: database.databaseUrl, serverEntry }));
  const cookies = await Promise.all(servers.map((server) => signIn(server.url, 'buyer')));
  const load = (i: number, amount: number) =>
    runLoad({
      url: `${servers[i]?.url}${RFQ_LIST_PATH}`,
      headers: { cookie: cookies[i] ?? '' },
      connections: 10,
      amount,
      seconds: 60,
      timeoutSeconds: 120,
    });
  for (let i = 0; i < servers.length; i++) await load(i, 500);
  const perRequest: number[][] = servers.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (let i = 0; i < servers.length; i++) {
      const pid = servers[i]?.process.pid ?? 0;
      const before = processCpuMs(pid);
      const r = await load(i, REQUESTS);
      const ms = (processCpuMs(pid) - before) / r.requests;
      perRequest[i]?.push(ms);
      console.log(
        `round ${round} ${path.relative(root, entries[i] ?? '')}: ${ms.toFixed(2)} ms CPU per page (${r.requests} req, ${r.rps.toFixed(1)} req/s, non2xx ${r.non2xx})`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  perRequest.forEach((xs, i) =>
    console.log(`${path.relative(root, entries[i] ?? '')}: median ${median(xs).toFixed(2)} ms CPU per page`),
  );
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
}
