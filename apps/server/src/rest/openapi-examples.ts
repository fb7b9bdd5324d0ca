type JsonSchema = Record<string, unknown>;

const SAMPLE_UUID = '3f1c2a4e-8b7d-4c2a-9e1f-2b3c4d5e6f70';
const SAMPLE_TIME = '2026-11-28T10:00:00Z';

/** Values tried, in order, against a string's `pattern`: the first that matches is the example. */
const PATTERN_SAMPLES = [
  '850.5',
  '850',
  '2026-11-28',
  SAMPLE_TIME,
  '2026-11',
  'buyer@example.com',
  SAMPLE_UUID,
  '123456',
  '+44 20 7946 0958',
  'AGO',
  'offer.submitted',
];

/** Strings named after what they hold, so the example reads like the domain. */
const NAMED_SAMPLES: Record<string, string> = {
  currency: 'EUR',
  email: 'buyer@example.com',
  url: 'https://erp.example.com/energyhub/webhooks',
  name: 'Diesel EN590, Rotterdam',
  title: 'Diesel EN590, Rotterdam',
  username: 'buyer',
  password: 'correct horse battery staple',
  description: 'Monthly diesel supply',
  country: 'NL',
};

/** Strings whose field name says what they hold: dates, places, percentages, hours. */
const SUFFIX_SAMPLES: [RegExp, string][] = [
  [/^id$|Id$/, SAMPLE_UUID],
  [/At$/, SAMPLE_TIME],
  [/(Date|Day)$/, '2026-12-15'],
  [/Name$/, 'Northsea Energy BV'],
  [/^quantity$|Quantity$|Litres$/, '5000'],
  [/(Location|Port|Address)$/, 'Rotterdam, NL'],
  [/Pct$/, '0.5'],
  [/Hours$/, '36'],
  [/(Reference|Number)$/, 'PO-2026-0142'],
];

/** Numbers whose field name says what they hold. */
const NUMBER_SUFFIXES: [RegExp, number][] = [
  [/^quantity$|Quantity$|Litres$/, 5000],
  [/Rate$/, 1500],
  [/Count$|^limit$/, 3],
];
/** zod's bounds of a safe integer say nothing about the field. */
const SAFE = Number.MAX_SAFE_INTEGER;

function fits(value: string, schema: JsonSchema): boolean {
  const { minLength, maxLength, pattern } = schema as { minLength?: number; maxLength?: number; pattern?: string };
  if (minLength !== undefined && value.length < minLength) return false;
  if (maxLength !== undefined && value.length > maxLength) return false;
  return pattern === undefined || new RegExp(pattern, 'u').test(value);
}

function stringExample(schema: JsonSchema, name: string): string {
  switch (schema.format) {
    case 'uuid':
      return SAMPLE_UUID;
    case 'date-time':
      return SAMPLE_TIME;
    case 'date':
      return '2026-11-28';
    case 'email':
      return 'buyer@example.com';
    case 'uri':
    case 'url':
      return 'https://erp.example.com/energyhub/webhooks';
    default:
  }
  const bySuffix = SUFFIX_SAMPLES.find(([suffix]) => suffix.test(name))?.[1];
  const candidates = [NAMED_SAMPLES[name], bySuffix, ...(schema.pattern === undefined ? [] : PATTERN_SAMPLES), 'text'];
  const found = candidates.find((value): value is string => value !== undefined && fits(value, schema));
  if (found) return found;
  const length = Math.max(Number(schema.minLength ?? 1), 1);
  return 'x'.repeat(length);
}

function numberExample(schema: JsonSchema, name: string): number {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema as Record<string, number | undefined>;
  const named = NUMBER_SUFFIXES.find(([suffix]) => suffix.test(name))?.[1] ?? 1;
  const floor = minimum !== undefined && minimum > -SAFE ? minimum : undefined;
  let value = floor ?? (exclusiveMinimum === undefined ? Math.max(named, minimum ?? named) : exclusiveMinimum + 1);
  if (maximum !== undefined && value > maximum) value = maximum;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) value = exclusiveMaximum - 1;
  return value;
}

function firstType(schema: JsonSchema, name: string): string | undefined {
  const { type } = schema;
  if (Array.isArray(type)) {
    const types = type as string[];
    // A figure accepted as a number or a decimal string: the string, when the name says what it holds.
    if (types.includes('number') && NUMBER_SUFFIXES.some(([suffix]) => suffix.test(name))) return 'number';
    if (types.includes('string') && SUFFIX_SAMPLES.some(([suffix]) => suffix.test(name))) return 'string';
    return types.find((t) => t !== 'null') ?? 'null';
  }
  return typeof type === 'string' ? type : undefined;
}

/**
 * An example of a JSON Schema (2020-12, with `$ref`s into the document's components): the schema's own
 * example, default, const or first enum value where it has one, else a value built from its type and limits.
 * Examples are checked against their schemas by the lint (openapi-lint.test.ts).
 */
export function exampleOf(schema: JsonSchema, components: Record<string, JsonSchema>, name = '', depth = 0): unknown {
  if (depth > 12) return null;
  if (typeof schema.$ref === 'string') {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return target ? exampleOf(target, components, name, depth + 1) : null;
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants) {
    const chosen = variants.find((variant) => variant.type !== 'null') ?? variants[0];
    return chosen ? exampleOf(chosen, components, name, depth + 1) : null;
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as JsonSchema[]).map((part) => exampleOf(part, components, name, depth + 1));
    return Object.assign({}, ...parts.filter((part) => part !== null && typeof part === 'object'));
  }
  switch (firstType(schema, name) ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, exampleOf(property, components, key, depth + 1)]),
      );
    }
    case 'array': {
      if (Array.isArray(schema.prefixItems))
        return (schema.prefixItems as JsonSchema[]).map((item) => exampleOf(item, components, name, depth + 1));
      const items = schema.items as JsonSchema | undefined;
      const count = Math.max(Number(schema.minItems ?? 1), 1);
      return items ? Array.from({ length: count }, () => exampleOf(items, components, name, depth + 1)) : [];
    }
    case 'string':
      return stringExample(schema, name);
    case 'integer':
      return Math.ceil(numberExample(schema, name));
    case 'number':
      return numberExample(schema, name);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}
