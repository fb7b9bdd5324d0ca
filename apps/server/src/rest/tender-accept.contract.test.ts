import { tenders } from '@energy/db/schema/fleet';
import { ZTender } from '@energy/domain/schemas/fleet';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { bid, jobOf, tenderedShipment, tenderOf } from '@energy/test/fleet';
import { shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';

const MAX = 250000;
const Organizations = z.array(z.object({ id: z.string(), name: z.string() }));
const TrpcShipment = z.object({ result: z.object({ data: ZShipment }) });
const trpcInput = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(input))}`;

/** The shipment as the carrier's Logistics Dashboard lists it (undefined: not listed). */
async function listed(carrier: HttpClient, shipmentId: string) {
  return (await json(await carrier.get('/api/logistics/shipments?limit=200'), z.array(ZShipment))).find(
    (s) => s.id === shipmentId,
  );
}

/** Accepting over REST and over tRPC: both answer the same status and message. */
async function acceptBoth(carrier: HttpClient, shipmentId: string) {
  const rest = await carrier.post(`/api/logistics/shipments/${shipmentId}/accept`);
  const trpc = await carrier.post('/api/trpc/shipment.accept', { id: shipmentId });
  return {
    rest: { status: rest.status, body: (await rest.json()) as { error?: string } },
    trpc: { status: trpc.status, body: await trpc.text() },
  };
}

/**
 * The Logistics Dashboard's Accept takes a tendered shipment only by the tender's rules: before
 * its bid deadline, at its terms, by a company that has not bid on or declined it; on REST and tRPC alike.
 * Item 16: a shipment tendered to a chosen carrier needs no tender terms; that carrier accepts it at the order's terms.
 */
describe.each(testBackends())('accepting a tendered shipment (%s)', (backend) => {
  let p: Parties;
  let swift: HttpClient;
  let logistics2: HttpClient;
  let rival: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    [swift, logistics2] = await Promise.all([signIn(p.server, 'logistics'), signIn(p.server, 'logistics2')]);
    rival = await signUp(p.server, 'acceptrival', 'logistics');
  });
  afterAll(() => p.server.close());

  it('refuses Accept after the bid deadline (409 on REST and tRPC): logistics2 gets no job for an expired tender', async () => {
    const shipment = await tenderedShipment(p);
    expect((await listed(logistics2, shipment.id))?.allowedActions).toContain('shipment.accept');
    await p.server.database.db
      .update(tenders)
      .set({ bidDeadline: new Date(Date.now() - 60_000) })
      .where(eq(tenders.shipmentId, shipment.id));
    expect((await listed(logistics2, shipment.id))?.allowedActions).not.toContain('shipment.accept');
    const { rest, trpc } = await acceptBoth(logistics2, shipment.id);
    expect(rest.status).toBe(409);
    expect(rest.body.error).toMatch(/^This tender expired: its bid deadline passed on /);
    expect(trpc.status).toBe(409);
    expect(trpc.body).toContain('This tender expired');
    expect(await jobOf(logistics2, shipment.id)).toBeUndefined();
    expect((await json(await p.supplier.get(`/api/logistics/shipments/${shipment.id}`), ZShipment)).status).toBe(
      'tendered',
    );
  });

  it("refuses Accept at the maximum rate while the company's own lower bid waits for the award (409 on REST and tRPC)", async () => {
    const shipment = await tenderedShipment(p);
    const tender = await tenderOf(swift, shipment.id);
    await json(await swift.post(`/api/tenders/${tender?.id}/accept`, bid(MAX * 0.8)), ZTender);
    expect((await listed(swift, shipment.id))?.allowedActions).not.toContain('shipment.accept');
    const { rest, trpc } = await acceptBoth(swift, shipment.id);
    expect(rest.status).toBe(409);
    expect(rest.body.error).toBe('Your company has already answered this tender: its bid is submitted');
    expect(trpc.status).toBe(409);
    // The bid stands at its own rate, waiting for the shipper; no job.
    expect(await tenderOf(swift, shipment.id)).toMatchObject({
      status: 'accepted',
      myBid: { status: 'submitted', proposedRate: MAX * 0.8 },
    });
    expect(await jobOf(swift, shipment.id)).toBeUndefined();
  });

  it('refuses Accept after the company declined the tender, and no longer offers it', async () => {
    const shipment = await tenderedShipment(p);
    const tender = await tenderOf(rival, shipment.id);
    await json(await rival.post(`/api/tenders/${tender?.id}/reject`), ZTender);
    expect((await listed(rival, shipment.id))?.allowedActions).toEqual([]);
    const { rest, trpc } = await acceptBoth(rival, shipment.id);
    expect(rest.status).toBe(409);
    expect(rest.body.error).toBe('Your company has already answered this tender: its bid is declined');
    expect(trpc.status).toBe(409);
    expect(await jobOf(rival, shipment.id)).toBeUndefined();
  });

  it('accepts an open tender before its deadline at its terms: a won bid at the maximum rate and a job', async () => {
    const shipment = await tenderedShipment(p);
    const accepted = (await json(await logistics2.post('/api/trpc/shipment.accept', { id: shipment.id }), TrpcShipment))
      .result.data;
    expect(accepted.status).toBe('accepted');
    expect(await tenderOf(logistics2, shipment.id)).toMatchObject({
      status: 'awarded',
      myBid: { status: 'won', proposedRate: MAX },
    });
    expect(await jobOf(logistics2, shipment.id)).toMatchObject({ status: 'pending' });
  });

  it("creates a shipment for a chosen carrier without tender terms (201); the carrier accepts it at the order's terms", async () => {
    const swiftOrg = (await json(await p.supplier.get('/api/organizations?type=logistics'), Organizations)).find(
      (o) => o.name === 'Swift Haul Logistics',
    );
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const { tender: _terms, ...withoutTerms } = shipmentBody(order.id, { logisticsOrgId: swiftOrg?.id });
    const created = await json(await p.supplier.post('/api/logistics/shipments', withoutTerms), ZShipment, 201);
    expect(created).toMatchObject({ status: 'tendered', logisticsOrg: { id: swiftOrg?.id } });
    // No tender to bid on: the chosen carrier answers the shipment itself.
    expect(await tenderOf(swift, created.id)).toBeUndefined();
    expect((await listed(swift, created.id))?.allowedActions).toEqual(['shipment.accept', 'shipment.decline']);
    expect(await listed(rival, created.id)).toBeUndefined();
    expect((await rival.post(`/api/logistics/shipments/${created.id}/accept`)).status).toBe(404);
    const accepted = (
      await json(await swift.get(`/api/trpc/shipment.byId${trpcInput({ id: created.id })}`), TrpcShipment)
    ).result.data;
    expect(accepted.allowedActions).toEqual(['shipment.accept', 'shipment.decline']);
    expect((await json(await swift.post(`/api/logistics/shipments/${created.id}/accept`), ZShipment)).status).toBe(
      'accepted',
    );
    expect(await jobOf(swift, created.id)).toMatchObject({ status: 'pending' });

    // An open tender (no carrier chosen) still needs its terms.
    const second = await signedOrder(p);
    await p.supplier.post(`/api/orders/${second.order.id}/confirm`);
    const { tender: _none, ...openWithoutTerms } = shipmentBody(second.order.id);
    const refused = await p.supplier.post('/api/logistics/shipments', openWithoutTerms);
    expect(refused.status).toBe(400);
    expect((await refused.json()).details).toEqual([
      {
        path: 'tender',
        message:
          'Tender terms are required for an open tender: choose a logistics company or give a maximum rate and a bid deadline',
      },
    ]);
  });
});
