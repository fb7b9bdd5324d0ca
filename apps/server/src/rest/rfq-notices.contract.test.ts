import { notifications, rfqDigestItems, rfqNoticeWindows } from '@energy/db/schema/notifications';
import { outboxNotifier } from '@energy/test/mail';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import { formatMoney } from '@energy/domain/money';
import { ZDispute } from '@energy/domain/schemas/dispute';
import { ZNotification } from '@energy/domain/schemas/notification';
import type { TRfq } from '@energy/domain/schemas/rfq';
import {
  DEFAULT_PREFERENCES,
  SETTINGS_MESSAGES,
  ZOrganizationSettings,
  ZPreferences,
} from '@energy/domain/schemas/settings';
import {
  RFQ_DIGEST_WINDOW_MS,
  runNotificationRound,
  runRfqDigestRound,
  type NotifierDeps,
} from '@energy/trpc/notifications/notifier';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { createRfq, inDays, json, signIn, submitOffer, type Parties, startParties } from '@energy/test/procurement';

const ZList = z.array(ZNotification);

/** Suppliers hear of new RFQs (once an hour, then a digest); texts name record, counterparty and amount. */
describe.each(testBackends())('new-RFQ notices, digests and notification texts (%s)', (backend) => {
  let p: Parties;
  let notifier: NotifierDeps;
  let newSupplier: HttpClient;
  const orgName = async (username: string) => {
    const [row] = await p.server.database.db
      .select({ name: organizations.name })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.username, username));
    if (!row) throw new Error(`no organization for ${username}`);
    return row.name;
  };
  beforeAll(async () => {
    p = await startParties(backend);
    newSupplier = await signIn(p.server, 'newsupplier');
    notifier = outboxNotifier(p.server);
    await runNotificationRound(notifier);
  });
  beforeEach(async () => {
    // Every test starts with nobody's hour open.
    await p.server.database.db.delete(rfqDigestItems);
    await p.server.database.db.delete(rfqNoticeWindows);
    await json(await p.supplier2.request('PUT', '/api/settings/preferences', DEFAULT_PREFERENCES), ZPreferences);
  });
  afterAll(() => p.server.close());

  const list = async (client: HttpClient, query = '') => json(await client.get(`/api/notifications${query}`), ZList);
  const about = async (client: HttpClient, entityId: string) =>
    (await list(client)).filter((n) => n.entityId === entityId);
  const later = () => new Date(Date.now() + RFQ_DIGEST_WINDOW_MS + 60_000);

  it('a new RFQ tells every verified supplier once, naming the RFQ, its buyer, quantity and close date; not an unverified one', async () => {
    const rfq = await createRfq(p.buyer, { title: 'Diesel for Q3' });
    await runNotificationRound(notifier);
    const buyerName = await orgName('buyer');
    for (const client of [p.supplier, p.supplier2]) {
      const told = await about(client, rfq.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ type: 'rfq', title: 'New RFQ', link: `/rfq/${rfq.id}`, readAt: null });
      expect(told[0]?.message).toMatch(
        new RegExp(
          `^${buyerName} published ${rfq.rfqNumber} \\(Diesel for Q3\\): 1,000 liters of Refined Products, closing `,
        ),
      );
    }
    expect(await about(newSupplier, rfq.id)).toEqual([]);
    // Run again: nothing twice.
    await runNotificationRound(notifier);
    expect(await about(p.supplier, rfq.id)).toHaveLength(1);
  });

  it('tells a supplier that named its product types of RFQs for those only; none named, of every RFQ', async () => {
    const own = await json(await p.supplier2.get('/api/settings/organization'), ZOrganizationSettings);
    const save = (productTypes: string[]) =>
      p.supplier2.request('PUT', `/api/settings/organization/${own.id}`, {
        name: own.name,
        address: own.address,
        phone: own.phone,
        taxId: own.taxId,
        productTypes,
      });
    expect((await json(await save(['crude-oil', 'natural-gas']), ZOrganizationSettings)).productTypes).toEqual([
      'crude-oil',
      'natural-gas',
    ]);
    try {
      const refined = await createRfq(p.buyer, { title: 'AGO, refined' });
      const crude = await createRfq(p.buyer, {
        title: 'Bonny Light',
        productType: 'crude-oil',
        refinedProductType: undefined,
        unit: 'barrels',
      });
      await runNotificationRound(notifier);
      expect(await about(p.supplier2, refined.id)).toEqual([]);
      expect(await about(p.supplier2, crude.id)).toHaveLength(1);
      // The supplier that named none hears of both.
      expect(await about(p.supplier, refined.id)).toHaveLength(1);
    } finally {
      expect((await json(await save([]), ZOrganizationSettings)).productTypes).toEqual([]);
    }
    // A buyer organization names no products it supplies.
    const buyerOwn = await json(await p.buyer.get('/api/settings/organization'), ZOrganizationSettings);
    const refused = await p.buyer.request('PUT', `/api/settings/organization/${buyerOwn.id}`, {
      name: buyerOwn.name,
      address: buyerOwn.address,
      phone: buyerOwn.phone,
      taxId: buyerOwn.taxId,
      productTypes: ['crude-oil'],
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      details: [{ path: 'productTypes', message: SETTINGS_MESSAGES.productTypesSupplierOnly }],
    });
  });

  it("respects the supplier's preferences: RFQ updates off, no notice and no digest", async () => {
    await json(
      await p.supplier2.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, rfqUpdates: false }),
      ZPreferences,
    );
    const rfq = await createRfq(p.buyer);
    await runNotificationRound(notifier);
    expect(await about(p.supplier, rfq.id)).toHaveLength(1);
    expect(await about(p.supplier2, rfq.id)).toEqual([]);
    expect(await runRfqDigestRound(p.server.database.db, later())).toBe(0);
  });

  it('later RFQs in the same hour wait for one digest, written once the hour is over', async () => {
    const first = await createRfq(p.buyer, { title: 'First of the hour' });
    await runNotificationRound(notifier);
    const second = await createRfq(p.buyer, { title: 'Second of the hour' });
    const third = await createRfq(p.buyer, { title: 'Third of the hour' });
    await runNotificationRound(notifier);
    expect(await about(p.supplier, first.id)).toHaveLength(1);
    expect(await about(p.supplier, second.id)).toEqual([]);
    expect(await about(p.supplier, third.id)).toEqual([]);

    // The hour is not over: no digest yet.
    expect(await runRfqDigestRound(p.server.database.db)).toBe(0);
    expect(await runRfqDigestRound(p.server.database.db, later())).toBe(2);
    const buyerName = await orgName('buyer');
    for (const client of [p.supplier, p.supplier2]) {
      const digest = (await list(client)).find((n) => n.title === '2 new RFQs');
      expect(digest).toMatchObject({ type: 'rfq', link: '/rfq', entityId: third.id });
      expect(digest?.message).toBe(
        `Published in the last hour: ${second.rfqNumber} (Second of the hour) from ${buyerName}; ${third.rfqNumber} (Third of the hour) from ${buyerName}.`,
      );
    }
    expect(await runRfqDigestRound(p.server.database.db, later())).toBe(0);

    // The next RFQ after the digest opens a new hour: told at once.
    await p.server.database.db
      .update(rfqNoticeWindows)
      .set({ openedAt: new Date(Date.now() - RFQ_DIGEST_WINDOW_MS - 1000) });
    const next = await createRfq(p.buyer);
    await runNotificationRound(notifier);
    expect(await about(p.supplier, next.id)).toHaveLength(1);
  });

  it('leaves out of the digest the RFQs no longer open when it is written: cancelled, or past their close date', async () => {
    await createRfq(p.buyer, { title: 'Opens the hour' });
    await runNotificationRound(notifier);
    const open = await createRfq(p.buyer, { title: 'Still open' });
    const closing = await createRfq(p.buyer, { title: 'Closes tomorrow', closeDate: inDays(1) });
    const cancelled = await createRfq(p.buyer, { title: 'Called off' });
    await runNotificationRound(notifier);
    expect((await p.buyer.post(`/api/rfq/rfqs/${cancelled.id}/cancel`, { reason: 'Plant shut down' })).status).toBe(
      200,
    );
    expect(await about(p.supplier, closing.id)).toEqual([]);

    // Written two days on: the one closed by its date and the cancelled one are dropped, the open one is named.
    expect(await runRfqDigestRound(p.server.database.db, new Date(Date.now() + 2 * 86_400_000))).toBe(2);
    const digest = (await list(p.supplier)).find((n) => n.title === 'New RFQ' && n.entityId === open.id);
    expect(digest?.message).toBe(
      `Published in the last hour: ${open.rfqNumber} (Still open) from ${await orgName('buyer')}.`,
    );
  });

  it("two digest runs at once (two instances) write each user's digest once; two notifier rounds at once tell each user once", async () => {
    const rfqs: TRfq[] = [];
    for (let i = 0; i < 4; i += 1) rfqs.push(await createRfq(p.buyer, { title: `Overlap ${i}` }));
    await Promise.all([runNotificationRound(notifier), runNotificationRound(notifier)]);
    const supplierId =
      (await p.server.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'supplier')))[0]?.id ??
      '';
    const immediate = await p.server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, supplierId), eq(notifications.type, 'rfq')));
    expect(immediate.filter((n) => rfqs.some((r) => r.id === n.entityId))).toHaveLength(1);

    const [a, b] = await Promise.all([
      runRfqDigestRound(p.server.database.db, later()),
      runRfqDigestRound(p.server.database.db, later()),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBe(2);
    const digests = (await list(p.supplier)).filter((n) => n.title === '3 new RFQs');
    expect(digests).toHaveLength(1);
  });

  it('texts name the record, the counterparty and the amount: an offer tells the buyer who offered how much on which RFQ', async () => {
    const rfq = await createRfq(p.buyer, { title: 'AGO for Kaduna' });
    const offer = await submitOffer(p.supplier, rfq.id);
    await runNotificationRound(notifier);
    const [told] = (await list(p.buyer, '?type=offer')).filter((n) => n.entityId === offer.id);
    expect(told?.title).toBe('New offer');
    expect(told?.message).toBe(
      `${await orgName('supplier')} submitted an offer of ${formatMoney(offer.totalPrice, 'NGN')} on your ${rfq.rfqNumber} (AGO for Kaduna).`,
    );

    expect(
      (await p.buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '600', note: 'Closer to budget' })).status,
    ).toBe(200);
    await runNotificationRound(notifier);
    const [countered] = (await list(p.supplier, '?type=offer')).filter(
      (n) => n.entityId === offer.id && n.title === 'Counter-offer',
    );
    expect(countered?.message).toContain(`${await orgName('buyer')} made a counter-offer on your offer`);
    expect(countered?.message).toContain(rfq.rfqNumber);
  });

  it('a cancelled RFQ names its buyer to each supplier who offered, not the other suppliers; their declined offers name the RFQ', async () => {
    const rfq = await createRfq(p.buyer, { title: 'Cancelled lot' });
    const offer = await submitOffer(p.supplier, rfq.id);
    await submitOffer(p.supplier2, rfq.id);
    expect((await p.buyer.post(`/api/rfq/rfqs/${rfq.id}/cancel`, { reason: 'Plant shut down' })).status).toBe(200);
    await runNotificationRound(notifier);
    const [cancelled] = (await about(p.supplier, rfq.id)).filter((n) => n.title === 'RFQ cancelled');
    expect(cancelled?.message).toBe(
      `${rfq.rfqNumber} (Cancelled lot), which you take part in, was cancelled by ${await orgName('buyer')}.`,
    );
    const [declined] = await about(p.supplier, offer.id);
    expect(declined?.message).toBe(
      `The offer of ${formatMoney(offer.totalPrice, offer.currency)} on ${rfq.rfqNumber} (Cancelled lot) was declined.`,
    );
  });

  it('a dispute notification links to the disputed record and names it, its amount and the other party', async () => {
    const { order } = await signedOrder(p);
    await runNotificationRound(notifier);
    const dispute = await json(
      await p.buyer.post('/api/disputes', {
        relatedEntityType: 'order',
        relatedEntityId: order.id,
        category: 'delivery',
        priority: 'high',
        description: 'Short by 200 litres',
      }),
      ZDispute,
      201,
    );
    await runNotificationRound(notifier);
    const [told] = (await list(p.supplier)).filter((n) => n.entityId === dispute.id);
    expect(told).toMatchObject({ type: 'dispute', title: 'Dispute raised', link: '/orders' });
    expect(told?.message).toBe(
      `A dispute was raised on order ${order.orderNumber} (${formatMoney(order.totalValue, order.currency)}) with ${await orgName('buyer')}.`,
    );
  });
});
