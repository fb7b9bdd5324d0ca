import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The node flags the production server runs with, read from the one place they are written: the start script of
 * apps/server/package.json (`node <flags> dist/main.js`, what `npm start` runs). The cluster script and the benches
 * start the server with the same flags, so what they measure is what production runs.
 *
 * `--max-semi-space-size=64` (MB; V8's default is 16): a list page allocates about 0.7 MB while it is in flight,
 * so at 50 requests at once a 16 MB young generation is collected while most of them are still in flight, and what
 * survives two collections is promoted and later freed by the costlier full collections. At 64 MB the rfq-list
 * bench's product server answered 30 % more pages a second, with a 12 % lower p99 (bench/RESULTS.md); 32 MB gained
 * little. Unused young-generation space is given back when the server is idle.
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
