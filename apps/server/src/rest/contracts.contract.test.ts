import { orders } from '@energy/db/schema/orders';
import { settlements } from '@energy/db/schema/contracts';
import { ZContract, ZSettlement, ZSettlementDashboard } from '@energy/domain/schemas/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpClient } from '../../../../test/http-client';
import { testBackends } from '../../../../test/databases';
import { acceptOffer, createRfq, json, signIn, signUp, startParties, submitOffer } from '../../../../test/procurement';
import type { TestServer } from '../../../../test/server';

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
    const offer = await submitOffer(supplier, rfq.id, { unitPrice: '500', paymentTerms: { method: 'bank_transfer', daysToPayment: 14, advancePayment: 10 } });
    contractId = (await (await acceptOffer(buyer, offer)).json()).contractId;
  });
  afterAll(() => server.close());

  it('lets only the supplier party sign a draft; signing makes an order; a second sign is 409', async () => {
    expect((await buyer.post(`/api/contracts/${contractId}/sign`)).status).toBe(403);
    expect((await supplier2.post(`/api/contracts/${contractId}/sign`)).status).toBe(404);
    const signed = await json(await supplier.post(`/api/contracts/${contractId}/sign`), ZContract);
    expect(signed).toMatchObject({ status: 'signed', settlementStatus: 'pending', totalValue: 100000000, amountPaid: 0, amountDue: 100000000 });
    expect(signed.signedAt).not.toBeNull();
    const [order] = await server.database.db.select().from(orders).where(eq(orders.contractId, contractId));
    expect(order).toMatchObject({ status: 'created', totalValue: 100000000 });
    expect(order?.orderNumber).toMatch(/^ORD-\d{4}-\d{6}$/);
    expect(signed.orderId).toBe(order?.id);
    const again = await supplier.post(`/api/contracts/${contractId}/sign`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This contract is signed and cannot be signed' });
  });

  it('shows finance the contract with its schedule, and records a payment: amounts and status follow', async () => {
    const list = await json(await finance.get('/api/contracts'), Contracts);
    expect(list.map((c) => c.id)).toContain(contractId);
    const schedule = await json(await finance.get(`/api/contracts/${contractId}/settlements`), Settlements);
    expect(schedule.map((s) => [s.settlementType, s.amount])).toEqual([['advance', 10000000], ['balance', 90000000]]);
    const advance = schedule[0];
    expect((await buyer.post(`/api/settlements/${advance?.id}/pay`, { reference: 'X' })).status).toBe(403);
    const empty = await finance.post(`/api/settlements/${advance?.id}/pay`, { reference: ' ' });
    expect((await empty.json()).details).toEqual([{ path: 'reference', message: 'Payment reference is required' }]);
    const paid = await json(await finance.post(`/api/settlements/${advance?.id}/pay`, { reference: 'TRF-0001' }), ZSettlement);
    expect(paid).toMatchObject({ status: 'completed', reference: 'TRF-0001' });
    expect((await finance.post(`/api/settlements/${advance?.id}/pay`, { reference: 'TRF-0002' })).status).toBe(409);
    const contract = await json(await finance.get(`/api/contracts/${contractId}`), ZContract);
    expect(contract).toMatchObject({ amountPaid: 10000000, amountDue: 90000000, settlementStatus: 'partial', paymentReference: 'TRF-0001' });
  });

  it('filters by status, settlement status and search on the server', async () => {
    const bySearch = await json(await finance.get(`/api/contracts?search=${encodeURIComponent('CON-')}&settlementStatus=partial`), Contracts);
    expect(bySearch.map((c) => c.id)).toEqual([contractId]);
    expect(await json(await finance.get('/api/contracts?status=draft'), Contracts)).toEqual([]);
    const byRfq = await json(await finance.get(`/api/contracts?search=${(await json(await finance.get(`/api/contracts/${contractId}`), ZContract)).rfqId.slice(0, 8)}`), Contracts);
    expect(byRfq).toHaveLength(1);
    expect((await finance.get('/api/contracts?status=bogus')).status).toBe(400);
  });

  it('derives overdue when an unpaid settlement is past due', async () => {
    await server.database.db.update(settlements).set({ dueDate: new Date(Date.now() - 86_400_000) }).where(eq(settlements.settlementType, 'balance'));
    const contract = await json(await finance.get(`/api/contracts/${contractId}`), ZContract);
    expect(contract.settlementStatus).toBe('overdue');
  });

  it('exports the filtered contracts as CSV', async () => {
    const response = await finance.get('/api/contracts.csv?status=signed');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="contracts-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''contracts-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('"Contract Number","RFQ Number","Title","Buyer","Supplier","Total Value","Amount Paid","Amount Due","Currency","Status","Settlement Status","Signed At","Created At"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"PMS, Q1 ""bulk""","Lagos Power & Industrial Ltd","Delta Crude Supply Co","1000000.00","100000.00","900000.00","NGN","signed","overdue"');
  });

  it('keeps other organizations out of contracts and settlements, over REST and tRPC', async () => {
    const outsider = await signUp(server, 'otherbuyer', 'buyer');
    expect(await json(await outsider.get('/api/contracts'), Contracts)).toEqual([]);
    expect((await outsider.get(`/api/contracts/${contractId}`)).status).toBe(404);
    expect((await outsider.get(`/api/contracts/${contractId}/settlements`)).status).toBe(404);
    const trpc = await outsider.get(`/api/trpc/contract.settlements?input=${encodeURIComponent(JSON.stringify({ id: contractId }))}`);
    expect(trpc.status).toBe(404);
    expect(await json(await supplier2.get('/api/contracts'), Contracts)).toEqual([]);
    const dashboard = await json(await outsider.get('/api/settlements/dashboard'), ZSettlementDashboard);
    expect(dashboard.summary.totalContracts).toBe(0);
  });

  it('computes the settlement dashboard from the database', async () => {
    const dashboard = await json(await finance.get('/api/settlements/dashboard'), ZSettlementDashboard);
    expect(dashboard.summary).toEqual({ totalValue: 100000000, totalContracts: 1, settledAmount: 10000000, pendingAmount: 0, overdueAmount: 90000000 });
    expect(dashboard.settlementStatus).toEqual({ pending: 0, partial: 0, completed: 0, overdue: 1 });
    expect(dashboard.paymentMetrics).toMatchObject({ onTimePayments: 100, latePayments: 0, failedPayments: 0 });
    expect(dashboard.upcomingSettlements).toEqual([expect.objectContaining({ contractId, supplier: 'Delta Crude Supply Co', amount: 90000000 })]);
    expect(dashboard.recentSettlements).toEqual([expect.objectContaining({ reference: 'TRF-0001', amount: 10000000, status: 'completed' })]);
    expect((await supplier.get('/api/settlements/dashboard')).status).toBe(200);
    const logistics = await signIn(server, 'logistics');
    expect((await logistics.get('/api/settlements/dashboard')).status).toBe(200);
  });
});
