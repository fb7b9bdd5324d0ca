import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@energy/db/client';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { z } from 'zod';
import { openTestDb, testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { createRfq, json, signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

/**
 * What a signed-in list page costs the database, in statements: each is a round trip, and at 10k RFQs
 * the round trips (not the SQL) were most of the server's CPU per page.
 */
describe.each(testBackends())('database round trips of a signed-in list page (%s)', (backend) => {
  const statements: string[] = [];
  let database: DbHandle;
  let server: TestServer;
  let buyer: HttpClient;
  beforeAll(async () => {
    database = await openTestDb(backend, (query) => statements.push(query));
    server = await startTestServer(backend, { database });
    buyer = await signIn(server, 'buyer');
    for (let i = 0; i < 3; i++) await createRfq(buyer);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  // The server's two pollers (live events, reset mail) share the database; their statements are not the request's.
  const POLLERS = /from "(domain_events|password_reset_requests)"/;

  async function statementsOf(path: string) {
    statements.length = 0;
    const response = await buyer.get(path);
    return { response, sent: statements.filter((query) => !POLLERS.test(query)) };
  }

  it('answers the first page with two statements: the session lookup, then the page carrying its count', async () => {
    const { response, sent } = await statementsOf('/api/rfq/rfqs');
    const rows = await json(response, z.array(ZRfq));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(Number(response.headers.get('x-total-count'))).toBe(rows.length);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/from "sessions"/);
    expect(sent[1]).toMatch(/from "rfqs"/);
  });

  it('does not rewrite the session on every request while its idle window is fresh', async () => {
    for (let i = 0; i < 3; i++) {
      const { response, sent } = await statementsOf('/api/rfq/rfqs');
      expect(response.status).toBe(200);
      expect(sent.filter((query) => /^update "sessions"/i.test(query))).toEqual([]);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('asks for the count on its own only when the page is empty, and still says 0', async () => {
    const { response, sent } = await statementsOf('/api/rfq/rfqs?status=cancelled');
    expect(await json(response, z.array(ZRfq))).toEqual([]);
    expect(response.headers.get('x-total-count')).toBe('0');
    // The session lookup comes first, unless PGlite still remembers it (nothing written since; see sessions.ts).
    const list = sent.filter((query) => !/from "sessions"/.test(query));
    expect(sent.length - list.length).toBeLessThanOrEqual(1);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatch(/from "rfqs"/);
    expect(list[1]).toMatch(/^select count\(\*\)/i);
  });
});
