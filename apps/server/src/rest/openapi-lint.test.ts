import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

type JsonObject = Record<string, unknown>;

/** A deployment's public URL (APP_URL); without one the document names http://localhost:3000. */
const DOCUMENT = openApiDocument('https://energyhub.test');
const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(folder, 'openapi.json');
writeFileSync(file, JSON.stringify(DOCUMENT));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const REDOCLY_CLI = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

/** `redocly lint` with its built-in recommended ruleset, offline (no telemetry, no update check). */
async function redoclyLint(): Promise<RedoclyReport> {
  const run = promisify(execFile)(process.execPath, [REDOCLY_CLI, 'lint', file, '--format=json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  // It exits 1 when it finds errors; the report is on stdout either way.
  const { stdout } = await run.catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
  return JSON.parse(stdout) as RedoclyReport;
}

/** Spectral with `extends: spectral:oas` (its recommended rules), in this process. */
async function spectralLint() {
  const spectral = new Spectral();
  // The package types its rulesets more narrowly than setRuleset accepts them (a ruleset with no `extends`).
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  return spectral.run(new Document(readFileSync(file, 'utf8'), Json, file));
}

/** The references of a schema, by component name. */
function refsOf(value: unknown): string[] {
  const text = JSON.stringify(value);
  return [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the OpenAPI document passes the linters integrators run', () => {
  // Both linters at once: Redocly in a child process, Spectral here; each test awaits the one it reads.
  let reports: Promise<[RedoclyReport, Awaited<ReturnType<typeof spectralLint>>]>;
  beforeAll(() => {
    reports = Promise.all([redoclyLint(), spectralLint()]);
  });

  it('passes `redocly lint` (recommended) with no error and no warning', async () => {
    const [redocly] = await reports;
    expect(redocly.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    expect(redocly.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('passes Spectral spectral:oas with no error and at most 10 warnings, each explained in docs/API.md', async () => {
    const [, spectral] = await reports;
    const errors = spectral.filter((result) => result.severity === 0);
    expect(errors.map((e) => `${String(e.code)} ${e.path.join('.')}: ${e.message}`)).toEqual([]);
    const warnings = spectral.filter((result) => result.severity === 1);
    expect(warnings.length).toBeLessThanOrEqual(10);
    const docs = readFileSync(new URL('../../../../docs/API.md', import.meta.url), 'utf8');
    for (const warning of warnings)
      expect(docs, `${String(warning.code)} is not explained`).toContain(`\`${String(warning.code)}\``);
  }, 120_000);

  it('gives every JSON and text request and answer body an example, and declares every tag it uses', () => {
    const schemas = (DOCUMENT.components as { schemas: Record<string, JsonObject> }).schemas;
    const hasExample = (media: JsonObject): boolean => {
      if (media.example !== undefined) return true;
      const [ref] = refsOf(media.schema);
      return ref !== undefined && Array.isArray(schemas[ref]?.examples);
    };
    const operations = [
      ...Object.values(DOCUMENT.paths as Record<string, Record<string, JsonObject>>),
      ...Object.values(DOCUMENT.webhooks as Record<string, Record<string, JsonObject>>),
    ].flatMap((item) => Object.values(item));
    const responses = (DOCUMENT.components as { responses: Record<string, JsonObject> }).responses;
    const declared = new Set((DOCUMENT.tags as { name: string }[]).map((tag) => tag.name));
    for (const operation of operations) {
      const bodies = [
        (operation.requestBody as JsonObject | undefined)?.content,
        ...Object.values(operation.responses as Record<string, JsonObject>).map(
          (response) => (responses[String(response.$ref).split('/').pop() ?? ''] ?? response).content,
        ),
      ];
      for (const content of bodies) {
        // Bodies a reader can be shown: JSON and text (CSV, event streams); downloads of bytes are files.
        for (const [type, media] of Object.entries((content ?? {}) as Record<string, JsonObject>)) {
          if (/json|^text\//.test(type))
            expect(hasExample(media), `${String(operation.operationId)} ${type}`).toBe(true);
        }
      }
      for (const tag of operation.tags as string[]) expect(declared, tag).toContain(tag);
    }
  });

  it('has no recursive schema (code generators cannot type one), and lets answers carry new fields', () => {
    const schemas = (DOCUMENT.components as { schemas: Record<string, JsonObject> }).schemas;
    const reaches = (from: string, seen = new Set<string>()): Set<string> => {
      for (const next of refsOf(schemas[from])) {
        if (seen.has(next)) continue;
        seen.add(next);
        reaches(next, seen);
      }
      return seen;
    };
    for (const name of Object.keys(schemas)) expect(reaches(name).has(name), name).toBe(false);
    const answers = JSON.stringify(
      Object.values(DOCUMENT.paths as Record<string, Record<string, JsonObject>>).flatMap((item) =>
        Object.values(item).map((operation) => operation.responses),
      ),
    );
    expect(answers).not.toContain('"additionalProperties":false');
  });
});
