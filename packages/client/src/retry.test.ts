import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEnergyClient } from './client';
import { retryAfterMs } from './retry';

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in server on 127.0.0.1: answers each request with the next queued answer (201 when none is left). */
async function startScriptedServer() {
  const answers: Answer[] = [];
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = answers.shift() ?? { status: 201, body: { id: 'created' } };
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body ?? { error: `status ${answer.status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const rfq = {
  title: 'AGO for the Ikeja plant',
  productType: 'refined-products',
  quantity: 1000,
  unit: 'liters',
  deliveryLocation: 'Ikeja, Lagos',
  deliveryDate: '2027-01-15T00:00:00.000Z',
  closeDate: '2027-01-05T00:00:00.000Z',
} as const;

describe('the client retries 429 and 503 after Retry-After, with one Idempotency-Key per create', () => {
  let server: Awaited<ReturnType<typeof startScriptedServer>>;
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.answers.length = 0;
    server.received.length = 0;
  });

  it('waits the seconds of Retry-After after a 503, then sends the create again with the same key and body', async () => {
    server.answers.push({ status: 503, headers: { 'retry-after': '1' } });
    const client = createEnergyClient({ baseUrl: `${server.url}/`, token: 'ehub_test' });
    const started = Date.now();
    const { data, response } = await client.POST('/api/rfq/rfqs', { body: rfq });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ id: 'created' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const [first, retry] = server.received;
    expect(server.received).toHaveLength(2);
    expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(retry?.body).toBe(first?.body);
    expect(JSON.parse(retry?.body ?? '')).toEqual(rfq);
    expect(first?.headers.authorization).toBe('Bearer ehub_test');
    expect(first?.url).toBe('/api/rfq/rfqs');
  });

  it('gives each create its own key, and keeps a key the caller set', async () => {
    const client = createEnergyClient({ baseUrl: server.url, token: 'ehub_test' });
    await client.POST('/api/rfq/rfqs', { body: rfq });
    await client.POST('/api/rfq/rfqs', { body: rfq });
    await client.POST('/api/rfq/rfqs', { body: rfq, params: { header: { 'Idempotency-Key': 'erp-order-4711' } } });
    const keys = server.received.map((request) => request.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
    expect(keys[2]).toBe('erp-order-4711');
  });

  it('sends no key on a call that is not a create (a read, a verb)', async () => {
    server.answers.push({ status: 200, body: [] }, { status: 200, body: {} });
    const client = createEnergyClient({ baseUrl: server.url, token: 'ehub_test' });
    await client.GET('/api/rfq/rfqs');
    await client.POST('/api/offers/{id}/accept', { params: { path: { id: 'o1' } }, body: { version: 1 } });
    expect(server.received.map((request) => request.headers['idempotency-key'])).toEqual([undefined, undefined]);
  });

  it('retries a 429 whose Retry-After is an HTTP date, and a read after a 503', async () => {
    server.answers.push(
      { status: 429, headers: { 'retry-after': new Date(Date.now() + 1000).toUTCString() } },
      { status: 503, headers: { 'retry-after': '0' } },
      { status: 200, body: [] },
    );
    const client = createEnergyClient({ baseUrl: server.url, token: 'ehub_test' });
    const { response } = await client.GET('/api/rfq/rfqs');
    expect(response.status).toBe(200);
    expect(server.received.map((request) => request.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('never retries another status: a 400 is the answer', async () => {
    server.answers.push({ status: 400, body: { error: 'Validation failed', details: [] } });
    const client = createEnergyClient({ baseUrl: server.url, token: 'ehub_test' });
    const { error, response } = await client.POST('/api/rfq/rfqs', { body: rfq });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: 'Validation failed' });
    expect(server.received).toHaveLength(1);
  });

  it('stops after its retries, and at once when Retry-After asks for more than it waits', async () => {
    const client = createEnergyClient({ baseUrl: server.url, token: 'ehub_test', retries: { max: 2 } });
    server.answers.push(...Array.from({ length: 3 }, () => ({ status: 503, headers: { 'retry-after': '0' } })));
    expect((await client.GET('/api/rfq/rfqs')).response.status).toBe(503);
    expect(server.received).toHaveLength(3);
    server.received.length = 0;
    server.answers.length = 0;
    server.answers.push({ status: 429, headers: { 'retry-after': '3600' } });
    expect((await client.GET('/api/rfq/rfqs')).response.status).toBe(429);
    expect(server.received).toHaveLength(1);
  });
});

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
