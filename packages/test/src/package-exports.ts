import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importedSubpaths, ROOT, sourceFor, workspacesByName } from './package-imports';

/**
 * Adds to each workspace package's "exports" the subpaths other files import by its name (`npm run exports:map`),
 * sorted; entries already there stay. The package-boundaries test fails while one is missing.
 */
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
