import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Rewrites test/file-durations.json from vitest's results cache after a whole run (`npm test`, or `.ci/run` on a
 * clean clone): the files that took at least MIN_MS, longest first. test/sequencer.ts starts them first on a machine
 * without a results cache of its own. `npx tsx test/record-durations.ts [the run it came from]`.
 */
const MIN_MS = 10_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(ROOT, 'node_modules/.vite/vitest');

interface CachedResult {
  duration: number;
  failed: boolean;
}

const results = readdirSync(CACHE).flatMap((dir) => {
  const cache = JSON.parse(readFileSync(path.join(CACHE, dir, 'results.json'), 'utf8')) as {
    results: [string, CachedResult][];
  };
  return cache.results;
});
const files = Object.fromEntries(
  results
    .filter(([, result]) => result.duration >= MIN_MS)
    .sort(([, a], [, b]) => b.duration - a.duration)
    .map(([key, result]) => [key, Math.round(result.duration)]),
);
const recorded = { from: process.argv[2] ?? 'a whole run', files };
writeFileSync(path.join(ROOT, 'test/file-durations.json'), `${JSON.stringify(recorded, null, 2)}\n`);
console.log(`${Object.keys(files).length} files of at least ${MIN_MS / 1000} s recorded in test/file-durations.json`);
