import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * What each workspace package of the tree imports, read from its source files: the facts behind the package
 * boundaries (every package declares what it imports, and imports other packages only through their "exports").
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Manifest {
  name: string;
  exports?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface Workspace {
  /** Folder relative to the root ('' for the root itself). */
  dir: string;
  manifest: Manifest;
}

export interface ImportSite {
  /** File relative to the root. */
  file: string;
  specifier: string;
  /** `import type`, `export type`, or every named element typed: erased at build, needs only the types. */
  typeOnly: boolean;
  /** Runs only in tests, stories or tooling (not in the package's shipped src). */
  devOnly: boolean;
}

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'storybook-static',
  'reports',
  'data',
  'migrations',
  'docs',
  '.git',
]);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
/** Files that never ship: tests, stories, their mocks and helpers. */
const DEV_FILE = /(\.test\.tsx?|\.story\.tsx?|\.stories\.tsx?)$|\/(mocks|test-utils|testing)\//;

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
}

/** The root (whose own files are the tooling, e2e, bench and .storybook) and every apps/* and packages/* folder. */
export function workspaces(): Workspace[] {
  const members = ['apps', 'packages'].flatMap((parent) =>
    readdirSync(path.join(ROOT, parent))
      .map((name) => `${parent}/${name}`)
      .filter((dir) => statSync(path.join(ROOT, dir, 'package.json'), { throwIfNoEntry: false })?.isFile()),
  );
  return ['', ...members.sort()].map((dir) => ({ dir, manifest: readManifest(dir) }));
}

function sourceFiles(dir: string, skip: Set<string>): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !skip.has(rel)) files.push(...sourceFiles(rel, skip));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(rel);
    }
  }
  return files;
}

/** The source files a workspace owns: its folder, less its member workspaces for the root. */
export function filesOf(workspace: Workspace): string[] {
  return sourceFiles(workspace.dir, workspace.dir === '' ? new Set(['apps', 'packages']) : new Set());
}

function importsInFile(file: string, workspace: Workspace): ImportSite[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const inSrc = workspace.dir !== '' && file.startsWith(`${workspace.dir}/src/`);
  const devOnly = !inSrc || DEV_FILE.test(file);
  const sites: ImportSite[] = [];
  const add = (node: ts.Node | undefined, typeOnly: boolean) => {
    if (node && ts.isStringLiteralLike(node)) sites.push({ file, specifier: node.text, typeOnly, devOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTyped =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier, allTyped);
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument)) add(argument.literal, true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isMock =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        ['mock', 'doMock', 'importActual'].includes(callee.name.text);
      // createRequire(import.meta.url).resolve('pkg/file'): a package's files read from disk.
      const isResolve =
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'resolve' &&
        ts.isCallExpression(callee.expression) &&
        ts.isIdentifier(callee.expression.expression) &&
        callee.expression.expression.text === 'createRequire';
      if (isImport || isMock || isResolve) add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

export function importsOf(workspace: Workspace): ImportSite[] {
  return filesOf(workspace).flatMap((file) => importsInFile(file, workspace));
}

const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names ('@scope/name' or 'name'); undefined for relative paths, builtins and aliases. */
export function packageOf(specifier: string): string | undefined {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('virtual:')
  )
    return undefined;
  const bare = specifier.split('?')[0] ?? specifier;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (!name || BUILTINS.has(name)) return undefined;
  return name;
}

/** The subpath of a package a specifier asks for: '.' or './x/y'. */
export function subpathOf(specifier: string, name: string): string {
  const rest = (specifier.split('?')[0] ?? specifier).slice(name.length);
  return rest === '' ? '.' : `.${rest}`;
}

/** Workspace packages of the tree by name. */
export function workspacesByName(): Map<string, Workspace> {
  return new Map(
    workspaces()
      .filter((w) => w.dir !== '')
      .map((w) => [w.manifest.name, w]),
  );
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

/** The file a subpath names, under the package's src or else beside its package.json ('./x/y' -> './src/x/y.ts'). */
export function sourceFor(workspace: Workspace, subpath: string): string | undefined {
  const name = subpath === '.' ? 'index' : subpath.slice(2);
  return [`./src/${name}`, `./${name}`]
    .flatMap((base) => EXTENSIONS.map((ext) => base + ext))
    .find((candidate) => statSync(path.join(ROOT, workspace.dir, candidate), { throwIfNoEntry: false })?.isFile());
}

/** Every subpath of each workspace package that some file of the tree imports by the package's name. */
export function importedSubpaths(): Map<string, Set<string>> {
  const byName = workspacesByName();
  const used = new Map<string, Set<string>>();
  for (const workspace of workspaces()) {
    for (const site of importsOf(workspace)) {
      const name = packageOf(site.specifier);
      if (!name || !byName.has(name)) continue;
      const set = used.get(name) ?? new Set<string>();
      set.add(subpathOf(site.specifier, name));
      used.set(name, set);
    }
  }
  return used;
}
