/**
 * Not a bench: CPU time the server process spends per `GET /api/health/live` (utime + stime from /proc over a
 * bounded run at 10 connections), for server builds of this checkout run side by side and measured
 * alternately, so a change's cost on the stack-floor path is seen without the anchor's noise. The first
 * build is "before". With PROFILE_DIR, each server also writes a CPU profile there when it stops.
 *   npx tsx bench/lib/cpu-per-request-floor.ts apps/server/dist-before/main.js apps/server/dist/main.js
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuPerRequest } from './cpu-rounds';
import { runLoad, startProductServer, type Running } from './processes';
import { createBenchDatabase } from './seed';

const root = path.resolve(import.meta.dirname, '../..');
const entries = process.argv.slice(2).map((entry) => path.resolve(root, entry));
const ROUNDS = Number(process.env.ROUNDS ?? 8);
const REQUESTS = Number(process.env.REQUESTS ?? 20_000);
const profileDir = process.env.PROFILE_DIR;

/** Busy and total clock ticks of each core, from /proc/stat. */
function coreTicks(): { busy: number; total: number }[] {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d/.test(line))
    .map((line) => {
      const ticks = line.split(/\s+/).slice(1).map(Number);
      const total = ticks.reduce((a, b) => a + b, 0);
      return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
    });
}

// One PGlite folder per server: PGlite is a single-process database.
const databases = await Promise.all(entries.map(() => createBenchDatabase('pglite', 0)));
const servers: Running[] = [];
try {
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  for (const [i, serverEntry] of entries.entries())
    servers.push(await startProductServer({ root, dataDir: databases[i]?.dataDir, serverEntry, nodeArgs }));
  const loadOptions = (i: number, amount: number) => ({
    url: `${servers[i]?.url}/api/health/live`,
    connections: 10,
    amount,
    seconds: 30,
    timeoutSeconds: 60,
  });
  const load = (i: number, amount: number) => runLoad(loadOptions(i, amount));
  for (let i = 0; i < servers.length; i++) await load(i, 10_000);
  const perRequest: number[][] = servers.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (let i = 0; i < servers.length; i++) {
      const coresBefore = coreTicks();
      const { us, result: r } = await cpuPerRequest({
        label: String(i),
        pid: servers[i]?.process.pid ?? 0,
        load: loadOptions(i, REQUESTS),
      });
      const cores = coreTicks().map(
        (c, core) =>
          `core ${core} ${((100 * (c.busy - (coresBefore[core]?.busy ?? 0))) / (c.total - (coresBefore[core]?.total ?? 0))).toFixed(0)}% busy`,
      );
      perRequest[i]?.push(us);
      console.log(
        `round ${round} ${path.relative(root, entries[i] ?? '')}: ${us.toFixed(1)} µs CPU per request (${r.requests} req, ${r.rps.toFixed(1)} req/s, non2xx ${r.non2xx}; ${cores.join(', ')})`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  perRequest.forEach((xs, i) =>
    console.log(`${path.relative(root, entries[i] ?? '')}: median ${median(xs).toFixed(1)} µs CPU per request`),
  );
  // Rounds of the two builds run next to each other, so their ratio is steadier than either median on a busy machine.
  const [before, after] = perRequest;
  if (before && after) {
    const ratios = after.map((us, round) => us / (before[round] ?? NaN));
    console.log(
      `after / before, same round: median ${median(ratios).toFixed(3)} (${ratios.map((r) => r.toFixed(2)).join(' ')})`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  for (const database of databases) await database.drop();
}
