import { API_TOKEN_MESSAGES } from '@energy/domain/api-tokens';
import { ZApiToken, ZApiTokenCreated, ZApiTokenList, type TApiTokenCreated } from '@energy/domain/schemas/api-token';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { apiTokens } from '@energy/db/schema/api-tokens';
import { auditLog } from '@energy/db/schema/audit';
import { ORIGIN_REFUSED } from '../http/guards';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { inDays, json, rfqBody, signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

/** Requests a token may make per minute in this suite: low, so the limit is reached in a few calls. */
const LIMIT = 6;

/** A call as a script makes it: the token, JSON, and no Origin, no cookie. */
function scripted(server: TestServer, token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(new URL(path, server.url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function errorOf(response: Response, status: number): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (JSON.parse(text) as { error: string }).error;
}

describe.each(testBackends())('API tokens (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let admin: HttpClient;
  const create = async (client: HttpClient, body: Record<string, unknown> = {}): Promise<TApiTokenCreated> =>
    json(
      await client.post('/api/tokens', { name: 'ERP sync', role: 'buyer', expiresAt: inDays(30), ...body }),
      ZApiTokenCreated,
      201,
    );

  beforeAll(async () => {
    server = await startTestServer(backend, { apiTokenRateLimit: { max: LIMIT, windowMs: 60_000 } });
    [buyer, admin] = await Promise.all([signIn(server, 'buyer'), signIn(server, 'admin')]);
  });
  afterAll(() => server.close());

  it('shows a new token once, stores only its hash, and lists it without the token', async () => {
    const created = await create(buyer);
    expect(created.token).toMatch(/^ehub_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'ERP sync', role: 'buyer', status: 'active', lastUsedAt: null });
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.allowedActions).toEqual(['apiToken.revoke']);
    const [stored] = await server.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.token);
    const listed = await json(await buyer.get('/api/tokens'), ZApiTokenList);
    const row = listed.find((token) => token.id === created.id);
    expect(row).toMatchObject({ name: 'ERP sync', prefix: created.prefix });
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it('works on REST and tRPC without an Origin, acts with its role, is audited with its id and shows its last use', async () => {
    const { id, token } = await create(buyer, { name: 'Procurement bot' });
    const rfq = await json(await scripted(server, token, 'POST', '/api/rfq/rfqs', rfqBody()), ZRfq, 201);
    const viaTrpc = await scripted(server, token, 'POST', '/api/trpc/rfq.create', rfqBody({ title: 'Via tRPC' }));
    expect(viaTrpc.status, await viaTrpc.clone().text()).toBe(200);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'rfq'), eq(auditLog.entityId, rfq.id)));
    expect(audit).toMatchObject({ action: 'rfq.created', apiTokenId: id, clientAddress: '127.0.0.1' });
    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.apiTokenId, id));
    expect(rows.map((row) => row.action).sort()).toEqual(['rfq.created', 'rfq.created']);
    // The same write with the cookie and no Origin is still refused: the exemption is the token's alone.
    const cookieOnly = await buyer.request('POST', '/api/rfq/rfqs', rfqBody(), { origin: 'https://evil.example' });
    expect(await errorOf(cookieOnly, 403)).toBe(ORIGIN_REFUSED);
    const row = (await json(await buyer.get('/api/tokens'), ZApiTokenList)).find((t) => t.id === id);
    expect(Date.parse(row?.lastUsedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(row?.lastUsedAddress).toBe('127.0.0.1');
  });

  it('cannot sign in, read the session or manage tokens', async () => {
    const { token } = await create(buyer, { name: 'Narrow' });
    for (const [method, path, body] of [
      ['GET', '/api/user', undefined],
      ['POST', '/api/logout', undefined],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'Child', role: 'buyer', expiresAt: inDays(10) }],
    ] as const) {
      expect(await errorOf(await scripted(server, token, method, path, body), 403)).toBe(
        API_TOKEN_MESSAGES.notForTokens,
      );
    }
  });

  it('is refused (401) once revoked, and the revocation is audited', async () => {
    const { id, token } = await create(buyer, { name: 'Short-lived' });
    expect((await scripted(server, token, 'GET', '/api/rfq/rfqs')).status).toBe(200);
    const revoked = await json(await buyer.request('DELETE', `/api/tokens/${id}`), ZApiToken);
    expect(revoked).toMatchObject({ status: 'revoked', allowedActions: [] });
    const refused = await scripted(server, token, 'GET', '/api/rfq/rfqs');
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect(await errorOf(refused, 401)).toBe(API_TOKEN_MESSAGES.invalid);
    expect(await errorOf(await buyer.request('DELETE', `/api/tokens/${id}`), 409)).toBe(
      API_TOKEN_MESSAGES.alreadyRevoked,
    );
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'api_token'), eq(auditLog.entityId, id), eq(auditLog.action, 'api_token.revoked')),
      );
    expect(audit?.actorUserId).toBeTruthy();
  });

  it('is refused (401) once expired, and an expiry must be ahead and within a year', async () => {
    const { id, token } = await create(buyer, { name: 'Expiring' });
    await server.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    expect(await errorOf(await scripted(server, token, 'GET', '/api/rfq/rfqs'), 401)).toBe(API_TOKEN_MESSAGES.invalid);
    const listed = (await json(await buyer.get('/api/tokens'), ZApiTokenList)).find((t) => t.id === id);
    expect(listed?.status).toBe('expired');
    const body = (expiresAt: string) => ({ name: 'Bad expiry', role: 'buyer', expiresAt });
    expect(await errorOf(await buyer.post('/api/tokens', body(inDays(-1))), 400)).toBe(API_TOKEN_MESSAGES.expiryPast);
    expect(await errorOf(await buyer.post('/api/tokens', body(inDays(367))), 400)).toBe(
      API_TOKEN_MESSAGES.expiryTooFar,
    );
  });

  it("cannot take a role stronger than its creator's; an admin's token is a platform token", async () => {
    for (const role of ['admin', 'supplier', 'finance'])
      expect(await errorOf(await buyer.post('/api/tokens', { name: 'Up', role, expiresAt: inDays(5) }), 403)).toBe(
        API_TOKEN_MESSAGES.roleTooStrong,
      );
    const platform = await create(admin, { name: 'Platform ops', role: 'admin' });
    expect((await scripted(server, platform.token, 'GET', '/api/admin/users')).status).toBe(200);
    const own = await create(buyer, { name: 'Buyer reads' });
    expect((await scripted(server, own.token, 'GET', '/api/admin/users')).status).toBe(403);
    // The buyer's organization does not see the platform's tokens; the admin sees every organization's.
    expect((await json(await buyer.get('/api/tokens'), ZApiTokenList)).map((t) => t.id)).not.toContain(platform.id);
    expect((await json(await admin.get('/api/tokens'), ZApiTokenList)).map((t) => t.id)).toContain(own.id);
  });

  it('stops at its rate limit with the RateLimit headers, then 429 with Retry-After', async () => {
    const { token } = await create(buyer, { name: 'Busy' });
    for (let n = 1; n <= LIMIT; n++) {
      const response = await scripted(server, token, 'GET', '/api/rfq/rfqs');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-policy')).toBe(`"token";q=${LIMIT};w=60`);
      expect(response.headers.get('ratelimit')).toMatch(new RegExp(`^"token";r=${LIMIT - n};t=\\d+$`));
    }
    const over = await scripted(server, token, 'GET', '/api/rfq/rfqs');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit')).toMatch(/^"token";r=0;t=\d+$/);
    expect(await errorOf(over, 429)).toBe(API_TOKEN_MESSAGES.tooManyRequests);
    const trpc = await scripted(server, token, 'GET', '/api/trpc/rfq.list');
    expect(trpc.status).toBe(429);
    expect(z.object({ error: z.object({ message: z.string() }) }).parse(await trpc.json()).error.message).toBe(
      API_TOKEN_MESSAGES.tooManyRequests,
    );
  });

  it('refuses public calls too (401 invalid, 403 closed to tokens, 429 over the limit), as the OpenAPI document says', async () => {
    const document = z
      .object({
        paths: z.record(z.string(), z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) }))),
      })
      .parse(await (await fetch(new URL('/api/openapi.json', server.url))).json());
    const documented = (path: string) => Object.keys(document.paths[path]?.get?.responses ?? {});
    const { token } = await create(buyer, { name: 'Reads the terms' });
    expect(await errorOf(await scripted(server, `${token}x`, 'GET', '/api/terms'), 401)).toBe(
      API_TOKEN_MESSAGES.invalid,
    );
    expect(documented('/api/terms')).toContain('401');
    expect(await errorOf(await scripted(server, token, 'GET', '/api/auth/signup-options'), 403)).toBe(
      API_TOKEN_MESSAGES.notForTokens,
    );
    expect(documented('/api/auth/signup-options')).toContain('403');
    for (let n = 2; n <= LIMIT; n++) expect((await scripted(server, token, 'GET', '/api/terms')).status).toBe(200);
    expect(await errorOf(await scripted(server, token, 'GET', '/api/terms'), 429)).toBe(
      API_TOKEN_MESSAGES.tooManyRequests,
    );
    expect(documented('/api/terms')).toContain('429');
  });
});
