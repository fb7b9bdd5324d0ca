/**
 * Not a bench: a CPU profile of the product server answering the rfq-list first page (PostgreSQL, 10k RFQs,
 * signed in as the buyer), for finding where a page's CPU goes. Writes a .cpuprofile into PROFILE_DIR.
 *   TEST_DATABASE_URL=… PROFILE_DIR=/tmp/prof npx tsx bench/lib/profile-rfq-list.ts [requests]
 */
import path from 'node:path';
import { RFQ_LIST_PATH } from '../rfq-list.bench';
import { buildProductServer, runLoad, startProductServer } from './processes';
import { createBenchDatabase, signIn } from './seed';

const dir = process.env.PROFILE_DIR ?? '/tmp';
const requests = Number(process.argv[2] ?? 4_000);
const root = path.resolve(import.meta.dirname, '../..');
console.log(buildProductServer(root));
const database = await createBenchDatabase('postgres', 10_000);
const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`];
const server = await startProductServer({ root, databaseUrl: database.databaseUrl, nodeArgs });
try {
  const cookie = await signIn(server.url, 'buyer');
  const url = `${server.url}${RFQ_LIST_PATH}`;
  await runLoad({ url, headers: { cookie }, connections: 10, amount: 500, seconds: 20, timeoutSeconds: 60 });
  const r = await runLoad({
    url,
    headers: { cookie },
    connections: 10,
    amount: requests,
    seconds: 60,
    timeoutSeconds: 120,
  });
  console.log(`${r.rps.toFixed(1)} req/s p50 ${r.p50} ms p99 ${r.p99} ms errors ${r.errors} non2xx ${r.non2xx}`);
} finally {
  await server.stop();
  await database.drop();
}
