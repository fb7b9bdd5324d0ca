import {
  ZAdminMetrics,
  ZBuyerMetrics,
  ZFinanceMetrics,
  ZLogisticsMetrics,
  ZSupplierMetrics,
} from '@energy/domain/schemas/dashboard';
import { ZPayment } from '@energy/domain/schemas/fulfilment';
import type { Role } from '@energy/domain/roles';
import { drivers, vehicles } from '@energy/db/schema/fleet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import {
  insertAssignedJob,
  insertContract,
  insertDriver,
  insertOffer,
  insertOrder,
  insertOrderChain,
  insertPayment,
  insertRfq,
  insertSettlement,
  insertShipment,
  insertTender,
  insertVehicle,
  memberOf,
  TIME,
  type Member,
} from '@energy/test/dashboard-scenario';
import { processPayment } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, signUp } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

const PATHS = {
  buyer: '/api/dashboard/buyer-metrics',
  supplier: '/api/dashboard/supplier-metrics',
  logistics: '/api/dashboard/logistics-metrics',
  finance: '/api/dashboard/finance-metrics',
  admin: '/api/dashboard/admin-metrics',
} as const satisfies Record<Role, string>;

const { HOUR, DAY } = TIME;
const now = new Date();
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const lastMonth = new Date(monthStart.getTime() - DAY);
const month = (date: Date) => date.toISOString().slice(0, 7);
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** A converted total of nothing (reporting-currency.contract.test.ts covers the rest): $0 as of today, no rate. */
const nothingConverted = { currency: 'USD', amountMinor: 0, rates: [], asOf: dayOf(0) };

/** Every figure of every dashboard against a scenario with known answers, per organization. */
describe.each(testBackends())('role dashboards (%s)', (backend) => {
  let server: TestServer;
  const c = {} as Record<
    | 'buyer'
    | 'emptyBuyer'
    | 'supplier'
    | 'supplierB'
    | 'logistics'
    | 'emptyLogistics'
    | 'finance'
    | 'emptyFinance'
    | 'admin',
    HttpClient
  >;
  const m = {} as Record<'buyer' | 'supplier' | 'supplierB' | 'supplierC' | 'buyerC' | 'logistics' | 'finance', Member>;
  let adminBefore: ReturnType<typeof ZAdminMetrics.parse>;
  let pendingPaymentIds: string[] = [];
  let captureYesterday: Date;

  beforeAll(async () => {
    server = await startTestServer(backend);
    c.admin = await signIn(server, 'admin');
    adminBefore = await json(await c.admin.get(PATHS.admin), ZAdminMetrics);
    // Fresh organizations, one per account: their figures are this scenario's alone.
    const accounts = [
      ['buyer', 'dashbuyer', 'buyer'],
      ['emptyBuyer', 'dashbuyerb', 'buyer'],
      ['supplier', 'dashsup', 'supplier'],
      ['supplierB', 'dashsupb', 'supplier'],
      ['logistics', 'dashlog', 'logistics'],
      ['emptyLogistics', 'dashlogb', 'logistics'],
      ['finance', 'dashfin', 'finance'],
      ['emptyFinance', 'dashfinb', 'finance'],
    ] as const;
    for (const [key, username, role] of accounts) c[key] = await signUp(server, username, role);
    await signUp(server, 'dashsupc', 'supplier');
    await signUp(server, 'dashbuyerc', 'buyer');
    const db = server.database.db;
    for (const [key, username] of [
      ['buyer', 'dashbuyer'],
      ['supplier', 'dashsup'],
      ['supplierB', 'dashsupb'],
      ['supplierC', 'dashsupc'],
      ['buyerC', 'dashbuyerc'],
      ['logistics', 'dashlog'],
      ['finance', 'dashfin'],
    ] as const) {
      m[key] = await memberOf(db, username);
    }

    // Buyer: two awarded RFQs. NGN offers 1,000,000 (won) and 1,400,000: mean 1,200,000, saving 200,000.
    // USD offers 600,000 (won) and 800,000: mean 700,000, saving 100,000. One open RFQ with one offer, one closed by date.
    const rfq1 = await insertRfq(db, m.buyer, 'awarded');
    const won1 = await insertOffer(db, rfq1.id, m.supplier, 1_000_000, 'selected');
    await insertOffer(db, rfq1.id, m.supplierB, 1_400_000, 'declined');
    const contract1 = await insertContract(db, rfq1.id, won1.id, m.buyer, m.supplier, 1_000_000, 'NGN');
    await insertOrder(db, contract1.id, m.buyer, m.supplier, 1_000_000, 'NGN', 'created');
    const rfq2 = await insertRfq(db, m.buyer, 'awarded');
    const won2 = await insertOffer(db, rfq2.id, m.supplier, 600_000, 'selected', 'USD');
    await insertOffer(db, rfq2.id, m.supplierB, 800_000, 'declined', 'USD');
    const contract2 = await insertContract(db, rfq2.id, won2.id, m.buyer, m.supplier, 600_000, 'USD');
    await insertOrder(db, contract2.id, m.buyer, m.supplier, 600_000, 'USD', 'completed', lastMonth);
    const rfq3 = await insertRfq(db, m.buyer, 'quoted');
    await insertOffer(db, rfq3.id, m.supplierB, 900_000, 'pending');
    await insertRfq(db, m.buyer, 'published', new Date(Date.now() - DAY));

    // Logistics: carried shipments on orders between buyer C and supplier C.
    const carried = async (
      status: Parameters<typeof insertShipment>[4],
      times: Parameters<typeof insertShipment>[5],
    ) => {
      const { order } = await insertOrderChain(db, m.buyerC, m.supplierC, 100_000, 'USD');
      return insertShipment(db, order.id, m.supplierC, m.logistics, status, times);
    };
    const t0 = new Date(Date.now() - 3 * DAY);
    const overdue = await carried('in_transit', { estimatedArrival: new Date(Date.now() - HOUR), actualDeparture: t0 });
    const accepted = await carried('accepted', { estimatedArrival: new Date(Date.now() + DAY) });
    const onTime = await carried('delivered', {
      estimatedArrival: new Date(t0.getTime() + 12 * HOUR),
      actualDeparture: t0,
      actualArrival: new Date(t0.getTime() + 10 * HOUR),
    });
    const late = await carried('pod_confirmed', {
      estimatedArrival: new Date(t0.getTime() + 24 * HOUR),
      actualDeparture: t0,
      actualArrival: new Date(t0.getTime() + 30 * HOUR),
    });
    const v1 = await insertVehicle(db, m.logistics, 'active');
    const v2 = await insertVehicle(db, m.logistics, 'active');
    const v3 = await insertVehicle(db, m.logistics, 'active');
    await insertVehicle(db, m.logistics, 'active'); // idle
    const v5 = await insertVehicle(db, m.logistics, 'maintenance');
    const d1 = await insertDriver(db, m.logistics, 'Ade', 4.8);
    const d2 = await insertDriver(db, m.logistics, 'Bello', 4.2);
    const d3 = await insertDriver(db, m.logistics, 'Chukwu', 3.9);
    // Papers: Chukwu's license expired yesterday, v5's insurance runs out in 10 days, v1's in 31 (not yet flagged), v2's ADR today (expiring).
    await db
      .update(drivers)
      .set({ licenseExpiry: dayOf(-1) })
      .where(eq(drivers.id, d3.id));
    await db
      .update(vehicles)
      .set({ insuranceExpiryDate: dayOf(10) })
      .where(eq(vehicles.id, v5.id));
    await db
      .update(vehicles)
      .set({ insuranceExpiryDate: dayOf(31) })
      .where(eq(vehicles.id, v1.id));
    await db
      .update(vehicles)
      .set({ adrExpiryDate: dayOf(0) })
      .where(eq(vehicles.id, v2.id));
    await insertAssignedJob(db, m.logistics, overdue.id, 'in_progress', d1.id, v1.id);
    await insertAssignedJob(db, m.logistics, accepted.id, 'assigned', d2.id, v2.id);
    await insertAssignedJob(db, m.logistics, onTime.id, 'completed', d3.id, v3.id, true);
    // On a job, but a vehicle in maintenance does not count towards utilization of the active fleet.
    await insertAssignedJob(db, m.logistics, late.id, 'in_progress', d3.id, v5.id);
    // An open tender whose bid deadline passed: one of the admin's alerts.
    const { order: tenderOrder } = await insertOrderChain(db, m.buyerC, m.supplierC, 50_000, 'USD');
    const tendered = await insertShipment(db, tenderOrder.id, m.supplierC, null, 'tendered', {
      estimatedArrival: new Date(Date.now() + 5 * DAY),
    });
    await insertTender(db, tendered.id, m.supplierC, new Date(Date.now() - HOUR));

    // Finance: payments owed by the finance officer's organization; settlements of its contract.
    const { order: owedOrder, contract: owedContract } = await insertOrderChain(
      db,
      m.finance,
      m.supplierC,
      500_000,
      'NGN',
    );
    const pay = (amount: number, options: Parameters<typeof insertPayment>[5]) =>
      insertPayment(db, owedOrder.id, m.finance.orgId, m.supplierC.orgId, amount, options);
    const p1 = await pay(20_000, { status: 'pending', createdAt: new Date(Date.now() - 2 * DAY) });
    const p2 = await pay(30_000, { status: 'pending', createdAt: new Date(Date.now() - DAY) });
    pendingPaymentIds = [p1.id, p2.id];
    await pay(50_000, { status: 'captured', captureAt: new Date() });
    captureYesterday = new Date(dayStart.getTime() - HOUR);
    await pay(70_000, { status: 'completed', method: 'bank_transfer', captureAt: captureYesterday });
    await pay(90_000, { status: 'completed', method: 'bank_transfer', captureAt: lastMonth, createdAt: lastMonth });
    await pay(10_000, { status: 'failed', method: 'letter_of_credit' });
    await insertSettlement(
      db,
      owedContract.id,
      100_000,
      'completed',
      new Date(Date.now() - 2 * DAY),
      new Date(Date.now() - 3 * DAY),
    );
    await insertSettlement(db, owedContract.id, 150_000, 'pending', new Date(Date.now() - DAY));
    await insertSettlement(db, owedContract.id, 250_000, 'pending', new Date(Date.now() + 10 * DAY));
  });
  afterAll(() => server.close());

  it('gives the buyer its open RFQs, pending orders, spend this month and savings against the mean offer, per currency', async () => {
    const metrics = await json(await c.buyer.get(PATHS.buyer), ZBuyerMetrics);
    expect(metrics).toMatchObject({
      activeRfqs: 1,
      pendingOrders: 1,
      totalSpend: [{ currency: 'NGN', amount: 1_000_000 }],
      costSavings: [
        { currency: 'NGN', amount: 200_000, percent: 16.7 },
        { currency: 'USD', amount: 100_000, percent: 14.3 },
      ],
      insights: { offersThisMonth: 5, awardedRfqs: 2, averageOffersPerRfq: 1 },
    });
    expect(metrics.activeRfqList.map((r) => [r.status, r.offerCount])).toEqual([['quoted', 1]]);
    expect(metrics.recentOrders.map((o) => [o.totalValue, o.currency, o.status])).toEqual([
      [1_000_000, 'NGN', 'created'],
      [600_000, 'USD', 'completed'],
    ]);
    expect(metrics.spendTrend).toEqual([
      { month: month(lastMonth), currency: 'USD', amount: 600_000 },
      { month: month(now), currency: 'NGN', amount: 1_000_000 },
    ]);
  });

  it('gives each supplier its opportunities, open quotes, revenue this month and win rate', async () => {
    const admin = await json(await c.admin.get(PATHS.supplier), ZSupplierMetrics);
    const a = await json(await c.supplier.get(PATHS.supplier), ZSupplierMetrics);
    const b = await json(await c.supplierB.get(PATHS.supplier), ZSupplierMetrics);
    // Every open RFQ is an opportunity for the admin's view and for A (which quoted on none open); B quoted on one.
    expect(a.rfqOpportunities).toBe(admin.rfqOpportunities);
    expect(b.rfqOpportunities).toBe(admin.rfqOpportunities - 1);
    expect(a).toMatchObject({
      activeQuotes: 0,
      revenue: [{ currency: 'NGN', amount: 1_000_000 }],
      winRate: 100,
      quotePerformance: { pending: 0, selected: 2, declined: 0 },
    });
    expect(b).toMatchObject({
      activeQuotes: 1,
      revenue: [],
      winRate: 0,
      quotePerformance: { pending: 1, selected: 0, declined: 2 },
    });
    expect(b.activeQuoteList.map((q) => q.totalPrice)).toEqual([900_000]);
    expect(a.revenueTrend).toEqual([
      { month: month(lastMonth), currency: 'USD', amount: 600_000 },
      { month: month(now), currency: 'NGN', amount: 1_000_000 },
    ]);
  });

  it('gives the carrier its active shipments, fleet utilization, on-time share and mean delivery time', async () => {
    const metrics = await json(await c.logistics.get(PATHS.logistics), ZLogisticsMetrics);
    expect(metrics).toMatchObject({
      activeShipments: 2,
      fleetUtilization: 50,
      onTimeDelivery: 50,
      avgDeliveryTime: 20,
      vehiclesOnJob: 2,
      overdueShipments: 1,
      expiredPapers: 1,
      expiringPapers: 2,
      fleetStatus: [
        { status: 'active', count: 4 },
        { status: 'maintenance', count: 1 },
        { status: 'inactive', count: 0 },
      ],
    });
    expect(metrics.activeShipmentList.map((s) => s.status)).toEqual(['in_transit', 'accepted']);
    // Operational Alerts: expired and expiring papers, soonest first.
    expect(
      metrics.paperAlerts.map((a) => [
        a.kind,
        a.name.startsWith('LAG') ? 'vehicle' : a.name,
        a.paper,
        a.expiresOn,
        a.state,
      ]),
    ).toEqual([
      ['driver', 'Driver Chukwu', 'License', dayOf(-1), 'expired'],
      ['vehicle', 'vehicle', 'ADR certificate', dayOf(0), 'expiring'],
      ['vehicle', 'vehicle', 'Insurance', dayOf(10), 'expiring'],
    ]);
    expect(metrics.drivers.map((d) => [d.name, d.completedJobs])).toEqual([
      ['Driver Ade', 0],
      ['Driver Bello', 0],
      ['Driver Chukwu', 1],
    ]);
    const arrivalMonth = month(new Date(Date.now() - 3 * DAY + 10 * HOUR));
    const lateMonth = month(new Date(Date.now() - 3 * DAY + 30 * HOUR));
    const delivered =
      arrivalMonth === lateMonth
        ? [{ month: arrivalMonth, delivered: 2, onTime: 1 }]
        : [
            { month: arrivalMonth, delivered: 1, onTime: 1 },
            { month: lateMonth, delivered: 1, onTime: 0 },
          ];
    expect(metrics.deliveryTrend).toEqual(delivered);
  });

  it('gives finance its pending payments, captures today and this month, settlement rate and alerts', async () => {
    const metrics = await json(await c.finance.get(PATHS.finance), ZFinanceMetrics);
    const yesterdayThisMonth = captureYesterday >= monthStart ? 70_000 : 0;
    expect(metrics).toMatchObject({
      pendingPayments: 2,
      pendingAmount: [{ currency: 'USD', amount: 50_000 }],
      processedToday: 1,
      processedTodayAmount: [{ currency: 'USD', amount: 50_000 }],
      monthlyVolume: [{ currency: 'USD', amount: 50_000 + yesterdayThisMonth }],
      settlementRate: 33.3,
      alerts: { failedPayments: 1, overdueSettlements: 1 },
    });
    expect(metrics.pendingApprovals.map((p) => p.id)).toEqual(pendingPaymentIds);
    expect(metrics.pendingApprovals.every((p) => p.allowedActions.includes('payment.process'))).toBe(true);
    expect(metrics.recentSettlements.map((s) => [s.amount, s.overdue])).toEqual([
      [250_000, false],
      [150_000, true],
      [100_000, false],
    ]);
    expect(metrics.paymentMethods).toEqual([
      { method: 'bank_transfer', count: 2, currency: 'USD', amount: 160_000 },
      { method: 'escrow', count: 3, currency: 'USD', amount: 100_000 },
      { method: 'letter_of_credit', count: 1, currency: 'USD', amount: 10_000 },
    ]);
    expect(metrics.cashFlowTrend.at(-1)).toEqual({
      month: month(now),
      currency: 'USD',
      amount: 50_000 + yesterdayThisMonth,
    });
  });

  it('approves a pending payment from the dashboard (payment.process): it moves to Processed Today', async () => {
    const before = await json(await c.finance.get(PATHS.finance), ZFinanceMetrics);
    const [oldest] = before.pendingApprovals;
    if (!oldest) throw new Error('no pending payment');
    await json(await processPayment(c.finance, oldest.id, oldest.amount, 'dashboard-approve-1'), ZPayment);
    const after = await json(await c.finance.get(PATHS.finance), ZFinanceMetrics);
    expect(after).toMatchObject({
      pendingPayments: 1,
      pendingAmount: [{ currency: 'USD', amount: 30_000 }],
      processedToday: 2,
      processedTodayAmount: [{ currency: 'USD', amount: 70_000 }],
    });
  });

  it('gives the admin platform-wide users, uptime with health, transactions and alerts', async () => {
    const after = await json(await c.admin.get(PATHS.admin), ZAdminMetrics);
    // Ten accounts signed up; three payments captured in the scenario and one approved; three alerts seeded.
    expect(after.totalUsers - adminBefore.totalUsers).toBe(10);
    expect(after.totalTransactions - adminBefore.totalTransactions).toBe(4);
    expect(after.alerts.overdueSettlements - adminBefore.alerts.overdueSettlements).toBe(1);
    expect(after.alerts.failedPayments - adminBefore.alerts.failedPayments).toBe(1);
    expect(after.alerts.expiredTenders - adminBefore.alerts.expiredTenders).toBe(1);
    expect(after.activeAlerts).toBe(
      after.alerts.overdueSettlements + after.alerts.failedPayments + after.alerts.expiredTenders,
    );
    expect(after.health.database).toBe('ok');
    expect(after.uptime).toBeGreaterThanOrEqual(adminBefore.uptime);
    expect(Date.parse(after.startedAt)).toBeLessThanOrEqual(Date.now() - after.uptime * 1000 + 1000);
    expect(after.recentActivity.length).toBeGreaterThan(0);
  });

  it("shows an organization with no records zeros and empty lists, never another organization's figures", async () => {
    expect(await json(await c.emptyBuyer.get(PATHS.buyer), ZBuyerMetrics)).toEqual({
      activeRfqs: 0,
      pendingOrders: 0,
      totalSpend: [],
      costSavings: [],
      activeRfqList: [],
      recentOrders: [],
      insights: { offersThisMonth: 0, awardedRfqs: 0, averageOffersPerRfq: 0 },
      spendTrend: [],
      converted: { totalSpend: nothingConverted, costSavings: nothingConverted },
    });
    expect(await json(await c.emptyLogistics.get(PATHS.logistics), ZLogisticsMetrics)).toEqual({
      activeShipments: 0,
      fleetUtilization: 0,
      onTimeDelivery: 0,
      avgDeliveryTime: 0,
      activeShipmentList: [],
      fleetStatus: [
        { status: 'active', count: 0 },
        { status: 'maintenance', count: 0 },
        { status: 'inactive', count: 0 },
      ],
      vehiclesOnJob: 0,
      overdueShipments: 0,
      expiredPapers: 0,
      expiringPapers: 0,
      paperAlerts: [],
      drivers: [],
      deliveryTrend: [],
    });
    expect(await json(await c.emptyFinance.get(PATHS.finance), ZFinanceMetrics)).toEqual({
      pendingPayments: 0,
      pendingAmount: [],
      processedToday: 0,
      processedTodayAmount: [],
      monthlyVolume: [],
      settlementRate: 0,
      pendingApprovals: [],
      recentSettlements: [],
      alerts: { failedPayments: 0, overdueSettlements: 0 },
      paymentMethods: [],
      cashFlowTrend: [],
      converted: {
        pendingAmount: nothingConverted,
        processedTodayAmount: nothingConverted,
        monthlyVolume: nothingConverted,
      },
    });
  });

  const refusals = (['buyer', 'supplier', 'logistics', 'finance'] as const).flatMap((role) =>
    (Object.keys(PATHS) as Role[]).filter((other) => other !== role).map((other) => [role, other] as const),
  );
  it.each(refusals)('refuses %s the %s dashboard (403 naming the permission)', async (role, other) => {
    const response = await c[role].get(PATHS[other]);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: `Missing permission: dashboard:${other}` });
  });

  it('lets the admin read every dashboard, and nobody anonymous', async () => {
    for (const path of Object.values(PATHS)) {
      expect((await c.admin.get(path)).status).toBe(200);
      expect((await fetch(new URL(path, server.url))).status).toBe(401);
    }
  });
});
