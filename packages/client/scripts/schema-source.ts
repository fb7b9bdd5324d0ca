import { openApiDocument } from '@energy/server/rest/openapi';
import openapiTS, { astToString } from 'openapi-typescript';
import { z } from 'zod';

/**
 * What the client package generates from the OpenAPI document, built in-process (no server running): the types of
 * every path (openapi-typescript) and the list of creates that take an Idempotency-Key. Both files are committed;
 * `schema-files.test.ts` fails while either differs from what the document gives now.
 */
export const GENERATED_FILES = {
  schema: new URL('../src/schema.gen.ts', import.meta.url),
  creates: new URL('../src/creates.gen.ts', import.meta.url),
} as const;

const HEADER = '// Generated from the OpenAPI document by `npm run generate -w @energy/client`; do not edit.\n';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The document without its examples: they are for readers of /api/docs, and would add 0.5 MB of comments to the types. */
function withoutExamples(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'example' && key !== 'examples')
      .map(([key, inner]) => [key, withoutExamples(inner)]),
  );
}

/** Of the document, what the creates list reads: each path's POST operation and its parameters. */
const ZPostParameters = z.object({
  paths: z.record(
    z.string(),
    z.object({
      post: z.object({ parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional() }).optional(),
    }),
  ),
});

/** The paths of the POST operations that declare the Idempotency-Key header: the creates a retry may replay. */
export function idempotentCreates(document: Json): string[] {
  return Object.entries(ZPostParameters.parse(document).paths)
    .filter(([, item]) =>
      (item.post?.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
    )
    .map(([path]) => path)
    .sort();
}

function createsModule(paths: string[]): string {
  return [
    HEADER,
    '/** The POST paths whose operation takes an Idempotency-Key (creates): the client sends one key per create. */',
    'export const IDEMPOTENT_CREATES: ReadonlySet<string> = new Set([',
    ...paths.map((path) => `  '${path}',`),
    ']);',
    '',
  ].join('\n');
}

/** The text of each generated file, from the document as the server builds it now. */
export async function generatedSources(): Promise<Record<keyof typeof GENERATED_FILES, string>> {
  const document: Json = JSON.parse(JSON.stringify(openApiDocument()));
  const ast = await openapiTS(JSON.stringify(withoutExamples(document)), { silent: true });
  return {
    schema: `${HEADER}\n${astToString(ast)}`,
    creates: createsModule(idempotentCreates(document)),
  };
}
