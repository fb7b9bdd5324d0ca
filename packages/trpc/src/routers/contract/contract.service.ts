import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import type { TContract, TSettlement } from '@energy/domain/schemas/contract';
import { CONTRACT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { sourcesOf } from '@energy/domain/machines/transitions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict, notFound } from '../../errors';
import { iso, isoOrNull, nextNumber } from '../../numbering';
import { requireRole, type CallerScope } from '../../scope';
import { listContracts } from './contract.queries';
import { csvCell } from './csv';

export async function getContract(db: Executor, scope: CallerScope, id: string): Promise<TContract> {
  const [contract] = await listContracts(db, scope, eq(contracts.id, id));
  if (!contract) throw notFound('Contract');
  return contract;
}

export async function contractSettlements(db: Executor, scope: CallerScope, contractId: string): Promise<TSettlement[]> {
  await getContract(db, scope, contractId);
  const rows = await db.select().from(settlements).where(eq(settlements.contractId, contractId)).orderBy(asc(settlements.dueDate));
  return rows.map((s) => ({
    allowedActions: [],
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
  }));
}

/** The supplier signs a draft: it becomes `signed` and an order is made for the two organizations. */
export async function signContract(db: Executor, scope: CallerScope, id: string, now = new Date()): Promise<TContract> {
  const visible = await getContract(db, scope, id);
  requireRole(scope, 'supplier', 'Only the supplier party signs a contract');
  if (visible.supplierOrgId !== scope.orgId) throw notFound('Contract');
  await db.transaction(async (tx) => {
    const [signed] = await tx
      .update(contracts)
      .set({ status: 'signed', signedAt: now, updatedAt: now })
      .where(and(eq(contracts.id, id), inArray(contracts.status, sourcesOf(CONTRACT_TRANSITIONS, 'signed'))))
      .returning();
    if (!signed) throw conflict(`This contract is ${visible.status} and cannot be signed`);
    const orderNumber = await nextNumber(tx, 'ORD', 'order_number_seq', now);
    const [order] = await tx
      .insert(orders)
      .values({ orderNumber, contractId: id, buyerOrgId: signed.buyerOrgId, supplierOrgId: signed.supplierOrgId, totalValue: signed.totalValue, currency: signed.currency, status: 'created' })
      .returning({ id: orders.id });
    const actor = { actorUserId: scope.userId, organizationId: signed.supplierOrgId, organizations: [signed.buyerOrgId] };
    await recordAudit(tx, { ...actor, action: 'contract.signed', entityType: 'contract', entityId: id, fromState: 'draft', toState: 'signed' });
    await recordAudit(tx, { ...actor, action: 'order.created', entityType: 'order', entityId: order?.id ?? '', toState: 'created', details: { orderNumber, contractId: id } });
  });
  return getContract(db, scope, id);
}

const major = (minor: number) => (minor / 100).toFixed(2);

/** The filtered contracts as CSV (the Export button). */
export function contractsCsv(rows: TContract[]): string {
  const header = ['Contract Number', 'RFQ Number', 'Title', 'Buyer', 'Supplier', 'Total Value', 'Amount Paid', 'Amount Due', 'Currency', 'Status', 'Settlement Status', 'Signed At', 'Created At'];
  const lines = rows.map((c) =>
    [c.contractNumber, c.rfqNumber, c.title, c.buyerOrgName, c.supplierOrgName, major(c.totalValue), major(c.amountPaid), major(c.amountDue), c.currency, c.status, c.settlementStatus, c.signedAt, c.createdAt]
      .map(csvCell)
      .join(','),
  );
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}

