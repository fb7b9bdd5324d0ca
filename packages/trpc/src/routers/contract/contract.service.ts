import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { TContract, TSettlement } from '@energy/domain/schemas/contract';
import { PAYMENT_TAKING_STATES } from '@energy/domain/machines/fulfilment';
import type { SettlementRecordStatus } from '@energy/domain/schemas/contract';
import type { PaymentStatus } from '@energy/domain/constants';
import { payments } from '@energy/db/schema/payments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { allowedFor, requireAllowed } from '../../authorize';
import { notFound } from '../../errors';
import { iso, isoOrNull, nextNumber } from '../../numbering';
import type { CallerScope } from '../../scope';
import { transition } from '../../transition';
import { listContracts } from './contract.queries';

export async function getContract(db: Executor, scope: CallerScope, id: string): Promise<TContract> {
  const [contract] = await listContracts(db, scope, eq(contracts.id, id));
  if (!contract) throw notFound('Contract');
  return contract;
}

/** The payment taking each settlement's money through escrow, if one is (settlement.recordPaid reads it). */
export async function escrowPayments(db: Executor, settlementIds: string[]) {
  const rows = settlementIds.length
    ? await db
        .select({ settlementId: payments.settlementId, paymentNumber: payments.paymentNumber, status: payments.status })
        .from(payments)
        .where(and(inArray(payments.settlementId, settlementIds), inArray(payments.status, [...PAYMENT_TAKING_STATES])))
    : [];
  return new Map(rows.map((r) => [r.settlementId, { paymentNumber: r.paymentNumber, status: r.status as PaymentStatus }]));
}

/** The settlements of a contract the caller may see, each with what the action rules read of it. */
export async function loadSettlements(db: Executor, scope: CallerScope, contractId: string, now = new Date()) {
  const contract = await getContract(db, scope, contractId);
  const rows = await db.select().from(settlements).where(eq(settlements.contractId, contractId)).orderBy(asc(settlements.dueDate));
  const escrow = await escrowPayments(db, rows.map((s) => s.id));
  return rows.map((s) => {
    const facts = settlementFacts(s, contract, escrow);
    return { facts, row: toSettlement(s, allowedFor(scope, 'settlement', facts, now)) };
  });
}

/** What the action rules read of a settlement: its contract's parties and state, its own state, its escrow payment. */
export function settlementFacts(
  s: { id: string; status: string }, contract: Pick<TContract, 'buyerOrgId' | 'supplierOrgId' | 'status'>, escrow: Awaited<ReturnType<typeof escrowPayments>>,
): RecordFacts['settlement'] {
  return {
    payerOrgId: contract.buyerOrgId, payeeOrgId: contract.supplierOrgId, contractStatus: contract.status, status: s.status as SettlementRecordStatus, escrow: escrow.get(s.id) ?? null,
  };
}

export async function contractSettlements(db: Executor, scope: CallerScope, contractId: string): Promise<TSettlement[]> {
  return (await loadSettlements(db, scope, contractId)).map((s) => s.row);
}

function toSettlement(s: typeof settlements.$inferSelect, allowedActions: TSettlement['allowedActions']): TSettlement {
  return {
    allowedActions,
    id: s.id,
    contractId: s.contractId,
    settlementType: s.settlementType as TSettlement['settlementType'],
    status: s.status as TSettlement['status'],
    description: s.description,
    reference: s.reference,
    amount: s.amount,
    currency: s.currency as TSettlement['currency'],
    dueDate: iso(s.dueDate),
    settledAt: isoOrNull(s.settledAt),
  };
}

/** The supplier signs a draft: it becomes `signed` and an order is made for the two organizations. */
export async function signContract(db: Executor, scope: CallerScope, id: string, now = new Date()): Promise<TContract> {
  const [visible] = await listContracts(db, scope, eq(contracts.id, id), now);
  requireAllowed(scope, 'contract.sign', visible ? { buyerOrgId: visible.buyerOrgId, supplierOrgId: visible.supplierOrgId, status: visible.status } : null, now);
  await db.transaction(async (tx) => {
    const actor = { actorUserId: scope.userId, organizationId: visible?.supplierOrgId, organizations: [visible?.buyerOrgId] };
    const signed = await transition(tx, 'contract', id, {
      to: 'signed', set: { signedAt: now, updatedAt: now }, refusal: (state) => `This contract is ${state} and cannot be signed`, audit: actor,
    });
    const orderNumber = await nextNumber(tx, 'ORD', 'order_number_seq', now);
    const [order] = await tx
      .insert(orders)
      .values({ orderNumber, contractId: id, buyerOrgId: signed.buyerOrgId, supplierOrgId: signed.supplierOrgId, totalValue: signed.totalValue, currency: signed.currency, status: 'created' })
      .returning({ id: orders.id });
    await recordAudit(tx, { ...actor, action: 'order.created', entityType: 'order', entityId: order?.id ?? '', toState: 'created', details: { orderNumber, contractId: id } });
  });
  return getContract(db, scope, id);
}


