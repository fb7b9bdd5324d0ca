import { internalLedger } from '@energy/trpc/payments/provider';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '../../../../test/constants';
import { testBackends } from '../../../../test/databases';
import { HttpClient } from '../../../../test/http-client';
import { startTestServer, type TestServer } from '../../../../test/server';

describe.each(testBackends())('login throttling (%s)', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const from = (s: TestServer, address: string) => new HttpClient(s.url, { 'x-forwarded-for': address });

  it('refuses the 11th failure for one username with 429 and Retry-After, even with the right password', async () => {
    server = await startTestServer(backend, { trustProxy: true });
    for (let i = 1; i <= 10; i++) {
      // A new address each time, so only the username's counter grows.
      const response = await from(server, `10.0.0.${i}`).post('/api/login', { username: 'buyer', password: 'wrong-password' });
      expect(response.status).toBe(401);
    }
    const blocked = await from(server, '10.0.1.1').post('/api/login', { username: 'buyer', password: TEST_DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(await blocked.json()).toEqual({ error: 'Too many failed sign-in attempts. Please try again later.' });
    const otherUser = await from(server, '10.0.1.2').post('/api/login', { username: 'finance', password: TEST_DEMO_PASSWORD });
    expect(otherUser.status).toBe(200);
  });

  it('refuses the 11th failure from one address, whichever usernames it tries, over tRPC too', async () => {
    server = await startTestServer(backend, { trustProxy: true });
    for (let i = 1; i <= 10; i++) {
      const response = await from(server, '192.0.2.7').post('/api/login', { username: `guess${i}`, password: 'wrong-password' });
      expect(response.status).toBe(401);
    }
    const blocked = await from(server, '192.0.2.7').post('/api/trpc/auth.login', { username: 'buyer', password: TEST_DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const elsewhere = await from(server, '192.0.2.8').post('/api/login', { username: 'buyer', password: TEST_DEMO_PASSWORD });
    expect(elsewhere.status).toBe(200);
  });

  it('keeps the counters in the database, so a second server instance refuses too', async () => {
    server = await startTestServer(backend, { trustProxy: true });
    for (let i = 1; i <= 10; i++) {
      await from(server, `10.9.0.${i}`).post('/api/login', { username: 'logistics', password: 'wrong-password' });
    }
    const { createApp } = await import('../app');
    const second = createApp({
      db: server.database.db,
      mailer: { send: async () => {} },
    payments: internalLedger,
      auth: { sessionIdleMs: 3600_000, sessionAbsoluteMs: 7200_000, appUrl: 'http://x.test', allowAdminSignup: false, production: false },
      secureCookies: false,
      trustProxy: true,
      logger: { info: () => {}, error: () => {} },
      allowedOrigins: ['http://x.test'],
      bodyLimitBytes: 1024,
    });
    const response = await second.request('/api/login', {
      method: 'POST',
      headers: { origin: 'http://x.test', 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ username: 'logistics', password: TEST_DEMO_PASSWORD }),
    });
    expect(response.status).toBe(429);
  });
});
