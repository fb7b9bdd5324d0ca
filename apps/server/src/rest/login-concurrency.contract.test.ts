import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { startTestServer, type TestServer } from '@energy/test/server';
import { AUTH_NOT_BATCHABLE, BATCH_TOO_LARGE } from '../http/trpc-batch';

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
        new HttpClient(url, { 'x-forwarded-for': '198.51.100.30' }).post('/api/login', {
          username: 'buyer',
          password: 'wrong-password',
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    console.log(
      `[${backend}] 30 parallel wrong guesses: ${checked} checked (401), ${statuses.filter((s) => s === 429).length} refused (429)`,
    );
    expect(checked).toBe(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('refuses a tRPC batch of wrong guesses plus the right password, without a session', async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    const url = server.url;
    const batch = async (wrong: number) => {
      const calls = [...Array.from({ length: wrong }, () => 'wrong-password'), TEST_DEMO_PASSWORD];
      const input = Object.fromEntries(calls.map((password, i) => [String(i), { username: 'buyer', password }]));
      const client = new HttpClient(url, { 'x-forwarded-for': '198.51.100.31' });
      const response = await client.post(`/api/trpc/${calls.map(() => 'auth.login').join(',')}?batch=1`, input);
      expect(response.status).toBe(400);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect((await client.get('/api/user')).status).toBe(401);
      return response.json() as Promise<unknown>;
    };
    // 31 calls: over the batch size limit before anything runs.
    expect(await batch(30)).toEqual({ error: expect.objectContaining({ message: BATCH_TOO_LARGE }) });
    // 6 calls: within the size limit, but sign-in is never batched.
    const body = (await batch(5)) as { error: { message: string } }[];
    expect(body).toHaveLength(6);
    expect(new Set(body.map((b) => b.error.message))).toEqual(new Set([AUTH_NOT_BATCHABLE]));
  });

  it('refuses sign-up, forgot-password and reset-password inside a batch, even a batch of one', async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    for (const path of ['auth.register', 'auth.forgotPassword', 'auth.resetPassword', 'auth.login']) {
      const response = await new HttpClient(server.url).post(`/api/trpc/${path}?batch=1`, {
        0: { email: 'buyer@lagospower.example' },
      });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { message: string } }[])[0]?.error.message).toBe(AUTH_NOT_BATCHABLE);
    }
    const unbatched = await new HttpClient(server.url).post('/api/trpc/auth.forgotPassword', {
      email: 'buyer@lagospower.example',
    });
    expect(unbatched.status).toBe(200);
  });
});
