import type { AppRouter } from '@energy/trpc/root';
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { startTestServer, type TestServer } from '@energy/test/server';
import { ORIGIN_REFUSED } from './guards';
import { API_SECURITY_HEADERS, HSTS_HEADER } from './security-headers';

const login = { username: 'buyer', password: TEST_DEMO_PASSWORD };

describe.each(testBackends())('HTTP hardening (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // Two proxies in front: the client's address is the second entry from the right.
    server = await startTestServer(backend, { trustProxy: 2 });
  });
  afterAll(() => server.close());

  it('takes the client address the trusted hops put in X-Forwarded-For, not the leftmost the client sent', async () => {
    const url = server.url;
    // The client forges a new leftmost entry on each try; the proxies append what they saw.
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        new HttpClient(url, { 'x-forwarded-for': `10.66.0.${i}, 203.0.113.77, 172.16.0.1` }).post('/api/login', {
          username: 'finance',
          password: 'wrong-password',
        }),
      ),
    );
    expect(guesses.map((r) => r.status)).toEqual(Array(10).fill(401));
    const forged = await new HttpClient(url, { 'x-forwarded-for': '10.66.1.1, 203.0.113.77, 172.16.0.1' }).post(
      '/api/login',
      { username: 'finance', password: TEST_DEMO_PASSWORD },
    );
    expect(forged.status).toBe(429);
    const someoneElse = await new HttpClient(url, { 'x-forwarded-for': '203.0.113.78, 172.16.0.1' }).post(
      '/api/login',
      { username: 'finance', password: TEST_DEMO_PASSWORD },
    );
    expect(someoneElse.status).toBe(200);
  });

  it('sends pages a CSP with base-uri, form-action and object-src locked down, and API answers one that allows nothing', async () => {
    const page = (await fetch(`${server.url}/api/docs`)).headers.get('content-security-policy') ?? '';
    expect(page).toContain("base-uri 'none'");
    expect(page).toContain("form-action 'self'");
    expect(page).toContain("object-src 'none'");
    const api = await fetch(`${server.url}/api/health`);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts exactly the application/json media type, with or without parameters', async () => {
    const client = new HttpClient(server.url);
    const charset = await client.post('/api/login', login, { 'content-type': 'application/json; charset=utf-8' });
    expect(charset.status).toBe(200);
    for (const type of ['application/json-patch+json', 'application/jsonx', 'text/json']) {
      const response = await client.post('/api/login', login, { 'content-type': type });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: 'Unsupported content type: send application/json' });
    }
  });

  it('refuses a foreign origin on /api/trpc in the envelope the tRPC client reads, batched or not', async () => {
    const raw = await new HttpClient(server.url).post('/api/trpc/auth.login', login, { origin: 'http://localhost:1' });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      error: { message: ORIGIN_REFUSED, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } },
    });

    const foreignFetch: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, origin: 'http://localhost:1' } });
    for (const link of [
      httpLink({ url: `${server.url}/api/trpc`, fetch: foreignFetch }),
      httpBatchLink({ url: `${server.url}/api/trpc`, fetch: foreignFetch }),
    ]) {
      const client = createTRPCClient<AppRouter>({ links: [link] });
      const error: unknown = await client.auth.logout.mutate().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCClientError);
      expect((error as TRPCClientError<AppRouter>).message).toBe(ORIGIN_REFUSED);
      expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(403);
    }
  });

  it('echoes a fresh X-Request-Id on every answer', async () => {
    const a = await fetch(`${server.url}/api/health`);
    const b = await fetch(`${server.url}/api/trpc/auth.me`);
    expect(a.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(b.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});

describe('HSTS through the whole app', () => {
  it('goes on answers that came over HTTPS (per X-Forwarded-Proto), not plain HTTP ones, and on all when APP_URL is https', async () => {
    const plain = await startTestServer('pglite');
    const httpsApp = await startTestServer('pglite', { auth: { appUrl: 'https://app.example.test' } });
    const hsts = (response: Response) => response.headers.get('strict-transport-security');
    try {
      expect(hsts(await fetch(`${plain.url}/api/health/live`))).toBeNull();
      expect(hsts(await fetch(`${plain.url}/api/health/live`, { headers: { 'x-forwarded-proto': 'https' } }))).toBe(
        API_SECURITY_HEADERS[HSTS_HEADER],
      );
      expect(hsts(await fetch(`${httpsApp.url}/api/health/live`))).toBe(API_SECURITY_HEADERS[HSTS_HEADER]);
    } finally {
      await plain.close();
      await httpsApp.close();
    }
  });
});
