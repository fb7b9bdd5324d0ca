import { domainEvents } from '@energy/db/schema/events';
import { notifications } from '@energy/db/schema/notifications';
import { webhookDeliveries } from '@energy/db/schema/webhooks';
import { EVENT_ENTITY_PERMISSIONS } from '@energy/domain/entities/registry';
import { holds } from '@energy/domain/permissions';
import { tenderedShipment } from '@energy/test/fleet';
import { createRfq, json, signIn, submitOffer } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { testBackends } from '@energy/test/databases';
import {
  startWebhookReceiver,
  verifiesByLibrary,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '@energy/test/webhook-receiver';
import { sendDueWebhooks } from '@energy/trpc/webhooks/deliver';
import { fanOutWebhookEvents } from '@energy/trpc/webhooks/fan-out';
import { runNotificationRound } from '@energy/trpc/notifications/notifier';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const ZCreated = z.object({ id: z.string(), secret: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/) });
const DAY = 86_400_000;

describe.each(testBackends())('webhooks (%s)', (backend) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  const round = async (now = new Date()) => {
    while ((await fanOutWebhookEvents(server.database.db, now)) > 0);
    return sendDueWebhooks(server.database.db, { allowPrivate: true, now, timeoutMs: 2000 });
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { auth: { webhookAllowPrivate: true } });
    receiver = await startWebhookReceiver();
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
    expect(verifiesByLibrary(endpoint.secret, message)).toBe(true);
    expect(verifiesByLibrary(`whsec_${Buffer.alloc(32).toString('base64')}`, message)).toBe(false);
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

  it("carries only what the organization may see: a sealed RFQ's offers reach the supplier, not the buyer", async () => {
    const buyer = await signIn(server, 'buyer');
    const supplier = await signIn(server, 'supplier');
    for (const [client, path] of [
      [buyer, 'sealed-buyer'],
      [supplier, 'sealed-supplier'],
    ] as const)
      await json(
        await client.post('/api/webhooks', { url: `${receiver.url}/${path}`, events: ['offer.*'] }),
        ZCreated,
        201,
      );
    await round();
    const sealed = await createRfq(buyer, { terms: { sealedBids: true } });
    const open = await createRfq(buyer);
    const offers = [await submitOffer(supplier, sealed.id), await submitOffer(supplier, open.id)];
    await round();
    const offersAt = (path: string) =>
      receiver.received
        .filter((r) => r.path === `/hook/${path}`)
        .map((r) => (JSON.parse(r.body) as { type: string; data: { entityId: string } }).data.entityId);
    expect(offersAt('sealed-supplier').sort()).toEqual(offers.map((offer) => offer.id).sort());
    expect(offersAt('sealed-buyer')).toEqual([offers[1]?.id]);
  });

  it('delivers a counter-offer’s price as sent, in integer ten-thousandths (one money format)', async () => {
    const buyer = await signIn(server, 'buyer');
    const supplier = await signIn(server, 'supplier');
    await json(
      await supplier.post('/api/webhooks', { url: `${receiver.url}/countered`, events: ['offer.countered'] }),
      ZCreated,
      201,
    );
    await round();
    const rfq = await createRfq(buyer);
    const offer = await submitOffer(supplier, rfq.id);
    const countered = await buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: 6_505_000 });
    expect(countered.status, await countered.clone().text()).toBe(200);
    await round();
    const bodies = receiver.received
      .filter((r) => r.path === '/hook/countered')
      .map((r) => JSON.parse(r.body) as { type: string; data: { entityId: string; payload: Record<string, unknown> } });
    const delivered = bodies.find((b) => b.type === 'offer.countered' && b.data.entityId === offer.id);
    expect(delivered?.data.payload).toMatchObject({ unitPrice: 6_505_000 });
    expect(delivered?.data.payload).not.toHaveProperty('exactUnitPrice');
  });

  it('never carries an event of a record the member’s role may not read', async () => {
    const [buyer, finance, supplier, supplier2] = await Promise.all(
      ['buyer', 'finance', 'supplier', 'supplier2'].map((username) => signIn(server, username)),
    );
    if (!buyer || !finance || !supplier || !supplier2) throw new Error('four members');
    const { organizationId } = await json(await supplier.get('/api/user'), z.object({ organizationId: z.string() }));
    const endpoint = await json(
      await supplier.post('/api/webhooks', { url: `${receiver.url}/role`, events: ['*'] }),
      ZCreated,
      201,
    );
    await round();
    // The supplier tenders a shipment: the tender's events concern its organization, but a supplier's role lacks
    // fleet:read, the permission a tender's events need; the shipment's it reads.
    const shipment = await tenderedShipment({ server, buyer, finance, supplier, supplier2 });
    await round();
    const events = await server.database.db
      .select({ id: domainEvents.id, entityType: domainEvents.entityType, entityId: domainEvents.entityId })
      .from(domainEvents)
      .where(sql`${organizationId} = any(${domainEvents.organizationIds})`);
    const unreadable = events.filter(
      (event) =>
        !holds('supplier', EVENT_ENTITY_PERMISSIONS[event.entityType as keyof typeof EVENT_ENTITY_PERMISSIONS]),
    );
    expect(unreadable.map((event) => event.entityType)).toContain('tender');
    const queued = await server.database.db
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    const queuedIds = new Set(queued.map((delivery) => delivery.eventId));
    // The endpoint does hear of the organization's records its role reads: the shipment it tendered.
    const shipmentEvents = events.filter((event) => event.entityType === 'shipment' && event.entityId === shipment.id);
    expect(shipmentEvents.some((event) => queuedIds.has(event.id))).toBe(true);
    expect(unreadable.filter((event) => queuedIds.has(event.id))).toEqual([]);
    const received = receiver.received
      .filter((r) => r.path === '/hook/role')
      .map((r) => JSON.parse(r.body) as { data: { entityType: string } });
    expect(received.filter((r) => r.data.entityType === 'tender')).toEqual([]);
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
    expect(verifiesByLibrary(endpoint.secret, ofTest()[1] as ReceivedWebhook)).toBe(true);
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
});
