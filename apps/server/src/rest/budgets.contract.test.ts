import { BUDGET_MESSAGES, periodsOfDay, ZBudget, ZBudgetList, type TBudget } from '@energy/domain/schemas/budget';
import { ZPayment } from '@energy/domain/schemas/fulfilment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { paymentsOf, processPayment, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';
import { z } from 'zod';

const { month, quarter } = periodsOfDay(new Date());
const TrpcBudget = z.object({ result: z.object({ data: ZBudget }) });
const TrpcBudgets = z.object({ result: z.object({ data: ZBudgetList }) });
const trpcQuery = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(input))}`;

async function errorOf(
  response: Response,
  status: number,
): Promise<{ error: string; details?: { path: string; message: string }[] }> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as { error: string; details?: { path: string; message: string }[] };
}

/** Budgets over REST and tRPC, their figures computed from the organization's real contracts and payments. */
describe.each(testBackends())('budgets (%s)', (backend) => {
  let p: Parties;
  let admin: HttpClient;
  let logistics: HttpClient;
  let rival: HttpClient;
  let monthly: TBudget;
  let refined: TBudget;
  let gas: TBudget;

  beforeAll(async () => {
    p = await startParties(backend);
    [admin, logistics] = await Promise.all([signIn(p.server, 'admin'), signIn(p.server, 'logistics')]);
    rival = await signUp(p.server, 'budgetrival', 'buyer');
  });
  afterAll(() => p.server.close());

  it('lets finance (REST) and the buyer (tRPC) set budgets for their organization, each starting with nothing committed or spent', async () => {
    monthly = await json(await p.finance.post('/api/budgets', { period: month, amount: 100_000_000_00 }), ZBudget, 201);
    expect(monthly).toMatchObject({
      period: month,
      periodType: 'month',
      productType: null,
      currency: 'NGN',
      amount: 100_000_000_00,
      committed: 0,
      spent: 0,
      remaining: 100_000_000_00,
      current: true,
    });
    expect(monthly.allowedActions).toEqual(['budget.update']);
    refined = (
      await json(
        await p.buyer.post('/api/trpc/budget.create', {
          period: quarter,
          productType: 'refined-products',
          amount: 50_000_000_00,
        }),
        TrpcBudget,
      )
    ).result.data;
    expect(refined).toMatchObject({
      period: quarter,
      periodType: 'quarter',
      productType: 'refined-products',
      remaining: 50_000_000_00,
      current: true,
    });
    expect(refined.periodEnd > refined.periodStart).toBe(true);
    gas = await json(
      await p.buyer.post('/api/budgets', { period: quarter, productType: 'natural-gas', amount: 1_000_00 }),
      ZBudget,
      201,
    );
  });

  it('refuses a second budget for the same period and product type (409 on period)', async () => {
    const body = await errorOf(await p.buyer.post('/api/budgets', { period: month, amount: 5_00 }), 409);
    expect(body.details).toEqual([{ path: 'period', message: BUDGET_MESSAGES.duplicate }]);
  });

  it('answers 400 with the field and its message for bad input, over REST and tRPC', async () => {
    const badPeriod = await errorOf(await p.buyer.post('/api/budgets', { period: '2026-13', amount: 100 }), 400);
    expect(badPeriod.details).toContainEqual({ path: 'period', message: BUDGET_MESSAGES.periodInvalid });
    const badAmount = await errorOf(await p.buyer.post('/api/budgets', { period: '2031-Q1', amount: -5 }), 400);
    expect(badAmount.details).toContainEqual({ path: 'amount', message: BUDGET_MESSAGES.amountPositive });
    const fraction = await errorOf(await p.buyer.post('/api/budgets', { period: '2031-Q1', amount: 10.5 }), 400);
    expect(fraction.details?.map((d) => d.path)).toContain('amount');
    await errorOf(await p.buyer.post('/api/budgets', { period: '2031-Q1', amount: 100, productType: 'coal' }), 400);
    await errorOf(await p.buyer.post('/api/budgets', { period: '2031-Q1', amount: 100, unknownField: 'x' }), 400);
    expect((await p.buyer.post('/api/trpc/budget.create', { period: 'soon', amount: 100 })).status).toBe(400);
    await errorOf(await p.finance.request('PATCH', `/api/budgets/${monthly.id}`, { amount: 0 }), 400);
  });

  it('refuses every other role (403 naming the permission) and lets the admin read but not set', async () => {
    expect((await errorOf(await p.supplier.post('/api/budgets', { period: month, amount: 100 }), 403)).error).toBe(
      'Missing permission: budget:manage',
    );
    expect((await errorOf(await p.supplier.get('/api/budgets'), 403)).error).toBe('Missing permission: budget:read');
    expect((await errorOf(await logistics.get('/api/budgets'), 403)).error).toBe('Missing permission: budget:read');
    expect((await p.supplier.post('/api/trpc/budget.create', { period: month, amount: 100 })).status).toBe(403);
    expect((await errorOf(await admin.post('/api/budgets', { period: month, amount: 100 }), 403)).error).toBe(
      'Missing permission: budget:manage',
    );
    await errorOf(await admin.request('PATCH', `/api/budgets/${monthly.id}`, { amount: 100 }), 403);
    const seen = await json(await admin.get(`/api/budgets?organizationId=${monthly.organizationId}`), ZBudgetList);
    expect(seen.map((b) => b.id).sort()).toEqual([monthly.id, refined.id, gas.id].sort());
    expect(seen.every((b) => b.allowedActions.length === 0)).toBe(true);
  });

  it('keeps each organization to its own budgets: another buyer neither sees nor changes them (404), nor asks for them (403)', async () => {
    expect(await json(await rival.get('/api/budgets'), ZBudgetList)).toEqual([]);
    expect(
      (await errorOf(await rival.request('PATCH', `/api/budgets/${monthly.id}`, { amount: 1_00 }), 404)).error,
    ).toBe('Budget not found');
    expect((await rival.post('/api/trpc/budget.update', { id: monthly.id, amount: 1_00 })).status).toBe(404);
    await errorOf(await rival.get(`/api/budgets?organizationId=${monthly.organizationId}`), 403);
    const own = await json(await rival.post('/api/budgets', { period: month, amount: 7_00 }), ZBudget, 201);
    expect((await json(await p.buyer.get('/api/budgets'), ZBudgetList)).map((b) => b.id)).not.toContain(own.id);
    expect((await json(await p.buyer.get('/api/budgets'), ZBudgetList)).find((b) => b.id === monthly.id)?.amount).toBe(
      100_000_000_00,
    );
  });

  it('counts an open contract as committed, then moves what finance pays from committed to spent, for the matching product type only', async () => {
    const { contractId, order } = await signedOrder(p, '500');
    const contract = await json(
      await p.buyer.get(`/api/contracts/${contractId}`),
      z.object({ totalValue: z.number().int() }),
    );
    const byId = async (client: HttpClient) =>
      new Map((await json(await client.get('/api/budgets'), ZBudgetList)).map((b) => [b.id, b]));

    let now = await byId(p.buyer);
    expect(now.get(monthly.id)).toMatchObject({
      committed: contract.totalValue,
      spent: 0,
      remaining: 100_000_000_00 - contract.totalValue,
    });
    expect(now.get(refined.id)).toMatchObject({
      committed: contract.totalValue,
      spent: 0,
      remaining: 50_000_000_00 - contract.totalValue,
    });
    expect(now.get(gas.id)).toMatchObject({ committed: 0, spent: 0, remaining: 1_000_00 });

    expect((await p.supplier.post(`/api/orders/${order.id}/confirm`)).status).toBe(200);
    const [advance] = await paymentsOf(p.finance, order.id);
    if (!advance) throw new Error('the order has no payment');
    await json(await processPayment(p.finance, advance.id, advance.amount, `budget-${advance.id}`), ZPayment);

    now = await byId(p.finance);
    expect(now.get(monthly.id)).toMatchObject({
      committed: contract.totalValue - advance.amount,
      spent: advance.amount,
      remaining: 100_000_000_00 - contract.totalValue,
    });
    expect(now.get(refined.id)).toMatchObject({
      committed: contract.totalValue - advance.amount,
      spent: advance.amount,
    });
    expect(now.get(gas.id)).toMatchObject({ committed: 0, spent: 0 });

    // Over tRPC: the period filter and the same figures.
    const listed = (
      await json(await p.buyer.get(`/api/trpc/budget.list${trpcQuery({ period: quarter })}`), TrpcBudgets)
    ).result.data;
    expect(listed.map((b) => b.id).sort()).toEqual([refined.id, gas.id].sort());
    expect(listed.find((b) => b.id === refined.id)?.spent).toBe(advance.amount);
  });

  it('changes the amount (PATCH over REST, update over tRPC) and recomputes remaining; over budget shows as negative', async () => {
    const patched = await json(
      await p.finance.request('PATCH', `/api/budgets/${monthly.id}`, { amount: 1_00 }),
      ZBudget,
    );
    expect(patched.amount).toBe(1_00);
    expect(patched.remaining).toBe(1_00 - patched.committed - patched.spent);
    expect(patched.remaining).toBeLessThan(0);
    const viaTrpc = (
      await json(await p.buyer.post('/api/trpc/budget.update', { id: monthly.id, amount: 200_000_000_00 }), TrpcBudget)
    ).result.data;
    expect(viaTrpc).toMatchObject({
      amount: 200_000_000_00,
      remaining: 200_000_000_00 - patched.committed - patched.spent,
    });
  });
});
