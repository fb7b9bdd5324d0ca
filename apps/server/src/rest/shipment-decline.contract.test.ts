import { ZOrder, ZShipment } from '@energy/domain/schemas/fulfilment';
import { notifyNow } from '@energy/test/mail';
import { ZNotification } from '@energy/domain/schemas/notification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { tenderOf } from '@energy/test/fleet';
import { shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, startParties, type Parties } from '@energy/test/procurement';

const Organizations = z.array(z.object({ id: z.string(), name: z.string() }));
const TrpcShipment = z.object({ result: z.object({ data: ZShipment }) });
const SWIFT = 'Swift Haul Logistics';

/** The shipment as the carrier's Logistics Dashboard lists it (undefined: not listed). */
async function listed(carrier: HttpClient, shipmentId: string) {
  return (await json(await carrier.get('/api/logistics/shipments?limit=200'), z.array(ZShipment))).find(
    (s) => s.id === shipmentId,
  );
}

/**
 * A shipment tendered to a chosen carrier without tender terms is answered by that carrier at the
 * order's terms: it accepts (tender-accept.contract.test.ts) or declines. Declining cancels the shipment and takes the
 * order back from allocated to confirmed, so the supplier arranges transport again; the supplier is told why.
 */
describe.each(testBackends())('a chosen carrier declines a shipment without a tender (%s)', (backend) => {
  let p: Parties;
  let swift: HttpClient;
  let logistics2: HttpClient;
  let swiftOrg: string;

  /** A confirmed order and a shipment tendered to Swift Haul: without tender terms, or with them. */
  async function namedShipment(withTerms = false) {
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const { tender, ...withoutTerms } = shipmentBody(order.id, { logisticsOrgId: swiftOrg });
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', withTerms ? { ...withoutTerms, tender } : withoutTerms),
      ZShipment,
      201,
    );
    return { order, shipment };
  }
  const orderStatus = async (orderId: string) =>
    (await json(await p.supplier.get(`/api/orders/${orderId}`), ZOrder)).status;

  beforeAll(async () => {
    p = await startParties(backend);
    [swift, logistics2] = await Promise.all([signIn(p.server, 'logistics'), signIn(p.server, 'logistics2')]);
    const found = (await json(await p.supplier.get('/api/organizations?type=logistics'), Organizations)).find(
      (o) => o.name === SWIFT,
    );
    if (!found) throw new Error(`${SWIFT} is not seeded`);
    swiftOrg = found.id;
  });
  afterAll(() => p.server.close());

  it('offers Decline beside Accept; declining over REST cancels the shipment, confirms the order again and tells the supplier why; the supplier arranges another shipment (201)', async () => {
    const { order, shipment } = await namedShipment();
    expect(await orderStatus(order.id)).toBe('allocated');
    expect((await listed(swift, shipment.id))?.allowedActions).toEqual(['shipment.accept', 'shipment.decline']);

    const declined = await json(
      await swift.post(`/api/logistics/shipments/${shipment.id}/decline`, { reason: 'No tanker free that week' }),
      ZShipment,
    );
    expect(declined).toMatchObject({ id: shipment.id, status: 'cancelled', allowedActions: [] });
    expect(await orderStatus(order.id)).toBe('confirmed');
    // The supplier's confirmation is not offered again on the order: it is confirmed already.
    expect((await json(await p.supplier.get(`/api/orders/${order.id}`), ZOrder)).allowedActions).not.toContain(
      'order.confirm',
    );

    await notifyNow(p.server);
    const told = (
      await json(await p.supplier.get('/api/notifications?type=shipment&limit=100'), z.array(ZNotification))
    ).filter((n) => n.message.includes(shipment.shipmentNumber));
    expect(told.map((n) => [n.title, n.message])).toContainEqual([
      'Shipment declined',
      `${SWIFT} declined shipment ${shipment.shipmentNumber} (order ${order.orderNumber}): No tanker free that week. Its order is confirmed again: arrange transport for it.`,
    ]);

    // The supplier arranges transport again for the same order.
    const again = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id, { logisticsOrgId: swiftOrg })),
      ZShipment,
      201,
    );
    expect(again).toMatchObject({ orderId: order.id, status: 'tendered' });
    expect(await orderStatus(order.id)).toBe('allocated');
  });

  it("declines over tRPC without a reason; a second decline is 409 naming the shipment's state", async () => {
    const { order, shipment } = await namedShipment();
    const declined = (await json(await swift.post('/api/trpc/shipment.decline', { id: shipment.id }), TrpcShipment))
      .result.data;
    expect(declined.status).toBe('cancelled');
    expect(await orderStatus(order.id)).toBe('confirmed');

    const rest = await swift.post(`/api/logistics/shipments/${shipment.id}/decline`, {});
    expect(rest.status).toBe(409);
    expect(await rest.json()).toMatchObject({
      error: 'This shipment is cancelled: only a tendered shipment can be declined',
    });
    const trpc = await swift.post('/api/trpc/shipment.decline', { id: shipment.id });
    expect(trpc.status).toBe(409);
    expect(await trpc.text()).toContain('This shipment is cancelled: only a tendered shipment can be declined');
    expect(await orderStatus(order.id)).toBe('confirmed');
  });

  it("keeps the decline with the chosen carrier: another carrier cannot see the shipment (404), the supplier holds no carrier's permission (403)", async () => {
    const { order, shipment } = await namedShipment();
    expect(await listed(logistics2, shipment.id)).toBeUndefined();
    expect((await logistics2.post(`/api/logistics/shipments/${shipment.id}/decline`, {})).status).toBe(404);
    expect((await logistics2.post('/api/trpc/shipment.decline', { id: shipment.id })).status).toBe(404);
    const bySupplier = await p.supplier.post(`/api/logistics/shipments/${shipment.id}/decline`, {});
    expect(bySupplier.status).toBe(403);
    expect(await bySupplier.json()).toMatchObject({ error: 'Missing permission: shipment:accept' });
    expect((await listed(swift, shipment.id))?.status).toBe('tendered');
    expect(await orderStatus(order.id)).toBe('allocated');
  });

  it('refuses to decline a shipment with a tender (409 naming tender.reject): its tender is answered instead', async () => {
    const { order, shipment } = await namedShipment(true);
    expect(await tenderOf(swift, shipment.id)).toBeDefined();
    expect((await listed(swift, shipment.id))?.allowedActions).toEqual(['shipment.accept']);
    const rest = await swift.post(`/api/logistics/shipments/${shipment.id}/decline`, { reason: 'Too far' });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toMatchObject({
      error: 'This shipment has a tender: decline it by rejecting the tender (tender.reject)',
    });
    const trpc = await swift.post('/api/trpc/shipment.decline', { id: shipment.id });
    expect(trpc.status).toBe(409);
    expect(await trpc.text()).toContain('tender.reject');
    expect((await listed(swift, shipment.id))?.status).toBe('tendered');
    expect(await orderStatus(order.id)).toBe('allocated');
  });
});
