import { orders } from '@energy/db/schema/orders';
import { ledgerEntries } from '@energy/db/schema/payments';
import { ZOrder } from '@energy/domain/schemas/fulfilment';
import { internalLedger } from '@energy/trpc/payments/provider';
import { releaseDueEscrow } from '@energy/trpc/routers/payment/release-due';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { paymentsOf, signedOrder, provenOrder as provenOrderOf } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';

const HOUR = 3_600_000;

/** Proof of delivery opens an inspection period; the buyer's receipt or its end releases escrow. */
describe.each(testBackends())('escrow release after inspection (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    logistics = await signIn(p.server, 'logistics');
  });
  afterAll(() => p.server.close());

  const provenOrder = () => provenOrderOf(p, logistics, 'escrow');
  const releasesOf = async (paymentIds: string[]) =>
    p.server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.paymentId, paymentIds), eq(ledgerEntries.entryType, 'release')));
  const confirmReceipt = (client: HttpClient, orderId: string) => client.post(`/api/orders/${orderId}/confirm-receipt`);

  it('proof of delivery releases nothing: it starts the 48-hour inspection period shown on orders and payments', async () => {
    const { order, payments, podAt } = await provenOrder();
    expect(await releasesOf(payments.map((x) => x.id))).toHaveLength(0);
    const afterPod = await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder);
    expect(afterPod.status).toBe('delivered');
    expect(afterPod.escrow.releasedAt).toBeNull();
    const due = new Date(afterPod.escrow.releaseDueAt ?? 0).getTime();
    expect(Math.abs(due - (podAt + 48 * HOUR))).toBeLessThan(60_000);
    for (const payment of await paymentsOf(p.finance, order.id)) {
      expect(payment).toMatchObject({
        status: 'captured',
        escrow: { releaseDueAt: afterPod.escrow.releaseDueAt, releasedAt: null },
      });
    }
  });

  it("releases on the buyer's confirmation of receipt, once; nobody else may confirm, and not before proof of delivery", async () => {
    const early = await signedOrder(p);
    const notYet = await confirmReceipt(p.buyer, early.order.id);
    expect(notYet.status).toBe(409);
    expect(await notYet.json()).toEqual({
      error: 'This order is created: receipt is confirmed after proof of delivery',
    });

    const { order, payments } = await provenOrder();
    const carrier = await confirmReceipt(logistics, order.id);
    expect(carrier.status).toBe(403);
    expect(await carrier.json()).toEqual({ error: 'Missing permission: order:confirmReceipt' });
    expect((await confirmReceipt(p.supplier, order.id)).status).toBe(403);
    expect((await confirmReceipt(p.finance, order.id)).status).toBe(403);
    // A buyer of another organization holds the verb but cannot see the order: 404.
    const stranger = await signUp(p.server, `buyer${Date.now() % 100000}`, 'buyer');
    expect((await confirmReceipt(stranger, order.id)).status).toBe(404);
    expect(await releasesOf(payments.map((x) => x.id))).toHaveLength(0);

    const confirmed = await json(await confirmReceipt(p.buyer, order.id), ZOrder);
    expect(confirmed.status).toBe('completed');
    expect(confirmed.escrow.releasedAt).not.toBeNull();
    expect(confirmed.escrow.receiptConfirmedAt).toBe(confirmed.escrow.releasedAt);
    expect(await releasesOf(payments.map((x) => x.id))).toHaveLength(payments.length);
    const again = await confirmReceipt(p.buyer, order.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/^This order's escrow is already released: receipt was confirmed on /);
    expect(await releasesOf(payments.map((x) => x.id))).toHaveLength(payments.length);
  });

  it('the job releases only orders whose inspection period has ended, and asks the dispute hook first', async () => {
    const ended = await provenOrder();
    const running = await provenOrder();
    const disputed = await provenOrder();
    const db = p.server.database.db;
    await db
      .update(orders)
      .set({ releaseDueAt: new Date(Date.now() - HOUR) })
      .where(inArray(orders.id, [ended.order.id, disputed.order.id]));

    const asked: string[] = [];
    const released = await releaseDueEscrow(db, internalLedger, new Date(), {
      hasOpenDispute: async (_tx, orderId) => {
        asked.push(orderId);
        return orderId === disputed.order.id;
      },
    });
    expect(asked).toEqual(expect.arrayContaining([ended.order.id, disputed.order.id]));
    expect(asked).not.toContain(running.order.id);
    expect(released).toBe(ended.payments.length);
    expect(await releasesOf(ended.payments.map((x) => x.id))).toHaveLength(ended.payments.length);
    expect(await releasesOf([...running.payments, ...disputed.payments].map((x) => x.id))).toHaveLength(0);
    const endedOrder = await json(await p.buyer.get(`/api/orders/${ended.order.id}`), ZOrder);
    expect(endedOrder).toMatchObject({ status: 'completed', escrow: { receiptConfirmedAt: null } });

    // Without a dispute feature the default hook finds none: the disputed order goes at the next run.
    expect(await releaseDueEscrow(db, internalLedger)).toBe(disputed.payments.length);
    expect(await releaseDueEscrow(db, internalLedger)).toBe(0);
  });

  it("releases each payment once when job runs and the buyer's confirmation race", async () => {
    const later = new Date(Date.now() + 49 * HOUR);
    const db = p.server.database.db;
    await releaseDueEscrow(db, internalLedger, later); // what earlier tests left due
    const proven = await Promise.all([provenOrder(), provenOrder(), provenOrder()]);
    const paymentIds = proven.flatMap((x) => x.payments.map((pay) => pay.id));
    const staggered = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    const [jobs, confirms] = await Promise.all([
      // Job runs start a little apart, so some confirmations get in first and some jobs do.
      Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          staggered(i * 30).then(() => releaseDueEscrow(db, internalLedger, later, { batch: 1 })),
        ),
      ),
      Promise.all(proven.map(({ order }) => confirmReceipt(p.buyer, order.id).then((r) => r.status))),
    ]);
    const releases = await releasesOf(paymentIds);
    expect(releases).toHaveLength(paymentIds.length);
    expect(new Set(releases.map((r) => r.paymentId)).size).toBe(paymentIds.length);
    expect(confirms.every((s) => s === 200 || s === 409)).toBe(true);
    // Every order went out once: by the buyer's confirmation (200) or, when a job run got there first, by the job (409).
    for (const [i, { order }] of proven.entries()) {
      const { escrow } = await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder);
      expect(escrow.releasedAt).not.toBeNull();
      expect(escrow.receiptConfirmedAt !== null).toBe(confirms[i] === 200);
    }
    console.info(
      `[${backend}] 4 job runs racing 3 confirmations: jobs released ${JSON.stringify(jobs)}, confirmations ${JSON.stringify(confirms)}`,
    );
  });

  it('two job runs in parallel release every due payment exactly once', async () => {
    const later = new Date(Date.now() + 49 * HOUR);
    const db = p.server.database.db;
    await releaseDueEscrow(db, internalLedger, later); // what earlier tests left due
    const proven = await Promise.all([provenOrder(), provenOrder(), provenOrder(), provenOrder()]);
    const paymentIds = proven.flatMap((x) => x.payments.map((pay) => pay.id));
    // Two orders per run: on PostgreSQL the second run skips the rows the first has locked and takes the others.
    const runs = await Promise.all([
      releaseDueEscrow(db, internalLedger, later, { batch: 2 }),
      releaseDueEscrow(db, internalLedger, later, { batch: 2 }),
    ]);
    const releases = await releasesOf(paymentIds);
    expect(new Set(releases.map((r) => r.paymentId)).size).toBe(paymentIds.length);
    expect(releases).toHaveLength(paymentIds.length);
    expect(runs[0] + runs[1]).toBe(paymentIds.length);
    expect(await releaseDueEscrow(db, internalLedger, later)).toBe(0);
    console.info(
      `[${backend}] two parallel job runs (batch 2) released ${JSON.stringify(runs)} of ${paymentIds.length} due payments`,
    );
  });
});
