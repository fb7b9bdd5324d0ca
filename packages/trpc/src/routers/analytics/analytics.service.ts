import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { rfqs } from '@energy/db/schema/rfqs';
import { TIME_RANGE_DAYS, type TAnalyticsFunnel, type TimeRange } from '@energy/domain/schemas/analytics';
import { and, count, gte, isNotNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { iso } from '../../iso-date';
import { dayStart } from '../dashboard/dashboard.sql';
import { funnelOf } from './analytics.funnel';
import { alertsOf, slaOf } from './analytics.sla';
import { siteWaitsOf } from './analytics.site-waits';

const DAY_MS = 86_400_000;

/** The range: today (UTC) and the days before it, so that 30d gives 30 daily buckets ending now. */
export function rangeOf(timeRange: TimeRange, now: Date): { from: Date; to: Date; days: string[] } {
  const total = TIME_RANGE_DAYS[timeRange];
  const from = new Date(dayStart(now).getTime() - (total - 1) * DAY_MS);
  const days = Array.from({ length: total }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { from, to: new Date(now.getTime() + 1), days };
}

const dayOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Counts per UTC day of `column` in [from, to), every day of the range present (0 when none). */
async function daily(
  db: Executor,
  table: typeof rfqs | typeof contracts | typeof settlements,
  column: AnyColumn,
  from: Date,
  to: Date,
  days: string[],
  where?: SQL,
) {
  const rows = await db
    .select({ day: dayOf(column), n: count() })
    .from(table as typeof rfqs)
    .where(and(gte(column, from), lt(column, to), where))
    .groupBy(dayOf(column));
  const byDay = new Map(rows.map((row) => [row.day, row.n]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/** GET /api/admin/analytics/funnel: every figure computed from the database for the range. */
export async function analyticsFunnel(db: Executor, timeRange: TimeRange, now = new Date()): Promise<TAnalyticsFunnel> {
  const { from, to, days } = rangeOf(timeRange, now);
  const [daily_rfqs, daily_contracts, daily_settlements, funnel, sla_performance, site_waits, alerts] =
    await Promise.all([
      daily(db, rfqs, rfqs.createdAt, from, to, days),
      daily(db, contracts, contracts.signedAt, from, to, days, isNotNull(contracts.signedAt)),
      daily(db, settlements, settlements.settledAt, from, to, days, isNotNull(settlements.settledAt)),
      funnelOf(db, from, to),
      slaOf(db, from, to),
      siteWaitsOf(db, from, to),
      alertsOf(db, now),
    ]);
  return {
    timeRange,
    from: iso(from),
    to: iso(now),
    volume_trends: { daily_rfqs, daily_contracts, daily_settlements },
    ...funnel,
    sla_performance,
    site_waits,
    alerts,
  };
}
