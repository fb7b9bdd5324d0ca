import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@energy/test/procurement';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { startTestServer, type TestServer } from '@energy/test/server';
import { MAX_BATCH_CALLS, UNBATCHABLE_PROCEDURES } from '@energy/domain/batching';
import { BATCH_TOO_LARGE, PROCEDURES_ALONE } from './trpc-batch';

const refusal = { error: { message: BATCH_TOO_LARGE, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } };

describe('calls that travel alone', () => {
  it('the browser never batches exactly the procedures whose meta the server refuses in a batch', () => {
    expect([...UNBATCHABLE_PROCEDURES].sort()).toEqual([...PROCEDURES_ALONE].sort());
  });
});

describe.each(testBackends())('tRPC batch limits (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    buyer = await signIn(server, 'buyer');
  });
  afterAll(() => server.close());

  const paths = (n: number, separator = ',') => Array.from({ length: n }, () => 'contract.list').join(separator);
  const inputs = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), {}]));

  it(`answers a batch of ${MAX_BATCH_CALLS} calls`, async () => {
    const response = await buyer.get(
      `/api/trpc/${paths(MAX_BATCH_CALLS)}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs(MAX_BATCH_CALLS)))}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(MAX_BATCH_CALLS);
  });

  it(`refuses ${MAX_BATCH_CALLS + 1} calls with 400 on GET and POST alike`, async () => {
    const get = await buyer.get(
      `/api/trpc/${paths(MAX_BATCH_CALLS + 1)}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs(MAX_BATCH_CALLS + 1)))}`,
    );
    expect(get.status).toBe(400);
    expect(await get.json()).toEqual(refusal);
    const post = await buyer.post(
      `/api/trpc/${paths(MAX_BATCH_CALLS + 1).replaceAll('contract.list', 'auth.logout')}?batch=1`,
      inputs(MAX_BATCH_CALLS + 1),
    );
    expect(post.status).toBe(400);
    expect(await post.json()).toEqual(refusal);
    // Still signed in: not one of the 21 logouts ran.
    expect((await buyer.get('/api/user')).status).toBe(200);
  });

  it('refuses 300 contract.list calls in one GET quickly and briefly, commas encoded or not', async () => {
    for (const separator of [',', '%2C']) {
      const started = performance.now();
      const response = await buyer.get(`/api/trpc/${paths(300, separator)}?batch=1`);
      const body = await response.text();
      const ms = performance.now() - started;
      console.log(
        `300 contract.list (separator ${separator}): ${response.status}, ${body.length} bytes, ${Math.round(ms)} ms`,
      );
      expect(response.status).toBe(400);
      expect(JSON.parse(body)).toEqual(refusal);
    }
  });
});
