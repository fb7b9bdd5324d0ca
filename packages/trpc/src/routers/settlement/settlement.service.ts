import type { Executor } from '@energy/db/client';
import { isSettlementPaid, SETTLEMENT_AWAITING } from '@energy/domain/machines/procurement';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { organizations } from '@energy/db/schema/organizations';
import { payments } from '@energy/db/schema/payments';
import type { TSettlement, TSettlementDashboard } from '@energy/domain/schemas/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { allowedFor, requireAllowed } from '../../authorize';
import { transition } from '../../transition';
import { iso } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { verifiedOf } from '../../verification';
import { escrowPayments, loadSettlements, settlementFacts } from '../contract/contract.service';
import { listContracts, visibleContracts } from '../contract/contract.queries';
import { refuseAboveFinalPrice } from '../contract/contract.paid-cap';
import { completeContractIfSettled } from '../payment/escrow';
import { payableSettlements } from './settlement.payee';

type SettlementVerb = 'settlement.recordPaid' | 'settlement.confirm' | 'settlement.reject';

/** The contract of a settlement the caller can see through its contract, or null. */
async function visibleContractOf(db: Executor, scope: CallerScope, settlementId: string): Promise<string | null> {
  const [row] = await db
    .select({ contractId: settlements.contractId })
    .from(settlements)
    .innerJoin(contracts, eq(contracts.id, settlements.contractId))
    .where(and(eq(settlements.id, settlementId), visibleContracts(scope)));
  return row?.contractId ?? null;
}

/**
 * A settlement as the caller sees it: through its contract (the contract's parties, admins), else as its payee by
 * name (the carrier of a demurrage line, who does not see the contract); null when neither (404).
 */
async function seenSettlement(db: Executor, scope: CallerScope, settlementId: string, now: Date) {
  const contractId = await visibleContractOf(db, scope, settlementId);
  if (contractId) {
    const found = (await loadSettlements(db, scope, contractId, now)).find((s) => s.row.id === settlementId);
    return found ? { contractId, facts: found.facts, settlement: found.row } : null;
  }
  const [payable] = await payableSettlements(db, scope, eq(settlements.id, settlementId), now);
  return payable ? { contractId: payable.contractId, facts: payable.facts, settlement: payable.settlement } : null;
}

interface SettlementParties {
  buyerOrgId: string;
  supplierOrgId: string;
  /** Who is paid: the supplier, or the payee the settlement names (a demurrage line's carrier). */
  payeeOrgId: string;
}

/**
 * One answer on a settlement: authorized on what the caller sees, then asked again under the settlement's row lock
 * (taken in the same order as processPayment: the settlement before its payment), so a concurrent capture, record
 * or answer is seen and exactly one of them goes through. Returns the settlement as the caller now sees it.
 */
async function actOnSettlement(
  db: Executor,
  scope: CallerScope,
  settlementId: string,
  verb: SettlementVerb,
  now: Date,
  act: (tx: Executor, parties: SettlementParties) => Promise<void>,
): Promise<TSettlement> {
  requireAllowed(scope, verb, (await seenSettlement(db, scope, settlementId, now))?.facts ?? null, now);
  await db.transaction(async (tx) => {
    await tx.select({ id: settlements.id }).from(settlements).where(eq(settlements.id, settlementId)).for('update');
    requireAllowed(scope, verb, (await seenSettlement(tx, scope, settlementId, now))?.facts ?? null, now);
    const [parties] = await tx
      .select({
        buyerOrgId: contracts.buyerOrgId,
        supplierOrgId: contracts.supplierOrgId,
        payeeOrgId: sql<string>`coalesce(${settlements.payeeOrgId}, ${contracts.supplierOrgId})`,
      })
      .from(settlements)
      .innerJoin(contracts, eq(contracts.id, settlements.contractId))
      .where(eq(settlements.id, settlementId));
    if (!parties) throw new Error('settlement without contract');
    await act(tx, parties);
  });
  const seen = await seenSettlement(db, scope, settlementId, now);
  return seen?.settlement as TSettlement;
}

/**
 * Finance of the buyer organization records a settlement as paid outside the platform, with its reference: it
 * awaits the payee's confirmation and does not count as paid until then. Only on an active contract; a settlement
 * is paid one way only: once its escrow payment is taking the money it cannot also be recorded as paid (409).
 * Escrow may still capture an awaiting settlement's payment (the record is the payer's word only).
 * A refund (a negative settlement: the part of a formula contract's price credit nothing unpaid absorbed, owed by the
 * supplier) is recorded by the buyer's finance, its payee, as received: the payee's word, so it is paid at once, and
 * the contract completes if that was all it waited for.
 */
export async function recordSettlementPaid(
  db: Executor,
  scope: CallerScope,
  settlementId: string,
  reference: string,
  now = new Date(),
): Promise<TSettlement> {
  return actOnSettlement(db, scope, settlementId, 'settlement.recordPaid', now, async (tx, parties) => {
    const [owed] = await tx
      .select({ amount: settlements.amount })
      .from(settlements)
      .where(eq(settlements.id, settlementId));
    if (owed && owed.amount < 0) {
      const refunded = await transition(tx, 'settlement', settlementId, {
        to: 'completed',
        set: { reference, settledAt: now, settledBy: scope.userId },
        refusal: (state) => `This settlement is already ${state}`,
        audit: (s) => ({
          actorUserId: scope.userId,
          organizationId: parties.buyerOrgId,
          organizations: [parties.supplierOrgId],
          action: 'settlement.paid',
          details: { reference, amount: s.amount, refund: true },
        }),
      });
      await completeContractIfSettled(tx, refunded.contractId, { userId: scope.userId }, now);
      return;
    }
    await refuseAboveFinalPrice(tx, settlementId, owed?.amount ?? 0);
    await transition(tx, 'settlement', settlementId, {
      to: SETTLEMENT_AWAITING,
      set: { reference },
      refusal: (state) => `This settlement is already ${state}`,
      audit: (s) => ({
        actorUserId: scope.userId,
        organizationId: parties.buyerOrgId,
        organizations: [parties.supplierOrgId, parties.payeeOrgId],
        action: 'settlement.payment_recorded',
        details: { reference, amount: s.amount },
      }),
    });
  });
}

/**
 * The payee (the supplier's account, a carrier's for the demurrage payable to it, or an admin) confirms the recorded
 * payment arrived: the settlement is paid from now on. A payment to the supplier is the contract's payment reference.
 */
export async function confirmSettlement(
  db: Executor,
  scope: CallerScope,
  settlementId: string,
  now = new Date(),
): Promise<TSettlement> {
  return actOnSettlement(db, scope, settlementId, 'settlement.confirm', now, async (tx, parties) => {
    const paid = await transition(tx, 'settlement', settlementId, {
      to: 'completed',
      set: { settledAt: now, settledBy: scope.userId },
      refusal: (state) => `This settlement is ${state}: only a recorded payment can be confirmed`,
      audit: (s) => ({
        actorUserId: scope.userId,
        organizationId: parties.buyerOrgId,
        organizations: [parties.supplierOrgId, parties.payeeOrgId],
        action: 'settlement.paid',
        details: { reference: s.reference, amount: s.amount },
      }),
    });
    if (parties.payeeOrgId !== parties.supplierOrgId) return;
    await tx
      .update(contracts)
      .set({ paymentReference: paid.reference, updatedAt: now })
      .where(eq(contracts.id, paid.contractId));
  });
}

/** The payee (or an admin) says the recorded payment did not arrive: the settlement is pending again, its reference cleared. */
export async function rejectSettlement(
  db: Executor,
  scope: CallerScope,
  settlementId: string,
  reason: string,
  now = new Date(),
): Promise<TSettlement> {
  return actOnSettlement(db, scope, settlementId, 'settlement.reject', now, async (tx, parties) => {
    await transition(tx, 'settlement', settlementId, {
      to: 'pending',
      set: { reference: null },
      refusal: (state) => `This settlement is ${state}: only a recorded payment can be rejected`,
      audit: (s) => ({
        actorUserId: scope.userId,
        organizationId: parties.payeeOrgId,
        organizations: [parties.buyerOrgId, parties.supplierOrgId],
        action: 'settlement.payment_rejected',
        details: { reference: s.reference, amount: s.amount, reason },
      }),
    });
  });
}

const DAY = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The Settlement Dashboard, computed from the caller's contracts in one currency. */
export async function settlementDashboard(
  db: Executor,
  scope: CallerScope,
  currency: TSettlementDashboard['currency'] = 'NGN',
  now = new Date(),
): Promise<TSettlementDashboard> {
  const contractRows = (await listContracts(db, scope, eq(contracts.currency, currency), now)).filter(
    (c) => c.status !== 'cancelled',
  );
  const ids = contractRows.map((c) => c.id);
  const rows = ids.length
    ? await db
        .select({
          s: settlements,
          contractNumber: contracts.contractNumber,
          supplier: organizations.name,
          supplierVerified: verifiedOf(organizations),
          contract: {
            buyerOrgId: contracts.buyerOrgId,
            supplierOrgId: contracts.supplierOrgId,
            status: contracts.status,
          },
        })
        .from(settlements)
        .innerJoin(contracts, eq(contracts.id, settlements.contractId))
        .innerJoin(organizations, eq(organizations.id, contracts.supplierOrgId))
        .where(inArray(settlements.contractId, ids))
        .orderBy(asc(settlements.dueDate))
    : [];
  // Awaiting the payee's confirmation is not paid: it stays among the unpaid (pending or overdue) amounts.
  const unpaid = rows.filter((r) => !isSettlementPaid(r.s.status));
  const overdue = unpaid.filter((r) => r.s.dueDate < now);
  const completed = rows.filter((r) => isSettlementPaid(r.s.status) && r.s.settledAt);
  const late = completed.filter((r) => (r.s.settledAt as Date) > r.s.dueDate);
  const sum = (list: typeof rows) => list.reduce((total, r) => total + r.s.amount, 0);
  const count = (status: string) => contractRows.filter((c) => c.settlementStatus === status).length;
  // A declined payment against one of these settlements (the settlement itself stays unpaid).
  const settlementIds = rows.map((r) => r.s.id);
  const failedPayments = settlementIds.length
    ? (
        await db
          .select({ id: payments.id })
          .from(payments)
          .where(and(inArray(payments.settlementId, settlementIds), eq(payments.status, 'failed')))
      ).length
    : 0;
  const upcoming = unpaid.slice(0, 10);
  const upcomingEscrow = await escrowPayments(
    db,
    upcoming.map((r) => r.s.id),
  );
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
    settlementStatus: {
      pending: count('pending'),
      partial: count('partial'),
      completed: count('completed'),
      overdue: count('overdue'),
    },
    paymentMetrics: {
      onTimePayments: completed.length ? round1(((completed.length - late.length) / completed.length) * 100) : 0,
      latePayments: late.length,
      failedPayments,
      averagePaymentTime: paymentDays.length ? round1(paymentDays.reduce((a, b) => a + b, 0) / paymentDays.length) : 0,
    },
    upcomingSettlements: upcoming.map((r) => ({
      id: r.s.id,
      contractId: r.s.contractId,
      contractNumber: r.contractNumber,
      supplier: r.supplier,
      supplierVerified: r.supplierVerified,
      dueDate: iso(r.s.dueDate),
      amount: r.s.amount,
      status: r.s.status,
      reference: r.s.reference,
      allowedActions: allowedFor(scope, 'settlement', settlementFacts(r.s, r.contract, upcomingEscrow), now),
    })),
    recentSettlements: completed
      .sort((a, b) => (b.s.settledAt as Date).getTime() - (a.s.settledAt as Date).getTime())
      .slice(0, 10)
      .map((r) => ({
        id: r.s.id,
        contractNumber: r.contractNumber,
        status: 'completed' as const,
        reference: r.s.reference,
        settledAt: iso(r.s.settledAt as Date),
        amount: r.s.amount,
      })),
  };
}
