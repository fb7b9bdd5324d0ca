import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import type { OrderStatus } from '@energy/domain/constants';
import { OFFER_OPEN_STATES } from '@energy/domain/machines/procurement';
import type { Currency } from '@energy/domain/money';
import { utcDayOf } from '@energy/domain/schemas/primitives';
import { DASHBOARD_LIST_SIZE, type TSupplierMetrics } from '@energy/domain/schemas/dashboard';
import { and, asc, eq, gte, inArray, ne, notExists, sql } from 'drizzle-orm';
import { iso } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { convertedTotals } from '../pricing/converted-total';
import { rfqOpenSql } from '../rfq/rfq.open';
import {
  byCurrency,
  countAll,
  dashboardOrg,
  monthOf,
  monthStart,
  ofOrg,
  percentOf,
  total,
  trendStart,
} from './dashboard.sql';

const CANCELLED_ORDER: OrderStatus = 'cancelled';

/** The Supplier Portal of a supplier organization (admin: every supplier's together). */
export async function supplierMetrics(
  db: Executor,
  scope: CallerScope,
  currency: Currency,
  now = new Date(),
): Promise<TSupplierMetrics> {
  const org = dashboardOrg(scope);
  // An opportunity: open for offers and not yet quoted on by this organization (admin: every open RFQ).
  const notQuoted =
    org === null
      ? undefined
      : notExists(
          db
            .select({ one: sql`1` })
            .from(offers)
            .where(and(eq(offers.rfqId, rfqs.id), eq(offers.supplierOrgId, org))),
        );
  const opportunity = and(rfqOpenSql(now), notQuoted);
  const ownOffers = ofOrg(offers.supplierOrgId, org);
  const won = and(ofOrg(orders.supplierOrgId, org), ne(orders.status, CANCELLED_ORDER));

  const [opportunities, byStatus, revenue, opportunityList, quoteList, revenueTrend] = await Promise.all([
    db.select({ n: countAll() }).from(rfqs).where(opportunity),
    db.select({ status: offers.status, n: countAll() }).from(offers).where(ownOffers).groupBy(offers.status),
    db
      .select({ currency: orders.currency, amount: total(orders.totalValue) })
      .from(orders)
      .where(and(won, gte(orders.createdAt, monthStart(now))))
      .groupBy(orders.currency),
    db
      .select({ rfq: rfqs, buyer: organizations.name })
      .from(rfqs)
      .innerJoin(organizations, eq(organizations.id, rfqs.buyerOrgId))
      .where(opportunity)
      .orderBy(asc(rfqs.closeDate), asc(rfqs.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({ offer: offers, rfqNumber: rfqs.rfqNumber, rfqTitle: rfqs.title })
      .from(offers)
      .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
      .where(and(ownOffers, inArray(offers.status, [...OFFER_OPEN_STATES])))
      .orderBy(asc(offers.validUntil), asc(offers.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({ month: monthOf(orders.createdAt), currency: orders.currency, amount: total(orders.totalValue) })
      .from(orders)
      .where(and(won, gte(orders.createdAt, trendStart(now))))
      .groupBy(monthOf(orders.createdAt), orders.currency)
      .orderBy(monthOf(orders.createdAt), orders.currency),
  ]);

  const counted = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  const performance = { pending: counted('pending'), selected: counted('selected'), declined: counted('declined') };
  return {
    rfqOpportunities: opportunities[0]?.n ?? 0,
    activeQuotes: OFFER_OPEN_STATES.reduce((sum, status) => sum + counted(status), 0),
    revenue: byCurrency(revenue),
    winRate: percentOf(performance.selected, performance.selected + performance.declined),
    opportunities: opportunityList.map(({ rfq, buyer }) => ({
      id: rfq.id,
      rfqNumber: rfq.rfqNumber,
      title: rfq.title,
      status: rfq.status,
      closeDate: iso(rfq.closeDate),
      buyer,
    })),
    activeQuoteList: quoteList.map(({ offer, rfqNumber, rfqTitle }) => ({
      id: offer.id,
      rfqNumber,
      rfqTitle,
      totalPrice: offer.totalPrice,
      currency: offer.currency as Currency,
      validUntil: iso(offer.validUntil),
    })),
    quotePerformance: performance,
    revenueTrend: revenueTrend.map((row) => ({
      month: row.month,
      currency: row.currency as Currency,
      amount: row.amount,
    })),
    converted: await convertedTotals(db, { revenue: byCurrency(revenue) }, currency, utcDayOf(now)),
  };
}
