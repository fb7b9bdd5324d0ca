import { ZErrorBody } from '@energy/domain/schemas/error';
import { ZWebhookPayload } from '@energy/domain/schemas/webhooks';
import type { ErrorBody } from '@energy/trpc/errors';
import { closedToTokens } from '@energy/trpc/auth/api-tokens';
import { pathParams } from '@energy/trpc/rest';
import { MONEY_LEGACY_META_KEY, MONEY_META_KEY, MONEY_SUNSET, type MoneyExtension } from '@energy/domain/money-input';
import { z } from 'zod';
import { SESSION_COOKIE } from '../session/cookies';
import { CSV_EXPORT_ROW_LIMIT } from './csv-export';
import { exampleOf } from './openapi-examples';
import { LIVE, readiness } from './openapi-health';
import { errorResponses, refusalComponents } from './openapi-responses';
import { accessDescription, API_DESCRIPTION, TAG_DESCRIPTIONS } from './openapi-text';
import { LIVE_EVENTS, webhookEntries } from './openapi-webhooks';
import { idempotencyParameters } from './idempotency-parameter';
import { csvCalls, csvPath, fixedFields, restCalls, type CsvCall, type RestCall } from './routes';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

// The documented error shape and the one the server answers are the same type.
const sameShape: [ErrorBody, z.infer<typeof ZErrorBody>] extends [z.infer<typeof ZErrorBody>, ErrorBody]
  ? true
  : never = true;
void sameShape;

/**
 * RFQ specifications and terms (freeFormRecord): JSON of at most three levels, the record itself included. Spelled
 * out level by level rather than as z.json()'s recursive schema, which code generators cannot type (TS2502).
 */
const FREE_FORM_SCHEMAS: Record<string, JsonSchema> = {
  FreeFormScalar: { type: ['string', 'number', 'boolean', 'null'] },
  FreeFormLeaf: {
    anyOf: [
      { $ref: '#/components/schemas/FreeFormScalar' },
      { type: 'array', items: { $ref: '#/components/schemas/FreeFormScalar' } },
      { type: 'object', additionalProperties: { $ref: '#/components/schemas/FreeFormScalar' } },
    ],
  },
  FreeFormValue: {
    anyOf: [
      { $ref: '#/components/schemas/FreeFormScalar' },
      { type: 'array', items: { $ref: '#/components/schemas/FreeFormLeaf' } },
      { type: 'object', additionalProperties: { $ref: '#/components/schemas/FreeFormLeaf' } },
    ],
  },
  FreeFormRecord: {
    type: 'object',
    description:
      'A free-form record: keys of at most 100 characters, at most 50 of them, values scalars or lists and records nested at most two levels deeper; at most 10,000 characters as JSON.',
    additionalProperties: { $ref: '#/components/schemas/FreeFormValue' },
    example: { grade: 'EN590', sulphurPpm: 10, deliveryWindow: { from: '2026-12-01', to: '2026-12-15' } },
  },
};

/** Is this zod schema a freeFormRecord: a record whose values are z.json() (a lazy union). */
function isFreeFormRecord(schema: { _zod: { def: unknown } }): boolean {
  const def = schema._zod.def as { type: string; valueType?: { _zod: { def: { type: string } } } };
  return def.type === 'record' && def.valueType?._zod.def.type === 'lazy';
}

/** Drops the $defs no schema refers to any more (the free-form records' recursive values). */
function referencedDefs(converted: JsonSchema, defs: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const kept = new Set<string>();
  let frontier = JSON.stringify(converted);
  for (;;) {
    const found = [...frontier.matchAll(/"#\/\$defs\/([^"]+)"/g)].map((match) => match[1] ?? '');
    const fresh = found.filter((key) => !kept.has(key) && defs[key] !== undefined);
    if (fresh.length === 0) break;
    for (const key of fresh) kept.add(key);
    frontier = JSON.stringify(fresh.map((key) => defs[key]));
  }
  return Object.fromEntries(Object.entries(defs).filter(([key]) => kept.has(key)));
}

/**
 * A money field (@energy/domain/money-input): an integer with its unit in `x-money`; an input that still takes the
 * deprecated decimal string (for one release) documents it as a second, deprecated form.
 */
function moneySchema(json: JsonSchema, io: 'input' | 'output'): void {
  const money = json[MONEY_META_KEY] as MoneyExtension;
  const legacy = json[MONEY_LEGACY_META_KEY] === true;
  for (const key of Object.keys(json)) Reflect.deleteProperty(json, key);
  const what =
    money.unit === 'minor'
      ? 'An integer number of minor units of the currency (₦1,250.00 is 125000).'
      : 'An integer number of ten-thousandths of the currency unit (₦650.50 per litre is 6505000).';
  const integer = { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
  if (io === 'input' && legacy) {
    json.anyOf = [
      integer,
      {
        type: 'string',
        pattern: '^-?\\d+(\\.\\d+)?$',
        deprecated: true,
        description: `Deprecated: a decimal in major units ("650.50"), accepted until ${MONEY_SUNSET}; the answer carries Deprecation, Sunset and Link headers.`,
      },
    ];
  } else Object.assign(json, integer);
  json.description = `${what} See "Money" in the API description.`;
  json[MONEY_META_KEY] = money;
}

/** Every money field under `json` (its $defs too) in its documented form (moneySchema). */
function moneySchemas(json: unknown, io: 'input' | 'output'): void {
  if (Array.isArray(json)) for (const item of json) moneySchemas(item, io);
  else if (json !== null && typeof json === 'object') {
    const schema = json as JsonSchema;
    if (schema[MONEY_META_KEY] !== undefined) moneySchema(schema, io);
    else for (const value of Object.values(schema)) moneySchemas(value, io);
  }
}

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
      const json = out as JsonSchema;
      if (zodSchema._zod.def.type === 'date') Object.assign(out, { type: 'string', format: 'date-time' });
      if (isFreeFormRecord(zodSchema)) {
        for (const key of Object.keys(json)) Reflect.deleteProperty(json, key);
        json.$ref = '#/components/schemas/FreeFormRecord';
      }
      // Answers may gain fields: a strictly validating client must not break on one it does not know.
      if (io === 'output' && json.additionalProperties === false) delete json.additionalProperties;
      // A tuple ([x, y]) in 2020-12 is prefixItems; `items` (never reached past maxItems) names its element types.
      if (Array.isArray(json.prefixItems) && (json.items === undefined || json.items === false)) {
        const types = json.prefixItems as JsonSchema[];
        json.items = types.length === 1 ? types[0] : { anyOf: types };
      }
    },
  }) as JsonSchema;
  delete converted.$schema;
  moneySchemas(converted, io);
  const allDefs = converted.$defs as Record<string, JsonSchema> | undefined;
  delete converted.$defs;
  if (!allDefs) return converted;
  const defs = referencedDefs(converted, allDefs);
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
    ...idempotencyParameters(call),
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
        description: rest.file.contentTypeField
          ? 'A file download, in the media type it was uploaded with (application/pdf, image/png, ...)'
          : 'A file download',
        content: {
          [rest.file.contentTypeField ? '*/*' : (rest.file.contentType.split(';')[0] ?? 'text/plain')]: {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      }
    : {
        description: rest.paged ? 'One page of rows (at most `limit`)' : 'Success',
        ...(rest.paged ? { headers: PAGE_HEADERS } : {}),
        content: {
          'application/json': { schema: output, example: exampleOf(output, { ...components, ...FREE_FORM_SCHEMAS }) },
        },
      };
  return {
    operationId: id,
    summary: rest.summary,
    description: accessDescription(call),
    tags: [call.name.split('.')[0]],
    security: securityOf(call),
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: body,
                example: exampleOf(body, { ...components, ...FREE_FORM_SCHEMAS }),
              },
            },
          },
        }
      : {}),
    responses: { [String(rest.status ?? 200)]: success, ...errorResponses(call, body) },
  };
}

/** Who may call: nobody signed in, a session only (the sign-in family and token management), or a session or token. */
function securityOf(call: RestCall): Record<string, string[]>[] {
  if (call.access?.kind === 'public') return [];
  return closedToTokens(call.name) ? [{ session: [] }] : [{ session: [] }, { token: [] }];
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
        content: {
          'text/csv': {
            schema: { type: 'string' },
            example: '"id","state","createdAt"\r\n"3f1c2a4e","open","2026-11-28"\r\n',
          },
        },
      },
      ...errorResponses(call, undefined),
    },
  };
}

/** One line for a CSV export, in the document and the README table. */
export function csvSummary(call: CsvCall): string {
  return `Every row of \`${call.rest.path}\` for the same filters, search and sort, as a streamed CSV download`;
}

/** The OpenAPI 3.1 document of every REST call, built from the procedures' REST meta and zod schemas. */
export function openApiDocument(serverUrl = 'http://localhost:3000'): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, Operation>> = {
    '/api/health/live': { get: LIVE },
    '/api/health/ready': { get: readiness('healthReady', 'Readiness: the database answers too (503 otherwise)') },
    '/api/health': { get: readiness('health', 'Same as /api/health/ready') },
    '/api/trpc/events.live': { get: LIVE_EVENTS },
  };
  for (const call of restCalls()) {
    const item = (paths[call.rest.path] ??= {});
    item[call.rest.method] = operation(call, schemas);
  }
  for (const call of csvCalls()) (paths[csvPath(call.rest.path)] ??= {}).get = csvOperation(call, schemas);
  const error = jsonSchema(ZErrorBody, 'output', 'Error', schemas);
  const webhookPayload = jsonSchema(ZWebhookPayload, 'output', 'WebhookPayload', schemas);
  const refusals = refusalComponents();
  const tags = Object.entries({
    ...TAG_DESCRIPTIONS,
    events: 'The live events stream (Server-Sent Events) of the signed-in browser.',
    webhookEvents:
      'What the platform sends to a registered webhook endpoint: one entry per event type (see `webhooks`).',
  }).map(([name, description]) => ({ name, description }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'EnergyHub API',
      version: '2.0.0',
      description: API_DESCRIPTION,
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl.replace(/\/+$/, ''), description: 'This deployment (its APP_URL)' }],
    tags: tags.sort((a, b) => a.name.localeCompare(b.name)),
    paths,
    webhooks: webhookEntries(),
    components: {
      schemas: {
        ...schemas,
        ...FREE_FORM_SCHEMAS,
        Error: error,
        ...refusals.schemas,
        WebhookPayload: webhookPayload,
      },
      responses: refusals.responses,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by POST /api/login and POST /api/register; named __Host-session in production (https only)',
        },
        token: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API token (`ehub_…`) from Settings > API tokens or POST /api/tokens; acts with the role it was given. Not accepted by the sign-in family and token management.',
        },
      },
    },
  };
}
