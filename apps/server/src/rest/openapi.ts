import { ZErrorBody } from '@energy/domain/schemas/error';
import type { ErrorBody } from '@energy/trpc/errors';
import { pathParams } from '@energy/trpc/rest';
import { z } from 'zod';
import { SESSION_COOKIE } from '../session/cookies';
import { CSV_EXPORT_ROW_LIMIT } from './csv-export';
import { csvCalls, csvPath, fixedFields, restCalls, type CsvCall, type RestCall } from './routes';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

// The documented error shape and the one the server answers are the same type.
const sameShape: [ErrorBody, z.infer<typeof ZErrorBody>] extends [z.infer<typeof ZErrorBody>, ErrorBody]
  ? true
  : never = true;
void sameShape;

const ERROR_REF = { $ref: '#/components/responses/Error' };

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); its $defs move into components. */
function jsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  name: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    // Transforms and the like have no JSON form; they are documented as "any value" rather than failing.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: out }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(out, { type: 'string', format: 'date-time' });
    },
  }) as JsonSchema;
  delete converted.$schema;
  const defs = converted.$defs as Record<string, JsonSchema> | undefined;
  delete converted.$defs;
  if (!defs) return converted;
  const text = JSON.stringify({ converted, defs }).replace(
    /"#\/\$defs\/([^"]+)"/g,
    (_match, key: string) => `"#/components/schemas/${name}_${key}"`,
  );
  const moved = JSON.parse(text) as { converted: JsonSchema; defs: Record<string, JsonSchema> };
  for (const [key, def] of Object.entries(moved.defs)) components[`${name}_${key}`] = def;
  return moved.converted;
}

/** The object schema inside (an optional) input, as its properties and required list. */
function objectParts(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const object = (schema.anyOf as JsonSchema[] | undefined)?.find((part) => part.type === 'object') ?? schema;
  return {
    properties: (object.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (object.required as string[] | undefined) ?? [],
  };
}

function withoutFields(schema: JsonSchema, fields: string[]): JsonSchema {
  const { properties, required } = objectParts(schema);
  const kept = Object.fromEntries(Object.entries(properties).filter(([key]) => !fields.includes(key)));
  const stillRequired = required.filter((key) => !fields.includes(key));
  return {
    ...schema,
    properties: kept,
    ...(stillRequired.length ? { required: stillRequired } : { required: undefined }),
  };
}

function errorResponses(call: RestCall, hasBody: boolean): Record<string, unknown> {
  const { access } = call;
  const codes = ['400'];
  if (access?.kind !== 'public') codes.push('401');
  // 403: a missing permission, or a write from another origin (CSRF defence).
  if (
    access?.kind === 'permission' ||
    access?.kind === 'action' ||
    access?.kind === 'grant' ||
    call.rest.method !== 'get'
  )
    codes.push('403');
  if (pathParams(call.rest.path).length > 0) codes.push('404');
  if (call.type === 'mutation') codes.push('409');
  if (hasBody) codes.push('413', '415');
  codes.push('500');
  return Object.fromEntries(codes.map((code) => [code, ERROR_REF]));
}

/** A paged procedure answers `{ items, nextCursor, total }`; REST sends the items alone (routes.ts). */
function restBodySchema(call: RestCall): z.ZodType | undefined {
  if (!call.rest.paged || call.output?._zod.def.type !== 'object') return call.output;
  return (call.output._zod.def as unknown as { shape: { items: z.ZodType } }).shape.items;
}

const PAGE_HEADERS = {
  Link: {
    description:
      'The next page, while there is one: `<path?…&cursor=…>; rel="next"`. Follow it as it is; the cursor is opaque.',
    schema: { type: 'string' },
  },
  'X-Total-Count': {
    description:
      'How many rows match the filters and search, over all pages; absent when more than 1,000 match (too many to count cheaply).',
    schema: { type: 'integer', minimum: 0 },
  },
};

function operation(call: RestCall, components: Record<string, JsonSchema>): Operation {
  const { rest } = call;
  const { access } = call;
  const id = call.name.replace('.', '_');
  const input =
    call.input && !['void', 'undefined'].includes(call.input._zod.def.type)
      ? jsonSchema(call.input, 'input', `${id}_input`, components)
      : undefined;
  const { properties, required } = input ? objectParts(input) : { properties: {}, required: [] };
  const parameter = (name: string, where: 'path' | 'query' | 'header', field = name) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(field),
    schema: properties[field] ?? { type: 'string' },
  });
  const parameters = [
    ...pathParams(rest.path).map((name) => parameter(name, 'path')),
    ...Object.entries(rest.headers ?? {}).map(([header, field]) => parameter(header, 'header', field)),
    ...(rest.query
      ? Object.keys(properties)
          .filter((name) => !fixedFields(rest).includes(name))
          .map((name) => parameter(name, 'query'))
      : []),
  ];
  let body: JsonSchema | undefined;
  if (input && !rest.query && rest.method !== 'get') {
    if (rest.bodyField) body = properties[rest.bodyField];
    else if (
      Object.keys(withoutFields(input, fixedFields(rest)).properties as object).length > 0 ||
      fixedFields(rest).length === 0
    ) {
      body = fixedFields(rest).length ? withoutFields(input, fixedFields(rest)) : input;
    }
  }
  const bodySchema = restBodySchema(call);
  const output = bodySchema ? jsonSchema(bodySchema, 'output', `${id}_output`, components) : {};
  const success = rest.file
    ? {
        description: 'A file download',
        content: { [rest.file.contentType.split(';')[0] ?? 'text/plain']: { schema: { type: 'string' } } },
      }
    : {
        description: rest.paged ? 'One page of rows (at most `limit`)' : 'Success',
        ...(rest.paged ? { headers: PAGE_HEADERS } : {}),
        content: { 'application/json': { schema: output } },
      };
  return {
    operationId: id,
    summary: rest.summary,
    tags: [call.name.split('.')[0]],
    ...(access?.kind === 'permission'
      ? { description: `Needs the permission ${access.resource}:${access.action}.` }
      : {}),
    ...(access?.kind === 'grant' ? { description: `Needs the permission ${access.permission}.` } : {}),
    ...(access?.kind === 'action'
      ? {
          description: `The verb ${access.action}: needs the permission ${access.permission}, then its party and state (see the refusal policy).`,
        }
      : {}),
    security: access?.kind === 'public' ? [] : [{ session: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: { [String(rest.status ?? 200)]: success, ...errorResponses(call, body !== undefined) },
  };
}

/** A list's CSV sibling: the list's filters, search and sort; no paging fields, since it walks every page. */
function csvOperation(call: CsvCall, components: Record<string, JsonSchema>): Operation {
  const list = operation(call, components);
  const parameters = ((list.parameters as { name: string }[] | undefined) ?? []).filter(
    (p) => !['limit', 'cursor', 'direction'].includes(p.name),
  );
  return {
    ...list,
    operationId: `${String(list.operationId)}_csv`,
    summary: csvSummary(call),
    parameters,
    responses: {
      '200': {
        description: `text/csv; charset=utf-8, streamed (chunked) page by page: a header row, then one row per match (at most ${CSV_EXPORT_ROW_LIMIT.toLocaleString('en-US')}), every cell quoted and formula-like cells prefixed with '`,
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="<list>-YYYY-MM-DD.csv"',
            schema: { type: 'string' },
          },
        },
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...errorResponses(call, false),
    },
  };
}

/** One line for a CSV export, in the document and the README table. */
export function csvSummary(call: CsvCall): string {
  return `Every row of \`${call.rest.path}\` for the same filters, search and sort, as a streamed CSV download`;
}

/** The health checks are no procedures: they must answer while the database does not (http/health.ts). */
const LIVE: Operation = {
  operationId: 'healthLive',
  summary: 'Liveness: the process answers (no database call)',
  tags: ['health'],
  security: [],
  responses: {
    '200': {
      description: 'Up',
      content: {
        'application/json': {
          schema: { type: 'object', properties: { status: { enum: ['ok'] } }, required: ['status'] },
        },
      },
    },
  },
};

function readiness(operationId: string, summary: string): Operation {
  return {
    operationId,
    summary,
    tags: ['health'],
    security: [],
    responses: Object.fromEntries(
      ['200', '503'].map((code) => [
        code,
        {
          description: code === '200' ? 'Ready' : 'Degraded: the database is unreachable',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { status: { enum: ['ok', 'degraded'] }, database: { enum: ['ok', 'unreachable'] } },
                required: ['status', 'database'],
              },
            },
          },
        },
      ]),
    ),
  };
}

/** The OpenAPI 3.1 document of every REST call, built from the procedures' REST meta and zod schemas. */
export function openApiDocument(): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, Operation>> = {
    '/api/health/live': { get: LIVE },
    '/api/health/ready': { get: readiness('healthReady', 'Readiness: the database answers too (503 otherwise)') },
    '/api/health': { get: readiness('health', 'Same as /api/health/ready') },
  };
  for (const call of restCalls()) {
    const item = (paths[call.rest.path] ??= {});
    item[call.rest.method] = operation(call, schemas);
  }
  for (const call of csvCalls()) (paths[csvPath(call.rest.path)] ??= {}).get = csvOperation(call, schemas);
  const error = jsonSchema(ZErrorBody, 'output', 'Error', schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'EnergyHub API',
      version: '1.0.0',
      description:
        'Every call also exists as a typed tRPC procedure under /api/trpc, sharing one implementation. Writes send JSON and must come from an allowed origin.',
    },
    paths,
    components: {
      schemas: { ...schemas, Error: error },
      responses: {
        Error: {
          description: 'The one error shape',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by POST /api/login and POST /api/register; named __Host-session in production (https only)',
        },
      },
    },
  };
}
