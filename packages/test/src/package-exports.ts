import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeKindIndexes } from './kind-indexes';
import { importedSubpaths, ROOT, sourceFor, workspacesByName } from './package-imports';

/**
 * `npm run exports:map`: first writes the generated lists of every kind's files (kind-indexes.ts: the entities
 * registry's domains, the db schema's files, the root router's routers and demo seeds), then adds to each workspace
 * package's "exports" the subpaths other files import by its name, sorted; entries already there stay. The
 * kind-indexes and package-boundaries tests fail while one is stale or missing.
 */
for (const file of writeKindIndexes()) console.log(`${file}: written`);
const used = importedSubpaths();
for (const [name, workspace] of workspacesByName()) {
  const wanted = used.get(name) ?? new Set<string>();
  // Patterns ("./*", "./mocks/*") let any file in; the map names each module another package may import.
  const exports = Object.fromEntries(
    Object.entries(workspace.manifest.exports ?? {}).filter(([key]) => !key.includes('*')),
  );
  for (const subpath of wanted) {
    if (exports[subpath]) continue;
    const file = sourceFor(workspace, subpath);
    if (!file) throw new Error(`${name}${subpath.slice(1)} is imported but ${workspace.dir}/src has no such module`);
    exports[subpath] = file;
  }
  const sorted = Object.fromEntries(Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const file = path.join(ROOT, workspace.dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const next = JSON.stringify({ ...manifest, exports: sorted }, null, 2) + '\n';
  if (next !== readFileSync(file, 'utf8')) {
    writeFileSync(file, next);
    console.log(`${workspace.dir}/package.json: ${Object.keys(sorted).length} exports`);
  }
}
