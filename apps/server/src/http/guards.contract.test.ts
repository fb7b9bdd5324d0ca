import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { invite, mailedInvitationToken } from '@energy/test/invitations';
import { signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { JSON_TOO_DEEP } from './json-depth';
import { jsonLogger } from './logger';

const login = { username: 'buyer', password: TEST_DEMO_PASSWORD };

describe.each(testBackends())('HTTP guards (%s)', (backend) => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>EnergyHub</title><div id="root"></div>');
    server = await startTestServer(backend, { webDist, logger: jsonLogger((line) => logLines.push(line)) });
  });
  afterAll(() => server.close());

  it('refuses a write without an allowed Origin with 403 (CSRF), on REST and tRPC', async () => {
    const client = new HttpClient(server.url);
    const noOrigin = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.json()).toEqual({ error: 'Cross-site request refused: the request Origin is not allowed' });
    const evil = await client.post('/api/login', login, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const trpc = await client.post('/api/trpc/auth.logout', undefined, { origin: 'https://evil.example' });
    expect(trpc.status).toBe(403);
  });

  it('guards every method that may write, not only the usual ones: a cross-site PUT, DELETE or WebDAV PROPPATCH is refused', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'PROPPATCH']) {
      const response = await fetch(`${server.url}/api/rfq/rfqs/1`, {
        method,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status, method).toBe(403);
      expect(response.headers.get('x-request-id'), method).toMatch(/^[A-Za-z0-9_-]{16}$/);
    }
    // Safe methods meet no guard: a cross-site GET reads nothing it may not (the session decides).
    expect((await fetch(`${server.url}/api/health/live`, { headers: { origin: 'https://evil.example' } })).status).toBe(
      200,
    );
  });

  it('accepts a same-origin write that sends Sec-Fetch-Site instead of Origin', async () => {
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(login),
    });
    expect(response.status).toBe(200);
  });

  it('answers 415 to a write that is not JSON', async () => {
    const response = await new HttpClient(server.url).post('/api/login', 'username=buyer', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Unsupported content type: send application/json' });
  });

  it('answers 413 to a body over the limit, and 400 to malformed JSON', async () => {
    const big = await new HttpClient(server.url).post('/api/register', { username: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'Request body too large: the limit is 65536 bytes' });
    const malformed = await new HttpClient(server.url).post('/api/login', '{"username":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers 400 "JSON nested too deeply" to a deeply nested body, on REST and tRPC, before any schema reads it', async () => {
    const buyer = await signIn(server, 'buyer');
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    // RFQ specifications take free-form JSON: deep enough, its parser overflowed the stack.
    const rfq = (depth: number) => `{"title":"Deep","specifications":{"grade":${nested(depth)}}}`;
    const deep = rfq(5_000);
    const rest = await buyer.post('/api/rfq/rfqs', deep);
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({ error: JSON_TOO_DEEP });
    const trpc = await buyer.post('/api/trpc/rfq.create', deep);
    expect(trpc.status).toBe(400);
    expect(((await trpc.json()) as { error: { message: string } }).error.message).toBe(JSON_TOO_DEEP);
    // Brackets inside strings are text, and nesting up to the limit reaches the schema, which answers for itself.
    const shallow = await buyer.post(
      '/api/rfq/rfqs',
      `{"title":"${'['.repeat(100)}","specifications":{"grade":${nested(29)}}}`,
    );
    expect(shallow.status).toBe(400);
    expect(((await shallow.json()) as { error: string }).error).toBe('Validation failed');
  });

  it('sends security headers and answers health', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404 and client routes with the SPA', async () => {
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'No such call: GET /api/nothing-here' });
    const page = await fetch(`${server.url}/dashboard/buyer`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
  });

  it('logs one structured line per request with no password or token in it', async () => {
    const client = new HttpClient(server.url);
    await client.post('/api/login', login);
    const token = client.sessionCookie ?? 'missing';
    await fetch(`${server.url}/reset-password?token=secret-reset-token`);
    await client.post('/api/forgot-password', { email: 'buyer@lagospower.example' });
    const lines = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l.event === 'http.request' && l.path === '/api/login' && l.status === 200)).toBe(true);
    const all = logLines.join('\n');
    expect(all).not.toContain(TEST_DEMO_PASSWORD);
    expect(all).not.toContain(token);
    expect(all).not.toContain('secret-reset-token');
  });

  it('logs the public invitation preview without its token (every token-bearing path is redacted)', async () => {
    const buyer = await signIn(server, 'buyer');
    const me = (await (await buyer.get('/api/user')).json()) as { organizationId: string };
    await invite(buyer, me.organizationId, 'log-redaction@example.com', 'buyer');
    const token = await mailedInvitationToken(server, 'log-redaction@example.com');
    expect((await fetch(`${server.url}/api/invitations/${token}`)).status).toBe(200);
    await fetch(`${server.url}/api/invitations/${token}/`);
    // The request line is written when the answer is closed, just after the client has it.
    await expect.poll(() => logLines.some((l) => l.includes('"path":"/api/invitations/{token}"'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(token);
  });
});
