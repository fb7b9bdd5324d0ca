import { webhookDeliveries } from '@energy/db/schema/webhooks';
import { ZWebhookDeliveryList } from '@energy/domain/schemas/webhooks';
import { testBackends } from '@energy/test/databases';
import { serverDatabase } from '@energy/test/process-databases';
import { json, signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { startWebhookReceiver, verifiesByLibrary, type WebhookReceiver } from '@energy/test/webhook-receiver';
import { sendDueWebhooks } from '@energy/trpc/webhooks/deliver';
import { fanOutWebhookEvents } from '@energy/trpc/webhooks/fan-out';
import { WEBHOOK_TIMEOUT_MS } from '@energy/trpc/webhooks/send';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../http/logger';
import { startWebhookWorker } from '../jobs/webhooks';

const ZCreated = z.object({ id: z.string(), secret: z.string() });
const ZTestDelivery = z.object({ id: z.string() });
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * How deliveries are sent, as an integrator sees it at a receiver on 127.0.0.1: the retry schedule over the day, the
 * time-out, the address check at sending time, and one delivery per event with two instances sending.
 * webhooks.contract.test.ts holds registering, signing, the organization's own events, Resend and disabling.
 */
describe.each(testBackends())('webhook delivery (%s)', (backend) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  const round = async (now: Date, timeoutMs = 2000, allowPrivate = true) => {
    while ((await fanOutWebhookEvents(server.database.db, now)) > 0);
    return sendDueWebhooks(server.database.db, { allowPrivate, now, timeoutMs });
  };
  const deliveryRow = async (id: string) => {
    const [row] = await server.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    if (!row) throw new Error(`no delivery ${id}`);
    return row;
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { auth: { webhookAllowPrivate: true } });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
  });

  it('retries a failing delivery for 24 hours, waiting 30 s and doubling up to 4 h, then marks it failed', async () => {
    const finance = await signIn(server, 'finance');
    const endpoint = await json(
      await finance.post('/api/webhooks', { url: `${receiver.url}/fail`, events: ['rfq.created'] }),
      ZCreated,
      201,
    );
    const test = await json(await finance.post(`/api/webhooks/${endpoint.id}/test`, {}), ZTestDelivery, 201);
    const start = new Date();
    const waits: number[] = [];
    let clock = start;
    for (let attempt = 1; attempt < 50; attempt++) {
      await round(clock);
      const row = await deliveryRow(test.id);
      if (row.status !== 'pending' || !row.nextAttemptAt) break;
      waits.push(row.nextAttemptAt.getTime() - clock.getTime());
      clock = row.nextAttemptAt;
    }
    expect(waits.slice(0, 10)).toEqual([
      30 * SECOND,
      1 * MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      32 * MINUTE,
      64 * MINUTE,
      128 * MINUTE,
      4 * HOUR,
    ]);
    expect(new Set(waits.slice(9))).toEqual(new Set([4 * HOUR]));
    // The last attempt falls within the day; the next wait would end past it.
    expect(clock.getTime() - start.getTime()).toBeLessThanOrEqual(24 * HOUR);
    expect(clock.getTime() + 4 * HOUR - start.getTime()).toBeGreaterThan(24 * HOUR);
    const attempts = waits.length + 1;
    const sent = receiver.received.filter((message) => message.headers['webhook-id'] === test.id);
    expect(sent).toHaveLength(attempts);
    const [log] = await json(await finance.get(`/api/webhooks/${endpoint.id}/deliveries`), ZWebhookDeliveryList);
    expect(log).toMatchObject({ id: test.id, status: 'failed', attempts, lastStatusCode: 500, nextAttemptAt: null });
    // A day of failures does not yet disable the endpoint (3 days do).
    const endpoints = z.array(z.object({ id: z.string(), enabled: z.boolean() }));
    expect((await json(await finance.get('/api/webhooks'), endpoints)).find((e) => e.id === endpoint.id)).toMatchObject(
      { enabled: true },
    );
  });

  it('counts no answer within the time-out (10 s; shortened here) as a failed attempt, to be retried', async () => {
    expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
    const buyer = await signIn(server, 'buyer');
    const endpoint = await json(
      await buyer.post('/api/webhooks', { url: `${receiver.url}/silent`, events: ['rfq.created'] }),
      ZCreated,
      201,
    );
    const test = await json(await buyer.post(`/api/webhooks/${endpoint.id}/test`, {}), ZTestDelivery, 201);
    const now = new Date();
    const began = Date.now();
    await round(now, 300);
    expect(Date.now() - began).toBeLessThan(5 * SECOND);
    expect(receiver.received.some((message) => message.headers['webhook-id'] === test.id)).toBe(true);
    const row = await deliveryRow(test.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'No answer within 0.3 s',
    });
    expect(row.nextAttemptAt?.getTime()).toBe(now.getTime() + 30 * SECOND);
    // Off the schedule, so that later rounds of this file do not wait on it.
    await buyer.request('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it('checks the address again when sending: a host name resolving to a private address is refused then', async () => {
    const supplier = await signIn(server, 'supplier');
    const byName = receiver.url.replace('127.0.0.1', 'localhost');
    const endpoint = await json(
      await supplier.post('/api/webhooks', { url: byName, events: ['rfq.created'] }),
      ZCreated,
      201,
    );
    const test = await json(await supplier.post(`/api/webhooks/${endpoint.id}/test`, {}), ZTestDelivery, 201);
    await round(new Date(), 2000, false);
    expect(receiver.received.some((message) => message.headers['webhook-id'] === test.id)).toBe(false);
    expect(await deliveryRow(test.id)).toMatchObject({
      status: 'pending',
      lastError: 'Refused: the host resolves to a private address',
    });
    // Where private addresses are allowed (development), the same delivery goes out, signed.
    await round(new Date(Date.now() + MINUTE), 2000, true);
    const [message] = receiver.received.filter((m) => m.headers['webhook-id'] === test.id);
    expect(message && verifiesByLibrary(endpoint.secret, message)).toBe(true);
  });

  it.runIf(backend === 'postgres')(
    'delivers each event once with two instances, each with its own connections and webhook worker',
    async () => {
      const shared = await serverDatabase('postgres');
      const pools = [await shared.open(), await shared.open()];
      const instances = await Promise.all(
        pools.map((database) => startTestServer('postgres', { database, auth: { webhookAllowPrivate: true } })),
      );
      const workers = pools.map((database) =>
        startWebhookWorker({ db: database.db, logger: silentLogger, allowPrivate: true, intervalMs: 20 }),
      );
      try {
        const buyers = await Promise.all(instances.map((instance) => signIn(instance, 'buyer')));
        const [first, second] = buyers;
        if (!first || !second) throw new Error('two instances, two buyers');
        const endpoint = await json(
          await first.post('/api/webhooks', { url: `${receiver.url}/two`, events: ['*'] }),
          ZCreated,
          201,
        );
        const tests = await Promise.all(
          Array.from({ length: 12 }, async (_, n) =>
            json(await (n % 2 ? first : second).post(`/api/webhooks/${endpoint.id}/test`, {}), ZTestDelivery, 201),
          ),
        );
        // Events of the domain too: each instance renames the endpoint (webhook.updated), fanned out by either worker.
        for (const [n, buyer] of buyers.entries())
          await json(
            await buyer.request('PATCH', `/api/webhooks/${endpoint.id}`, { description: `Renamed ${n}` }),
            z.unknown(),
          );
        const ofEndpoint = () => receiver.received.filter((message) => message.path === '/hook/two');
        const deadline = Date.now() + 20 * SECOND;
        const rows = async () =>
          pools[0]?.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)) ?? [];
        while (Date.now() < deadline && (await rows()).some((row) => row.status !== 'succeeded'))
          await new Promise((resolve) => setTimeout(resolve, 50));
        // Both workers keep going a while longer: a delivery sent twice would show now.
        await new Promise((resolve) => setTimeout(resolve, SECOND));
        const delivered = await rows();
        expect(delivered.length).toBeGreaterThanOrEqual(tests.length + 2);
        for (const row of delivered) expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
        const ids = ofEndpoint().map((message) => String(message.headers['webhook-id']));
        expect(ids.sort()).toEqual(delivered.map((row) => row.id).sort());
        expect(ofEndpoint().every((message) => verifiesByLibrary(endpoint.secret, message))).toBe(true);
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
        await Promise.all(instances.map((instance) => instance.close()));
        await Promise.all(pools.map((database) => database.close()));
        await shared.remove();
      }
    },
    60_000,
  );
});
