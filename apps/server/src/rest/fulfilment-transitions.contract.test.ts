import { PaymentDeclined, type PaymentProvider, internalLedger } from '@energy/trpc/payments/provider';
import { ZSettlementDashboard } from '@energy/domain/schemas/contract';
import { ZPayment, ZShipment } from '@energy/domain/schemas/fulfilment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsOf, processPayment, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import { json, signIn, type Parties } from '@energy/test/procurement';
import { startTestServer } from '@energy/test/server';

/** A provider that declines its first capture, as a real one might (insufficient funds). */
function decliningOnce(): PaymentProvider {
  let declined = false;
  return {
    ...internalLedger,
    name: 'declining-once',
    async capture(tx, payment) {
      if (!declined) {
        declined = true;
        throw new PaymentDeclined('Insufficient funds');
      }
      return internalLedger.capture(tx, payment);
    },
  };
}

describe.each(testBackends())('refused fulfilment transitions (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    const server = await startTestServer(backend, { payments: decliningOnce() });
    const [buyer, finance, supplier, supplier2, carrier] = await Promise.all([
      signIn(server, 'buyer'),
      signIn(server, 'finance'),
      signIn(server, 'supplier'),
      signIn(server, 'supplier2'),
      signIn(server, 'logistics'),
    ]);
    p = { server, buyer, finance, supplier, supplier2 };
    logistics = carrier;
  });
  afterAll(() => p.server.close());

  it('marks a declined payment failed, and a retry with a new key captures it', async () => {
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const [advance] = await paymentsOf(p.finance, order.id);
    const failed = await json(
      await processPayment(p.finance, advance?.id ?? '', advance?.amount ?? 0, 'decline-key-0001'),
      ZPayment,
    );
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Insufficient funds', ledger: [] });
    const dashboard = await json(await p.finance.get('/api/settlements/dashboard'), ZSettlementDashboard);
    expect(dashboard.paymentMetrics.failedPayments).toBe(1);
    const retried = await json(
      await processPayment(p.finance, advance?.id ?? '', advance?.amount ?? 0, 'decline-key-0002'),
      ZPayment,
    );
    expect(retried).toMatchObject({ status: 'captured', failureReason: null });
  });

  it('answers 409 to every step out of order and changes nothing', async () => {
    const { order } = await signedOrder(p);
    const early = await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id));
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: 'This order is created: transport is arranged for a confirmed order' });
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    expect((await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id))).status).toBe(409);
    expect((await logistics.post(`/api/logistics/shipments/${shipment.id}/start-transit`)).status).toBe(409);
    expect((await logistics.post(`/api/logistics/shipments/${shipment.id}/deliver`)).status).toBe(409);
    await logistics.post(`/api/logistics/shipments/${shipment.id}/accept`);
    expect((await logistics.post(`/api/logistics/shipments/${shipment.id}/accept`)).status).toBe(409);
    expect((await p.supplier.post(`/api/logistics/shipments/${shipment.id}/accept`)).status).toBe(403);
    const unchanged = await json(await logistics.get(`/api/logistics/shipments/${shipment.id}`), ZShipment);
    expect(unchanged).toMatchObject({ status: 'accepted', actualDeparture: null });
    expect(
      (
        await p.supplier.post(
          '/api/logistics/shipments',
          shipmentBody(order.id, { estimatedArrival: shipmentBody(order.id).estimatedDeparture }),
        )
      ).status,
    ).toBe(400);
  });
});
