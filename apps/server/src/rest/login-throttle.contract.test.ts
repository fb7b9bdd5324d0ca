import { noEvents } from '@energy/trpc/events/feed';
import { internalLedger } from '@energy/trpc/payments/provider';
import { ADDRESS_LIMIT, slowdownMs } from '@energy/trpc/auth/throttle';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { startTestServer, type TestServer } from '@energy/test/server';

const TOO_MANY = { error: 'Too many failed sign-in attempts. Please try again later.' };

describe.each(testBackends())('login throttling (%s)', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  // One trusted proxy: the rightmost X-Forwarded-For entry is the client's address.
  const from = (s: TestServer, address: string) => new HttpClient(s.url, { 'x-forwarded-for': address });
  const timed = async (request: Promise<Response>) => {
    const started = performance.now();
    const response = await request;
    return { response, ms: performance.now() - started };
  };

  it('locks a username for the attacking address only: the real user still signs in from another address', async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    const attacker = '203.0.113.66';
    const url = server.url;
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () =>
        new HttpClient(url, { 'x-forwarded-for': attacker }).post('/api/login', {
          username: 'buyer',
          password: 'wrong-password',
        }),
      ),
    );
    expect(guesses.map((r) => r.status)).toEqual(Array(10).fill(401));
    const blocked = await from(server, attacker).post('/api/login', {
      username: 'buyer',
      password: TEST_DEMO_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(await blocked.json()).toEqual(TOO_MANY);
    const viaTrpc = await from(server, attacker).post('/api/trpc/auth.login', {
      username: 'buyer',
      password: TEST_DEMO_PASSWORD,
    });
    expect(viaTrpc.status).toBe(429);

    const realUser = from(server, '198.51.100.10');
    expect((await realUser.post('/api/login', { username: 'buyer', password: TEST_DEMO_PASSWORD })).status).toBe(200);
    expect((await realUser.get('/api/user')).status).toBe(200);
    // The attacker's address is not locked for other accounts either (a colleague in the same office).
    expect(
      (await from(server, attacker).post('/api/login', { username: 'finance', password: TEST_DEMO_PASSWORD })).status,
    ).toBe(200);
  });

  it('per username alone, never locks but answers more slowly after each failure, parallel attempts included', async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    for (let i = 1; i <= 5; i++) {
      const response = await from(server, `10.0.0.${i}`).post('/api/login', {
        username: 'logistics',
        password: 'wrong-password',
      });
      expect(response.status).toBe(401);
    }
    // Attempts 6 to 10 at once: each was counted on its own, so each waits longer than the one before.
    const parallel = await Promise.all(
      [6, 7, 8, 9, 10].map((i) =>
        timed(
          from(server as TestServer, `10.0.0.${i}`).post('/api/login', {
            username: 'logistics',
            password: 'wrong-password',
          }),
        ),
      ),
    );
    expect(parallel.map((p) => p.response.status)).toEqual([401, 401, 401, 401, 401]);
    const slowest = Math.max(...parallel.map((p) => p.ms));
    expect(slowest).toBeGreaterThanOrEqual(slowdownMs(10));

    const real = await timed(
      from(server, '10.0.1.1').post('/api/login', { username: 'logistics', password: TEST_DEMO_PASSWORD }),
    );
    expect(real.response.status).toBe(200);
    expect(real.ms).toBeGreaterThanOrEqual(slowdownMs(11));
  });

  it(`refuses an address after ${ADDRESS_LIMIT.max} failures, whichever usernames it tries, over tRPC too`, async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    const url = server.url;
    for (let round = 0; round < ADDRESS_LIMIT.max / 20; round++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          new HttpClient(url, { 'x-forwarded-for': '192.0.2.7' }).post('/api/login', {
            username: `guess${round}-${i}`,
            password: 'wrong-password',
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(401));
    }
    const blocked = await from(server, '192.0.2.7').post('/api/trpc/auth.login', {
      username: 'buyer',
      password: TEST_DEMO_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const elsewhere = await from(server, '192.0.2.8').post('/api/login', {
      username: 'buyer',
      password: TEST_DEMO_PASSWORD,
    });
    expect(elsewhere.status).toBe(200);
  });

  it('keeps the counters in the database, so a second server instance refuses too', async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    const url = server.url;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        new HttpClient(url, { 'x-forwarded-for': '10.9.0.1' }).post('/api/login', {
          username: 'supplier',
          password: 'wrong-password',
        }),
      ),
    );
    const { createApp } = await import('../app');
    const second = createApp({
      db: server.database.db,
      mailer: { send: async () => {} },
      payments: internalLedger,
      escrow: { inspectionHours: 48 },
      events: noEvents,
      auth: {
        sessionIdleMs: 3600_000,
        sessionAbsoluteMs: 7200_000,
        appUrl: 'http://x.test',
        allowAdminSignup: false,
        production: false,
      },
      secureCookies: false,
      trustProxy: 1,
      logger: { info: () => {}, error: () => {} },
      allowedOrigins: ['http://x.test'],
      bodyLimitBytes: 1024,
    });
    const response = await second.request('/api/login', {
      method: 'POST',
      headers: { origin: 'http://x.test', 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
      body: JSON.stringify({ username: 'supplier', password: TEST_DEMO_PASSWORD }),
    });
    expect(response.status).toBe(429);
  });
});
