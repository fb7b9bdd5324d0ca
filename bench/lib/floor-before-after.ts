/**
 * Not a bench: stack-floor's ratio for two server builds of this checkout in the same run, so a change is
 * judged against its own "before" under the same machine load: each round loads the "before" server, the
 * bare node:http anchor and the "after" server one after the other (order rotating), 5 s each, and prints
 * both ratios to the anchor of that round, and after/before; then loads the two servers at once, sharing core 0.
 *   npx tsx bench/lib/floor-before-after.ts apps/server/dist-before/main.js apps/server/dist/main.js [rounds]
 */
import path from 'node:path';
import { fmtLoad, runLoad, startBareServer, startProductServer, type Running } from './processes';
import { createBenchDatabase } from './seed';
import { describeRatios } from './stats';

const root = path.resolve(import.meta.dirname, '../..');
const [beforeEntry, afterEntry, roundsArg] = process.argv.slice(2);
if (!beforeEntry || !afterEntry)
  throw new Error('usage: floor-before-after.ts <before main.js> <after main.js> [rounds]');
const rounds = Number(roundsArg ?? 5);
const HEALTH = '/api/health/live';

// One PGlite folder per server: PGlite is a single-process database.
const databases = [await createBenchDatabase('pglite', 0), await createBenchDatabase('pglite', 0)];
const running: Running[] = [];
try {
  const before = await startProductServer({
    root,
    dataDir: databases[0]?.dataDir,
    serverEntry: path.resolve(root, beforeEntry),
  });
  running.push(before);
  const after = await startProductServer({
    root,
    dataDir: databases[1]?.dataDir,
    serverEntry: path.resolve(root, afterEntry),
  });
  running.push(after);
  const body = await (await fetch(`${after.url}${HEALTH}`)).text();
  const bare = await startBareServer({ kind: 'json', body });
  running.push(bare);
  const targets = [
    { label: 'before', url: `${before.url}${HEALTH}` },
    { label: 'bare node:http', url: `${bare.url}/` },
    { label: 'after', url: `${after.url}${HEALTH}` },
  ];
  const load = (url: string, seconds: number) => runLoad({ url, connections: 10, amount: 400_000, seconds });
  for (const target of targets) await load(target.url, 2);
  const ratios = { before: [] as number[], after: [] as number[], afterOverBefore: [] as number[] };
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    const rps: Record<string, number> = {};
    for (const target of order) {
      const r = await load(target.url, 5);
      console.log(fmtLoad(`round ${round} ${target.label}`, r));
      rps[target.label] = r.rps;
    }
    ratios.before.push((rps.before ?? NaN) / (rps['bare node:http'] ?? NaN));
    ratios.after.push((rps.after ?? NaN) / (rps['bare node:http'] ?? NaN));
    ratios.afterOverBefore.push((rps.after ?? NaN) / (rps.before ?? NaN));
  }
  // Both servers loaded at once, sharing core 0: the scheduler gives each half of it, so the one needing less
  // CPU per request answers more, and whatever else runs on the machine hits both at the same moment.
  const together: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const [rb, ra] = await Promise.all([load(targets[0]?.url ?? '', 5), load(targets[2]?.url ?? '', 5)]);
    console.log(fmtLoad(`together ${round} before`, rb));
    console.log(fmtLoad(`together ${round} after`, ra));
    together.push(ra.rps / rb.rps);
  }
  console.log(`before / bare: ${describeRatios(ratios.before)}`);
  console.log(`after  / bare: ${describeRatios(ratios.after)}`);
  console.log(`after / before: ${describeRatios(ratios.afterOverBefore)}`);
  console.log(`after / before, loaded together: ${describeRatios(together)}`);
} finally {
  for (const server of running) await server.stop();
  for (const database of databases) await database.drop();
}
