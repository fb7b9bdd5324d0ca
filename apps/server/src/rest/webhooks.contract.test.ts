import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notifications } from '@energy/db/schema/notifications';
import { webhookDeliveries } from '@energy/db/schema/webhooks';
import { signIn, json } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { testBackends } from '@energy/test/databases';
import { sendDueWebhooks } from '@energy/trpc/webhooks/deliver';
import { fanOutWebhookEvents } from '@energy/trpc/webhooks/fan-out';
import { runNotificationRound } from '@energy/trpc/notifications/notifier';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on 127.0.0.1 keeping what it received: 200, but the statuses queued for its path /hook/retry. */
async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  answers: number[];
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.statusCode = request.url?.endsWith('/retry') ? (answers.shift() ?? 200) : 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Standard Webhooks verification, written from the specification: v1 = base64 HMAC-SHA256 of id.timestamp.body. */
function verifies(secret: string, message: Received): boolean {
  const id = String(message.headers['webhook-id']);
  const timestamp = String(message.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${message.body}`).digest('base64');
  return String(message.headers['webhook-signature'])
    .split(' ')
    .some((signature) => signature === `v1,${expected}`);
}

const ZCreated = z.object({ id: z.string(), secret: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/) });
const DAY = 86_400_000;

describe.each(testBackends())('webhooks (%s)', (backend) => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const round = async (now = new Date()) => {
    while ((await fanOutWebhookEvents(server.database.db, now)) > 0);
    return sendDueWebhooks(server.database.db, { allowPrivate: true, now, timeoutMs: 2000 });
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { auth: { webhookAllowPrivate: true } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
  });

  it('delivers an event of the organization signed (Standard Webhooks), never another organization’s', async () => {
    const buyer = await signIn(server, 'buyer');
    const supplier = await signIn(server, 'supplier');
    const endpoint = await json(
      await buyer.post('/api/webhooks', { url: receiver.url, events: ['webhook.*'], description: 'ERP' }),
      ZCreated,
      201,
    );
    await round();
    receiver.received.length = 0;
    // An event of the buyer's organization (another endpoint registered) and one of the supplier's.
    await json(await buyer.post('/api/webhooks', { url: `${receiver.url}/2`, events: ['order.*'] }), ZCreated, 201);
    await json(await supplier.post('/api/webhooks', { url: `${receiver.url}/3`, events: ['*'] }), ZCreated, 201);
    expect(await round()).toBeGreaterThanOrEqual(1);
    const mine = receiver.received.filter((r) => r.path === '/hook' && r.body.includes('"webhook.created"'));
    expect(mine).toHaveLength(1);
    const [message] = mine;
    if (!message) throw new Error('no delivery');
    expect(verifies(endpoint.secret, message)).toBe(true);
    const body = JSON.parse(message.body) as {
      type: string;
      data: { organizationIds: string[]; payload: { url: string } };
    };
    expect(body.type).toBe('webhook.created');
    expect(body.data.payload.url).toBe(`${receiver.url}/2`);
    expect(body.data.organizationIds).toHaveLength(1);
    const log = await json(
      await buyer.get(`/api/webhooks/${endpoint.id}/deliveries`),
      z.array(z.object({ status: z.string(), attempts: z.number() })),
    );
    expect(log[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    // The supplier's endpoint is not the buyer's to see.
    expect((await buyer.get(`/api/webhooks/${endpoint.id}x/deliveries`)).status).toBe(400);
  });

  it('retries after a 500 with backoff, then succeeds; Send test event and Resend go out too', async () => {
    const finance = await signIn(server, 'finance');
    const endpoint = await json(
      await finance.post('/api/webhooks', { url: `${receiver.url}/retry`, events: ['rfq.created'] }),
      ZCreated,
      201,
    );
    const test = await json(
      await finance.post(`/api/webhooks/${endpoint.id}/test`, {}),
      z.object({ id: z.string() }),
      201,
    );
    const ofTest = () => receiver.received.filter((r) => r.headers['webhook-id'] === test.id);
    receiver.answers.push(500);
    const now = new Date();
    await round(now);
    expect(ofTest()).toHaveLength(1);
    const [afterFailure] = await server.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, test.id));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    // Not before its backoff; after it, the same message again (same webhook-id), now answered 200.
    await round(new Date(now.getTime() + 1000));
    expect(ofTest()).toHaveLength(1);
    await round(new Date(now.getTime() + 60_000));
    expect(ofTest()).toHaveLength(2);
    expect(ofTest()[1]?.headers['webhook-id']).toBe(ofTest()[0]?.headers['webhook-id']);
    expect(verifies(endpoint.secret, ofTest()[1] as Received)).toBe(true);
    const resent = await finance.post(`/api/webhooks/${endpoint.id}/deliveries/${test.id}/resend`, {});
    expect(resent.status).toBe(200);
    await round(new Date(now.getTime() + 120_000));
    expect(ofTest()).toHaveLength(3);
  });

  it('refuses a private address when private addresses are not allowed', async () => {
    const strict = await startTestServer(backend, { database: server.database });
    try {
      const buyer = await signIn(strict, 'buyer');
      for (const url of [
        'http://127.0.0.1:9/hook',
        'https://127.0.0.1/hook',
        'https://10.1.2.3/',
        'https://169.254.169.254/',
        'https://[::1]/',
      ]) {
        const response = await buyer.post('/api/webhooks', { url, events: ['*'] });
        expect(response.status, url).toBe(400);
      }
    } finally {
      await strict.close();
    }
    // Re-checked at delivery: the worker without the setting refuses to send to the receiver on 127.0.0.1.
    const logistics = await signIn(server, 'logistics');
    const endpoint = await json(
      await logistics.post('/api/webhooks', { url: receiver.url, events: ['*'] }),
      ZCreated,
      201,
    );
    const test = await json(
      await logistics.post(`/api/webhooks/${endpoint.id}/test`, {}),
      z.object({ id: z.string() }),
      201,
    );
    receiver.received.length = 0;
    await sendDueWebhooks(server.database.db, { allowPrivate: false });
    expect(receiver.received).toHaveLength(0);
    const [row] = await server.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
    expect(row?.lastError).toMatch(/private address/);
  });

  it('disables an endpoint after 3 days of failed deliveries and tells its organization', async () => {
    const supplier = await signIn(server, 'supplier');
    const endpoint = await json(
      await supplier.post('/api/webhooks', { url: 'http://127.0.0.1:9/closed', events: ['rfq.*'] }),
      ZCreated,
      201,
    );
    const start = new Date();
    await supplier.post(`/api/webhooks/${endpoint.id}/test`, {});
    await round(new Date(Date.now() + 1000));
    await supplier.post(`/api/webhooks/${endpoint.id}/test`, {});
    await round(new Date(start.getTime() + 3 * DAY + 60_000));
    const list = await json(
      await supplier.get('/api/webhooks'),
      z.array(z.object({ id: z.string(), enabled: z.boolean(), disabledReason: z.string().nullable() })),
    );
    expect(list.find((e) => e.id === endpoint.id)).toMatchObject({ enabled: false, disabledReason: 'failing' });
    await runNotificationRound({
      db: server.database.db,
      mailer: { send: async () => {} } as never,
      appUrl: 'http://app.example.test',
    });
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.entityId, endpoint.id), eq(notifications.type, 'webhook')));
    expect(told.some((n) => n.title === 'Webhook endpoint disabled')).toBe(true);
  });

  it.runIf(backend === 'postgres')('delivers each event once with two instances sending at once', async () => {
    const second = await startTestServer(backend, { database: server.database, auth: { webhookAllowPrivate: true } });
    try {
      const buyer = await signIn(server, 'buyer');
      const endpoint = await json(
        await buyer.post('/api/webhooks', { url: receiver.url, events: ['*'] }),
        ZCreated,
        201,
      );
      await round();
      receiver.received.length = 0;
      for (let i = 0; i < 5; i++) await buyer.post(`/api/webhooks/${endpoint.id}/test`, {});
      await Promise.all([round(), round(), round()]);
      const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
      expect(ids.length).toBeGreaterThanOrEqual(5);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await second.close();
    }
  });
});
