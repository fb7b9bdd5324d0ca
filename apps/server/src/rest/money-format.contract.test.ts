import {
  MONEY_DEPRECATION_HEADERS,
  MONEY_MESSAGES,
  type MoneyExtension,
  onLegacyMoney,
} from '@energy/domain/money-input';
import { periodsOfDay } from '@energy/domain/schemas/budget';
import { testBackends } from '@energy/test/databases';
import { startParties, type Parties } from '@energy/test/procurement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { openApiDocument } from './openapi';
import { restCalls } from './routes';

/**
 * One money format (issue 32 item 4), generated from the OpenAPI document: every request-body field marked `x-money`
 * takes an integer, refuses a float or a malformed string with its expected format, and (for one release) takes the
 * deprecated decimal string, which makes the answer carry the deprecation headers. A numeric field whose name says
 * money but which lacks `x-money` fails the walk.
 */

type JsonSchema = Record<string, unknown>;
type Path = (string | number)[];

interface MoneyField {
  operation: string;
  path: Path;
  money: MoneyExtension;
  /** The fewest values around the field: the discriminators (`const`) of the union branches on the way. */
  body: (value: unknown) => Record<string, unknown>;
}

const doc = openApiDocument() as {
  paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: JsonSchema } } } }>>;
  components: { schemas: Record<string, JsonSchema> };
};

function resolve(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref as string | undefined;
  return ref ? resolve(doc.components.schemas[ref.split('/').pop() ?? ''] ?? {}) : schema;
}

/** The `const` properties of an object schema (a discriminated union's branch: `{ type: 'formula' }`). */
function constants(schema: JsonSchema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(properties)
      .map(([key, value]) => [key, resolve(value).const] as const)
      .filter(([, value]) => value !== undefined),
  );
}

function walk(
  schema: JsonSchema,
  path: Path,
  wrap: (value: unknown) => unknown,
  found: (path: Path, money: MoneyExtension, wrap: (value: unknown) => unknown, schema: JsonSchema) => void,
  name = '',
): void {
  const s = resolve(schema);
  if (s['x-money'] !== undefined) return found(path, s['x-money'] as MoneyExtension, wrap, s);
  found(path, undefined as unknown as MoneyExtension, wrap, { ...s, name });
  for (const branch of [...((s.anyOf as JsonSchema[]) ?? []), ...((s.oneOf as JsonSchema[]) ?? [])])
    walk(branch, path, wrap, found, name);
  if (s.items && typeof s.items === 'object') walk(s.items as JsonSchema, [...path, 0], (v) => wrap([v]), found, name);
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const fixed = constants(s);
  for (const [key, property] of Object.entries(properties))
    walk(property, [...path, key], (v) => wrap({ ...fixed, [key]: v }), found, key);
}

/**
 * Numbers whose name looks like money but are not money (each says why). Everything else named like money must carry
 * `x-money`.
 */
const NOT_MONEY: Record<string, string> = {
  // A percentage of the contract value, 0 to 100 (basis points precision), not an amount.
  advancePayment: 'percent',
};
const MONEY_NAME = /price|amount|rate|total|fee|budget|differential|premium|cost/i;

function isNumeric(schema: JsonSchema): boolean {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  return types.includes('number') || types.includes('integer');
}

const fields: MoneyField[] = [];
const unmarked: string[] = [];
for (const [route, methods] of Object.entries(doc.paths))
  for (const [method, op] of Object.entries(methods)) {
    const schema = op.requestBody?.content['application/json'].schema;
    if (!schema) continue;
    const operation = `${method.toUpperCase()} ${route}`;
    walk(
      schema,
      [],
      (v) => v,
      (path, money, wrap, s) => {
        if (money) fields.push({ operation, path, money, body: wrap as MoneyField['body'] });
        else if (isNumeric(s) && MONEY_NAME.test(String(s.name)) && NOT_MONEY[String(s.name)] === undefined)
          unmarked.push(`${operation} ${path.join('.')}`);
      },
    );
  }

const calls = new Map(restCalls().map((call) => [`${call.rest.method.toUpperCase()} ${call.rest.path}`, call]));

function issuesAt(field: MoneyField, value: unknown): { messages: string[]; legacy: boolean } {
  const call = calls.get(field.operation);
  const input = call?.input as z.ZodType | undefined;
  if (!input) throw new Error(`no input schema for ${field.operation}`);
  // A call whose REST body is one field of its input (PUT /api/offers/{id}: `offer`).
  const bodyField = (call?.rest as { bodyField?: string } | undefined)?.bodyField;
  let legacy = false;
  const previous = onLegacyMoney(() => {
    legacy = true;
  });
  try {
    const body = field.body(value);
    const result = input.safeParse(bodyField ? { [bodyField]: body } : body);
    const key = (bodyField ? [bodyField, ...field.path] : field.path).join('.');
    const messages = result.success
      ? []
      : result.error.issues.filter((issue) => issue.path.join('.') === key).map((issue) => issue.message);
    return { messages, legacy };
  } finally {
    onLegacyMoney(previous);
  }
}

const formatOf = (field: MoneyField) =>
  field.path.at(-1) === 'differential'
    ? MONEY_MESSAGES.differentialFormat
    : field.money.unit === 'minor'
      ? MONEY_MESSAGES.minorFormat
      : MONEY_MESSAGES.tenThousandthsFormat;

describe('money format on every x-money field of the OpenAPI document', () => {
  it('finds the money fields, and no numeric field named like money without x-money', () => {
    expect(fields.length).toBeGreaterThanOrEqual(17);
    expect(unmarked).toEqual([]);
  });

  it.each(fields.map((field) => [`${field.operation} ${field.path.join('.')}`, field] as const))(
    '%s: an integer is taken, a float or a malformed string gets its format, a decimal string is deprecated',
    (_name, field) => {
      const integer = field.money.unit === 'minor' ? 125_000 : 6_505_000;
      expect(issuesAt(field, integer)).toEqual({ messages: [], legacy: false });
      expect(issuesAt(field, 850.5).messages).toEqual([formatOf(field)]);
      expect(issuesAt(field, '85O.50').messages).toEqual([formatOf(field)]);
      expect(issuesAt(field, '650.50')).toEqual({ messages: [], legacy: true });
    },
  );
});

/** Over HTTP: the 400 names the field, and a decimal string gets the deprecation headers (REST and tRPC). */
describe.each(testBackends())('money format over HTTP (%s)', (backend) => {
  let p: Parties;
  const { month, quarter } = periodsOfDay(new Date());
  beforeAll(async () => {
    p = await startParties(backend);
  });
  afterAll(() => p.server.close());

  it('refuses a float amount with a 400 naming the field and the format', async () => {
    const response = await p.finance.post('/api/budgets', { period: month, amount: 850.5 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { details?: { path: string; message: string }[] };
    expect(body.details).toContainEqual({ path: 'amount', message: MONEY_MESSAGES.minorFormat });
    expect(response.headers.get('Deprecation')).toBeNull();
  });

  it('takes an integer without deprecation headers', async () => {
    const response = await p.finance.post('/api/budgets', { period: month, amount: 125_000 });
    expect(response.status).toBe(201);
    expect(response.headers.get('Deprecation')).toBeNull();
    expect(((await response.json()) as { amount: number }).amount).toBe(125_000);
  });

  it('takes a decimal string exactly (REST and tRPC) and says it is deprecated', async () => {
    const rest = await p.finance.post('/api/budgets', { period: quarter, amount: '1250.10' });
    expect(rest.status).toBe(201);
    expect(((await rest.json()) as { amount: number }).amount).toBe(125_010);
    const trpc = await p.buyer.post('/api/trpc/budget.create', {
      period: quarter,
      productType: 'natural-gas',
      amount: '0.29',
    });
    expect(trpc.status).toBe(200);
    expect(((await trpc.json()) as { result: { data: { amount: number } } }).result.data.amount).toBe(29);
    for (const response of [rest, trpc])
      for (const [name, value] of Object.entries(MONEY_DEPRECATION_HEADERS))
        expect(response.headers.get(name)).toBe(value);
  });
});
