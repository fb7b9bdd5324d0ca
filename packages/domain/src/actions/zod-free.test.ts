import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every screen runs the authorization (allowedActions) and the app shell reads the descriptors: what they import is
 * evaluated on every page, and zod builds its schemas when their module is evaluated (about a second of a phone's
 * CPU on a dashboard, profiled with bench/profile-page.ts). So the modules they reach import no zod: refusal texts
 * live in zod-free modules beside their schemas (`schemas/*-messages.ts`, `schemas/signature-rules.ts`).
 */
const SOURCE = path.resolve(import.meta.dirname, '..');
const ENTRIES = ['actions/authorize.ts', 'entities/registry.ts'];

/** The modules an entry evaluates (value imports and re-exports, not `import type`), each with who imported it. */
function reached(entries: string[]): Map<string, string> {
  const importedBy = new Map<string, string>();
  const stack = entries.map((entry): [string, string] => [path.join(SOURCE, entry), '(entry)']);
  while (stack.length > 0) {
    const [file, from] = stack.pop() as [string, string];
    if (importedBy.has(file)) continue;
    importedBy.set(file, from);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\s+from\s+'([^']+)'/gms)) {
      const specifier = match[1] ?? '';
      if (!specifier.startsWith('.')) {
        importedBy.set(specifier, file);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const target = [`${base}.ts`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
      if (target) stack.push([target, file]);
    }
  }
  return importedBy;
}

describe('what every page evaluates of the domain', () => {
  it('imports no zod from the authorization and the descriptors', () => {
    const modules = reached(ENTRIES);
    const zodImporter = modules.get('zod');
    expect(zodImporter && path.relative(SOURCE, zodImporter), 'imports zod').toBeUndefined();
  });

  it('follows value imports, so a schema module in the graph is found', () => {
    expect([...reached(['schemas/contract.ts']).keys()]).toContain('zod');
  });
});
