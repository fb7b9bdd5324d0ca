import type { MoneyExtension } from '@energy/domain/money-input';

/**
 * The fields of the OpenAPI document's request and answer bodies, walked for money (issue 32 item 4): those marked
 * `x-money`, and those named like money without it, which must be on one of the explained lists below.
 * Read by money-format.contract.test.ts.
 */

export type JsonSchema = Record<string, unknown>;
/** A field's place in a body: property names, and 0 for "each element" of an array. */
export type Path = (string | number)[];

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  /** The webhook deliveries (their request bodies: each event type's payload). */
  webhooks?: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}
interface Operation {
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface DocumentField {
  /** "GET /api/offers/{id}". */
  operation: string;
  path: Path;
  /** Its `x-money`, or undefined for a field named like money without it. */
  money: MoneyExtension | undefined;
  /** The fewest values around the field: the discriminators (`const`) of the union branches on the way. */
  body: (value: unknown) => unknown;
}

/** Names that say money, in requests and answers. */
export const MONEY_NAME = /amount|price|rate|total|fee|budget|differential|premium|cost|value/i;

/**
 * Fields named like money that are not money, by `name:kind` (kind: `number` or `string`), each with why. Quantities,
 * percentages, FX rates and index values are not money (docs/API.md, "Money").
 */
export const NOT_MONEY: Record<string, string> = {
  'advancePayment:number': 'a percentage of the contract value, 0 to 100',
  'winRate:number': 'a percentage of decided offers',
  'settlementRate:number': 'a percentage of settlements paid',
  'rate:number': 'a conversion rate of the analytics funnel, a percentage',
  'value:number': 'an analytics SLA figure (hours, minutes or a percentage)',
  'total:number': 'a count of records',
  'totalContracts:number': 'a count of contracts',
  'totalUsers:number': 'a count of users',
  'totalTransactions:number': 'a count of transactions',
  'rate:string': 'an FX rate (quote currency per unit of base), not an amount of one currency',
  'value:string': 'a price-index quote, in the index’s own unit (USD/bbl...), not an amount of the record’s currency',
  'latestValue:string': 'the latest price-index quote, in the index’s own unit',
  'priceUnit:string': 'the unit of a price index ("USD/bbl"), a label',
  'indexPriceUnit:string': 'the unit of the index a formula follows ("USD/bbl"), a label',
  'priceFixedAt:string': 'the time the final price was fixed',
};

/** `number` for a JSON number, `string` for free text (no enum, const or format), else null. */
function kindOf(schema: JsonSchema): 'number' | 'string' | null {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('number') || types.includes('integer')) return 'number';
  const plain = schema.enum === undefined && schema.const === undefined && schema.format === undefined;
  return types.includes('string') && plain ? 'string' : null;
}

type Found = (path: Path, money: MoneyExtension | undefined, wrap: (value: unknown) => unknown) => void;

/**
 * Every money-named or `x-money` field of the request bodies (`request`), the 2xx JSON answers (`answer`) or the
 * webhook payloads (`webhook`: each delivery's body, every part of its `allOf`) of `document`.
 */
export function documentFields(document: OpenApiDocument, part: 'request' | 'answer' | 'webhook'): DocumentField[] {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref as string | undefined;
    return ref ? resolve(document.components.schemas[ref.split('/').pop() ?? ''] ?? {}) : schema;
  };
  /** The `const` properties of an object schema (a discriminated union's branch: `{ type: 'formula' }`). */
  const constants = (schema: JsonSchema): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
        .map(([key, value]) => [key, resolve(value).const] as const)
        .filter(([, value]) => value !== undefined),
    );
  const walk = (schema: JsonSchema, path: Path, wrap: (value: unknown) => unknown, found: Found, name: string) => {
    const s = resolve(schema);
    if (s['x-money'] !== undefined) return found(path, s['x-money'] as MoneyExtension, wrap);
    const kind = kindOf(s);
    if (kind && MONEY_NAME.test(name) && !NOT_MONEY[`${name}:${kind}`]) found(path, undefined, wrap);
    for (const branch of [...((s.anyOf as JsonSchema[]) ?? []), ...((s.oneOf as JsonSchema[]) ?? [])])
      walk(branch, path, wrap, found, name);
    if (s.items && typeof s.items === 'object')
      walk(s.items as JsonSchema, [...path, 0], (v) => wrap([v]), found, name);
    const fixed = constants(s);
    for (const [key, property] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>))
      walk(property, [...path, key], (v) => wrap({ ...fixed, [key]: v }), found, key);
  };

  const fields: DocumentField[] = [];
  const operations = part === 'webhook' ? (document.webhooks ?? {}) : document.paths;
  for (const [route, methods] of Object.entries(operations))
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content['application/json'].schema;
      const schemas =
        part === 'webhook'
          ? ((body?.allOf as JsonSchema[] | undefined) ?? [body])
          : part === 'request'
            ? [body]
            : Object.entries(op.responses ?? {})
                .filter(([status]) => status.startsWith('2'))
                .map(([, response]) => response.content?.['application/json']?.schema);
      const operation = part === 'webhook' ? `webhook ${route}` : `${method.toUpperCase()} ${route}`;
      for (const schema of schemas)
        if (schema)
          walk(
            schema,
            [],
            (v) => v,
            (path, money, body) => fields.push({ operation, path, money, body }),
            '',
          );
    }
  return fields;
}

/** "escrow.heldAmount", "[].amount": a field's place, the same in every answer that has it. */
export const placeOf = (path: Path) =>
  path
    .map((part) => (part === 0 ? '[]' : `.${part}`))
    .join('')
    .replace(/^\./, '');

/** The values at `path` in a JSON answer (every element of an array); none where a part is missing. */
export function valuesAt(json: unknown, path: Path): unknown[] {
  const [head, ...rest] = path;
  if (head === undefined) return [json];
  if (head === 0) return Array.isArray(json) ? json.flatMap((item) => valuesAt(item, rest)) : [];
  if (json === null || typeof json !== 'object' || !(head in json)) return [];
  return valuesAt((json as Record<string, unknown>)[head], rest);
}
