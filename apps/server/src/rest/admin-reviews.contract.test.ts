import { auditLog } from '@energy/db/schema/audit';
import { notifyNow } from '@energy/test/mail';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { ledgerEntries } from '@energy/db/schema/payments';
import { ZAdminUser } from '@energy/domain/schemas/admin-user';
import { DISPUTE_MESSAGES, ZDispute } from '@energy/domain/schemas/dispute';
import { ZOrder, ZShipment } from '@energy/domain/schemas/fulfilment';
import { ZNotification } from '@energy/domain/schemas/notification';
import { DOCUMENT_MESSAGES } from '@energy/domain/schemas/document';
import { REVIEW_MESSAGES, ZMyVerification, ZReview } from '@energy/domain/schemas/review';
import { ZOrganizationSettings } from '@energy/domain/schemas/settings';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { internalLedger } from '@energy/trpc/payments/provider';
import { releaseDueEscrow } from '@energy/trpc/routers/payment/release-due';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { bid, tenderOf } from '@energy/test/fleet';
import { shipmentBody, signedOrder, provenOrder as provenOrderOf } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { uploadPng } from '@energy/test/documents';
import { pngBytes } from '@energy/test/images';
import {
  createRfq,
  json,
  offerBody,
  signIn,
  signUpUnverified,
  startParties,
  type Parties,
} from '@energy/test/procurement';

const HOUR = 3_600_000;
const Reviews = z.array(ZReview);
const Disputes = z.array(ZDispute);
const Users = z.array(ZAdminUser);

/** KYB/KYC reviews, verification gates, disputes and account administration, over HTTP. */
describe.each(testBackends())('admin reviews, disputes and users (%s)', (backend) => {
  let p: Parties;
  let admin: HttpClient;
  let logistics: HttpClient;
  let n = 0;
  beforeAll(async () => {
    p = await startParties(backend);
    [admin, logistics] = await Promise.all([signIn(p.server, 'admin'), signIn(p.server, 'logistics')]);
  });
  afterAll(() => p.server.close());

  const unique = (name: string) => `${name}${++n}${Date.now() % 100000}`;
  const me = async (client: HttpClient) =>
    (await (await client.get('/api/user')).json()) as { id: string; organizationId: string };
  const setReview = (id: string, body: Record<string, unknown>) =>
    admin.request('PATCH', `/api/admin/kyb-kyc-reviews/${id}/status`, body);
  const setDispute = (id: string, body: Record<string, unknown>) =>
    admin.request('PATCH', `/api/admin/disputes/${id}/status`, body);
  /** Without documents given, the client uploads one of its own as evidence first. */
  const submitKyb = async (client: HttpClient, organizationId: string, documents?: string[]) =>
    client.post(`/api/organizations/${organizationId}/kyb`, { documents: documents ?? [(await uploadPng(client)).id] });
  const raise = (client: HttpClient, type: string, id: string, extra: Record<string, unknown> = {}) =>
    client.post('/api/disputes', {
      relatedEntityType: type,
      relatedEntityId: id,
      category: 'delivery',
      priority: 'high',
      description: 'Short by 200 litres',
      ...extra,
    });
  const errorOf = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    return (await response.json()) as { error: string; details?: { path: string; message: string }[] };
  };

  it('every admin call answers 403 to every other role, naming the permission', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/kyb-kyc-reviews', 'user:approve'],
      ['PATCH', `/api/admin/kyb-kyc-reviews/${id}/status`, 'user:approve', { status: 'approved' }],
      ['GET', '/api/admin/disputes', 'dispute:decide'],
      ['PATCH', `/api/admin/disputes/${id}/status`, 'dispute:decide', { status: 'escalated' }],
      ['GET', '/api/admin/users', 'user:update'],
      ['PATCH', `/api/admin/users/${id}`, 'user:update', { role: 'buyer' }],
      ['POST', `/api/admin/users/${id}/deactivate`, 'user:update'],
      ['POST', `/api/admin/users/${id}/reactivate`, 'user:update'],
    ];
    for (const client of [p.buyer, p.finance, p.supplier, logistics]) {
      for (const [method, path, permission, body] of calls) {
        const response = await client.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({ error: `Missing permission: ${permission}` });
      }
    }
  });

  it('an unverified supplier may browse but not offer; KYB approval verifies it and the offer goes through', async () => {
    const supplier = await signUpUnverified(p.server, unique('kybsupplier'), 'supplier');
    const { id: userId, organizationId } = await me(supplier);
    const rfq = await createRfq(p.buyer);
    expect((await supplier.get(`/api/rfq/rfqs/${rfq.id}`)).status).toBe(200);
    expect(await errorOf(await supplier.post('/api/offers', offerBody(rfq.id)), 409)).toEqual({
      error: VERIFICATION_MESSAGES.offer,
    });

    const bad = await errorOf(await submitKyb(supplier, organizationId, ['not-a-document']), 400);
    expect(bad.details?.[0]?.message).toBe(REVIEW_MESSAGES.documentIds);
    expect((await submitKyb(p.supplier, organizationId)).status).toBe(403);
    // Evidence is the organization's own upload: another organization's document is refused.
    const foreign = await errorOf(await submitKyb(supplier, organizationId, [(await uploadPng(p.supplier)).id]), 400);
    expect(foreign.details).toEqual([{ path: 'documents', message: REVIEW_MESSAGES.foreignDocument }]);
    const evidence = (await uploadPng(supplier)).id;
    const review = await json(await submitKyb(supplier, organizationId, [evidence]), ZReview, 201);
    expect(review).toMatchObject({
      reviewType: 'kyb',
      status: 'pending',
      organizationId,
      userId,
      documents: [evidence],
      documentCount: 1,
      allowedActions: [],
    });
    expect(await errorOf(await submitKyb(supplier, organizationId), 409)).toEqual({
      error: REVIEW_MESSAGES.alreadyOpen,
    });

    const queue = await json(
      await admin.get(`/api/admin/kyb-kyc-reviews?status=pending&reviewType=kyb&q=${organizationId}`),
      Reviews,
    );
    expect(queue.map((r) => r.id)).toEqual([review.id]);
    expect(queue[0]?.allowedActions).toEqual(['review.startReview', 'review.approve', 'review.reject']);
    expect(queue[0]?.evidence).toEqual([
      { id: evidence, name: 'certificate.png', mimeType: 'image/png', size: pngBytes(4, 4).length },
    ]);
    // The admin opens the evidence from the queue; another organization still cannot.
    const download = await admin.get(`/api/documents/${evidence}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pngBytes(4, 4));
    expect((await p.supplier.get(`/api/documents/${evidence}/download`)).status).toBe(404);
    // Nor can the submitter pull it away before the decision.
    const deleteEvidence = () => supplier.request('DELETE', `/api/documents/${evidence}`);
    expect(await errorOf(await deleteEvidence(), 409)).toEqual({ error: DOCUMENT_MESSAGES.evidenceUnderReview });
    expect((await admin.get(`/api/documents/${evidence}/download`)).status).toBe(200);
    expect(
      await json(await admin.get(`/api/admin/kyb-kyc-reviews?status=approved&q=${organizationId}`), Reviews),
    ).toEqual([]);

    const blank = await errorOf(await setReview(review.id, { status: 'rejected', rejectionReason: '   ' }), 400);
    expect(blank.details).toEqual([{ path: 'rejectionReason', message: REVIEW_MESSAGES.reasonRequired }]);
    const started = await json(await setReview(review.id, { status: 'under_review' }), ZReview);
    expect(started).toMatchObject({ status: 'under_review', allowedActions: ['review.approve', 'review.reject'] });
    expect(await errorOf(await setReview(review.id, { status: 'under_review' }), 409)).toMatchObject({
      error: expect.stringContaining('under_review'),
    });
    const approved = await json(await setReview(review.id, { status: 'approved' }), ZReview);
    expect(approved).toMatchObject({ status: 'approved', allowedActions: [] });
    // Start review on an approved review: refused, naming the state; the review stays approved.
    expect(await errorOf(await setReview(review.id, { status: 'under_review' }), 409)).toEqual({
      error: 'This review is approved and cannot be taken under review: approved and rejected reviews are final',
    });
    expect(
      (await json(await admin.get(`/api/admin/kyb-kyc-reviews?q=${organizationId}`), Reviews)).map((r) => [
        r.id,
        r.status,
      ]),
    ).toEqual([[review.id, 'approved']]);
    for (const status of ['approved', 'rejected']) {
      const final = await errorOf(await setReview(review.id, { status, rejectionReason: 'Too late' }), 409);
      expect(final.error).toContain('This review is approved');
    }

    expect(await json(await supplier.get('/api/settings/verification'), ZMyVerification)).toMatchObject({
      organizationVerification: 'verified',
      kyb: { id: review.id, status: 'approved' },
    });
    expect((await supplier.post('/api/offers', offerBody(rfq.id))).status).toBe(201);
    expect((await deleteEvidence()).status).toBe(200);
    // The submitter hears of the decision.
    await notifyNow(p.server);
    const told = await json(await supplier.get('/api/notifications?type=review'), z.array(ZNotification));
    expect(told.map((t) => t.title)).toEqual(expect.arrayContaining(['Verification approved']));
  });

  it('a rejection needs a reason, is final, and marks the organization rejected until it submits again; KYC verifies the user', async () => {
    const buyer = await signUpUnverified(p.server, unique('kycbuyer'), 'buyer');
    const { organizationId } = await me(buyer);
    const kyb = await json(await submitKyb(buyer, organizationId), ZReview, 201);
    const rejected = await json(
      await setReview(kyb.id, { status: 'rejected', rejectionReason: 'Certificate of incorporation is unreadable' }),
      ZReview,
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Certificate of incorporation is unreadable',
      allowedActions: [],
    });
    expect(await errorOf(await setReview(kyb.id, { status: 'approved' }), 409)).toMatchObject({
      error: expect.stringContaining('This review is rejected'),
    });
    expect(await json(await buyer.get('/api/settings/verification'), ZMyVerification)).toMatchObject({
      organizationVerification: 'rejected',
    });
    expect((await submitKyb(buyer, organizationId)).status).toBe(201);

    const kyc = await json(
      await buyer.post('/api/settings/kyc', { documents: [(await uploadPng(buyer, 'passport.png')).id] }),
      ZReview,
      201,
    );
    expect(kyc).toMatchObject({ reviewType: 'kyc', status: 'pending' });
    await json(await setReview(kyc.id, { status: 'approved' }), ZReview);
    expect(await json(await buyer.get('/api/settings/verification'), ZMyVerification)).toMatchObject({
      userVerified: true,
      kyc: { status: 'approved' },
    });
    expect(await errorOf(await buyer.post('/api/settings/kyc', { documents: [] }), 409)).toEqual({
      error: 'Your identity is already verified',
    });
  });

  it('an unverified carrier may not accept a tendered shipment nor bid on its tender: neither is offered on its rows', async () => {
    const carrier = await signUpUnverified(p.server, unique('kybcarrier'), 'logistics');
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    // The registry's gate: the rows leave the verbs out, so no button leads to the 409.
    expect(
      (await json(await carrier.get(`/api/logistics/shipments/${shipment.id}`), ZShipment)).allowedActions,
    ).not.toContain('shipment.accept');
    expect(
      (await json(await logistics.get(`/api/logistics/shipments/${shipment.id}`), ZShipment)).allowedActions,
    ).toContain('shipment.accept');
    const tender = await tenderOf(carrier, shipment.id);
    expect(tender?.allowedActions).toEqual(['tender.reject']);
    expect((await tenderOf(logistics, shipment.id))?.allowedActions).toEqual(['tender.bid', 'tender.reject']);
    expect(await errorOf(await carrier.post(`/api/tenders/${tender?.id}/accept`, bid(1)), 409)).toEqual({
      error: VERIFICATION_MESSAGES.tender,
    });
    expect(await errorOf(await carrier.post(`/api/logistics/shipments/${shipment.id}/accept`), 409)).toEqual({
      error: VERIFICATION_MESSAGES.tender,
    });
    expect((await logistics.post(`/api/logistics/shipments/${shipment.id}/accept`)).status).toBe(200);
  });

  const provenOrder = () => provenOrderOf(p, logistics, 'dispute');
  const releasesOf = async (paymentIds: string[]) =>
    p.server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.paymentId, paymentIds), eq(ledgerEntries.entryType, 'release')));
  const inspectionOver = (orderId: string) =>
    p.server.database.db
      .update(orders)
      .set({ releaseDueAt: new Date(Date.now() - HOUR) })
      .where(eq(orders.id, orderId));

  it('parties raise disputes; only open or investigating ones are resolved (with notes) or escalated; final states refuse', async () => {
    const { order, contractId } = await signedOrder(p);
    expect((await raise(logistics, 'order', order.id)).status).toBe(404);
    expect((await raise(admin, 'order', order.id)).status).toBe(403);
    const blank = await errorOf(await raise(p.buyer, 'order', order.id, { description: ' ' }), 400);
    expect(blank.details).toEqual([{ path: 'description', message: DISPUTE_MESSAGES.descriptionRequired }]);
    const dispute = await json(await raise(p.buyer, 'order', order.id), ZDispute, 201);
    expect(dispute).toMatchObject({
      status: 'open',
      category: 'delivery',
      priority: 'high',
      relatedEntityType: 'order',
      relatedEntityLabel: order.orderNumber,
      allowedActions: [],
    });
    expect(await errorOf(await raise(p.supplier, 'order', order.id), 409)).toEqual({
      error: DISPUTE_MESSAGES.alreadyOpen,
    });
    const onContract = await json(
      await raise(p.supplier, 'contract', contractId, { category: 'contract_terms', priority: 'critical' }),
      ZDispute,
      201,
    );

    const listed = await json(
      await admin.get(`/api/admin/disputes?status=open&category=delivery&q=${order.orderNumber}`),
      Disputes,
    );
    expect(listed.map((d) => d.id)).toEqual([dispute.id]);
    expect(listed[0]?.allowedActions).toEqual(['dispute.investigate', 'dispute.resolve', 'dispute.escalate']);
    // The other party sees it among its own disputes.
    expect((await json(await p.supplier.get('/api/disputes?status=open'), Disputes)).map((d) => d.id)).toEqual(
      expect.arrayContaining([dispute.id, onContract.id]),
    );

    const noNotes = await errorOf(await setDispute(dispute.id, { status: 'resolved', resolutionNotes: '' }), 400);
    expect(noNotes.details).toEqual([{ path: 'resolutionNotes', message: DISPUTE_MESSAGES.notesRequired }]);
    expect(await json(await setDispute(dispute.id, { status: 'investigating' }), ZDispute)).toMatchObject({
      status: 'investigating',
      allowedActions: ['dispute.resolve', 'dispute.escalate'],
    });
    const resolved = await json(
      await setDispute(dispute.id, { status: 'resolved', resolutionNotes: 'Supplier credits 200 litres' }),
      ZDispute,
    );
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolutionNotes: 'Supplier credits 200 litres',
      allowedActions: [],
    });
    const escalated = await json(await setDispute(onContract.id, { status: 'escalated' }), ZDispute);
    expect(escalated.allowedActions).toEqual([]);
    for (const [id, state] of [
      [dispute.id, 'resolved'],
      [onContract.id, 'escalated'],
    ] as const) {
      for (const status of ['resolved', 'escalated', 'investigating']) {
        expect((await errorOf(await setDispute(id, { status, resolutionNotes: 'Again' }), 409)).error).toContain(
          `This dispute is ${state}`,
        );
      }
    }
    // A resolved dispute no longer blocks a new one on the same order.
    expect((await raise(p.buyer, 'order', order.id, { category: 'payment' })).status).toBe(201);
  });

  it('an open dispute on an order freezes its escrow release until an admin resolves it', async () => {
    const { order, shipment, payments } = await provenOrder();
    const dispute = await json(await raise(logistics, 'shipment', shipment.id, { category: 'quality' }), ZDispute, 201);
    await inspectionOver(order.id);
    const db = p.server.database.db;
    await releaseDueEscrow(db, internalLedger);
    expect(await releasesOf(payments.map((x) => x.id))).toHaveLength(0);
    expect(await errorOf(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), 409)).toEqual({
      error: VERIFICATION_MESSAGES.dispute,
    });

    await json(
      await setDispute(dispute.id, { status: 'resolved', resolutionNotes: 'Quality certificate supplied' }),
      ZDispute,
    );
    await releaseDueEscrow(db, internalLedger);
    expect(await releasesOf(payments.map((x) => x.id))).toHaveLength(payments.length);
    expect(await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder)).toMatchObject({ status: 'completed' });
  });

  it('a supplier that is not verified receives no escrow release: the money stays held', async () => {
    const { order, payments } = await provenOrder();
    const { organizationId } = await me(p.supplier);
    const db = p.server.database.db;
    await db.update(organizations).set({ verification: 'pending' }).where(eq(organizations.id, organizationId));
    try {
      await inspectionOver(order.id);
      await releaseDueEscrow(db, internalLedger);
      expect(await releasesOf(payments.map((x) => x.id))).toHaveLength(0);
      expect(await errorOf(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), 409)).toEqual({
        error: VERIFICATION_MESSAGES.release,
      });
    } finally {
      await db.update(organizations).set({ verification: 'verified' }).where(eq(organizations.id, organizationId));
    }
    await releaseDueEscrow(db, internalLedger);
    expect(await releasesOf(payments.map((x) => x.id))).toHaveLength(payments.length);
  });

  it('admins change roles and organizations, deactivate and reactivate: each ends the sessions and is audited', async () => {
    const worker = await signUpUnverified(p.server, unique('movedbuyer'), 'buyer');
    const { id, organizationId } = await me(worker);
    const found = await json(
      await admin.get(`/api/admin/users?q=${encodeURIComponent('movedbuyer')}&role=buyer&status=active`),
      Users,
    );
    expect(found.map((u) => u.id)).toContain(id);
    expect(found.find((u) => u.id === id)?.allowedActions).toEqual([
      'user.update',
      'user.deactivate',
      'user.resetTwoFactor',
    ]);

    const wrongType = await errorOf(await admin.request('PATCH', `/api/admin/users/${id}`, { role: 'supplier' }), 400);
    expect(wrongType.error).toBe('A supplier account cannot belong to this organization');
    const financeNow = await json(
      await admin.request('PATCH', `/api/admin/users/${id}`, { role: 'finance' }),
      ZAdminUser,
    );
    expect(financeNow).toMatchObject({ role: 'finance', organizationId });
    expect((await worker.get('/api/user')).status).toBe(401);

    const buyerOrg = (await me(p.buyer)).organizationId;
    expect(
      await json(await admin.request('PATCH', `/api/admin/users/${id}`, { organizationId: buyerOrg }), ZAdminUser),
    ).toMatchObject({ organizationId: buyerOrg });
    const again = await signIn(p.server, financeNow.username, 'secret-pass');
    const off = await json(await admin.post(`/api/admin/users/${id}/deactivate`), ZAdminUser);
    expect(off).toMatchObject({
      active: false,
      allowedActions: ['user.update', 'user.reactivate', 'user.resetTwoFactor'],
    });
    expect((await again.get('/api/user')).status).toBe(401);
    expect(await errorOf(await admin.post(`/api/admin/users/${id}/deactivate`), 409)).toEqual({
      error: 'This user is already deactivated',
    });
    expect(await json(await admin.post(`/api/admin/users/${id}/reactivate`), ZAdminUser)).toMatchObject({
      active: true,
    });
    expect((await signIn(p.server, financeNow.username, 'secret-pass').then((c) => c.get('/api/user'))).status).toBe(
      200,
    );

    const audited = await p.server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'user.role_changed',
        'user.organization_changed',
        'user.deactivated',
        'user.reactivated',
      ]),
    );
  });

  it('the last active admin can be neither demoted nor deactivated', async () => {
    const { id } = await me(admin);
    const mine = (await json(await admin.get('/api/admin/users?role=admin&status=active'), Users)).find(
      (u) => u.id === id,
    );
    expect(mine?.allowedActions).toEqual(['user.update', 'user.resetTwoFactor']);
    expect(await errorOf(await admin.request('PATCH', `/api/admin/users/${id}`, { role: 'buyer' }), 409)).toEqual({
      error: 'This is the last active admin: another active admin is needed first',
    });
    expect(await errorOf(await admin.post(`/api/admin/users/${id}/deactivate`), 409)).toEqual({
      error: 'This is the last active admin: another active admin is needed first',
    });
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it('a verified organization that renames itself waits in the KYB queue with its approved evidence; approval verifies the new name', async () => {
    const supplier = await signUpUnverified(p.server, unique('kybrenamer'), 'supplier');
    const { organizationId } = await me(supplier);
    const evidence = (await uploadPng(supplier)).id;
    const first = await json(await submitKyb(supplier, organizationId, [evidence]), ZReview, 201);
    await json(await setReview(first.id, { status: 'approved' }), ZReview);
    const {
      id,
      editable: _editable,
      ...details
    } = await json(await supplier.get('/api/settings/organization'), ZOrganizationSettings);
    const renamed = unique('Renamed Crude Traders ');
    await json(
      await supplier.request('PUT', `/api/settings/organization/${id}`, { ...details, name: renamed }),
      ZOrganizationSettings,
    );

    expect(await json(await supplier.get('/api/settings/verification'), ZMyVerification)).toMatchObject({
      organizationVerification: 'pending',
      kyb: { status: 'pending' },
    });
    const queue = await json(
      await admin.get(`/api/admin/kyb-kyc-reviews?status=pending&reviewType=kyb&q=${organizationId}`),
      Reviews,
    );
    expect(queue.map((r) => ({ organizationName: r.organizationName, documents: r.documents }))).toEqual([
      { organizationName: renamed, documents: [evidence] },
    ]);
    await json(await setReview(queue[0]?.id ?? '', { status: 'approved' }), ZReview);
    expect(await json(await supplier.get('/api/settings/verification'), ZMyVerification)).toMatchObject({
      organizationVerification: 'verified',
    });
  });
});
