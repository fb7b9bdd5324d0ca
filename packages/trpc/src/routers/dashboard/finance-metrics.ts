import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { ledgerEntries, payments } from '@energy/db/schema/payments';
import type { ContractStatus, PaymentStatus } from '@energy/domain/constants';
import { SETTLEMENT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { terminalStates } from '@energy/domain/machines/transitions';
import type { Currency } from '@energy/domain/money';
import { utcDayOf } from '@energy/domain/schemas/primitives';
import { DASHBOARD_LIST_SIZE, type TFinanceMetrics } from '@energy/domain/schemas/dashboard';
import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import { iso, isoOrNull } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { convertedTotals } from '../pricing/converted-total';
import { listPayments } from '../payment/payment.queries';
import {
  byCurrency,
  countAll,
  dashboardOrg,
  dayStart,
  monthOf,
  monthStart,
  ofOrg,
  percentOf,
  total,
  trendStart,
} from './dashboard.sql';

const PENDING: PaymentStatus = 'pending';
const FAILED: PaymentStatus = 'failed';
const CANCELLED_CONTRACT: ContractStatus = 'cancelled';
const PAID_SETTLEMENT = terminalStates(SETTLEMENT_TRANSITIONS);

/**
 * The Finance Portal of a paying (buyer) organization (admin: every payer's together). "Processed" means
 * captured into escrow: the ledger's capture entries, dated when the money moved.
 */
export async function financeMetrics(
  db: Executor,
  scope: CallerScope,
  currency: Currency,
  now = new Date(),
): Promise<TFinanceMetrics> {
  const org = dashboardOrg(scope);
  const owed = ofOrg(payments.payerOrgId, org);
  const pending = and(owed, eq(payments.status, PENDING));
  const captures = (since: Date) =>
    and(owed, eq(ledgerEntries.entryType, 'capture'), gte(ledgerEntries.createdAt, since));
  const ownSettlements = and(ofOrg(contracts.buyerOrgId, org), ne(contracts.status, CANCELLED_CONTRACT));
  const paidCount = sql<number>`count(*) filter (where ${inArray(settlements.status, [...PAID_SETTLEMENT])})`.mapWith(
    Number,
  );

  const [pendingRows, today, month, settled, oldestPending, recent, failed, overdue, methods, trend] =
    await Promise.all([
      db
        .select({ currency: payments.currency, n: countAll(), amount: total(payments.amount) })
        .from(payments)
        .where(pending)
        .groupBy(payments.currency),
      db
        .select({
          currency: payments.currency,
          n: sql<number>`count(distinct ${payments.id})`.mapWith(Number),
          amount: total(ledgerEntries.amount),
        })
        .from(ledgerEntries)
        .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
        .where(captures(dayStart(now)))
        .groupBy(payments.currency),
      db
        .select({ currency: payments.currency, amount: total(ledgerEntries.amount) })
        .from(ledgerEntries)
        .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
        .where(captures(monthStart(now)))
        .groupBy(payments.currency),
      db
        .select({ n: countAll(), paid: paidCount })
        .from(settlements)
        .innerJoin(contracts, eq(contracts.id, settlements.contractId))
        .where(ownSettlements),
      db
        .select({ id: payments.id })
        .from(payments)
        .where(pending)
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(DASHBOARD_LIST_SIZE),
      db
        .select({ s: settlements, contractNumber: contracts.contractNumber })
        .from(settlements)
        .innerJoin(contracts, eq(contracts.id, settlements.contractId))
        .where(ownSettlements)
        .orderBy(desc(sql`coalesce(${settlements.settledAt}, ${settlements.dueDate})`), asc(settlements.id))
        .limit(DASHBOARD_LIST_SIZE),
      db
        .select({ n: countAll() })
        .from(payments)
        .where(and(owed, eq(payments.status, FAILED))),
      db
        .select({ n: countAll() })
        .from(settlements)
        .innerJoin(contracts, eq(contracts.id, settlements.contractId))
        .where(and(ownSettlements, notInArray(settlements.status, [...PAID_SETTLEMENT]), lt(settlements.dueDate, now))),
      db
        .select({
          method: payments.paymentMethod,
          currency: payments.currency,
          n: countAll(),
          amount: total(payments.amount),
        })
        .from(payments)
        .where(owed)
        .groupBy(payments.paymentMethod, payments.currency)
        .orderBy(payments.paymentMethod, payments.currency),
      db
        .select({
          month: monthOf(ledgerEntries.createdAt),
          currency: payments.currency,
          amount: total(ledgerEntries.amount),
        })
        .from(ledgerEntries)
        .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
        .where(captures(trendStart(now)))
        .groupBy(monthOf(ledgerEntries.createdAt), payments.currency)
        .orderBy(monthOf(ledgerEntries.createdAt), payments.currency),
    ]);

  const ids = oldestPending.map((row) => row.id);
  const approvals = ids.length ? await listPayments(db, scope, inArray(payments.id, ids)) : [];
  const sum = (rows: { n: number }[]) => rows.reduce((acc, row) => acc + row.n, 0);
  return {
    pendingPayments: sum(pendingRows),
    pendingAmount: byCurrency(pendingRows),
    processedToday: sum(today),
    processedTodayAmount: byCurrency(today),
    monthlyVolume: byCurrency(month),
    settlementRate: percentOf(settled[0]?.paid ?? 0, settled[0]?.n ?? 0),
    // Oldest first: the payment waiting longest is approved first.
    pendingApprovals: ids.map((id) => approvals.find((p) => p.id === id)).filter((p) => p !== undefined),
    recentSettlements: recent.map(({ s, contractNumber }) => ({
      id: s.id,
      contractNumber,
      status: s.status,
      amount: s.amount,
      currency: s.currency as Currency,
      dueDate: iso(s.dueDate),
      settledAt: isoOrNull(s.settledAt),
      overdue: !PAID_SETTLEMENT.includes(s.status) && s.dueDate < now,
    })),
    alerts: { failedPayments: failed[0]?.n ?? 0, overdueSettlements: overdue[0]?.n ?? 0 },
    paymentMethods: methods.map((row) => ({
      method: row.method,
      count: row.n,
      currency: row.currency as Currency,
      amount: row.amount,
    })),
    cashFlowTrend: trend.map((row) => ({ month: row.month, currency: row.currency as Currency, amount: row.amount })),
    converted: await convertedTotals(
      db,
      {
        pendingAmount: byCurrency(pendingRows),
        processedTodayAmount: byCurrency(today),
        monthlyVolume: byCurrency(month),
      },
      currency,
      utcDayOf(now),
    ),
  };
}
