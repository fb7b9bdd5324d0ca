import type { Executor } from '@energy/db/client';
import { kybKycReviews } from '@energy/db/schema/admin-reviews';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { jobs, tenderBids, tenders } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import type { ContractStatus, JobStatus, ShipmentStatus } from '@energy/domain/constants';
import { REVIEW_OPEN_STATES } from '@energy/domain/machines/admin';
import { JOB_FINAL_STATES } from '@energy/domain/machines/fleet';
import { SETTLEMENT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { terminalStates } from '@energy/domain/machines/transitions';
import {
  DEMURRAGE_ALLOWANCE_MINUTES,
  EXPIRING_TENDER_HOURS,
  SLA_TARGETS,
  slaStatus,
  type SlaMetric,
  type TAnalyticsFunnel,
} from '@energy/domain/schemas/analytics';
import { and, count, eq, gt, gte, inArray, isNotNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { percent } from './analytics.funnel';

type Sla = TAnalyticsFunnel['sla_performance'];
type Alert = TAnalyticsFunnel['alerts'][number];

const BIDS: readonly string[] = ['submitted', 'won', 'lost'];
const CANCELLED_CONTRACT: ContractStatus = 'cancelled';
const TENDERED: ShipmentStatus = 'tendered';
const DELAYED: JobStatus = 'delayed';
const CANCELLED_JOB: JobStatus = 'cancelled';
const PAID_SETTLEMENT = terminalStates(SETTLEMENT_TRANSITIONS);

const round1 = (value: number) => Math.round(value * 10) / 10;

function figure(metric: SlaMetric, value: number | null, sample: number): Sla[SlaMetric] {
  const { target, warning, unit } = SLA_TARGETS[metric];
  const measured = value === null ? null : round1(value);
  return { value: measured, target, warning, unit, status: slaStatus(metric, measured), sample };
}

/**
 * SLA performance over [from, to):
 * - tender accept time: hours from a tender's creation to its first bid (a carrier accepting it), for the
 *   tenders first bid on in the range;
 * - on-time delivery: of the shipments that arrived in the range, the percent whose actual arrival was no
 *   later than the estimated one;
 * - demurrage: of those whose carrier recorded the arrival at the site and the end of discharge, the minutes between
 *   them beyond the contract's free time; of the others with a proof of delivery, the minutes between arrival and the
 *   delivery time on the proof beyond DEMURRAGE_ALLOWANCE_MINUTES; averaged (waiting within the free time counts as 0).
 */
export async function slaOf(db: Executor, from: Date, to: Date): Promise<Sla> {
  const firstBids = db
    .select({ tenderId: tenderBids.tenderId, firstBidAt: sql<Date>`min(${tenderBids.createdAt})`.as('first_bid_at') })
    .from(tenderBids)
    .where(
      sql`${tenderBids.status} in (${sql.join(
        BIDS.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    )
    .groupBy(tenderBids.tenderId)
    .as('first_bids');
  const arrived = and(
    isNotNull(shipments.actualArrival),
    gte(shipments.actualArrival, from),
    lt(shipments.actualArrival, to),
  );
  const measured = and(isNotNull(jobs.arrivedAtSiteAt), isNotNull(jobs.dischargeEndedAt));
  const beyondFreeTime = sql`case when ${measured}
    then extract(epoch from (${jobs.dischargeEndedAt} - ${jobs.arrivedAtSiteAt})) / 60 - ${contracts.freeTimeHours} * 60
    else extract(epoch from (${shipments.podDeliveredAt} - ${shipments.actualArrival})) / 60 - ${DEMURRAGE_ALLOWANCE_MINUTES} end`;
  const [[accept], [onTime], [demurrage]] = await Promise.all([
    db
      .select({
        hours: sql<
          number | null
        >`avg(extract(epoch from (${firstBids.firstBidAt} - ${tenders.createdAt})) / 3600)`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
        n: count(),
      })
      .from(tenders)
      .innerJoin(firstBids, eq(firstBids.tenderId, tenders.id))
      .where(
        sql`${firstBids.firstBidAt} >= ${from.toISOString()}::timestamptz and ${firstBids.firstBidAt} < ${to.toISOString()}::timestamptz`,
      ),
    db
      .select({
        onTime:
          sql<number>`count(*) filter (where ${shipments.actualArrival} <= ${shipments.estimatedArrival})`.mapWith(
            Number,
          ),
        n: count(),
      })
      .from(shipments)
      .where(arrived),
    db
      .select({
        minutes: sql<number | null>`avg(greatest(0, ${beyondFreeTime}))`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
        n: count(),
      })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .innerJoin(contracts, eq(contracts.id, orders.contractId))
      .leftJoin(jobs, and(eq(jobs.shipmentId, shipments.id), ne(jobs.status, CANCELLED_JOB)))
      .where(and(arrived, or(isNotNull(shipments.podDeliveredAt), measured))),
  ]);
  const delivered = onTime?.n ?? 0;
  return {
    tender_accept_time_avg: figure('tender_accept_time_avg', accept?.hours ?? null, accept?.n ?? 0),
    on_time_percentage: figure(
      'on_time_percentage',
      delivered ? percent(onTime?.onTime ?? 0, delivered) : null,
      delivered,
    ),
    demurrage_minutes_avg: figure('demurrage_minutes_avg', demurrage?.minutes ?? null, demurrage?.n ?? 0),
  };
}

/**
 * What needs attention now, whatever the range: overdue settlements, tenders whose bid deadline falls in
 * the next 24 hours while still tendered, delayed or overdue jobs, and KYB/KYC reviews waiting for a decision
 * (pending or under review). Alerts with nothing to count are left out.
 */
export async function alertsOf(db: Executor, now: Date): Promise<Alert[]> {
  const soon = new Date(now.getTime() + EXPIRING_TENDER_HOURS * 3_600_000);
  const [[overdue], [expiring], [delayed], [waiting]] = await Promise.all([
    db
      .select({ n: count() })
      .from(settlements)
      .innerJoin(contracts, eq(contracts.id, settlements.contractId))
      .where(
        and(
          ne(contracts.status, CANCELLED_CONTRACT),
          notInArray(settlements.status, [...PAID_SETTLEMENT]),
          lt(settlements.dueDate, now),
        ),
      ),
    db
      .select({ n: count() })
      .from(tenders)
      .innerJoin(shipments, eq(shipments.id, tenders.shipmentId))
      .where(and(eq(shipments.status, TENDERED), gt(tenders.bidDeadline, now), lte(tenders.bidDeadline, soon))),
    db
      .select({ n: count() })
      .from(jobs)
      .where(
        or(eq(jobs.status, DELAYED), and(notInArray(jobs.status, [...JOB_FINAL_STATES]), lt(jobs.scheduledDate, now))),
      ),
    db
      .select({ n: count() })
      .from(kybKycReviews)
      .where(inArray(kybKycReviews.status, [...REVIEW_OPEN_STATES])),
  ]);
  const alerts: Alert[] = [
    {
      type: 'overdue_settlements',
      severity: 'critical',
      count: overdue?.n ?? 0,
      message: `${overdue?.n ?? 0} settlement(s) past their due date`,
    },
    {
      type: 'expiring_tenders',
      severity: 'warning',
      count: expiring?.n ?? 0,
      message: `${expiring?.n ?? 0} tender(s) closing within ${EXPIRING_TENDER_HOURS} hours without a carrier`,
    },
    {
      type: 'delayed_jobs',
      severity: 'warning',
      count: delayed?.n ?? 0,
      message: `${delayed?.n ?? 0} job(s) delayed or past their scheduled date`,
    },
    {
      type: 'pending_reviews',
      severity: 'warning',
      count: waiting?.n ?? 0,
      message: `${waiting?.n ?? 0} KYB/KYC review(s) waiting for a decision`,
    },
  ];
  return alerts.filter((alert) => alert.count > 0);
}
