import { tenders } from '@energy/db/schema/fleet';
import { ZBid, ZTender } from '@energy/domain/schemas/fleet';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { bid, jobOf, tenderedShipment, tenderOf, Tenders } from '@energy/test/fleet';
import { shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { inDays, json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';

const Bids = z.array(ZBid);
const MAX = 250000;

describe.each(testBackends())('tender inbox over HTTP (%s)', (backend) => {
  let p: Parties;
  let swift: HttpClient;
  let rival: HttpClient;
  let admin: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    [swift, admin] = await Promise.all([signIn(p.server, 'logistics'), signIn(p.server, 'admin')]);
    rival = await signUp(p.server, 'rivalhaul', 'logistics');
  });
  afterAll(() => p.server.close());

  it("shows an open tender to every logistics company with the terms, and derives each company's status from its answer", async () => {
    const shipment = await tenderedShipment(p);
    const open = await tenderOf(swift, shipment.id);
    expect(open).toMatchObject({
      status: 'open',
      priority: 'high',
      maxRate: MAX,
      origin: 'Apapa depot, Lagos',
      destination: 'Ikeja plant, Lagos',
      clientCompany: 'Delta Crude Supply Co',
      title: '1,000 l AGO in one tanker from Apapa depot, Lagos to Ikeja plant, Lagos',
      description: '1,000 l AGO in one tanker',
      weight: 850,
      volume: 1,
      cargoType: 'AGO',
      specialRequirements: ['Sealed tanker'],
      direct: false,
      myBid: null,
      allowedActions: ['tender.bid', 'tender.reject'],
    });
    expect(open?.contactEmail).toMatch(/@/);
    expect((await tenderOf(rival, shipment.id))?.status).toBe('open');

    const tenderId = open?.id ?? '';
    const zero = await swift.post(`/api/tenders/${tenderId}/accept`, bid(0));
    expect(zero.status).toBe(400);
    expect((await zero.json()).details).toEqual([{ path: 'proposedRate', message: 'Rate must be positive' }]);
    const noTime = await swift.post(`/api/tenders/${tenderId}/accept`, bid(1000, { estimatedDeliveryTime: '' }));
    expect((await noTime.json()).details).toEqual([
      { path: 'estimatedDeliveryTime', message: 'Estimated delivery time is required' },
    ]);
    const above = await swift.post(`/api/tenders/${tenderId}/accept`, bid(MAX + 1));
    expect(above.status).toBe(400);
    expect((await above.json()).details).toEqual([
      { path: 'proposedRate', message: 'Proposed rate cannot exceed the maximum rate' },
    ]);

    const accepted = await json(await swift.post(`/api/tenders/${tenderId}/accept`, bid(MAX * 0.9)), ZTender);
    expect(accepted).toMatchObject({
      status: 'accepted',
      myBid: { status: 'submitted', proposedRate: MAX * 0.9, estimatedDeliveryTime: '2-3 business days' },
      allowedActions: [],
    });
    expect((await swift.post(`/api/tenders/${tenderId}/accept`, bid(1000))).status).toBe(409);
    expect((await swift.post(`/api/tenders/${tenderId}/reject`)).status).toBe(409);

    const rejected = await json(await rival.post(`/api/tenders/${tenderId}/reject`), ZTender);
    expect(rejected).toMatchObject({ status: 'rejected', myBid: { status: 'declined', proposedRate: null } });
    const again = await rival.post(`/api/tenders/${tenderId}/accept`, bid(1000));
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('Your company has already answered this tender: its bid is declined');
    // Each company reads its own status; the filter is the same derivation.
    expect((await json(await swift.get('/api/tenders?status=accepted&limit=200'), Tenders)).map((t) => t.id)).toContain(
      tenderId,
    );
    expect((await json(await swift.get('/api/tenders?status=open&limit=200'), Tenders)).map((t) => t.id)).not.toContain(
      tenderId,
    );
    expect((await json(await rival.get('/api/tenders?status=rejected&limit=200'), Tenders)).map((t) => t.id)).toContain(
      tenderId,
    );
    expect(
      (await json(await swift.get('/api/tenders?priority=low&limit=200'), Tenders)).map((t) => t.id),
    ).not.toContain(tenderId);
    // The shipper sees the bid (a decline is no bid); the tender inbox is for logistics companies and admin.
    expect(
      (await json(await p.supplier.get(`/api/logistics/shipments/${shipment.id}/bids`), Bids)).map((b) => [
        b.carrier.name,
        b.status,
        b.allowedActions,
      ]),
    ).toEqual([['Swift Haul Logistics', 'submitted', ['tender.award']]]);
    expect((await p.supplier.get('/api/tenders')).status).toBe(403);
    expect((await tenderOf(admin, shipment.id))?.status).toBe('open');
  });

  it('keeps a tender to one company from the others, and refuses a deadline in the past or after departure', async () => {
    const swiftOrg = (
      await json(
        await p.supplier.get('/api/organizations?type=logistics'),
        z.array(z.object({ id: z.string(), name: z.string() })),
      )
    ).find((o) => o.name === 'Swift Haul Logistics');
    const direct = await tenderedShipment(p, { logisticsOrgId: swiftOrg?.id });
    const mine = await tenderOf(swift, direct.id);
    expect(mine).toMatchObject({ direct: true, status: 'open' });
    expect(await tenderOf(rival, direct.id)).toBeUndefined();
    expect((await rival.get(`/api/tenders/${mine?.id}`)).status).toBe(404);
    expect((await rival.post(`/api/tenders/${mine?.id}/accept`, bid(1000))).status).toBe(404);

    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const terms = shipmentBody(order.id).tender;
    const past = await p.supplier.post(
      '/api/logistics/shipments',
      shipmentBody(order.id, { tender: { ...terms, bidDeadline: inDays(-1) } }),
    );
    expect((await past.json()).details).toEqual([
      { path: 'tender.bidDeadline', message: 'Bid deadline must be in the future' },
    ]);
    const late = await p.supplier.post(
      '/api/logistics/shipments',
      shipmentBody(order.id, { tender: { ...terms, bidDeadline: inDays(5) } }),
    );
    expect((await late.json()).details).toEqual([
      { path: 'tender.bidDeadline', message: 'Bid deadline cannot be after the estimated departure' },
    ]);
  });

  it('expires a tender whose deadline passed: no bid or decline any more, and the filter finds it', async () => {
    const shipment = await tenderedShipment(p);
    const tender = await tenderOf(swift, shipment.id);
    await p.server.database.db
      .update(tenders)
      .set({ bidDeadline: new Date(Date.now() - 60_000) })
      .where(eq(tenders.shipmentId, shipment.id));
    expect(await tenderOf(swift, shipment.id)).toMatchObject({ status: 'expired', allowedActions: [] });
    const late = await swift.post(`/api/tenders/${tender?.id}/accept`, bid(1000));
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatch(/^This tender expired: its bid deadline passed on /);
    expect((await rival.post(`/api/tenders/${tender?.id}/reject`)).status).toBe(409);
    expect((await json(await rival.get('/api/tenders?status=expired&limit=200'), Tenders)).map((t) => t.id)).toContain(
      tender?.id,
    );
  });

  it('two companies bid, the shipper awards one: awarded for the winner, lost for the other, the shipment accepted and a job made', async () => {
    const shipment = await tenderedShipment(p);
    const tender = await tenderOf(swift, shipment.id);
    await json(await swift.post(`/api/tenders/${tender?.id}/accept`, bid(200000)), ZTender);
    await json(
      await rival.post(`/api/tenders/${tender?.id}/accept`, bid(180000, { estimatedDeliveryTime: '1 day' })),
      ZTender,
    );
    const bids = await json(await p.supplier.get(`/api/logistics/shipments/${shipment.id}/bids`), Bids);
    expect(bids.map((b) => b.proposedRate)).toEqual([180000, 200000]);
    expect(bids[1]?.carrier.name).toBe('Swift Haul Logistics');
    expect((await swift.post(`/api/bids/${bids[0]?.id}/award`)).status).toBe(403);
    expect((await p.supplier2.post(`/api/bids/${bids[0]?.id}/award`)).status).toBe(404);

    const awarded = await json(await p.supplier.post(`/api/bids/${bids[0]?.id}/award`), ZShipment);
    expect(awarded).toMatchObject({ status: 'accepted', logisticsOrg: { id: bids[0]?.carrier.id } });
    expect(await tenderOf(rival, shipment.id)).toMatchObject({ status: 'awarded', myBid: { status: 'won' } });
    expect(await tenderOf(swift, shipment.id)).toMatchObject({ status: 'rejected', myBid: { status: 'lost' } });
    expect(
      (await json(await p.supplier.get(`/api/logistics/shipments/${shipment.id}/bids`), Bids)).map((b) => [
        b.status,
        b.allowedActions,
      ]),
    ).toEqual([
      ['won', []],
      ['lost', []],
    ]);
    expect(await jobOf(rival, shipment.id)).toMatchObject({
      status: 'pending',
      progress: 0,
      estimatedDuration: '1 day',
      clientCompany: 'Delta Crude Supply Co',
      priority: 'high',
      specialRequirements: ['Sealed tanker'],
    });
    expect(await jobOf(swift, shipment.id)).toBeUndefined();
    expect((await p.supplier.post(`/api/bids/${bids[1]?.id}/award`)).status).toBe(409);
    // A company that never answered sees the tender expired once the shipment left `tendered`.
    const third = await signUp(p.server, 'thirdhaul', 'logistics');
    expect((await tenderOf(third, shipment.id))?.status).toBe('expired');
  });

  it('lets exactly one of two concurrent awards through (409 for the other), and one of two concurrent bids of a company', async () => {
    const shipment = await tenderedShipment(p);
    const tender = await tenderOf(swift, shipment.id);
    const bids = await Promise.all([
      swift.post(`/api/tenders/${tender?.id}/accept`, bid(1000)),
      swift.post(`/api/tenders/${tender?.id}/accept`, bid(2000)),
    ]);
    expect(bids.map((r) => r.status).sort()).toEqual([200, 409]);
    await json(await rival.post(`/api/tenders/${tender?.id}/accept`, bid(3000)), ZTender);
    const [a, b] = await json(await p.supplier.get(`/api/logistics/shipments/${shipment.id}/bids`), Bids);
    const awards = await Promise.all([
      p.supplier.post(`/api/bids/${a?.id}/award`),
      p.supplier.post(`/api/bids/${b?.id}/award`),
    ]);
    expect(awards.map((r) => r.status).sort()).toEqual([200, 409]);
    const statuses = (await json(await p.supplier.get(`/api/logistics/shipments/${shipment.id}/bids`), Bids))
      .map((x) => x.status)
      .sort();
    expect(statuses).toEqual(['lost', 'won']);
    const winner = awards[0]?.status === 200 ? a : b;
    expect(await jobOf(winner?.carrier.name === 'Swift Haul Logistics' ? swift : rival, shipment.id)).toBeDefined();
  });

  it('a carrier accepting the shipment itself wins at the maximum rate: other bids lost, a job made', async () => {
    const shipment = await tenderedShipment(p);
    const tender = await tenderOf(rival, shipment.id);
    await json(await rival.post(`/api/tenders/${tender?.id}/accept`, bid(1000)), ZTender);
    await json(await swift.post(`/api/logistics/shipments/${shipment.id}/accept`), ZShipment);
    expect(await tenderOf(swift, shipment.id)).toMatchObject({
      status: 'awarded',
      myBid: { status: 'won', proposedRate: MAX },
    });
    expect(await tenderOf(rival, shipment.id)).toMatchObject({ status: 'rejected', myBid: { status: 'lost' } });
    expect(await jobOf(swift, shipment.id)).toMatchObject({ status: 'pending', title: tender?.title });
    expect((await rival.post(`/api/logistics/shipments/${shipment.id}/accept`)).status).toBe(404);
  });
});
