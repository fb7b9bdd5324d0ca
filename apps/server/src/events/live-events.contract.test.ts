import { domainEvents } from '@energy/db/schema/events';
import { recordAudit } from '@energy/trpc/audit';
import { eq } from 'drizzle-orm';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { EventStream } from '@energy/test/events';
import { HttpClient } from '@energy/test/http-client';
import { shipmentBody, signedOrder } from '@energy/test/fulfilment';
import {
  acceptOffer,
  createRfq,
  json,
  signIn,
  startParties,
  submitOffer,
  type Parties,
} from '@energy/test/procurement';
import { hashToken } from '@energy/trpc/auth/tokens';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '@energy/test/server';

const ZMe = z.object({ id: z.string(), organizationId: z.string() });
const me = async (client: HttpClient) => json(await client.get('/api/user'), ZMe);

/** Resolves when the server has ended the stream, or fails after `ms`: a session's end must end its stream at once. */
async function endsWithin(stream: EventStream, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`The stream was still open after ${ms} ms`)), ms)),
  );
  try {
    await Promise.race([stream.ended(), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(testBackends())('live events (%s)', (backend) => {
  let parties: Parties | undefined;
  let second: TestServer | undefined;
  const streams: EventStream[] = [];
  const open = async (client: HttpClient, lastEventId?: string) => {
    const stream = await EventStream.open(client, lastEventId);
    streams.push(stream);
    return stream;
  };

  afterEach(async () => {
    // Open streams keep their sockets busy: close them before the servers.
    await Promise.all(streams.splice(0).map((s) => s.close()));
    await second?.close();
    second = undefined;
    await parties?.server.close();
    parties = undefined;
  });

  it('writes the event with its change, and none when the change rolls back', async () => {
    parties = await startParties(backend);
    const { db } = parties.server.database;
    const buyerStream = await open(parties.buyer);
    const rfq = await createRfq(parties.buyer);
    const failed = db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorUserId: null,
        organizationId: null,
        action: 'rfq.rolled_back',
        entityType: 'rfq',
        entityId: rfq.id,
      });
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    const offer = await submitOffer(parties.supplier, rfq.id);

    const rows = await db.select().from(domainEvents).where(eq(domainEvents.entityId, offer.id));
    expect(rows.map((r) => r.type)).toEqual(['offer.submitted']);
    expect(rows[0]?.payload).toMatchObject({ fromState: null, toState: 'pending' });
    expect(await db.select().from(domainEvents).where(eq(domainEvents.type, 'rfq.rolled_back'))).toEqual([]);
    await buyerStream.waitFor('offer.submitted', offer.id);
    expect(buyerStream.types()).toEqual(['rfq.created', 'offer.submitted', 'rfq.quoted']);
  });

  it('reaches the organizations concerned and never another one; admins hear everything', async () => {
    parties = await startParties(backend);
    const admin = await signIn(parties.server, 'admin');
    const [buyer, finance, supplier, supplier2, adminStream] = await Promise.all([
      open(parties.buyer),
      open(parties.finance),
      open(parties.supplier),
      open(parties.supplier2),
      open(admin),
    ]);
    const rfq = await createRfq(parties.buyer);
    const offer = await submitOffer(parties.supplier, rfq.id);
    await supplier.waitFor('rfq.quoted', rfq.id);
    // supplier2's own offer comes after everything above, and the dispatcher hands each event to every
    // subscriber at once: when it has arrived everywhere, nothing earlier is still on its way.
    const own = await submitOffer(parties.supplier2, rfq.id);
    await Promise.all([buyer, finance, supplier2, adminStream].map((s) => s.waitFor('offer.submitted', own.id)));

    expect(buyer.types()).toEqual(['rfq.created', 'offer.submitted', 'rfq.quoted', 'offer.submitted']);
    expect(finance.types()).toEqual(buyer.types());
    // The supplier hears of its own offer, not of the buyer's new RFQ (an event of the buyer alone) nor of its rival's offer.
    expect(supplier.events.map((e) => [e.type, e.entityId])).toEqual([
      ['offer.submitted', offer.id],
      ['rfq.quoted', rfq.id],
    ]);
    expect(supplier2.events.map((e) => [e.type, e.entityId])).toEqual([['offer.submitted', own.id]]);
    expect(adminStream.types()).toEqual(buyer.types());
  });

  it('tells the carrier chosen for a shipment, with the parties of the order, and no other company', async () => {
    parties = await startParties(backend);
    const p = parties;
    // Opened first: on PostgreSQL a NOTIFY arrives just after its commit, so a stream opened later could
    // still hear the order's earlier events.
    const logistics = await signIn(p.server, 'logistics');
    const [carrier, buyer, supplier2] = await Promise.all([open(logistics), open(p.buyer), open(p.supplier2)]);
    const { order } = await signedOrder(p);
    expect((await p.supplier.post(`/api/orders/${order.id}/confirm`)).status).toBe(200);
    // The `logistics` account's company (the demo has two logistics companies).
    const carrierOrgId = (await json(await logistics.get('/api/user'), z.object({ organizationId: z.string() })))
      .organizationId;
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id, { logisticsOrgId: carrierOrgId })),
      ZShipment,
      201,
    );

    await carrier.waitFor('order.allocated', order.id);
    await buyer.waitFor('order.allocated', order.id);
    // The carrier also hears of the tender made to it (a fleet record: the buyer, without fleet:read, does not).
    const carried = carrier.events.map((e) => [e.type, e.entityId]);
    expect(carried.filter(([type]) => type !== 'tender.created')).toEqual([
      ['shipment.tendered', shipment.id],
      ['order.allocated', order.id],
    ]);
    expect(carrier.types()).toContain('tender.created');
    expect(buyer.types().slice(-2)).toEqual(['shipment.tendered', 'order.allocated']);
    // supplier2's own later offer: once it has heard of that, it would have heard of the shipment before.
    const own = await submitOffer(p.supplier2, (await createRfq(p.buyer)).id);
    await supplier2.waitFor('offer.submitted', own.id);
    expect(supplier2.events[0]).toMatchObject({ type: 'offer.submitted', entityId: own.id });
  });

  it('ends a stream whose session has ended: nothing is heard after sign-out', async () => {
    parties = await startParties(backend);
    second = await startTestServer(backend, { database: parties.server.database, auth: { liveSessionRecheckMs: 0 } });
    const buyer = await signIn(second, 'buyer');
    const stream = await open(buyer);
    const first = await createRfq(buyer);
    await stream.waitFor('rfq.created', first.id);
    expect((await buyer.post('/api/logout')).status).toBe(200);
    await createRfq(parties.buyer);
    await stream.ended();
    expect(stream.types()).toEqual(['rfq.created']);
  });

  it('refuses an anonymous subscriber with 401, inside the stream, as tRPC SSE reports errors', async () => {
    parties = await startParties(backend);
    const stream = await open(new HttpClient(parties.server.url));
    await stream.ended();
    expect(stream.errors).toMatchObject([
      { message: 'Not authenticated', data: { code: 'UNAUTHORIZED', httpStatus: 401 } },
    ]);
    expect(stream.events).toEqual([]);
  });

  it('resumes after the last event id: a reconnect gets only the events after it', async () => {
    parties = await startParties(backend);
    const first = await open(parties.supplier);
    const rfq = await createRfq(parties.buyer);
    const offer = await submitOffer(parties.supplier, rfq.id);
    const seen = await first.waitFor('offer.submitted', offer.id);
    await first.close();
    // Missed while disconnected: the quote happened with the offer (after it), the revision later.
    const revised = await parties.supplier.request('PUT', `/api/offers/${offer.id}`, {
      rfqId: rfq.id,
      unitPrice: '640',
      validUntil: offer.validUntil,
      pricingBands: [],
      deliverySlots: [],
      paymentTerms: offer.paymentTerms,
    });
    expect(revised.status, await revised.clone().text()).toBe(200);

    const resumed = await open(parties.supplier, seen.id);
    await resumed.waitFor('offer.revised', offer.id);
    expect(resumed.types()).toEqual(['rfq.quoted', 'offer.revised']);
    expect(resumed.events.every((e) => Number(e.id) > Number(seen.id))).toBe(true);
  });

  it('sends money as integers: a counter-offer as sent, and rows stored in the old shapes, live and on a replay', async () => {
    parties = await startParties(backend);
    const { db } = parties.server.database;
    const supplier = await open(parties.supplier);
    const rfq = await createRfq(parties.buyer);
    const offer = await submitOffer(parties.supplier, rfq.id);
    const countered = await parties.buyer.post(`/api/offers/${offer.id}/counter`, {
      unitPrice: 6_505_000,
      note: 'Sharper',
    });
    expect(countered.status, await countered.clone().text()).toBe(200);
    const live = await supplier.waitFor('offer.countered', offer.id);
    expect(live.payload).toMatchObject({ unitPrice: 6_505_000, note: 'Sharper' });
    expect(live.payload).not.toHaveProperty('exactUnitPrice');
    // The audit row keeps its own shape: minor units and the exact text.
    const [stored] = await db.select().from(domainEvents).where(eq(domainEvents.type, 'offer.countered'));
    expect(stored?.payload).toMatchObject({ unitPrice: 65_050, exactUnitPrice: '650.5000' });

    // Rows written before the one format: a counter in minor units only, a contract's decimal strings.
    const { organizationId } = await me(parties.supplier);
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorUserId: null,
        organizationId,
        action: 'offer.countered',
        entityType: 'offer',
        entityId: offer.id,
        details: { unitPrice: 64_000 },
      });
      await recordAudit(tx, {
        actorUserId: null,
        organizationId,
        action: 'contract.price_fixed',
        entityType: 'contract',
        entityId: offer.id,
        details: {
          finalUnitPrice: '650.5000',
          finalTotal: 79_400_000,
          provisionalTotal: 79_000_000,
          adjustment: 400_000,
        },
      });
      await recordAudit(tx, {
        actorUserId: null,
        organizationId,
        action: 'contract.final_invoice',
        entityType: 'contract',
        entityId: offer.id,
        details: { settledQuantity: '1000.000', unitPrice: '-3.5', goods: 0, demurrage: 0, advances: 0, amount: 0 },
      });
    });
    const replay = await open(parties.supplier, live.id);
    await replay.waitFor('contract.final_invoice', offer.id);
    const payloads = Object.fromEntries(replay.events.map((e) => [e.type, e.payload]));
    expect(payloads['offer.countered']).toMatchObject({ unitPrice: 6_400_000 });
    expect(payloads['contract.price_fixed']).toMatchObject({ finalUnitPrice: 6_505_000, finalTotal: 79_400_000 });
    expect(payloads['contract.final_invoice']).toMatchObject({ unitPrice: -35_000, settledQuantity: '1000.000' });
  });

  it('reaches a subscriber on a second server instance on the same database', async () => {
    parties = await startParties(backend);
    second = await startTestServer(backend, { database: parties.server.database });
    const buyerOnSecond = await open(await signIn(second, 'buyer'));
    // The change goes through the first instance; the subscriber listens on the second.
    const rfq = await createRfq(parties.buyer);
    const heard = await buyerOnSecond.waitFor('rfq.created', rfq.id);
    expect(heard.organizationIds).toHaveLength(1);
  });

  it('tells each bidder of the award without naming another bidder', async () => {
    parties = await startParties(backend);
    const [winner, loser] = await Promise.all([me(parties.supplier), me(parties.supplier2)]);
    const loserStream = await open(parties.supplier2);
    const rfq = await createRfq(parties.buyer);
    const won = await submitOffer(parties.supplier, rfq.id);
    const lost = await submitOffer(parties.supplier2, rfq.id);
    expect((await acceptOffer(parties.buyer, won)).status).toBe(200);

    const awarded = await loserStream.waitFor('rfq.awarded', rfq.id);
    await loserStream.waitFor('offer.declined', lost.id);
    expect(awarded.organizationIds).toEqual([loser.organizationId]);
    expect(JSON.stringify(loserStream.events)).not.toContain(winner.organizationId);
    expect(JSON.stringify(loserStream.events)).not.toContain(winner.id);
  });

  it('tells the buyer, not the bidders, how many offers a cancellation declined', async () => {
    parties = await startParties(backend);
    const [buyer, bidder] = await Promise.all([open(parties.buyer), open(parties.supplier2)]);
    const rfq = await createRfq(parties.buyer);
    await submitOffer(parties.supplier, rfq.id);
    await submitOffer(parties.supplier2, rfq.id);
    expect((await parties.buyer.post(`/api/rfq/rfqs/${rfq.id}/cancel`, {})).status).toBe(200);

    expect((await buyer.waitFor('rfq.cancelled', rfq.id)).payload).toMatchObject({ declinedOffers: 2 });
    // A supplier may count only its own offers: the number of its competitors is not its to know.
    expect((await bidder.waitFor('rfq.cancelled', rfq.id)).payload).not.toHaveProperty('declinedOffers');
  });

  it("keeps a sealed RFQ's bidders from its buyer before the close, live and on a replay", async () => {
    parties = await startParties(backend);
    const bidders = await Promise.all([me(parties.supplier), me(parties.supplier2)]);
    const [buyer, finance, supplier] = await Promise.all([
      open(parties.buyer),
      open(parties.finance),
      open(parties.supplier),
    ]);
    const rfq = await createRfq(parties.buyer, { terms: { sealedBids: true } });
    const first = await buyer.waitFor('rfq.created', rfq.id);
    const offers = [await submitOffer(parties.supplier, rfq.id), await submitOffer(parties.supplier2, rfq.id)];
    await supplier.waitFor('offer.submitted', offers[0]?.id);
    // The buyer's own later RFQ: the dispatcher delivers in order, so everything before it has been delivered.
    const fence = await createRfq(parties.buyer);
    await Promise.all([buyer, finance].map((s) => s.waitFor('rfq.created', fence.id)));
    const resumed = await open(parties.buyer, first.id);
    await resumed.waitFor('rfq.created', fence.id);

    const bidderIds = [...bidders.flatMap((b) => [b.id, b.organizationId]), ...offers.map((o) => o?.id ?? '')];
    for (const stream of [buyer, finance, resumed]) {
      // That offers came is no secret (the RFQ counts them), who made them is.
      expect(stream.events.filter((e) => e.entityType === 'offer')).toEqual([]);
      for (const id of bidderIds) expect(JSON.stringify(stream.events)).not.toContain(id);
    }
    expect(buyer.types()).toEqual(['rfq.created', 'rfq.quoted', 'rfq.created']);
  });

  it('ends an open stream at sign-out at once: it hears nothing after', async () => {
    parties = await startParties(backend);
    const buyer = await signIn(parties.server, 'buyer');
    const stream = await open(buyer);
    const first = await createRfq(buyer);
    await stream.waitFor('rfq.created', first.id);
    expect((await buyer.post('/api/logout')).status).toBe(200);
    await endsWithin(stream, 2000);
    await createRfq(parties.buyer);
    expect(stream.types()).toEqual(['rfq.created']);
  });

  it("ends an account's open streams at once when its sessions are revoked", async () => {
    parties = await startParties(backend);
    const admin = await signIn(parties.server, 'admin');
    const stream = await open(parties.finance);
    const { id } = await me(parties.finance);
    expect((await admin.post(`/api/admin/users/${id}/deactivate`)).status).toBe(200);
    await endsWithin(stream, 2000);
  });

  it("ends the user's other sessions' streams at once when the password changes", async () => {
    parties = await startParties(backend);
    const elsewhere = await open(await signIn(parties.server, 'buyer'));
    const change = {
      currentPassword: TEST_DEMO_PASSWORD,
      password: 'Quartz-lantern-93',
      confirmPassword: 'Quartz-lantern-93',
    };
    expect((await parties.buyer.post('/api/settings/password', change)).status).toBe(200);
    await endsWithin(elsewhere, 2000);
  });

  it.runIf(backend === 'postgres')("ends a stream when another instance announces its session's end", async () => {
    parties = await startParties(backend);
    const stream = await open(parties.buyer);
    // What a sign-out through another server instance sends (its process's streams it ends itself).
    const sessionId = hashToken(parties.buyer.sessionCookie ?? '');
    await parties.server.database.db.execute(sql`select pg_notify('sessions_ended', ${sessionId})`);
    await endsWithin(stream, 2000);
  });
});
