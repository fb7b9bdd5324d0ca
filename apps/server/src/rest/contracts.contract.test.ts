import { orders } from '@energy/db/schema/orders';
import { settlements } from '@energy/db/schema/contracts';
import { domainEvents } from '@energy/db/schema/events';
import { ZContract, ZSettlement, ZSettlementDashboard } from '@energy/domain/schemas/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import {
  acceptOffer,
  createRfq,
  json,
  signByBoth,
  signIn,
  signUp,
  startParties,
  submitOffer,
  typedSignature,
} from '@energy/test/procurement';
import type { TestServer } from '@energy/test/server';

const Contracts = z.array(ZContract);
const Settlements = z.array(ZSettlement);

describe.each(testBackends())('contracts and settlements over HTTP (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let supplier: HttpClient;
  let supplier2: HttpClient;
  let finance: HttpClient;
  let contractId: string;
  beforeAll(async () => {
    ({ server, buyer, supplier, supplier2, finance } = await startParties(backend));
    const rfq = await createRfq(buyer, { title: 'PMS, Q1 "bulk"', quantity: 2000 });
    const offer = await submitOffer(supplier, rfq.id, {
      unitPrice: '500',
      paymentTerms: { method: 'bank_transfer', daysToPayment: 14, advancePayment: 10 },
    });
    contractId = (await (await acceptOffer(buyer, offer)).json()).contractId;
  });
  afterAll(() => server.close());

  it('lets the parties sign a draft, each once; the second signature makes an order; another sign is 409', async () => {
    expect((await supplier2.post(`/api/contracts/${contractId}/sign`, typedSignature())).status).toBe(404);
    expect((await finance.post(`/api/contracts/${contractId}/sign`, typedSignature())).status).toBe(403);
    const half = await json(
      await buyer.post(`/api/contracts/${contractId}/sign`, typedSignature('Bola Buyer')),
      ZContract,
    );
    expect(half).toMatchObject({ status: 'draft', signedAt: null, orderId: null, awaitingSignatures: ['supplier'] });
    const signed = await json(
      await supplier.post(`/api/contracts/${contractId}/sign`, typedSignature('Sade Supplier')),
      ZContract,
    );
    expect(signed).toMatchObject({
      status: 'signed',
      settlementStatus: 'pending',
      totalValue: 100000000,
      amountPaid: 0,
      amountDue: 100000000,
    });
    expect(signed.signedAt).not.toBeNull();
    const [order] = await server.database.db.select().from(orders).where(eq(orders.contractId, contractId));
    expect(order).toMatchObject({ status: 'created', totalValue: 100000000 });
    expect(order?.orderNumber).toMatch(/^ORD-\d{4}-\d{6}$/);
    expect(signed.orderId).toBe(order?.id);
    const again = await supplier.post(`/api/contracts/${contractId}/sign`, typedSignature());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This contract is signed and cannot be signed' });
  });

  const scheduleOf = async (client: HttpClient, id: string) =>
    json(await client.get(`/api/contracts/${id}/settlements`), Settlements);
  const recordPaid = (settlementId: string, reference: string) =>
    finance.post(`/api/settlements/${settlementId}/pay`, { reference });

  it('shows finance the contract with its schedule; a payment recorded outside the platform awaits the payee, then counts as paid', async () => {
    const list = await json(await finance.get('/api/contracts'), Contracts);
    expect(list.map((c) => c.id)).toContain(contractId);
    const schedule = await scheduleOf(finance, contractId);
    expect(schedule.map((s) => [s.settlementType, s.amount])).toEqual([
      ['advance', 10000000],
      ['balance', 90000000],
    ]);
    const advance = schedule[0];
    // Signed, its order not yet confirmed: the contract is not active, so nothing is recorded as paid yet.
    expect(advance?.allowedActions).not.toContain('settlement.recordPaid');
    const early = await recordPaid(advance?.id ?? '', 'TRF-0000');
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: 'This contract is signed: a settlement can be recorded as paid only on an active contract',
    });
    const [order] = await server.database.db.select().from(orders).where(eq(orders.contractId, contractId));
    await json(await supplier.post(`/api/orders/${order?.id}/confirm`), z.unknown());

    expect((await scheduleOf(finance, contractId))[0]?.allowedActions).toEqual(['settlement.recordPaid']);
    expect((await buyer.post(`/api/settlements/${advance?.id}/pay`, { reference: 'X' })).status).toBe(403);
    const empty = await recordPaid(advance?.id ?? '', ' ');
    expect((await empty.json()).details).toEqual([{ path: 'reference', message: 'Payment reference is required' }]);
    const recorded = await json(await recordPaid(advance?.id ?? '', 'TRF-0001'), ZSettlement);
    expect(recorded).toMatchObject({
      status: 'awaiting_confirmation',
      reference: 'TRF-0001',
      settledAt: null,
      allowedActions: [],
    });
    expect((await recordPaid(advance?.id ?? '', 'TRF-0002')).status).toBe(409);
    // The payer's word alone pays nothing: the contract shows nothing paid, and the payer cannot confirm it.
    expect(await json(await finance.get(`/api/contracts/${contractId}`), ZContract)).toMatchObject({
      amountPaid: 0,
      amountDue: 100000000,
      paymentReference: null,
    });
    const selfConfirm = await finance.post(`/api/settlements/${advance?.id}/confirm`);
    expect(selfConfirm.status).toBe(403);
    expect(await selfConfirm.json()).toEqual({
      error: 'Only the receiving organization of this settlement may confirm it',
    });
    const awaitingDashboard = await json(await finance.get('/api/settlements/dashboard'), ZSettlementDashboard);
    expect(awaitingDashboard.summary.settledAmount).toBe(0);
    expect(awaitingDashboard.recentSettlements).toEqual([]);
    expect(awaitingDashboard.upcomingSettlements).toContainEqual(
      expect.objectContaining({
        id: advance?.id,
        status: 'awaiting_confirmation',
        reference: 'TRF-0001',
        allowedActions: [],
      }),
    );

    // The payee (the supplier's account: finance accounts sit with buyers) confirms the money arrived.
    const payee = supplier;
    const seen = (await scheduleOf(payee, contractId))[0];
    expect(seen).toMatchObject({
      status: 'awaiting_confirmation',
      allowedActions: ['settlement.confirm', 'settlement.reject'],
    });
    const confirmed = await json(await payee.post(`/api/settlements/${advance?.id}/confirm`), ZSettlement);
    expect(confirmed).toMatchObject({
      status: 'completed',
      reference: 'TRF-0001',
      settledAt: expect.any(String),
      allowedActions: [],
    });
    const again = await payee.post(`/api/settlements/${advance?.id}/confirm`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'This settlement is completed: only a recorded payment can be confirmed',
    });
    const contract = await json(await finance.get(`/api/contracts/${contractId}`), ZContract);
    expect(contract).toMatchObject({
      amountPaid: 10000000,
      amountDue: 90000000,
      settlementStatus: 'partial',
      paymentReference: 'TRF-0001',
    });
    // Both parties hear of the record and of the confirmation.
    const events = await server.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.entityId, advance?.id ?? ''))
      .orderBy(asc(domainEvents.id));
    expect(events.map((e) => [e.type, [...e.organizationIds].sort()])).toEqual([
      ['settlement.payment_recorded', [contract.buyerOrgId, contract.supplierOrgId].sort()],
      ['settlement.paid', [contract.buyerOrgId, contract.supplierOrgId].sort()],
    ]);
  });

  it('filters by status, settlement status and search on the server', async () => {
    const bySearch = await json(
      await finance.get(`/api/contracts?search=${encodeURIComponent('CON-')}&settlementStatus=partial`),
      Contracts,
    );
    expect(bySearch.map((c) => c.id)).toEqual([contractId]);
    expect(await json(await finance.get('/api/contracts?status=draft'), Contracts)).toEqual([]);
    const byRfq = await json(
      await finance.get(
        `/api/contracts?search=${(await json(await finance.get(`/api/contracts/${contractId}`), ZContract)).rfqId.slice(0, 8)}`,
      ),
      Contracts,
    );
    expect(byRfq).toHaveLength(1);
    expect((await finance.get('/api/contracts?status=bogus')).status).toBe(400);
  });

  it('derives overdue when an unpaid settlement is past due', async () => {
    await server.database.db
      .update(settlements)
      .set({ dueDate: new Date(Date.now() - 86_400_000) })
      .where(eq(settlements.settlementType, 'balance'));
    const contract = await json(await finance.get(`/api/contracts/${contractId}`), ZContract);
    expect(contract.settlementStatus).toBe('overdue');
  });

  it('exports the filtered contracts as CSV', async () => {
    const response = await finance.get('/api/contracts.csv?status=active');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contracts-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''contracts-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Contract Number","RFQ Number","Title","Buyer","Supplier","Total Value","Amount Paid","Amount Due","Currency","Status","Settlement Status","Signed At","Created At"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      '"PMS, Q1 ""bulk""","Lagos Power & Industrial Ltd","Delta Crude Supply Co","1000000.00","100000.00","900000.00","NGN","active","overdue"',
    );
  });

  it('keeps other organizations out of contracts and settlements, over REST and tRPC', async () => {
    const outsider = await signUp(server, 'otherbuyer', 'buyer');
    expect(await json(await outsider.get('/api/contracts'), Contracts)).toEqual([]);
    expect((await outsider.get(`/api/contracts/${contractId}`)).status).toBe(404);
    expect((await outsider.get(`/api/contracts/${contractId}/settlements`)).status).toBe(404);
    const trpc = await outsider.get(
      `/api/trpc/contract.settlements?input=${encodeURIComponent(JSON.stringify({ id: contractId }))}`,
    );
    expect(trpc.status).toBe(404);
    expect(await json(await supplier2.get('/api/contracts'), Contracts)).toEqual([]);
    const dashboard = await json(await outsider.get('/api/settlements/dashboard'), ZSettlementDashboard);
    expect(dashboard.summary.totalContracts).toBe(0);
  });

  it('computes the settlement dashboard from the database', async () => {
    const dashboard = await json(await finance.get('/api/settlements/dashboard'), ZSettlementDashboard);
    expect(dashboard.summary).toEqual({
      totalValue: 100000000,
      totalContracts: 1,
      settledAmount: 10000000,
      pendingAmount: 0,
      overdueAmount: 90000000,
    });
    expect(dashboard.settlementStatus).toEqual({ pending: 0, partial: 0, completed: 0, overdue: 1 });
    expect(dashboard.paymentMetrics).toMatchObject({ onTimePayments: 100, latePayments: 0, failedPayments: 0 });
    expect(dashboard.upcomingSettlements).toEqual([
      expect.objectContaining({ contractId, supplier: 'Delta Crude Supply Co', amount: 90000000 }),
    ]);
    expect(dashboard.recentSettlements).toEqual([
      expect.objectContaining({ reference: 'TRF-0001', amount: 10000000, status: 'completed' }),
    ]);
    expect((await supplier.get('/api/settlements/dashboard')).status).toBe(200);
    const logistics = await signIn(server, 'logistics');
    expect((await logistics.get('/api/settlements/dashboard')).status).toBe(200);
  });

  it('refuses to record a settlement as paid on a draft or a cancelled contract, naming its state; the button is not offered', async () => {
    const draft = (await (await acceptOffer(buyer, await submitOffer(supplier, (await createRfq(buyer)).id))).json())
      .contractId as string;
    const signedToCancel = (
      await (await acceptOffer(buyer, await submitOffer(supplier, (await createRfq(buyer)).id))).json()
    ).contractId as string;
    await json(await signByBoth(buyer, supplier, signedToCancel), ZContract);
    const [order] = await server.database.db.select().from(orders).where(eq(orders.contractId, signedToCancel));
    await json(await supplier.post(`/api/orders/${order?.id}/confirm`), z.unknown());
    await json(await buyer.post(`/api/orders/${order?.id}/cancel`, { reason: 'Requirement withdrawn' }), z.unknown());
    for (const [id, state] of [
      [draft, 'draft'],
      [signedToCancel, 'cancelled'],
    ] as const) {
      const [first] = await scheduleOf(finance, id);
      expect(first?.allowedActions, state).toEqual([]);
      const refused = await recordPaid(first?.id ?? '', `TRF-${state}`);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: `This contract is ${state}: a settlement can be recorded as paid only on an active contract`,
      });
      expect(await json(await finance.get(`/api/contracts/${id}`), ZContract)).toMatchObject({
        status: state,
        amountPaid: 0,
        paymentReference: null,
      });
      const [row] = await server.database.db
        .select()
        .from(settlements)
        .where(eq(settlements.id, first?.id ?? ''));
      expect(row).toMatchObject({ status: 'pending', reference: null });
    }
  });
});
