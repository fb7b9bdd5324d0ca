import type { Executor } from '@energy/db/client';
import { isSettlementPaid } from '@energy/domain/machines/procurement';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { organizations } from '@energy/db/schema/organizations';
import { payments } from '@energy/db/schema/payments';
import type { TSettlement, TSettlementDashboard } from '@energy/domain/schemas/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { requireAllowed } from '../../authorize';
import { PAYMENT_TAKING_STATES } from '@energy/domain/machines/fulfilment';
import { transition } from '../../transition';
import { conflict } from '../../errors';
import { iso } from '../../numbering';
import type { CallerScope } from '../../scope';
import { verifiedOf } from '../../verification';
import { contractSettlements, loadSettlements } from '../contract/contract.service';
import { listContracts, visibleContracts } from '../contract/contract.queries';

/**
 * Finance of the buyer organization records a settlement as paid with its reference. A settlement is paid
 * one way only: once its escrow payment is taking the money it cannot also be recorded as paid outside
 * escrow (409), and processPayment refuses a payment whose settlement was recorded as paid.
 */
export async function recordSettlementPaid(db: Executor, scope: CallerScope, settlementId: string, reference: string, now = new Date()): Promise<TSettlement> {
  const [row] = await db
    .select({ contractId: settlements.contractId })
    .from(settlements)
    .innerJoin(contracts, eq(contracts.id, settlements.contractId))
    .where(and(eq(settlements.id, settlementId), visibleContracts(scope)));
  const visible = row ? (await loadSettlements(db, scope, row.contractId, now)).find((s) => s.row.id === settlementId) : undefined;
  requireAllowed(scope, 'settlement.recordPaid', visible?.facts ?? null, now);
  const contractId = row?.contractId ?? '';
  await db.transaction(async (tx) => {
    // Locked in the same order as processPayment (the settlement before its payment), so the two never both pass.
    const [locked] = await tx.select().from(settlements).where(eq(settlements.id, settlementId)).for('update');
    const [inEscrow] = await tx
      .select({ paymentNumber: payments.paymentNumber, status: payments.status })
      .from(payments)
      .where(and(eq(payments.settlementId, settlementId), inArray(payments.status, [...PAYMENT_TAKING_STATES])));
    if (inEscrow && !isSettlementPaid(locked?.status ?? '')) {
      throw conflict(`This settlement is paid through escrow: payment ${inEscrow.paymentNumber} is ${inEscrow.status}`);
    }
    const [contract] = await tx.select({ buyerOrgId: contracts.buyerOrgId, supplierOrgId: contracts.supplierOrgId }).from(contracts).where(eq(contracts.id, contractId));
    const paid = await transition(tx, 'settlement', settlementId, {
      to: 'completed', set: { reference, settledAt: now, settledBy: scope.userId }, refusal: (state) => `This settlement is already ${state}`,
      audit: (s) => ({ actorUserId: scope.userId, organizationId: contract?.buyerOrgId, organizations: [contract?.supplierOrgId], action: 'settlement.paid', details: { reference, amount: s.amount } }),
    });
    await tx.update(contracts).set({ paymentReference: reference, updatedAt: now }).where(eq(contracts.id, paid.contractId));
  });
  const list = await contractSettlements(db, scope, contractId);
  return list.find((s) => s.id === settlementId) as TSettlement;
}

const DAY = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The Settlement Dashboard, computed from the caller's contracts in one currency. */
export async function settlementDashboard(db: Executor, scope: CallerScope, currency: TSettlementDashboard['currency'] = 'NGN', now = new Date()): Promise<TSettlementDashboard> {
  const contractRows = (await listContracts(db, scope, eq(contracts.currency, currency), now)).filter((c) => c.status !== 'cancelled');
  const ids = contractRows.map((c) => c.id);
  const rows = ids.length
    ? await db
        .select({ s: settlements, contractNumber: contracts.contractNumber, supplier: organizations.name, supplierVerified: verifiedOf(organizations) })
        .from(settlements)
        .innerJoin(contracts, eq(contracts.id, settlements.contractId))
        .innerJoin(organizations, eq(organizations.id, contracts.supplierOrgId))
        .where(inArray(settlements.contractId, ids))
        .orderBy(asc(settlements.dueDate))
    : [];
  const unpaid = rows.filter((r) => !isSettlementPaid(r.s.status));
  const overdue = unpaid.filter((r) => r.s.dueDate < now);
  const completed = rows.filter((r) => isSettlementPaid(r.s.status) && r.s.settledAt);
  const late = completed.filter((r) => (r.s.settledAt as Date) > r.s.dueDate);
  const sum = (list: typeof rows) => list.reduce((total, r) => total + r.s.amount, 0);
  const count = (status: string) => contractRows.filter((c) => c.settlementStatus === status).length;
  // A declined payment against one of these settlements (the settlement itself stays unpaid).
  const settlementIds = rows.map((r) => r.s.id);
  const failedPayments = settlementIds.length
    ? (await db.select({ id: payments.id }).from(payments).where(and(inArray(payments.settlementId, settlementIds), eq(payments.status, 'failed')))).length
    : 0;
  const paymentDays = completed.map((r) => ((r.s.settledAt as Date).getTime() - r.s.createdAt.getTime()) / DAY);
  return {
    currency,
    summary: {
      totalValue: contractRows.reduce((total, c) => total + c.totalValue, 0),
      totalContracts: contractRows.length,
      settledAmount: sum(completed),
      pendingAmount: sum(unpaid) - sum(overdue),
      overdueAmount: sum(overdue),
    },
    settlementStatus: { pending: count('pending'), partial: count('partial'), completed: count('completed'), overdue: count('overdue') },
    paymentMetrics: {
      onTimePayments: completed.length ? round1(((completed.length - late.length) / completed.length) * 100) : 0,
      latePayments: late.length,
      failedPayments,
      averagePaymentTime: paymentDays.length ? round1(paymentDays.reduce((a, b) => a + b, 0) / paymentDays.length) : 0,
    },
    upcomingSettlements: unpaid.slice(0, 10).map((r) => ({
      id: r.s.id, contractId: r.s.contractId, contractNumber: r.contractNumber, supplier: r.supplier, supplierVerified: r.supplierVerified, dueDate: iso(r.s.dueDate), amount: r.s.amount,
    })),
    recentSettlements: completed
      .sort((a, b) => (b.s.settledAt as Date).getTime() - (a.s.settledAt as Date).getTime())
      .slice(0, 10)
      .map((r) => ({ id: r.s.id, contractNumber: r.contractNumber, status: 'completed' as const, reference: r.s.reference, settledAt: iso(r.s.settledAt as Date), amount: r.s.amount })),
  };
}

