import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '../../../../test/constants';
import { testBackends } from '../../../../test/databases';
import { HttpClient } from '../../../../test/http-client';
import { startTestServer, type TestServer } from '../../../../test/server';

describe.each(testBackends())('login throttling under concurrency (%s)', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('lets at most 10 of 30 parallel wrong guesses from one address reach the password check', async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    const url = server.url;
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        new HttpClient(url, { 'x-forwarded-for': '198.51.100.30' }).post('/api/login', { username: 'buyer', password: 'wrong-password' }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    console.log(`[${backend}] 30 parallel wrong guesses: ${checked} checked (401), ${statuses.filter((s) => s === 429).length} refused (429)`);
    expect(checked).toBe(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('refuses a tRPC batch of 30 wrong guesses plus the right password, without a session', async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    const calls = [...Array.from({ length: 30 }, () => 'wrong-password'), TEST_DEMO_PASSWORD];
    const input = Object.fromEntries(calls.map((password, i) => [String(i), { username: 'buyer', password }]));
    const client = new HttpClient(server.url, { 'x-forwarded-for': '198.51.100.31' });
    const response = await client.post(`/api/trpc/${calls.map(() => 'auth.login').join(',')}?batch=1`, input);
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(client.sessionCookie).toBeUndefined();
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
