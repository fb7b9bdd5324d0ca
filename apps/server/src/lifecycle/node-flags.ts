import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The node flags the production server runs with, read from the one place they are written: the start script of
 * apps/server/package.json (`node <flags> dist/main.js`, what `npm start` runs). The cluster script and the benches
 * start the server with the same flags, so what they measure is what production runs.
 *
 * Today that is `--enable-source-maps` alone. A larger young generation (`--max-semi-space-size=64`) was measured and
 * left out for now: the rfq-list bench's server answered 30 % more pages a second, and its RSS on PostgreSQL was 45-66 MiB
 * higher under the memory bench's load, past that bench's budget (bench/RESULTS.md, 2026-11-30).
 */
export function serverNodeFlags(repositoryRoot: string): string[] {
  const manifestPath = path.join(repositoryRoot, 'apps/server/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { scripts?: { start?: string } };
  const words = (manifest.scripts?.start ?? '').trim().split(/\s+/);
  const [command, ...rest] = words;
  const entryAt = rest.findIndex((word) => !word.startsWith('-'));
  if (command !== 'node' || entryAt < 0)
    throw new Error(`${manifestPath}: the start script is not "node <flags> <entry>": ${manifest.scripts?.start}`);
  return rest.slice(0, entryAt);
}
