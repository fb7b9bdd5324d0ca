import { orders } from '@energy/db/schema/orders';
import { ledgerEntries } from '@energy/db/schema/payments';
import {
  confirmReceiptMessage,
  processedNotice,
  processPaymentMessage,
  receiptConfirmedNotice,
} from '@energy/domain/escrow-messages';
import { ZOrder, ZPayment, ZShipment, type TOrder } from '@energy/domain/schemas/fulfilment';
import { internalLedger } from '@energy/trpc/payments/provider';
import { releaseDueEscrow } from '@energy/trpc/routers/payment/release-due';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierSteps } from '@energy/test/crew';
import { testBackends } from '@energy/test/databases';
import { paymentsOf, pod, processPayment, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, startParties, type Parties } from '@energy/test/procurement';

const HOUR = 3_600_000;

/**
 * Confirming receipt before anything was captured records the receipt and releases nothing; the
 * money captured afterwards is released at once (captured -> completed in finance's call), and the escrow's
 * releasedAt is set only then. Over REST, tRPC and the release job; the money messages follow each state (item 19).
 */
describe.each(testBackends())('receipt confirmed before capture (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    logistics = await signIn(p.server, 'logistics');
  });
  afterAll(() => p.server.close());

  /** A signed order delivered with proof of delivery, nothing paid: its payments all pending. */
  async function deliveredUnpaid() {
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept', 'start-transit', 'deliver']);
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod()), ZShipment);
    const payments = await paymentsOf(p.finance, order.id);
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((pay) => pay.status === 'pending')).toBe(true);
    return { order, payments };
  }
  const orderOf = async (id: string) => json(await p.buyer.get(`/api/orders/${id}`), ZOrder);
  const ledgerOf = async (paymentIds: string[]) =>
    (await p.server.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.paymentId, paymentIds)))
      .map((e) => `${e.entryType}:${e.amount}`)
      .sort();
  /** The buyer confirms receipt through tRPC, as the web app does. */
  const confirmReceiptTrpc = async (orderId: string): Promise<TOrder> => {
    const response = await p.buyer.post('/api/trpc/order.confirmReceipt', { id: orderId });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return ZOrder.parse((JSON.parse(text) as { result: { data: unknown } }).result.data);
  };

  it('REST: the receipt is recorded, nothing is captured or released, escrow not marked released; a capture then releases at once', async () => {
    const { order, payments } = await deliveredUnpaid();
    const total = payments.reduce((sum, pay) => sum + pay.amount, 0);
    const before = await orderOf(order.id);
    expect(before.escrow).toMatchObject({
      receiptConfirmedAt: null,
      releasedAt: null,
      heldAmount: 0,
      uncapturedAmount: total,
    });
    expect(confirmReceiptMessage(before)).toMatch(
      /^Nothing has been captured into escrow yet, so nothing is released now/,
    );

    const confirmed = await json(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), ZOrder);
    expect(confirmed.status).toBe('delivered');
    expect(confirmed.escrow).toMatchObject({
      receiptConfirmedAt: expect.any(String),
      releasedAt: null,
      heldAmount: 0,
      uncapturedAmount: total,
    });
    expect(receiptConfirmedNotice(confirmed).message).toMatch(
      /receipt recorded\. Nothing was captured into escrow yet, so nothing was released/,
    );
    expect(await ledgerOf(payments.map((x) => x.id))).toEqual([]);
    for (const pay of await paymentsOf(p.finance, order.id)) {
      expect(pay).toMatchObject({
        status: 'pending',
        ledger: [],
        escrow: { receiptConfirmedAt: confirmed.escrow.receiptConfirmedAt, releasedAt: null },
      });
      expect(processPaymentMessage(pay)).toMatch(
        /^The buyer already confirmed receipt: .* is taken from .* and released to .* at once\.$/,
      );
    }
    // Confirmed once: a second confirmation is refused, and the buyer's button is gone.
    const again = await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(
      `Receipt of this order was already confirmed on ${confirmed.escrow.receiptConfirmedAt}`,
    );
    expect((await orderOf(order.id)).allowedActions).not.toContain('order.confirmReceipt');
    // The release job has nothing to release: nothing is in escrow.
    expect(await releaseDueEscrow(p.server.database.db, internalLedger, new Date(Date.now() + 49 * HOUR))).toBe(0);
    expect((await orderOf(order.id)).escrow.releasedAt).toBeNull();

    // Finance captures the first payment: captured and released in this call, the escrow released now.
    const [first, ...rest] = payments;
    if (!first) throw new Error('no payment');
    const processed = await json(
      await processPayment(p.finance, first.id, first.amount, `receipt-first-${first.id}`),
      ZPayment,
    );
    expect(processed.status).toBe('completed');
    expect(processed.ledger.map((e) => e.entryType)).toEqual(['capture', 'release']);
    expect(processed.escrow.releasedAt).not.toBeNull();
    expect(processedNotice(processed)).toMatchObject({ title: 'Payment Captured and Released', failed: false });
    const afterFirst = await orderOf(order.id);
    expect(afterFirst.escrow).toMatchObject({
      releasedAt: processed.escrow.releasedAt,
      heldAmount: 0,
      uncapturedAmount: total - first.amount,
    });
    expect(afterFirst.status).toBe(rest.length > 0 ? 'delivered' : 'completed');

    for (const [i, pay] of rest.entries()) {
      expect(
        (await json(await processPayment(p.finance, pay.id, pay.amount, `receipt-rest-${pay.id}-${i}`), ZPayment))
          .status,
      ).toBe('completed');
    }
    const done = await orderOf(order.id);
    expect(done).toMatchObject({
      status: 'completed',
      escrow: { releasedAt: processed.escrow.releasedAt, heldAmount: 0, uncapturedAmount: 0 },
    });
    expect(await ledgerOf(payments.map((x) => x.id))).toEqual(
      payments.flatMap((x) => [`capture:${x.amount}`, `release:${x.amount}`]).sort(),
    );
  });

  it('tRPC: the same call records the receipt only; the order holds no released escrow until money is captured', async () => {
    const { order, payments } = await deliveredUnpaid();
    const confirmed = await confirmReceiptTrpc(order.id);
    expect(confirmed).toMatchObject({
      status: 'delivered',
      escrow: { releasedAt: null, receiptConfirmedAt: expect.any(String), heldAmount: 0 },
    });
    expect(await ledgerOf(payments.map((x) => x.id))).toEqual([]);
    const [row] = await p.server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.releasedAt).toBeNull();
    expect(row?.receiptConfirmedAt).not.toBeNull();
  });

  it('receipt after capture still releases the captured money at once (the order completes)', async () => {
    const { order, payments } = await deliveredUnpaid();
    for (const [i, pay] of payments.entries()) {
      const captured = await json(
        await processPayment(p.finance, pay.id, pay.amount, `before-receipt-${pay.id}-${i}`),
        ZPayment,
      );
      expect(captured.status).toBe('captured');
      expect(processedNotice(captured).message).toMatch(
        /is held in escrow until the buyer confirms receipt or the inspection period ends\.$/,
      );
    }
    const before = await orderOf(order.id);
    expect(confirmReceiptMessage(before)).toMatch(/held in escrow is released to .* now\.$/);
    const confirmed = await json(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), ZOrder);
    expect(confirmed).toMatchObject({ status: 'completed', escrow: { heldAmount: 0, uncapturedAmount: 0 } });
    expect(confirmed.escrow.releasedAt).toBe(confirmed.escrow.receiptConfirmedAt);
    expect(receiptConfirmedNotice(confirmed).message).toMatch(/the money held in escrow was released to/);
    expect(await ledgerOf(payments.map((x) => x.id))).toHaveLength(payments.length * 2);
  });

  it('the job: an inspection period over with nothing captured releases nothing; a later capture is released at once', async () => {
    const { order, payments } = await deliveredUnpaid();
    const db = p.server.database.db;
    await db
      .update(orders)
      .set({ releaseDueAt: new Date(Date.now() - HOUR) })
      .where(eq(orders.id, order.id));
    expect(await releaseDueEscrow(db, internalLedger)).toBe(0);
    const ended = await orderOf(order.id);
    expect(ended).toMatchObject({ status: 'delivered', escrow: { releasedAt: null, receiptConfirmedAt: null } });
    expect(await ledgerOf(payments.map((x) => x.id))).toEqual([]);
    const [pending] = await paymentsOf(p.finance, order.id);
    if (!pending) throw new Error('no payment');
    expect(processPaymentMessage(pending)).toMatch(/^The inspection period is over: /);
    const processed = await json(
      await processPayment(p.finance, pending.id, pending.amount, `after-inspection-${pending.id}`),
      ZPayment,
    );
    expect(processed.status).toBe('completed');
    expect((await orderOf(order.id)).escrow.releasedAt).not.toBeNull();
  });
});
