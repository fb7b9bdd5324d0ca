import { auditLog } from '@energy/db/schema/audit';
import { ledgerEntries } from '@energy/db/schema/payments';
import { ZContract } from '@energy/domain/schemas/contract';
import { ZOrder, ZPayment, ZShipment } from '@energy/domain/schemas/fulfilment';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierSteps, crewJob } from '@energy/test/crew';
import {
  Orders,
  Payments,
  paymentsOf,
  pod,
  processPayment,
  shipmentBody,
  Shipments,
  signedOrder,
} from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { SIGNATURE_PNG } from '@energy/test/images';
import { testBackends } from '@energy/test/databases';
import { json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';

describe.each(testBackends())('fulfilment over HTTP (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    logistics = await signIn(p.server, 'logistics');
  });
  afterAll(() => p.server.close());

  it('runs the chain: confirm -> shipment -> accept -> transit -> delivered -> paid -> POD -> buyer confirms receipt -> released -> completed', async () => {
    const { order, contractId } = await signedOrder(p);
    expect((await p.buyer.post(`/api/orders/${order.id}/confirm`)).status).toBe(403);
    const confirmed = await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), ZOrder);
    expect(confirmed.status).toBe('confirmed');
    expect((await p.supplier.post(`/api/orders/${order.id}/confirm`)).status).toBe(409);
    expect((await json(await p.finance.get(`/api/contracts/${contractId}`), ZContract)).status).toBe('active');
    const [advance, balance] = await paymentsOf(p.finance, order.id);
    expect([advance?.amount, balance?.amount, advance?.status, balance?.status]).toEqual([
      10000000,
      40000000,
      'pending',
      'pending',
    ]);

    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    expect(shipment).toMatchObject({ status: 'tendered', logisticsOrg: null });
    expect((await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder)).status).toBe('allocated');
    expect((await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod())).status).toBe(409);
    const accepted = await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/accept`), ZShipment);
    expect(accepted.logisticsOrg?.name).toBe('Swift Haul Logistics');
    await crewJob(p.server, logistics, shipment.id);
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/start-transit`), ZShipment);
    expect((await p.buyer.post(`/api/orders/${order.id}/cancel`, { reason: 'Too late' })).status).toBe(409);
    const delivered = await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/deliver`), ZShipment);
    expect(delivered.actualArrival).not.toBeNull();
    expect((await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder)).status).toBe('delivered');

    const captured = await json(
      await processPayment(p.finance, advance?.id ?? '', 10000000, 'key-advance-0001'),
      ZPayment,
    );
    expect(captured).toMatchObject({ status: 'captured', ledger: [{ entryType: 'capture', amount: 10000000 }] });

    const proven = await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod()), ZShipment);
    expect(proven).toMatchObject({
      status: 'pod_confirmed',
      podData: { recipientName: 'Tunde Bakare', signature: SIGNATURE_PNG },
    });
    // Proof of delivery holds the money in escrow for the buyer's inspection; the buyer's receipt releases it.
    expect((await json(await p.finance.get(`/api/payments/${advance?.id}`), ZPayment)).status).toBe('captured');
    const received = await json(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), ZOrder);
    expect(received.status).toBe('delivered');
    const released = await json(await p.finance.get(`/api/payments/${advance?.id}`), ZPayment);
    expect(released.status).toBe('completed');
    // The ledger names its accounts as people know them, never as raw organization ids.
    expect(released.ledger.map((e) => [e.entryType, e.debitAccountName, e.creditAccountName])).toEqual([
      ['capture', released.payerOrg.name, 'Platform escrow'],
      ['release', 'Platform escrow', released.payeeOrg.name],
    ]);

    // Captured after the release: paid out at once.
    await json(await processPayment(p.finance, balance?.id ?? '', 40000000, 'key-balance-0001'), ZPayment);
    const done = await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder);
    expect(done.status).toBe('completed');
    expect(done.shipment?.podData?.recipientName).toBe('Tunde Bakare');
    const contract = await json(await p.finance.get(`/api/contracts/${contractId}`), ZContract);
    expect(contract).toMatchObject({
      status: 'completed',
      settlementStatus: 'completed',
      amountPaid: 50000000,
      amountDue: 0,
    });
  });

  it('processes a payment once per Idempotency-Key: replays answer alike, another amount is 422, no key is 400', async () => {
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const [advance] = await paymentsOf(p.finance, order.id);
    const id = advance?.id ?? '';
    expect(
      (await p.buyer.post(`/api/payments/${id}/process`, { amount: 10000000 }, { 'idempotency-key': 'buyer-key-0001' }))
        .status,
    ).toBe(403);
    const missing = await p.finance.post(`/api/payments/${id}/process`, { amount: 10000000 });
    expect(missing.status).toBe(400);
    expect((await missing.json()).details).toContainEqual({
      path: 'idempotencyKey',
      message: 'An Idempotency-Key is required to process a payment',
    });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => processPayment(p.finance, id, 10000000, 'same-key-0001').then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    const captures = await p.server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, id));
    expect(captures).toHaveLength(1);
    const transitions = await p.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'payment.captured')));
    expect(transitions).toHaveLength(1);
    const otherAmount = await processPayment(p.finance, id, 999, 'same-key-0001');
    expect(otherAmount.status).toBe(422);
    expect(await otherAmount.json()).toEqual({
      error: 'This Idempotency-Key was already used with a different amount',
    });
    expect((await processPayment(p.finance, id, 10000000, 'another-key-0001')).status).toBe(409);
  });

  it("accepts one of two proofs of delivery submitted at the same moment; the buyer's receipt then releases escrow once", async () => {
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept', 'start-transit', 'deliver']);
    const payments = await paymentsOf(p.finance, order.id);
    for (const [i, pay] of payments.entries()) await processPayment(p.finance, pay.id, pay.amount, `pod-race-key-${i}`);
    const statuses = await Promise.all(
      [
        logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod()),
        p.supplier.post(`/api/logistics/shipments/${shipment.id}/pod`, pod({ recipientName: 'Someone else' })),
      ].map((r) => r.then((x) => x.status)),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    for (const pay of payments) {
      const entries = await p.server.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.paymentId, pay.id));
      expect(entries.map((e) => e.entryType)).toEqual(['capture']);
    }
    await json(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), ZOrder);
    for (const pay of payments) {
      const entries = await p.server.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.paymentId, pay.id));
      expect(entries.map((e) => e.entryType).sort()).toEqual(['capture', 'release']);
    }
    expect((await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder)).status).toBe('completed');
  });

  it("validates proof of delivery with the spec's messages", async () => {
    const response = await logistics.post(`/api/logistics/shipments/00000000-0000-4000-8000-000000000000/pod`, {
      deliveredAt: '',
      recipientName: ' ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual([
      { path: 'deliveredAt', message: 'Delivery date/time is required' },
      { path: 'recipientName', message: 'Recipient name is required' },
    ]);
  });

  it('cancels before transit with a reason: the shipment and contract are cancelled and escrow refunded', async () => {
    const { order, contractId } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const shipment = await json(
      await p.supplier.post(
        '/api/logistics/shipments',
        shipmentBody(order.id, {
          logisticsOrgId: (
            await json(await p.supplier.get('/api/organizations?type=logistics'), z.array(z.object({ id: z.string() })))
          )[0]?.id,
        }),
      ),
      ZShipment,
      201,
    );
    const [advance] = await paymentsOf(p.finance, order.id);
    await processPayment(p.finance, advance?.id ?? '', advance?.amount ?? 0, 'cancel-key-0001');
    const noReason = await p.buyer.post(`/api/orders/${order.id}/cancel`, { reason: '' });
    expect((await noReason.json()).details).toEqual([
      { path: 'reason', message: 'A reason is required to cancel an order' },
    ]);
    const cancelled = await json(
      await p.buyer.post(`/api/orders/${order.id}/cancel`, { reason: 'Plant shutdown' }),
      ZOrder,
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Plant shutdown',
      shipment: { id: shipment.id, status: 'cancelled' },
    });
    const payments = await paymentsOf(p.finance, order.id);
    expect(payments.map((x) => x.status)).toEqual(['refunded', 'refunded']);
    expect(payments.find((x) => x.id === advance?.id)?.ledger.map((e) => e.entryType)).toEqual(['capture', 'refund']);
    expect((await json(await p.finance.get(`/api/contracts/${contractId}`), ZContract)).status).toBe('cancelled');
    expect((await p.buyer.post(`/api/orders/${order.id}/cancel`, { reason: 'again' })).status).toBe(409);
  });

  it('keeps organizations apart: orders, shipments and payments, list and by id, REST and tRPC', async () => {
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    const rivalCarrier = await signUp(p.server, 'rivalhaul', 'logistics');
    expect((await json(await rivalCarrier.get('/api/logistics/shipments'), Shipments)).map((s) => s.id)).toContain(
      shipment.id,
    );
    await logistics.post(`/api/logistics/shipments/${shipment.id}/accept`);
    expect((await json(await rivalCarrier.get('/api/logistics/shipments'), Shipments)).map((s) => s.id)).not.toContain(
      shipment.id,
    );
    expect((await rivalCarrier.post(`/api/logistics/shipments/${shipment.id}/accept`)).status).toBe(404);
    expect((await json(await logistics.get('/api/orders'), Orders)).map((o) => o.id)).toContain(order.id);

    const pending = await json(await p.buyer.get('/api/orders/pending'), Orders);
    expect(pending.map((o) => o.id)).toContain(order.id);
    expect(pending.every((o) => o.status !== 'completed' && o.status !== 'cancelled')).toBe(true);
    const carriers = await json(
      await p.supplier.get('/api/organizations?type=logistics'),
      z.array(z.object({ id: z.string(), name: z.string(), type: z.literal('logistics') })),
    );
    expect(carriers.map((c) => c.name)).toContain('Swift Haul Logistics');
    expect((await p.supplier.get('/api/organizations?type=bank')).status).toBe(400);

    const outsider = await signUp(p.server, 'rivalbuyer2', 'buyer');
    expect(await json(await outsider.get('/api/orders'), Orders)).toEqual([]);
    expect(await json(await outsider.get('/api/payments'), Payments)).toEqual([]);
    expect((await outsider.get(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await p.supplier2.get(`/api/logistics/shipments/${shipment.id}`)).status).toBe(404);
    const [payment] = await paymentsOf(p.finance, order.id);
    expect((await outsider.get(`/api/payments/${payment?.id}`)).status).toBe(404);
    const trpc = await outsider.get(
      `/api/trpc/order.byId?input=${encodeURIComponent(JSON.stringify({ id: order.id }))}`,
    );
    expect(trpc.status).toBe(404);
    expect(await json(await logistics.get('/api/payments'), Payments)).toEqual([]);
  });
});
