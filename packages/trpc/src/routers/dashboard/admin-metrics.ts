import type { Executor } from '@energy/db/client';
import { auditLog } from '@energy/db/schema/audit';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { tenders } from '@energy/db/schema/fleet';
import { organizations } from '@energy/db/schema/organizations';
import { ledgerEntries, payments } from '@energy/db/schema/payments';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import type { ContractStatus, PaymentStatus, ShipmentStatus } from '@energy/domain/constants';
import { SETTLEMENT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { terminalStates } from '@energy/domain/machines/transitions';
import { DASHBOARD_LIST_SIZE, type TAdminMetrics } from '@energy/domain/schemas/dashboard';
import { and, desc, eq, gte, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { iso } from '../../iso-date';
import { PROCESS_STARTED_AT, uptimeSeconds } from '../../uptime';
import { countAll, monthOf, trendStart } from './dashboard.sql';

const FAILED: PaymentStatus = 'failed';
const TENDERED: ShipmentStatus = 'tendered';
const CANCELLED_CONTRACT: ContractStatus = 'cancelled';
const PAID_SETTLEMENT = terminalStates(SETTLEMENT_TRANSITIONS);

/** Whether the database answers, and how fast: the health half of Platform Uptime. */
async function databaseHealth(db: Executor): Promise<{ database: 'ok' | 'down'; databaseLatencyMs: number }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { database: 'ok', databaseLatencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { database: 'down', databaseLatencyMs: Math.round((performance.now() - started) * 10) / 10 };
  }
}

/**
 * The Admin Portal, platform-wide. Platform Uptime is this server process's time since start (with the
 * database's health beside it); Active Alerts = overdue settlements + failed payments + expired tenders.
 */
export async function adminMetrics(db: Executor, now = new Date()): Promise<TAdminMetrics> {
  const captured = eq(ledgerEntries.entryType, 'capture');
  const [health, active, transactions, overdue, failed, expired, roles, orgTypes, activity, trend] = await Promise.all([
    databaseHealth(db),
    db.select({ n: countAll() }).from(users).where(isNull(users.deactivatedAt)),
    db
      .select({ n: sql<number>`count(distinct ${ledgerEntries.paymentId})`.mapWith(Number) })
      .from(ledgerEntries)
      .where(captured),
    db
      .select({ n: countAll() })
      .from(settlements)
      .innerJoin(contracts, eq(contracts.id, settlements.contractId))
      .where(
        and(
          ne(contracts.status, CANCELLED_CONTRACT),
          notInArray(settlements.status, [...PAID_SETTLEMENT]),
          lt(settlements.dueDate, now),
        ),
      ),
    db.select({ n: countAll() }).from(payments).where(eq(payments.status, FAILED)),
    db
      .select({ n: countAll() })
      .from(tenders)
      .innerJoin(shipments, eq(shipments.id, tenders.shipmentId))
      .where(and(lt(tenders.bidDeadline, now), eq(shipments.status, TENDERED))),
    db
      .select({ role: users.role, n: countAll() })
      .from(users)
      .where(isNull(users.deactivatedAt))
      .groupBy(users.role)
      .orderBy(users.role),
    db
      .select({ type: organizations.type, n: countAll() })
      .from(organizations)
      .groupBy(organizations.type)
      .orderBy(organizations.type),
    db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(DASHBOARD_LIST_SIZE),
    db
      .select({
        month: monthOf(ledgerEntries.createdAt),
        n: sql<number>`count(distinct ${ledgerEntries.paymentId})`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(and(captured, gte(ledgerEntries.createdAt, trendStart(now))))
      .groupBy(monthOf(ledgerEntries.createdAt))
      .orderBy(monthOf(ledgerEntries.createdAt)),
  ]);
  const alerts = {
    overdueSettlements: overdue[0]?.n ?? 0,
    failedPayments: failed[0]?.n ?? 0,
    expiredTenders: expired[0]?.n ?? 0,
  };
  return {
    totalUsers: active[0]?.n ?? 0,
    uptime: uptimeSeconds(now),
    startedAt: iso(PROCESS_STARTED_AT),
    health: { ...health, memoryRssBytes: process.memoryUsage().rss, nodeVersion: process.version },
    totalTransactions: transactions[0]?.n ?? 0,
    activeAlerts: alerts.overdueSettlements + alerts.failedPayments + alerts.expiredTenders,
    alerts,
    usersByRole: roles.map((row) => ({ role: row.role, count: row.n })),
    organizationsByType: orgTypes.map((row) => ({ type: row.type, count: row.n })),
    recentActivity: activity.map((row) => ({
      id: row.id,
      at: iso(row.at),
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      toState: row.toState,
    })),
    transactionTrend: trend.map((row) => ({ month: row.month, count: row.n })),
  };
}
