import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { ZDispute } from '@energy/domain/schemas/dispute';
import { ZOrder, ZPayment } from '@energy/domain/schemas/fulfilment';
import { ZReview } from '@energy/domain/schemas/review';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { internalLedger } from '@energy/trpc/payments/provider';
import { releaseDueEscrow } from '@energy/trpc/routers/payment/release-due';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { uploadPng } from '@energy/test/documents';
import { Orders, paymentsOf, proveOrder, signedOrder, provenOrder as provenOrderOf } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, startParties, type Parties } from '@energy/test/procurement';

/** While an open dispute or an unverified supplier holds an order's escrow, orders and payments say why. */
describe.each(testBackends())('escrow hold reasons on orders and payments (%s)', (backend) => {
  let p: Parties;
  let admin: HttpClient;
  let logistics: HttpClient;
  let supplierOrgId: string;
  beforeAll(async () => {
    p = await startParties(backend);
    [admin, logistics] = await Promise.all([signIn(p.server, 'admin'), signIn(p.server, 'logistics')]);
    supplierOrgId = ((await (await p.supplier.get('/api/user')).json()) as { organizationId: string }).organizationId;
  });
  afterAll(() => p.server.close());

  const provenOrder = () => provenOrderOf(p, logistics, 'hold');

  /** The hold reason every read of the order says: its detail and list rows for buyer and supplier, each payment's detail and list row. */
  async function heldReasonsOf(orderId: string) {
    const reasons: (string | null)[] = [];
    for (const party of [p.buyer, p.supplier]) {
      reasons.push((await json(await party.get(`/api/orders/${orderId}`), ZOrder)).escrow.heldReason);
      const listed = (await json(await party.get('/api/orders'), Orders)).find((o) => o.id === orderId);
      reasons.push(listed ? listed.escrow.heldReason : 'missing from the list');
    }
    const payments = await paymentsOf(p.finance, orderId);
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) {
      reasons.push(payment.escrow.heldReason);
      reasons.push((await json(await p.finance.get(`/api/payments/${payment.id}`), ZPayment)).escrow.heldReason);
    }
    return new Set(reasons);
  }
  const raise = (client: HttpClient, type: string, id: string) =>
    client.post('/api/disputes', {
      relatedEntityType: type,
      relatedEntityId: id,
      category: 'quality',
      priority: 'high',
      description: 'Water in the tanker',
    });
  const resolve = (disputeId: string) =>
    admin.request('PATCH', `/api/admin/disputes/${disputeId}/status`, {
      status: 'resolved',
      resolutionNotes: 'Lab report shows it dry',
    });
  const setSupplierVerification = (verification: 'pending' | 'verified') =>
    p.server.database.db.update(organizations).set({ verification }).where(eq(organizations.id, supplierOrgId));
  const confirmReceipt = (orderId: string) => p.buyer.post(`/api/orders/${orderId}/confirm-receipt`);

  it('an open dispute on the shipment holds the escrow: orders and payments say so until an admin resolves it', async () => {
    const { order, shipment } = await provenOrder();
    expect(await heldReasonsOf(order.id)).toEqual(new Set([null]));

    const dispute = await json(await raise(logistics, 'shipment', shipment.id), ZDispute, 201);
    expect(await heldReasonsOf(order.id)).toEqual(new Set([VERIFICATION_MESSAGES.dispute]));
    // The buyer's confirmation of receipt is refused with the very reason the screens show.
    const refused = await confirmReceipt(order.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: VERIFICATION_MESSAGES.dispute });

    await json(await resolve(dispute.id), ZDispute);
    expect(await heldReasonsOf(order.id)).toEqual(new Set([null]));
    expect((await json(await confirmReceipt(order.id), ZOrder)).escrow).toMatchObject({
      heldReason: null,
      releasedAt: expect.any(String),
    });
  });

  it('a dispute raised on the draft contract holds the escrow of the order signed later: the release job pays out only once it is resolved', async () => {
    let dispute: { id: string } | undefined;
    const { order: signed } = await signedOrder(p, '500', async (contractId) => {
      dispute = await json(await raise(p.buyer, 'contract', contractId), ZDispute, 201);
    });
    const { order, payments } = await proveOrder(p, logistics, signed, 'hold-contract');
    // The inspection period is over: the release job would pay out now if nothing held the order.
    const db = p.server.database.db;
    await db
      .update(orders)
      .set({ releaseDueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, order.id));
    await releaseDueEscrow(db, internalLedger);
    expect(await heldReasonsOf(order.id)).toEqual(new Set([VERIFICATION_MESSAGES.dispute]));
    expect((await paymentsOf(p.finance, order.id)).map((x) => x.status)).toEqual(payments.map(() => 'captured'));

    await json(await resolve(dispute?.id ?? ''), ZDispute);
    await releaseDueEscrow(db, internalLedger);
    expect((await paymentsOf(p.finance, order.id)).map((x) => x.status)).toEqual(payments.map(() => 'completed'));
    expect((await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder)).escrow).toMatchObject({
      heldReason: null,
      releasedAt: expect.any(String),
    });
  });

  it('an unverified supplier holds the escrow (a dispute is named first) until its KYB review is approved', async () => {
    const { order } = await provenOrder();
    await setSupplierVerification('pending');
    try {
      expect(await heldReasonsOf(order.id)).toEqual(new Set([VERIFICATION_MESSAGES.release]));
      const refused = await confirmReceipt(order.id);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: VERIFICATION_MESSAGES.release });

      const dispute = await json(await raise(p.buyer, 'order', order.id), ZDispute, 201);
      expect(await heldReasonsOf(order.id)).toEqual(new Set([VERIFICATION_MESSAGES.dispute]));
      await json(await resolve(dispute.id), ZDispute);
      expect(await heldReasonsOf(order.id)).toEqual(new Set([VERIFICATION_MESSAGES.release]));

      // Verification: the supplier submits its KYB documents and an admin approves them.
      const review = await json(
        await p.supplier.post(`/api/organizations/${supplierOrgId}/kyb`, {
          documents: [(await uploadPng(p.supplier)).id],
        }),
        ZReview,
        201,
      );
      await json(
        await admin.request('PATCH', `/api/admin/kyb-kyc-reviews/${review.id}/status`, { status: 'approved' }),
        ZReview,
      );
      expect(await heldReasonsOf(order.id)).toEqual(new Set([null]));
    } finally {
      await setSupplierVerification('verified');
    }
  });

  it("released and cancelled orders are held by nothing, whatever the supplier's verification", async () => {
    const { order: released } = await provenOrder();
    await json(await confirmReceipt(released.id), ZOrder);
    const { order: cancelled } = await signedOrder(p);
    await json(await p.buyer.post(`/api/orders/${cancelled.id}/cancel`, { reason: 'Requirement withdrawn' }), ZOrder);
    await setSupplierVerification('pending');
    try {
      expect(await heldReasonsOf(released.id)).toEqual(new Set([null]));
      expect((await json(await p.buyer.get(`/api/orders/${cancelled.id}`), ZOrder)).escrow.heldReason).toBeNull();
    } finally {
      await setSupplierVerification('verified');
    }
  });
});
