import { ZBuyerMetrics, ZFinanceMetrics, ZSupplierMetrics } from '@energy/domain/schemas/dashboard';
import { ZPaymentSummary } from '@energy/domain/schemas/fulfilment';
import { ZPosted } from '@energy/domain/schemas/pricing';
import { DEFAULT_PREFERENCES, ZPreferences } from '@energy/domain/schemas/settings';
import { testBackends } from '@energy/test/databases';
import { insertOrderChain, insertPayment, memberOf, type Member } from '@energy/test/dashboard-scenario';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, signUp } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const TrpcBuyerMetrics = z.object({ result: z.object({ data: ZBuyerMetrics }) });

/**
 * Reporting currency (issue 30 item 7): the dashboards' and the payment summary's money figures, added up in the
 * caller's Settings default currency at today's rates (none today: the latest earlier day's, with its date), or null
 * when a currency has no rate on or before today.
 */
describe.each(testBackends())('reporting currency (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let supplier: HttpClient;
  let finance: HttpClient;
  const m = {} as Record<'buyer' | 'supplier' | 'finance', Member>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const admin = await signIn(server, 'admin');
    [buyer, supplier, finance] = [
      await signUp(server, 'rcbuyer', 'buyer'),
      await signUp(server, 'rcsupplier', 'supplier'),
      await signUp(server, 'rcfinance', 'finance'),
    ];
    const db = server.database.db;
    m.buyer = await memberOf(db, 'rcbuyer');
    m.supplier = await memberOf(db, 'rcsupplier');
    m.finance = await memberOf(db, 'rcfinance');
    // This month's orders of the buyer, won by the supplier: ₦1,532,750.00, $1,250.00 and €100.00.
    await insertOrderChain(db, m.buyer, m.supplier, 153_275_000, 'NGN');
    await insertOrderChain(db, m.buyer, m.supplier, 125_000, 'USD');
    await insertOrderChain(db, m.buyer, m.supplier, 10_000, 'EUR');
    // A $500.00 payment the finance officer's organization captured today (held in escrow).
    const { order } = await insertOrderChain(db, m.finance, m.supplier, 50_000, 'USD');
    await insertPayment(db, order.id, m.finance.orgId, m.supplier.orgId, 50_000, {
      status: 'captured',
      captureAt: new Date(),
    });
    // No rate today: USD/NGN three days ago and yesterday (the later one is used), EUR/USD three days ago only.
    await json(
      await admin.post('/api/fx-rates', {
        rates: [
          { base: 'USD', quote: 'NGN', date: dayOf(-3), rate: '1500' },
          { base: 'USD', quote: 'NGN', date: dayOf(-1), rate: '1532.75' },
          { base: 'EUR', quote: 'USD', date: dayOf(-3), rate: '1.08' },
        ],
      }),
      ZPosted,
    );
  });
  afterAll(() => server.close());

  const saveCurrency = async (client: HttpClient, currency: string) =>
    json(await client.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, currency }), ZPreferences);

  it("adds the buyer's spend in US dollars at the latest rates on or before today, naming each rate and its day", async () => {
    const metrics = await json(await buyer.get('/api/dashboard/buyer-metrics'), ZBuyerMetrics);
    expect(metrics.totalSpend).toEqual([
      { currency: 'EUR', amount: 10_000 },
      { currency: 'NGN', amount: 153_275_000 },
      { currency: 'USD', amount: 125_000 },
    ]);
    // $1,250.00 + ₦1,532,750.00 x (1 / 1532.75 = 0.000652422117, the stored pair inverted: $999.99999983)
    // + €100.00 x 1.08 ($108.00) = $2,357.99999983 -> $2,358.00, rounded once, half to even.
    expect(metrics.converted.totalSpend).toEqual({
      currency: 'USD',
      amountMinor: 235_800,
      rates: [
        { base: 'EUR', quote: 'USD', rate: '1.080000', date: dayOf(-3) },
        { base: 'NGN', quote: 'USD', rate: '0.000652422117', date: dayOf(-1) },
      ],
      // The oldest rate used: the label says "converted at the rates of" that day.
      asOf: dayOf(-3),
    });
    // No savings: nothing to convert, zero dollars as of today.
    expect(metrics.converted.costSavings).toEqual({ currency: 'USD', amountMinor: 0, rates: [], asOf: dayOf(0) });
    // tRPC answers the same.
    const trpc = await json(await buyer.get('/api/trpc/dashboard.buyerMetrics'), TrpcBuyerMetrics);
    expect(trpc.result.data.converted).toEqual(metrics.converted);
  });

  it("converts the supplier's revenue the same way: the buyer's three orders and the finance officer's $500.00", async () => {
    const metrics = await json(await supplier.get('/api/dashboard/supplier-metrics'), ZSupplierMetrics);
    expect(metrics.converted.revenue).toEqual({
      currency: 'USD',
      amountMinor: 285_800,
      rates: [
        { base: 'EUR', quote: 'USD', rate: '1.080000', date: dayOf(-3) },
        { base: 'NGN', quote: 'USD', rate: '0.000652422117', date: dayOf(-1) },
      ],
      asOf: dayOf(-3),
    });
  });

  it("follows the user's default currency: euros for a finance officer who chose them", async () => {
    await saveCurrency(finance, 'EUR');
    // $500.00 x (1 / 1.08 = 0.925925925926) = €462.962962963 -> €462.96.
    const inEuros = {
      currency: 'EUR',
      amountMinor: 46_296,
      rates: [{ base: 'USD', quote: 'EUR', rate: '0.925925925926', date: dayOf(-3) }],
      asOf: dayOf(-3),
    };
    const metrics = await json(await finance.get('/api/dashboard/finance-metrics'), ZFinanceMetrics);
    expect(metrics.monthlyVolume).toEqual([{ currency: 'USD', amount: 50_000 }]);
    expect(metrics.converted.monthlyVolume).toEqual(inEuros);
    expect(metrics.converted.processedTodayAmount).toEqual(inEuros);
    const summary = await json(await finance.get('/api/payments/summary'), ZPaymentSummary);
    expect(summary.heldInEscrow).toEqual([{ currency: 'USD', amount: 50_000 }]);
    expect(summary.converted.heldInEscrow).toEqual(inEuros);
    // Volume counts captured payments too.
    expect(summary.converted.volume).toEqual(inEuros);
  });

  it('is null when a currency summed has no rate on or before today, and the per-currency totals stay', async () => {
    // No rate into Canadian dollars at all.
    await saveCurrency(buyer, 'CAD');
    const metrics = await json(await buyer.get('/api/dashboard/buyer-metrics'), ZBuyerMetrics);
    expect(metrics.totalSpend).toHaveLength(3);
    expect(metrics.converted.totalSpend).toBeNull();
    expect(metrics.converted.costSavings).toEqual({ currency: 'CAD', amountMinor: 0, rates: [], asOf: dayOf(0) });
    // Nor into pounds sterling, for the supplier who chose them.
    await saveCurrency(buyer, 'USD');
    await saveCurrency(supplier, 'GBP');
    const supplierMetrics = await json(await supplier.get('/api/dashboard/supplier-metrics'), ZSupplierMetrics);
    expect(supplierMetrics.converted.revenue).toBeNull();
  });
});
