import { DASHBOARD_TREND_MONTHS, type TMoneyByCurrency } from '@energy/domain/schemas/dashboard';
import type { Currency } from '@energy/domain/money';
import { sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import { requireOrg, type CallerScope } from '../../scope';

/*
 * What every dashboard query shares: the UTC calendar boundaries its figures are counted from, the SQL
 * that sums money per currency and buckets a trend by month, and the caller's organization filter.
 */

/** The first instant of `now`'s UTC day. */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The first instant of `now`'s UTC month, or of the month `back` months before it. */
export function monthStart(now: Date, back = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

/** Where the trend charts start: the first of the month DASHBOARD_TREND_MONTHS - 1 months ago. */
export const trendStart = (now: Date): Date => monthStart(now, DASHBOARD_TREND_MONTHS - 1);

/** 'YYYY-MM' of a timestamp column, in UTC. */
export const monthOf = (column: AnyColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** A bigint sum as a number (0 over no rows). */
export const total = (column: AnyColumn | SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** Rows of (currency, amount) as the dashboards send money: one entry per currency, ordered by currency. */
export function byCurrency(rows: { currency: string; amount: number }[]): TMoneyByCurrency {
  return rows
    .filter((row) => row.amount !== 0)
    .map((row) => ({ currency: row.currency as Currency, amount: row.amount }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/** part / whole as a percentage with one decimal; 0 when there is nothing to measure. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * The organization whose figures the caller reads: its own; null for an admin (the whole platform). An
 * account outside every organization has no figures to read (403, as requireOrg).
 */
export const dashboardOrg = (scope: CallerScope): string | null => (scope.isAdmin ? null : requireOrg(scope));

/** `column = org`, or no condition for the platform-wide (admin) view. */
export const ofOrg = (column: AnyColumn, org: string | null): SQL | undefined =>
  org === null ? undefined : sql`${column} = ${org}`;

/**
 * `table.column` spelled out, for a correlated subquery in a `sql` template: in a query on one table drizzle
 * writes its columns unqualified, so the subquery's own table would capture the name.
 */
export const outer = (table: Table, column: AnyColumn): SQL => sql`${table}.${sql.identifier(column.name)}`;
