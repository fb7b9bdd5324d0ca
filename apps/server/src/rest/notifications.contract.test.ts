import { domainEvents } from '@energy/db/schema/events';
import { outboxNotifier } from '@energy/test/mail';
import { mailOutbox } from '@energy/db/schema/mail';
import { notifications } from '@energy/db/schema/notifications';
import { formatMoney } from '@energy/domain/money';
import type { TDomainEvent } from '@energy/domain/schemas/events';
import { ZMarkAllReadResult, ZNotification, ZNotificationCounters } from '@energy/domain/schemas/notification';
import { DEFAULT_PREFERENCES, ZPreferences } from '@energy/domain/schemas/settings';
import { startEventDispatcher } from '@energy/server/events/dispatcher';
import { silentLogger } from '@energy/server/http/logger';
import { runNotificationRound, type NotifierDeps } from '@energy/trpc/notifications/notifier';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { signedOrder } from '@energy/test/fulfilment';
import { createRfq, json, signIn, signUp, startParties, submitOffer, type Parties } from '@energy/test/procurement';

const ZList = z.array(ZNotification);

/** Notifications written from the domain events of real procurement calls, read and marked over HTTP. */
describe.each(testBackends())('notifications (%s)', (backend) => {
  let p: Parties;
  let notifier: NotifierDeps;
  beforeAll(async () => {
    p = await startParties(backend);
    notifier = outboxNotifier(p.server);
    // The seed's own events first, then every party starts with nothing unread.
    await runNotificationRound(notifier);
    for (const client of [p.buyer, p.finance, p.supplier, p.supplier2])
      await client.post('/api/notifications/read-all');
  });
  afterAll(() => p.server.close());

  const list = async (client: HttpClient, query = '') => json(await client.get(`/api/notifications${query}`), ZList);
  const counters = async (client: HttpClient) =>
    json(await client.get('/api/notifications/counters'), ZNotificationCounters);
  const mailsTo = (to: string) => p.server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it("a supplier's offer on the buyer's RFQ tells the buyer (not the supplier), with a link to the RFQ; the counters follow", async () => {
    const rfq = await createRfq(p.buyer);
    const offer = await submitOffer(p.supplier, rfq.id);
    expect(await counters(p.buyer)).toMatchObject({ unread: 0 });
    expect(await runNotificationRound(notifier)).toBeGreaterThan(0);

    const offers = await list(p.buyer, '?type=offer&unread=true');
    const told = offers.find((n) => n.entityId === offer.id);
    expect(told).toMatchObject({
      type: 'offer',
      priority: 'medium',
      title: 'New offer',
      link: `/rfq/${rfq.id}`,
      readAt: null,
    });
    // Names the supplier, the amount and the RFQ.
    expect(told?.message).toBe(
      `Delta Crude Supply Co submitted an offer of ${formatMoney(offer.totalPrice, offer.currency)} on your ${rfq.rfqNumber} (${rfq.title}).`,
    );
    expect((await list(p.supplier)).some((n) => n.entityId === offer.id)).toBe(false);
    const unread = await list(p.buyer, '?unread=true');
    expect(await counters(p.buyer)).toEqual({
      unread: unread.length,
      highPriorityUnread: unread.filter((n) => n.priority === 'high').length,
      today: unread.length,
    });
  });

  it('a counter-offer is high priority: the supplier is told and mailed, unless it switched email off', async () => {
    const rfq = await createRfq(p.buyer);
    const mailed = await submitOffer(p.supplier, rfq.id);
    const quiet = await submitOffer(p.supplier2, rfq.id);
    await json(
      await p.supplier2.request('PUT', '/api/settings/preferences', {
        ...DEFAULT_PREFERENCES,
        emailNotifications: false,
      }),
      ZPreferences,
    );
    const mailsBefore = {
      supplier: (await mailsTo('sales@deltacrude.example')).length,
      supplier2: (await mailsTo('sales@atlanticrefined.example')).length,
    };
    for (const offer of [mailed, quiet])
      expect(
        (await p.buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '600', note: 'Closer to budget' })).status,
      ).toBe(200);
    await runNotificationRound(notifier);

    for (const [client, offer] of [
      [p.supplier, mailed],
      [p.supplier2, quiet],
    ] as const) {
      const countered = (await list(client, '?priority=high')).find((n) => n.entityId === offer.id);
      expect(countered).toMatchObject({ title: 'Counter-offer', priority: 'high', readAt: null });
      expect((await counters(client)).highPriorityUnread).toBeGreaterThanOrEqual(1);
    }
    const supplierMails = await mailsTo('sales@deltacrude.example');
    expect(supplierMails).toHaveLength(mailsBefore.supplier + 1);
    expect(supplierMails.at(-1)).toMatchObject({ subject: 'Counter-offer' });
    expect(supplierMails.at(-1)?.text).toContain(`http://app.example.test/rfq/${rfq.id}`);
    expect(await mailsTo('sales@atlanticrefined.example')).toHaveLength(mailsBefore.supplier2);
  });

  it("platform admins are told of the parties' trouble (a cancelled order), not of their everyday business", async () => {
    const admin = await signIn(p.server, 'admin');
    await admin.post('/api/notifications/read-all');
    const rfq = await createRfq(p.buyer);
    const offer = await submitOffer(p.supplier, rfq.id);
    const { order } = await signedOrder(p);
    expect(
      (await p.buyer.post(`/api/orders/${order.id}/cancel`, { reason: 'Budget moved to next quarter' })).status,
    ).toBe(200);
    await runNotificationRound(notifier);

    const told = await list(admin, '?unread=true');
    expect(told.find((n) => n.entityId === order.id)).toMatchObject({
      type: 'order',
      title: 'Order cancelled',
      priority: 'high',
    });
    expect(told.some((n) => n.entityId === offer.id || n.entityId === rfq.id)).toBe(false);
  });

  it("marks one read, then all; nobody else may mark the buyer's (404)", async () => {
    const rfq = await createRfq(p.buyer);
    await submitOffer(p.supplier, rfq.id);
    await submitOffer(p.supplier2, rfq.id);
    await runNotificationRound(notifier);
    const [first] = await list(p.buyer, '?unread=true');
    if (!first) throw new Error('the buyer has unread notifications');
    const before = await counters(p.buyer);

    const stranger = await p.supplier.post(`/api/notifications/${first.id}/read`);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: 'Notification not found' });
    const read = await json(await p.buyer.post(`/api/notifications/${first.id}/read`), ZNotification);
    expect(read.readAt).not.toBeNull();
    expect((await counters(p.buyer)).unread).toBe(before.unread - 1);
    // Again: still read, at the same time.
    expect((await json(await p.buyer.post(`/api/notifications/${first.id}/read`), ZNotification)).readAt).toBe(
      read.readAt,
    );

    expect(await json(await p.buyer.post('/api/notifications/read-all'), ZMarkAllReadResult)).toEqual({
      marked: before.unread - 1,
    });
    expect(await counters(p.buyer)).toMatchObject({ unread: 0, highPriorityUnread: 0 });
    expect(await list(p.buyer, '?unread=true')).toEqual([]);
  });

  it("another organization's user never sees them", async () => {
    const outsider = await signUp(p.server, `nbuyer${Date.now() % 100000}`, 'buyer');
    const rfq = await createRfq(p.buyer);
    await submitOffer(p.supplier, rfq.id);
    await runNotificationRound(notifier);
    expect(await list(outsider)).toEqual([]);
    expect(await counters(outsider)).toEqual({ unread: 0, highPriorityUnread: 0, today: 0 });
    const [buyers] = await list(p.buyer);
    expect((await outsider.post(`/api/notifications/${buyers?.id}/read`)).status).toBe(404);
  });

  it('a round run twice, or over events replayed, writes nothing twice', async () => {
    const rfq = await createRfq(p.buyer);
    const offer = await submitOffer(p.supplier, rfq.id);
    await runNotificationRound(notifier);
    const written = () => p.server.database.db.select().from(notifications).where(eq(notifications.entityId, offer.id));
    const once = await written();
    expect(once.length).toBeGreaterThan(0);
    expect(await runNotificationRound(notifier)).toBe(0);
    // A crash after the rows were written but before the events were marked: the next round replays them.
    const ids = [...new Set(once.map((n) => n.eventId))];
    await p.server.database.db.update(domainEvents).set({ notifiedAt: null }).where(inArray(domainEvents.id, ids));
    expect(await runNotificationRound(notifier)).toBe(ids.length);
    expect(await written()).toHaveLength(once.length);
  });

  it("the dispatcher writes an event's notifications before it hands the event to live subscribers", async () => {
    const dispatcher = await startEventDispatcher(p.server.database, {
      logger: silentLogger,
      pollMs: 50,
      beforeDeliver: async () => void (await runNotificationRound(notifier)),
    });
    try {
      const rfq = await createRfq(p.buyer);
      const heard = new Promise<TDomainEvent>((resolve) => {
        const stop = dispatcher.subscribe((event) => {
          if (event.type !== 'offer.submitted') return;
          stop();
          resolve(event);
        });
      });
      const offer = await submitOffer(p.supplier, rfq.id);
      const event = await heard;
      expect(event.entityId).toBe(offer.id);
      // No notifier job runs in this test: the rows come from the round the dispatcher ran before delivering.
      expect(
        await p.server.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.eventId, Number(event.id))),
      ).not.toHaveLength(0);
    } finally {
      await dispatcher.stop();
    }
  });
});
