import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import type { OrderStatus, RfqStatus } from '@energy/domain/constants';
import { ORDER_CLOSED_STATES } from '@energy/domain/machines/fulfilment';
import type { Currency } from '@energy/domain/money';
import { utcDayOf } from '@energy/domain/schemas/primitives';
import { DASHBOARD_LIST_SIZE, type TBuyerMetrics } from '@energy/domain/schemas/dashboard';
import { and, asc, desc, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import { iso } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { convertedTotals } from '../pricing/converted-total';
import { rfqOpenSql } from '../rfq/rfq.open';
import {
  byCurrency,
  countAll,
  outer,
  dashboardOrg,
  monthOf,
  monthStart,
  ofOrg,
  percentOf,
  total,
  trendStart,
} from './dashboard.sql';

const CANCELLED_ORDER: OrderStatus = 'cancelled';

/** The Procurement Dashboard of a buyer organization (admin: every buyer's together). */
export async function buyerMetrics(
  db: Executor,
  scope: CallerScope,
  currency: Currency,
  now = new Date(),
): Promise<TBuyerMetrics> {
  const org = dashboardOrg(scope);
  const ownRfqs = ofOrg(rfqs.buyerOrgId, org);
  const ownOrders = ofOrg(orders.buyerOrgId, org);
  const placed = and(ownOrders, ne(orders.status, CANCELLED_ORDER));
  const offerCount =
    sql<number>`(select count(*) from ${offers} where ${offers.rfqId} = ${outer(rfqs, rfqs.id)})`.mapWith(Number);

  // The mean offer of each RFQ, per currency: an award is measured against offers in its own currency.
  const means = db
    .select({ rfqId: offers.rfqId, currency: offers.currency, mean: sql<string>`avg(${offers.totalPrice})`.as('mean') })
    .from(offers)
    .groupBy(offers.rfqId, offers.currency)
    .as('means');

  const [
    activeRfqs,
    pendingOrders,
    spend,
    savings,
    activeRfqList,
    recentOrders,
    offersThisMonth,
    awarded,
    openOffers,
    spendTrend,
  ] = await Promise.all([
    db
      .select({ n: countAll() })
      .from(rfqs)
      .where(and(ownRfqs, rfqOpenSql(now))),
    db
      .select({ n: countAll() })
      .from(orders)
      .where(and(ownOrders, notInArray(orders.status, [...ORDER_CLOSED_STATES]))),
    db
      .select({ currency: orders.currency, amount: total(orders.totalValue) })
      .from(orders)
      .where(and(placed, gte(orders.createdAt, monthStart(now))))
      .groupBy(orders.currency),
    db
      .select({
        currency: contracts.currency,
        amount: sql<number>`coalesce(round(sum(${means.mean} - ${contracts.totalValue})), 0)`.mapWith(Number),
        base: sql<number>`coalesce(sum(${means.mean}), 0)`.mapWith(Number),
      })
      .from(contracts)
      .innerJoin(means, and(eq(means.rfqId, contracts.rfqId), eq(means.currency, contracts.currency)))
      .where(and(ofOrg(contracts.buyerOrgId, org), ne(contracts.status, 'cancelled')))
      .groupBy(contracts.currency),
    db
      .select({ rfq: rfqs, offerCount })
      .from(rfqs)
      .where(and(ownRfqs, rfqOpenSql(now)))
      .orderBy(asc(rfqs.closeDate), asc(rfqs.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({ order: orders, supplier: organizations.name })
      .from(orders)
      .innerJoin(organizations, eq(organizations.id, orders.supplierOrgId))
      .where(ownOrders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({ n: countAll() })
      .from(offers)
      .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
      .where(and(ownRfqs, gte(offers.createdAt, monthStart(now)))),
    db
      .select({ n: countAll() })
      .from(rfqs)
      .where(and(ownRfqs, eq(rfqs.status, 'awarded' satisfies RfqStatus))),
    db
      .select({ n: countAll() })
      .from(offers)
      .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
      .where(and(ownRfqs, rfqOpenSql(now))),
    db
      .select({ month: monthOf(orders.createdAt), currency: orders.currency, amount: total(orders.totalValue) })
      .from(orders)
      .where(and(placed, gte(orders.createdAt, trendStart(now))))
      .groupBy(monthOf(orders.createdAt), orders.currency)
      .orderBy(monthOf(orders.createdAt), orders.currency),
  ]);

  const open = activeRfqs[0]?.n ?? 0;
  const totalSpend = byCurrency(spend);
  const costSavings = savings
    .map((row) => ({
      currency: row.currency as Currency,
      amount: row.amount,
      percent: percentOf(row.amount, row.base),
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    activeRfqs: open,
    pendingOrders: pendingOrders[0]?.n ?? 0,
    totalSpend,
    costSavings,
    activeRfqList: activeRfqList.map(({ rfq, offerCount: n }) => ({
      id: rfq.id,
      rfqNumber: rfq.rfqNumber,
      title: rfq.title,
      status: rfq.status,
      closeDate: iso(rfq.closeDate),
      offerCount: n,
    })),
    recentOrders: recentOrders.map(({ order, supplier }) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      counterparty: supplier,
      status: order.status,
      totalValue: order.totalValue,
      currency: order.currency as Currency,
      createdAt: iso(order.createdAt),
    })),
    insights: {
      offersThisMonth: offersThisMonth[0]?.n ?? 0,
      awardedRfqs: awarded[0]?.n ?? 0,
      averageOffersPerRfq: open > 0 ? Math.round(((openOffers[0]?.n ?? 0) / open) * 10) / 10 : 0,
    },
    spendTrend: spendTrend.map((row) => ({ month: row.month, currency: row.currency as Currency, amount: row.amount })),
    converted: await convertedTotals(db, { totalSpend, costSavings }, currency, utcDayOf(now)),
  };
}
