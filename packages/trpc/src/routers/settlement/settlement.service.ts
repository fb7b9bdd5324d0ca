import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { organizations } from '@energy/db/schema/organizations';
import { payments } from '@energy/db/schema/payments';
import type { TSettlement, TSettlementDashboard } from '@energy/domain/schemas/contract';
import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict, notFound } from '../../errors';
import { iso } from '../../numbering';
import type { CallerScope } from '../../scope';
import { contractSettlements } from '../contract/contract.service';
import { listContracts, visibleContracts } from '../contract/contract.queries';

/** A settlement can be recorded as paid from these states only. */
const RECORDABLE = ['pending', 'failed'];
/** Escrow payments in these states have taken (or are taking) the money for their settlement. */
const ESCROW_PAID = ['processing', 'captured', 'completed'];

/**
 * Finance of the buyer organization (or an admin) records a settlement as paid with its reference. A
 * settlement is paid one way only: once its escrow payment is captured it cannot also be recorded as paid
 * outside escrow (409), and processPayment refuses a payment whose settlement was recorded as paid.
 */
export async function recordSettlementPaid(db: Executor, scope: CallerScope, settlementId: string, reference: string, now = new Date()): Promise<TSettlement> {
  const [row] = await db
    .select({ settlement: settlements, buyerOrgId: contracts.buyerOrgId, supplierOrgId: contracts.supplierOrgId })
    .from(settlements)
    .innerJoin(contracts, eq(contracts.id, settlements.contractId))
    .where(and(eq(settlements.id, settlementId), visibleContracts(scope)));
  if (!row) throw notFound('Settlement');
  if (!scope.isAdmin && row.buyerOrgId !== scope.orgId) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the paying organization records settlements' });
  }
  await db.transaction(async (tx) => {
    // Locked in the same order as processPayment (the settlement before its payment), so the two never both pass.
    const [locked] = await tx.select().from(settlements).where(eq(settlements.id, settlementId)).for('update');
    if (!locked || !RECORDABLE.includes(locked.status)) throw conflict(`This settlement is already ${locked?.status ?? row.settlement.status}`);
    const [inEscrow] = await tx
      .select({ paymentNumber: payments.paymentNumber, status: payments.status })
      .from(payments)
      .where(and(eq(payments.settlementId, settlementId), inArray(payments.status, ESCROW_PAID)));
    if (inEscrow) {
      throw conflict(`This settlement is paid through escrow: payment ${inEscrow.paymentNumber} is ${inEscrow.status}`);
    }
    const [paid] = await tx
      .update(settlements)
      .set({ status: 'completed', reference, settledAt: now, settledBy: scope.userId })
      .where(and(eq(settlements.id, settlementId), inArray(settlements.status, RECORDABLE)))
      .returning();
    if (!paid) throw conflict(`This settlement is already ${locked.status}`);
    await tx.update(contracts).set({ paymentReference: reference, updatedAt: now }).where(eq(contracts.id, paid.contractId));
    await recordAudit(tx, {
      actorUserId: scope.userId, organizationId: row.buyerOrgId, organizations: [row.supplierOrgId], action: 'settlement.paid', entityType: 'settlement',
      entityId: settlementId, fromState: row.settlement.status, toState: 'completed', details: { reference, amount: paid.amount },
    });
  });
  const list = await contractSettlements(db, scope, row.settlement.contractId);
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
        .select({ s: settlements, contractNumber: contracts.contractNumber, supplier: organizations.name })
        .from(settlements)
        .innerJoin(contracts, eq(contracts.id, settlements.contractId))
        .innerJoin(organizations, eq(organizations.id, contracts.supplierOrgId))
        .where(inArray(settlements.contractId, ids))
        .orderBy(asc(settlements.dueDate))
    : [];
  const unpaid = rows.filter((r) => r.s.status !== 'completed');
  const overdue = unpaid.filter((r) => r.s.dueDate < now);
  const completed = rows.filter((r) => r.s.status === 'completed' && r.s.settledAt);
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
      id: r.s.id, contractId: r.s.contractId, contractNumber: r.contractNumber, supplier: r.supplier, dueDate: iso(r.s.dueDate), amount: r.s.amount,
    })),
    recentSettlements: completed
      .sort((a, b) => (b.s.settledAt as Date).getTime() - (a.s.settledAt as Date).getTime())
      .slice(0, 10)
      .map((r) => ({ id: r.s.id, contractNumber: r.contractNumber, status: 'completed' as const, reference: r.s.reference, settledAt: iso(r.s.settledAt as Date), amount: r.s.amount })),
  };
}

