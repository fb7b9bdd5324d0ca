import { createDb, type DbHandle } from '@energy/db/client';
import { HttpClient } from '@energy/test/http-client';
import { startTestServer, type TestServer } from '@energy/test/server';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@energy/test/throwaway-postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLogger } from './logger';

const POOL_TIMEOUT_MS = 1000;
const WRONG_LOGIN = { username: 'nobody', password: 'Not-the-password-1' };

/** A request and how long its answer took. */
async function timed(call: () => Promise<Response>): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await call();
  return { response, ms: performance.now() - started };
}

describe('a database out of reach (a PostgreSQL cluster of the test, stopped and started again)', () => {
  let cluster: ThrowawayPostgres;
  let database: DbHandle;
  let server: TestServer;
  let client: HttpClient;
  const lines: string[] = [];

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    database = await createDb({ databaseUrl: cluster.url, poolSize: 2, poolTimeoutMs: POOL_TIMEOUT_MS });
    server = await startTestServer('postgres', { database, logger: jsonLogger((line) => lines.push(line)) });
    client = new HttpClient(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close().catch(() => undefined);
    cluster?.destroy();
  });

  it('answers as usual while the database runs', async () => {
    expect((await client.post('/api/login', WRONG_LOGIN)).status).toBe(401);
    expect((await client.get('/api/health/ready')).status).toBe(200);
  });

  it('answers 503 with Retry-After when every connection is taken past the pool timeout', async () => {
    const held = [0, 1].map(() => database.db.transaction((tx) => tx.execute(sql`select pg_sleep(2.5)`)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(database.pool?.()).toMatchObject({ inUse: 2, size: 2 });
    const { response, ms } = await timed(() => client.post('/api/login', WRONG_LOGIN));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ error: 'The service is temporarily unavailable' });
    expect(ms).toBeGreaterThanOrEqual(POOL_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(POOL_TIMEOUT_MS + 1000);
    await Promise.all(held);
  });

  describe('with the cluster stopped', () => {
    beforeAll(() => cluster.stop(), 30_000);

    it('answers REST calls 503 with Retry-After and the error shape, within the bound, never 500', async () => {
      const { response, ms } = await timed(() => client.post('/api/login', WRONG_LOGIN));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({ error: 'The service is temporarily unavailable', requestId: expect.any(String) });
      expect(body.requestId).toBe(response.headers.get('x-request-id'));
      expect(ms).toBeLessThan(POOL_TIMEOUT_MS * 2 + 1000);
    });

    it('answers tRPC calls 503 with Retry-After, in the caller language', async () => {
      const { response, ms } = await timed(() =>
        client.post('/api/trpc/auth.login', WRONG_LOGIN, { 'accept-language': 'fr' }),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as {
        error: { message: string; data: { code: string; httpStatus: number } };
      };
      expect(body.error.message).toBe('Le service est temporairement indisponible');
      expect(body.error.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503 });
      expect(ms).toBeLessThan(POOL_TIMEOUT_MS * 2 + 1000);
    });

    it('answers readiness 503 at once and liveness 200', async () => {
      const { response, ms } = await timed(() => client.get('/api/health/ready'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(ms).toBeLessThan(1500);
      expect((await client.get('/api/health/live')).status).toBe(200);
    });

    it('logs the failures without SQL text or parameters', () => {
      const errors = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === 'error');
      expect(errors.map((l) => l.event)).toContain('rest.unavailable');
      expect(errors.map((l) => l.event)).toContain('trpc.unavailable');
      expect(lines.join('\n')).not.toMatch(/Not-the-password-1|nobody|params|failed query/i);
    });
  });

  it('recovers once the cluster is back, without a restart of the server', async () => {
    cluster.start();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await client.post('/api/login', WRONG_LOGIN)).status;
      if (status === 401) break;
      expect(status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(401);
    expect((await client.get('/api/health/ready')).status).toBe(200);
  }, 30_000);
});
