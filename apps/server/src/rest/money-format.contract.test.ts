import {
  MONEY_DEPRECATION_HEADERS,
  MONEY_MESSAGES,
  type MoneyExtension,
  onLegacyMoney,
} from '@energy/domain/money-input';
import { periodsOfDay } from '@energy/domain/schemas/budget';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { signIn, startParties, type Parties } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seedDemoRecords } from '../demo-records';
import { openApiDocument } from './openapi';
import { restCalls } from './routes';
import { type DocumentField, documentFields, type OpenApiDocument, placeOf, valuesAt } from './money-fields';

/**
 * One money format (issue 32 item 4), generated from the OpenAPI document: every request-body field marked `x-money`
 * takes an integer, refuses a float or a malformed string with its expected format, and (for one release) takes the
 * deprecated decimal string, which makes the answer carry the deprecation headers. Every answer field marked `x-money`
 * holds an integer in the server's real answers on the demo data. A number or decimal-string field, of a request or
 * an answer, whose name says money but which lacks `x-money` fails the walk unless money-fields.ts explains why.
 */

const doc = openApiDocument() as unknown as OpenApiDocument;
const requestFields = documentFields(doc, 'request');
type MoneyField = DocumentField & { money: MoneyExtension };
const fields = requestFields.filter((field): field is MoneyField => field.money !== undefined);
const unmarked = requestFields.filter((field) => !field.money).map((f) => `${f.operation} ${placeOf(f.path)}`);

const answerFields = documentFields(doc, 'answer');
const answerMoney = answerFields.filter((field): field is MoneyField => field.money !== undefined);
const answerUnmarked = answerFields.filter((field) => !field.money).map((f) => `${f.operation} ${placeOf(f.path)}`);

const webhookFields = documentFields(doc, 'webhook');
const webhookMoney = webhookFields.filter((field): field is MoneyField => field.money !== undefined);
const webhookUnmarked = webhookFields.filter((field) => !field.money).map((f) => `${f.operation} ${placeOf(f.path)}`);

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

  it('marks the money of every answer, and no answer field named like money lacks x-money', () => {
    expect(new Set(answerMoney.map((field) => placeOf(field.path))).size).toBeGreaterThanOrEqual(40);
    expect([...new Set(answerUnmarked)]).toEqual([]);
  });

  it('marks the money of every webhook payload, and no payload field named like money lacks x-money', () => {
    const places = new Set(webhookMoney.map((field) => `${field.operation} ${placeOf(field.path)}`));
    expect(places).toContain('webhook offer.countered data.payload.unitPrice');
    expect(places).toContain('webhook contract.price_fixed data.payload.finalUnitPrice');
    expect(places).toContain('webhook contract.final_invoice data.payload.unitPrice');
    expect(webhookMoney.find((f) => f.operation === 'webhook offer.countered')?.money.unit).toBe('ten-thousandths');
    expect([...new Set(webhookUnmarked)]).toEqual([]);
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

/**
 * Every GET answer with an `x-money` field, called as each demo role on the demo records (as `npm run dev` seeds them) (a record's id from the list
 * above it: `/api/orders/{id}` takes the ids `/api/orders` answers), and each such field's values checked.
 */
async function realAnswers(clients: HttpClient[]): Promise<Map<string, unknown[]>> {
  const operations = [...new Set(answerMoney.map((field) => field.operation))].filter((op) => op.startsWith('GET '));
  const answers = new Map<string, unknown[]>();
  const ok = async (client: HttpClient, url: string) => {
    const response = await client.get(url);
    return response.ok ? ((await response.json()) as unknown) : undefined;
  };
  for (const operation of operations) {
    const route = operation.slice('GET '.length);
    const parameter = /\{(\w+)\}/.exec(route);
    for (const client of clients) {
      const urls = parameter
        ? valuesAt(await ok(client, route.slice(0, parameter.index - 1)), [0, 'id'])
            .slice(0, 5)
            .map((id) => route.replace(parameter[0], String(id)))
        : [route];
      for (const url of urls) {
        const answer = await ok(client, url);
        if (answer !== undefined) answers.set(operation, [...(answers.get(operation) ?? []), answer]);
      }
    }
  }
  return answers;
}

/** A field's place in its record, whether the answer is the record or a list of them. */
const placeInAnswer = (field: DocumentField) => placeOf(field.path).replace(/^\[\]\./, '');

/** Money fields the demo records leave empty, each with why (the same field of another answer is checked). */
const NO_FORMULA_CONTRACT =
  'the demo records have no contract priced by a formula (formula-contracts.contract.test.ts checks these answers)';
const ABSENT_FROM_DEMO: Record<string, string> = {
  finalTotal: NO_FORMULA_CONTRACT,
  provisionalUnitPrice: NO_FORMULA_CONTRACT,
  finalUnitPrice: NO_FORMULA_CONTRACT,
  'provisionalBasis.convertedIndex': NO_FORMULA_CONTRACT,
  'provisionalBasis.differential': NO_FORMULA_CONTRACT,
  'provisionalBasis.unitPrice': NO_FORMULA_CONTRACT,
  'provisionalBasis.total': NO_FORMULA_CONTRACT,
  'finalBasis.convertedIndex': NO_FORMULA_CONTRACT,
  'finalBasis.differential': NO_FORMULA_CONTRACT,
  'finalBasis.unitPrice': NO_FORMULA_CONTRACT,
  'finalBasis.total': NO_FORMULA_CONTRACT,
  'counter.differential':
    'no demo offer is countered on its differential (formula-offers.contract.test.ts checks the answer)',
  'pendingApprovals[].ledger[].amount':
    'a payment awaiting approval has no ledger entry yet (GET /api/payments has them)',
};

describe.each(testBackends())('money in real answers (%s)', (backend) => {
  let server: TestServer;
  let answers: Map<string, unknown[]>;
  beforeAll(async () => {
    server = await startTestServer(backend);
    await seedDemoRecords(server.database.db);
    const roles = ['buyer', 'finance', 'supplier', 'logistics', 'admin'];
    answers = await realAnswers(await Promise.all(roles.map((role) => signIn(server, role))));
  }, 240_000);
  afterAll(() => server.close());

  it('holds an integer in every x-money field of every answer, each field seen in some answer', () => {
    const notIntegers: string[] = [];
    const seen = new Set<string>();
    for (const field of answerMoney)
      for (const answer of answers.get(field.operation) ?? [])
        for (const value of valuesAt(answer, field.path)) {
          if (value === null) continue;
          if (Number.isSafeInteger(value)) seen.add(placeInAnswer(field));
          else notIntegers.push(`${field.operation} ${placeOf(field.path)}: ${JSON.stringify(value)}`);
        }
    expect(notIntegers).toEqual([]);
    const unseen = [...new Set(answerMoney.map(placeInAnswer))].filter(
      (place) => !seen.has(place) && ABSENT_FROM_DEMO[place] === undefined,
    );
    expect(unseen).toEqual([]);
  });
});
