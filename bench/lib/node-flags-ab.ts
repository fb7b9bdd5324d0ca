/**
 * Not a bench: the rfq-list page's load on two product servers of this checkout, one as the start script runs it and
 * one with extra node flags (e.g. a V8 heap setting), on one PostgreSQL database, measured in turns so the machine's
 * noise lands on both. Prints every round and the median ratios (interleave's), the start script's server over the flagged one.
 *   TEST_DATABASE_URL=… npx tsx bench/lib/node-flags-ab.ts "--max-semi-space-size=64" [rounds]
 */
import { RFQ_LIST_LOAD, RFQ_LIST_PATH } from '../rfq-list.bench';
import { interleave, medianOf } from './compare';
import { REPO_ROOT, startProductServer } from './processes';
import { createBenchDatabase, NO_POSTGRES, postgresAvailable, signIn } from './seed';

const [flagsArg, roundsArg] = process.argv.slice(2);
if (!flagsArg) throw new Error('usage: node-flags-ab.ts "<node flags>" [rounds]');
if (!postgresAvailable()) throw new Error(NO_POSTGRES);
const flags = flagsArg.split(/\s+/).filter(Boolean);

const database = await createBenchDatabase('postgres', 10_000);
const asStarted = await startProductServer({ root: REPO_ROOT, databaseUrl: database.databaseUrl });
const flagged = await startProductServer({ root: REPO_ROOT, databaseUrl: database.databaseUrl, nodeArgs: flags });
try {
  const cookie = await signIn(asStarted.url, 'buyer');
  const load = { ...RFQ_LIST_LOAD, headers: { cookie } };
  const result = await interleave(
    { label: 'as the start script runs it', load: { ...load, url: `${asStarted.url}${RFQ_LIST_PATH}` } },
    { label: flags.join(' '), load: { ...load, url: `${flagged.url}${RFQ_LIST_PATH}` } },
    Number(roundsArg ?? 4),
  );
  console.log(
    `median p99: ${medianOf(result.a, (r) => r.p99).toFixed(1)} ms as started, ${medianOf(result.b, (r) => r.p99).toFixed(1)} ms flagged`,
  );
} finally {
  await asStarted.stop();
  await flagged.stop();
  await database.drop();
}
