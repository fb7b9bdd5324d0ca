import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importsOf,
  packageOf,
  ROOT,
  subpathOf,
  workspaces,
  workspacesByName,
  type Manifest,
  type Workspace,
} from './package-imports';

/**
 * Package boundaries: a package imports another only through the subpaths the other names in its "exports", and
 * declares in its own package.json every package it imports. `npm run exports:map` adds missing export entries.
 */
const ALL = workspaces();
const BY_NAME = workspacesByName();
const SITES = new Map(ALL.map((workspace) => [workspace, importsOf(workspace)]));

/** The @types packages a declared @types package brings (geojson's types come with @types/topojson-client's). */
function typesReached(manifest: Manifest): Set<string> {
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
    name.startsWith('@types/'),
  );
  const reached = new Set(declared);
  for (const name of declared) {
    const file = path.join(ROOT, 'node_modules', name, 'package.json');
    if (!existsSync(file)) continue;
    const types = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    for (const dependency of Object.keys(types.dependencies ?? {})) reached.add(dependency);
  }
  return reached;
}

function label(workspace: Workspace): string {
  return workspace.dir || 'the root';
}

describe('package boundaries', () => {
  it('no package exports a pattern ("./*"): each module another package may import is named', () => {
    const patterns = ALL.flatMap((workspace) =>
      Object.keys(workspace.manifest.exports ?? {})
        .filter((key) => key.includes('*'))
        .map((key) => `${label(workspace)}: "${key}"`),
    );
    expect(patterns).toEqual([]);
  });

  it('every export names a file that exists', () => {
    const missing = [...BY_NAME.values()].flatMap((workspace) =>
      Object.entries(workspace.manifest.exports ?? {})
        .filter(([, file]) => !existsSync(path.join(ROOT, workspace.dir, file)))
        .map(([key, file]) => `${workspace.manifest.name} "${key}": ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('every @energy/* import names a subpath its package exports (npm run exports:map adds it)', () => {
    const unexported = [...SITES.values()].flat().flatMap((site) => {
      const name = packageOf(site.specifier);
      const target = name === undefined ? undefined : BY_NAME.get(name);
      if (!name || !target) return [];
      return target.manifest.exports?.[subpathOf(site.specifier, name)] ? [] : [`${site.file}: ${site.specifier}`];
    });
    expect(unexported).toEqual([]);
  });

  it('a relative import stays inside its own package (another package is reached by its name)', () => {
    // The record-kind fixture declares into the domain's modules by their files, compiled apart from the tree.
    const apart = (file: string) => file.startsWith('test/record-kind/');
    const members = ALL.filter((workspace) => workspace.dir !== '').map((workspace) => `${workspace.dir}/`);
    const escaping = [...SITES].flatMap(([workspace, sites]) =>
      sites.flatMap((site) => {
        if (!site.specifier.startsWith('.') || apart(site.file)) return [];
        const target = `${path.posix.normalize(path.posix.join(path.posix.dirname(site.file), site.specifier))}/`;
        const inside =
          workspace.dir === ''
            ? !members.some((dir) => target.startsWith(dir))
            : target.startsWith(`${workspace.dir}/`);
        return inside ? [] : [`${site.file}: ${site.specifier}`];
      }),
    );
    expect(escaping).toEqual([]);
  });

  it('every package declares what it imports; its shipped src only from dependencies', () => {
    const undeclared: string[] = [];
    for (const [workspace, sites] of SITES) {
      const { manifest } = workspace;
      const runtime = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }));
      const any = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
      const types = typesReached(manifest);
      for (const site of sites) {
        const name = packageOf(site.specifier);
        if (!name || name === manifest.name) continue;
        // The root's own files (e2e, bench, .storybook) reach its workspaces by their names.
        if (workspace.dir === '' && BY_NAME.has(name)) continue;
        if (site.typeOnly && types.has(`@types/${name}`)) continue;
        const declared = site.devOnly ? any : runtime;
        if (!declared.has(name)) {
          undeclared.push(
            `${site.file}: ${name} (${site.devOnly ? 'dependencies or devDependencies' : 'dependencies'} of ${label(workspace)})`,
          );
        }
      }
    }
    expect([...new Set(undeclared)]).toEqual([]);
  });
});
