import { MONEY_MESSAGES } from '@energy/domain/money-input';
import { auditLog } from '@energy/db/schema/audit';
import { rfqs } from '@energy/db/schema/rfqs';
import { ZOffer } from '@energy/domain/schemas/offer';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import { createRfq, inDays, json, offerBody, startParties, submitOffer } from '@energy/test/procurement';
import type { TestServer } from '@energy/test/server';

const Offers = z.array(ZOffer);

describe.each(testBackends())('offers over HTTP (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let supplier: HttpClient;
  let supplier2: HttpClient;
  beforeAll(async () => {
    ({ server, buyer, supplier, supplier2 } = await startParties(backend));
  });
  afterAll(() => server.close());

  it('computes the total on the server from the RFQ quantity and the applicable band, and marks the RFQ quoted', async () => {
    const rfq = await createRfq(buyer, { quantity: 1500 });
    const offer = await submitOffer(supplier, rfq.id, {
      unitPrice: '700',
      pricingBands: [
        { minQuantity: 0, maxQuantity: 999, unitPrice: '700' },
        { minQuantity: 1000, maxQuantity: 5000, unitPrice: '650.25' },
      ],
    });
    expect(offer).toMatchObject({
      unitPrice: 7_000_000,
      totalPrice: 97537500,
      currency: 'NGN',
      status: 'pending',
      supplierName: 'Delta Crude Supply Co',
    });
    expect((await json(await buyer.get(`/api/rfq/rfqs/${rfq.id}`), ZRfq)).status).toBe('quoted');
    const twice = await supplier.post('/api/offers', offerBody(rfq.id));
    expect(twice.status).toBe(409);
  });

  it.each([
    [{ unitPrice: '' }, 'unitPrice', 'Unit price is required'],
    [{ unitPrice: '12.34567' }, 'unitPrice', 'At most 4 decimal places'],
    [{ unitPrice: 'abc' }, 'unitPrice', MONEY_MESSAGES.tenThousandthsFormat],
    [{ validUntil: inDays(-1) }, 'validUntil', 'Valid until must be in the future'],
    [
      {
        pricingBands: [
          { minQuantity: 0, maxQuantity: 500, unitPrice: '1' },
          { minQuantity: 400, maxQuantity: 900, unitPrice: '1' },
        ],
      },
      'pricingBands',
      'Pricing bands must not overlap',
    ],
    [
      { pricingBands: [{ minQuantity: 10, maxQuantity: 5, unitPrice: '1' }] },
      'pricingBands.0.maxQuantity',
      'Maximum quantity must be greater than the minimum quantity',
    ],
    [
      { deliverySlots: [{ startTime: inDays(9), endTime: inDays(8) }] },
      'deliverySlots.0.endTime',
      'Delivery slot end must be after its start',
    ],
    [
      { paymentTerms: { method: 'bank_transfer', daysToPayment: 30, advancePayment: 120 } },
      'paymentTerms.advancePayment',
      'Advance payment must be between 0 and 100 percent',
    ],
    [
      { paymentTerms: { method: 'cash', daysToPayment: 30, advancePayment: 0 } },
      'paymentTerms.method',
      'Payment method is required',
    ],
  ])('refuses %j with "%s: %s"', async (overrides, path, message) => {
    const rfq = await createRfq(buyer);
    const response = await supplier.post('/api/offers', offerBody(rfq.id, overrides));
    expect(response.status).toBe(400);
    expect((await response.json()).details).toContainEqual({ path, message });
  });

  it("never shows a supplier another supplier's offers or their count; the buyer sees both", async () => {
    const rfq = await createRfq(buyer);
    const mine = await submitOffer(supplier, rfq.id);
    const theirs = await submitOffer(supplier2, rfq.id, { unitPrice: '640' });
    const seen = await json(await supplier.get(`/api/offers?rfqId=${rfq.id}`), Offers);
    expect(seen.map((o) => o.id)).toEqual([mine.id]);
    expect((await supplier.get(`/api/offers/${theirs.id}`)).status).toBe(404);
    const trpc = await supplier.get(
      `/api/trpc/offer.byId?input=${encodeURIComponent(JSON.stringify({ id: theirs.id }))}`,
    );
    expect(trpc.status).toBe(404);
    expect((await json(await supplier.get(`/api/rfq/rfqs/${rfq.id}`), ZRfq)).visibleOfferCount).toBe(1);
    const buyerView = await json(await buyer.get(`/api/offers?rfqId=${rfq.id}`), Offers);
    expect(buyerView.map((o) => o.id).sort()).toEqual([mine.id, theirs.id].sort());
  });

  it('hides sealed bids from the buyer until the close date', async () => {
    const rfq = await createRfq(buyer, { terms: { sealedBids: true } });
    const offer = await submitOffer(supplier, rfq.id);
    expect(await json(await buyer.get(`/api/offers?rfqId=${rfq.id}`), Offers)).toEqual([]);
    expect((await buyer.get(`/api/offers/${offer.id}`)).status).toBe(404);
    expect((await json(await buyer.get(`/api/rfq/rfqs/${rfq.id}`), ZRfq)).visibleOfferCount).toBe(1);
    await server.database.db
      .update(rfqs)
      .set({ closeDate: new Date(Date.now() - 1000) })
      .where(eq(rfqs.id, rfq.id));
    expect((await json(await buyer.get(`/api/offers?rfqId=${rfq.id}`), Offers)).map((o) => o.id)).toEqual([offer.id]);
  });

  it('lets the supplier revise while open, and refuses offers and revisions after the close date with 409', async () => {
    const rfq = await createRfq(buyer);
    const offer = await submitOffer(supplier, rfq.id);
    const revised = await json(
      await supplier.request('PUT', `/api/offers/${offer.id}`, offerBody(rfq.id, { unitPrice: '600' })),
      ZOffer,
    );
    expect(revised.totalPrice).toBe(60000000);
    await server.database.db
      .update(rfqs)
      .set({ closeDate: new Date(Date.now() - 1000) })
      .where(eq(rfqs.id, rfq.id));
    const late = await supplier.request('PUT', `/api/offers/${offer.id}`, offerBody(rfq.id, { unitPrice: '500' }));
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatch(/^This RFQ is closed for offers: it closed on/);
    // A supplier that never quoted on it no longer sees a closed RFQ: 404, as for any record it cannot see.
    expect((await supplier2.post('/api/offers', offerBody(rfq.id))).status).toBe(404);
    expect((await json(await supplier.get(`/api/offers/${offer.id}`), ZOffer)).unitPrice).toBe(6_000_000);
  });

  it('runs a counter-offer: the buyer counters, the supplier accepts and the price changes; or declines', async () => {
    const rfq = await createRfq(buyer);
    const offer = await submitOffer(supplier, rfq.id);
    const countered = await json(
      await buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '600', note: 'Match the market' }),
      ZOffer,
    );
    expect(countered).toMatchObject({
      isCounterOffer: true,
      counter: { unitPrice: 6_000_000, note: 'Match the market', status: 'pending' },
    });
    const onlyCounters = await json(await supplier.get('/api/offers?isCounterOffer=true'), Offers);
    expect(onlyCounters.map((o) => o.id)).toContain(offer.id);
    expect((await supplier.post(`/api/offers/${offer.id}/counter`, { unitPrice: '1' })).status).toBe(403);
    const accepted = await json(
      await supplier.post(`/api/offers/${offer.id}/counter/respond`, { response: 'accept' }),
      ZOffer,
    );
    expect(accepted).toMatchObject({ unitPrice: 6_000_000, totalPrice: 60000000, counter: { status: 'accepted' } });
    const again = await supplier.post(`/api/offers/${offer.id}/counter/respond`, { response: 'decline' });
    expect(again.status).toBe(409);

    const other = await submitOffer(supplier2, rfq.id);
    await buyer.post(`/api/offers/${other.id}/counter`, { unitPrice: '1' });
    const declined = await json(
      await supplier2.post(`/api/offers/${other.id}/counter/respond`, { response: 'decline' }),
      ZOffer,
    );
    expect(declined).toMatchObject({ unitPrice: 6_505_000, counter: { status: 'declined' } });
    // A declined counter-offer is answered once; the buyer's new counter-offer moves it back to pending along its
    // machine (declined -> pending), and the supplier answers that one.
    expect((await supplier2.post(`/api/offers/${other.id}/counter/respond`, { response: 'accept' })).status).toBe(409);
    expect(await json(await buyer.post(`/api/offers/${other.id}/counter`, { unitPrice: '620' }), ZOffer)).toMatchObject(
      { counter: { unitPrice: 6_200_000, status: 'pending' } },
    );
    expect(
      await json(await supplier2.post(`/api/offers/${other.id}/counter/respond`, { response: 'accept' }), ZOffer),
    ).toMatchObject({ unitPrice: 6_200_000, counter: { status: 'accepted' } });
    const rounds = await server.database.db
      .select({ action: auditLog.action, from: auditLog.fromState, to: auditLog.toState })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'offer'), eq(auditLog.entityId, other.id)))
      .orderBy(asc(auditLog.id));
    expect(rounds.filter((r) => r.action.startsWith('offer.counter'))).toEqual([
      { action: 'offer.countered', from: 'none', to: 'pending' },
      { action: 'offer.counter_declined', from: 'pending', to: 'declined' },
      { action: 'offer.countered', from: 'declined', to: 'pending' },
      { action: 'offer.counter_accepted', from: 'pending', to: 'accepted' },
    ]);
  });

  it('deletes only an own pending offer; an RFQ left without offers is published again', async () => {
    const rfq = await createRfq(buyer);
    const offer = await submitOffer(supplier, rfq.id);
    expect((await supplier2.request('DELETE', `/api/offers/${offer.id}`)).status).toBe(404);
    expect((await buyer.request('DELETE', `/api/offers/${offer.id}`)).status).toBe(403);
    expect((await supplier.request('DELETE', `/api/offers/${offer.id}`)).status).toBe(200);
    expect((await json(await buyer.get(`/api/rfq/rfqs/${rfq.id}`), ZRfq)).status).toBe('published');
  });
});
