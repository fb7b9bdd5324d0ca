import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Adding a record kind: the places the type checker names are the ones docs/ARCHITECTURE.md lists. The fixture
 * (record-kind/widget.fixture.ts) declares a kind `widget` as a new kind is declared (its facts for the rules and
 * its descriptor); compiled with the source of every package and app, each file with an error is a place that must
 * still say something of it. The section "Adding a record kind in N steps" marks each such place with MARK right
 * after its file (the last path in backticks before the mark); a place it does not list, or one it lists that the
 * checker does not name, fails.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = resolve(ROOT, 'test/record-kind/tsconfig.json');
const MARK = '(the type checker names it)';
/** The modules the fixture declares into: only the files that depend on them can change with it. */
const DECLARED_INTO = ['packages/domain/src/actions/records.ts', 'packages/domain/src/entities/registry.ts'].map(
  (path) => resolve(ROOT, path),
);

/** The section's numbered steps, each with its continuation lines, and the N of its title. */
function stepsOfSection(markdown: string): { count: number; steps: string[] } {
  const start = markdown.search(/^## Adding a record kind in \d+ steps$/m);
  if (start < 0) throw new Error('docs/ARCHITECTURE.md has no section "## Adding a record kind in N steps"');
  const rest = markdown.slice(start);
  const next = rest.slice(3).search(/^## /m);
  const section = next < 0 ? rest : rest.slice(0, next + 3);
  const count = Number(/in (\d+) steps/.exec(section)?.[1]);
  const steps: string[] = [];
  for (const line of section.split('\n').slice(1)) {
    if (/^\d+\. /.test(line)) steps.push(line);
    else if (/^\s+\S/.test(line) && steps.length > 0) steps[steps.length - 1] += ` ${line.trim()}`;
  }
  return { count, steps };
}

/** The paths in backticks of a step: `packages/…/file.ts`. */
const pathsOf = (step: string): string[] => [...step.matchAll(/`([^`\s]+\.tsx?)`/g)].map((match) => match[1] ?? '');

/** The files of the program that import (through any chain of imports) one of the modules the fixture declares into. */
function dependents(program: ts.Program): ts.SourceFile[] {
  const options = program.getCompilerOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const importsOf = new Map<string, string[]>();
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile) continue;
    const { importedFiles } = ts.preProcessFile(file.text, true, true);
    importsOf.set(
      file.fileName,
      importedFiles.flatMap(({ fileName }) => {
        const resolved = ts.resolveModuleName(fileName, file.fileName, options, ts.sys, cache).resolvedModule;
        return resolved ? [resolve(resolved.resolvedFileName)] : [];
      }),
    );
  }
  const depends = new Map<string, boolean>();
  const visit = (fileName: string): boolean => {
    const known = depends.get(fileName);
    if (known !== undefined) return known;
    depends.set(fileName, false); // an import cycle adds nothing of its own
    const result = DECLARED_INTO.includes(fileName) || (importsOf.get(fileName) ?? []).some(visit);
    depends.set(fileName, result);
    return result;
  };
  return program.getSourceFiles().filter((file) => !file.isDeclarationFile && visit(resolve(file.fileName)));
}

/** The files, relative to the repository, in which the type checker finds an error with the fixture in. */
function namedPlaces(): { places: string[]; messages: string[] } {
  const config = ts.getParsedCommandLineOfConfigFile(
    CONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${CONFIG} cannot be read`);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const diagnostics = [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...dependents(program).flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]),
  ];
  const places = new Set<string>();
  const messages: string[] = [];
  for (const diagnostic of diagnostics) {
    const where = diagnostic.file ? relative(ROOT, diagnostic.file.fileName) : '(no file)';
    places.add(where);
    messages.push(`${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
  }
  return { places: [...places].sort(), messages };
}

describe('adding a record kind (docs/ARCHITECTURE.md)', () => {
  const { count, steps } = stepsOfSection(readFileSync(resolve(ROOT, 'docs/ARCHITECTURE.md'), 'utf8'));

  it('counts its steps in its title, and every file it names exists', () => {
    expect(steps).toHaveLength(count);
    const missing = steps.flatMap(pathsOf).filter((path) => !path.includes('<') && !existsSync(resolve(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('lists exactly the places the type checker names when a kind is declared', () => {
    const listed = [
      ...new Set(
        steps.flatMap((step) =>
          step
            .split(MARK)
            .slice(0, -1)
            .map((before) => pathsOf(before).at(-1) ?? `(no file before the mark in: ${step})`),
        ),
      ),
    ].sort();
    const { places, messages } = namedPlaces();
    expect(places, messages.join('\n')).toEqual(listed);
  }, 900_000);
});
