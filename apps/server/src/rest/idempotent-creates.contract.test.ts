import { randomUUID } from 'node:crypto';
import { idempotencyKeys } from '@energy/db/schema/api-tokens';
import { IDEMPOTENCY_MESSAGES } from '@energy/domain/idempotency';
import { ZApiTokenCreated } from '@energy/domain/schemas/api-token';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { isCreate, NOT_IDEMPOTENT_CREATES, purgeExpiredKeys, takesIdempotencyKey } from '@energy/trpc/idempotency';
import { CREATE_REQUESTS, DEAL_CREATE_REQUESTS, createParties, type CreateParties } from '@energy/test/create-fixtures';
import { testBackends } from '@energy/test/databases';
import { describeIdempotentCreates } from '@energy/test/idempotency-suite';
import { inDays, json, rfqBody, startParties } from '@energy/test/procurement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restCalls } from './routes';

/**
 * Every create of the route table that reads an Idempotency-Key (idempotent-creates-deal.contract.test.ts takes
 * those on a deal's records): a new create is tested without a line of these files, once it has a request in
 * packages/test/src/create-fixtures.ts.
 */
export const IDEMPOTENT_CREATES = restCalls()
  .filter((call) => takesIdempotencyKey(call.name, call.rest))
  .map((call) => ({ name: call.name, status: call.rest.status ?? 200 }));

describe('idempotent creates: the list', () => {
  it('is every POST answering 201, and those answering 200 that say they create, but the creates that say why they take no key', () => {
    const creates = restCalls().filter((call) => isCreate(call.rest));
    expect(creates.length).toBeGreaterThan(20);
    expect(creates.filter((call) => !takesIdempotencyKey(call.name, call.rest)).map((call) => call.name)).toEqual(
      Object.keys(NOT_IDEMPOTENT_CREATES),
    );
  });

  it('counts as creates the four calls that make records but answer 200 as they always did', () => {
    const answeringOk = restCalls().filter((call) => isCreate(call.rest) && call.rest.status !== 201);
    expect(answeringOk.map((call) => [call.name, call.rest.status ?? 200])).toEqual([
      ['contract.sign', 200],
      ['tender.bid', 200],
      ['pricing.postQuotes', 200],
      ['pricing.postFxRates', 200],
    ]);
  });

  it('has a request for each create, in one of the two files', () => {
    const fixtures = [...Object.keys(CREATE_REQUESTS), ...Object.keys(DEAL_CREATE_REQUESTS)];
    expect(fixtures.sort()).toEqual(IDEMPOTENT_CREATES.map((create) => create.name).sort());
  });
});

describe.each(testBackends())('idempotent creates (%s)', (backend) => {
  let p: CreateParties;

  beforeAll(async () => {
    p = await createParties(await startParties(backend));
  }, 60_000);
  afterAll(() => p.server.close());

  describeIdempotentCreates(
    IDEMPOTENT_CREATES.filter((create) => create.name in CREATE_REQUESTS),
    CREATE_REQUESTS,
    () => p,
  );

  describe('keys', () => {
    it('are kept per caller: an API token and its creator make a record each with one key', async () => {
      const { token } = await json(
        await p.buyer.post('/api/tokens', { name: 'Idempotent ERP', role: 'buyer', expiresAt: inDays(30) }),
        ZApiTokenCreated,
        201,
      );
      const key = randomUUID();
      const body = rfqBody();
      const bySession = await json(await p.buyer.post('/api/rfq/rfqs', body, { 'idempotency-key': key }), ZRfq, 201);
      const byToken = await fetch(new URL('/api/rfq/rfqs', p.server.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      expect((await json(byToken, ZRfq, 201)).id).not.toBe(bySession.id);
    });

    it('replay across REST and tRPC: the same create by the same caller', async () => {
      const key = randomUUID();
      const body = rfqBody();
      const rest = await json(await p.buyer.post('/api/rfq/rfqs', body, { 'idempotency-key': key }), ZRfq, 201);
      const trpc = await p.buyer.post('/api/trpc/rfq.create', body, { 'idempotency-key': key });
      expect(trpc.status).toBe(200);
      expect(trpc.headers.get('idempotent-replayed')).toBe('true');
      expect(((await trpc.json()) as { result: { data: { id: string } } }).result.data.id).toBe(rest.id);
    });

    it('must be 8 to 200 visible characters (400), and a create that keeps no answer refuses one (400)', async () => {
      const short = await p.buyer.post('/api/rfq/rfqs', rfqBody(), { 'idempotency-key': 'short' });
      expect(short.status).toBe(400);
      expect(((await short.json()) as { error: string }).error).toBe(IDEMPOTENCY_MESSAGES.keyInvalid);
      const token = await p.buyer.post(
        '/api/tokens',
        { name: 'Kept?', role: 'buyer', expiresAt: inDays(30) },
        { 'idempotency-key': randomUUID() },
      );
      expect(token.status).toBe(400);
      expect(((await token.json()) as { error: string }).error).toBe(IDEMPOTENCY_MESSAGES.notTaken);
    });

    it('expire after 24 hours: purged by the job, and one past its time is taken anew before that', async () => {
      const { db } = p.server.database;
      const key = randomUUID();
      const body = rfqBody();
      const first = await json(await p.buyer.post('/api/rfq/rfqs', body, { 'idempotency-key': key }), ZRfq, 201);
      const [kept] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect((kept?.expiresAt.getTime() ?? 0) - (kept?.createdAt.getTime() ?? 0)).toBe(24 * 3_600_000);
      const expire = () =>
        db
          .update(idempotencyKeys)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(idempotencyKeys.key, key));
      await expire();
      const second = await json(await p.buyer.post('/api/rfq/rfqs', body, { 'idempotency-key': key }), ZRfq, 201);
      expect(second.id).not.toBe(first.id);
      await expire();
      expect(await purgeExpiredKeys(db)).toBeGreaterThanOrEqual(1);
      expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    });
  });
});
