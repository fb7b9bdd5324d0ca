import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { rfqs } from '@energy/db/schema/rfqs';
import type { Unit } from '@energy/domain/constants';
import { type FinalInvoice, finalInvoice, finalUnitPriceOf } from '@energy/domain/measurement/final-invoice';
import { exact, multiply, type Exact } from '@energy/domain/pricing/exact';
import { MEASURE_OF_RFQ_UNIT, measureFactor } from '@energy/domain/pricing/units';
import type { TSettledBasis } from '@energy/domain/schemas/delivered-quantity';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';

/*
 * The final invoice of an order: issued once, when the contract's price is final (a fixed contract's always is; a
 * formula contract's once fixed) and the delivered quantity is settled and not awaiting the buyer's acceptance (within
 * the tolerance, or accepted). Its figures are settled quantity × final unit price, rounded once to minor units, plus
 * the demurrage payable to the supplier, less what the supplier already holds of the contract (its settlements
 * completed before the invoice). The escrow release then pays the supplier exactly that amount (final-release.ts).
 */

/** The settled quantity again, exactly, from how it was taken (its NSV and density, or the contracted quantity). */
export function exactSettledQuantity(basis: TSettledBasis): Exact {
  if (basis.source === 'contracted' || basis.nsvLitres === null) return exact(basis.contractedQuantity);
  const measure = MEASURE_OF_RFQ_UNIT[basis.unit as Unit];
  return multiply(exact(basis.nsvLitres), measureFactor('l', measure, basis.densityKgM3));
}

/** Paid to the supplier: a settlement with no other payee (a negative one, a refund, counts against it). */
const paidToSupplier = or(isNull(settlements.payeeOrgId), eq(settlements.payeeOrgId, contracts.supplierOrgId));

/**
 * Of a contract's settlements paid to the supplier: the demurrage owed it, and what it already holds (those
 * completed; a refund it made counts against it).
 */
export async function supplierSums(tx: Executor, contractId: string): Promise<{ demurrage: number; advances: number }> {
  const [sums] = await tx
    .select({
      demurrage:
        sql<number>`coalesce(sum(${settlements.amount}) filter (where ${settlements.settlementType} = 'demurrage'), 0)`.mapWith(
          Number,
        ),
      advances:
        sql<number>`coalesce(sum(${settlements.amount}) filter (where ${settlements.status} = 'completed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(settlements)
    .innerJoin(contracts, eq(contracts.id, settlements.contractId))
    .where(and(eq(settlements.contractId, contractId), paidToSupplier));
  return { demurrage: sums?.demurrage ?? 0, advances: sums?.advances ?? 0 };
}

/**
 * Issues the order's final invoice when it is due and not issued yet (a conditional update: once, whatever races),
 * with a `contract.final_invoice` audit row whose event tells both parties (their finance among them). The caller
 * holds the order's row lock. Returns the invoice issued now, or null.
 */
export async function issueFinalInvoice(
  tx: Executor,
  orderId: string,
  actor: { userId: string | null },
  now: Date,
): Promise<FinalInvoice | null> {
  const [row] = await tx
    .select({ order: orders, contract: contracts, quantity: rfqs.quantity })
    .from(orders)
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order, contract } = row;
  if (order.finalInvoicedAt || !order.settledBasis || order.status === 'cancelled') return null;
  if (order.quantityStatus !== 'within' && order.quantityAcceptedAt === null) return null;
  const unitPrice = finalUnitPriceOf({ ...contract, quantity: row.quantity });
  if (!unitPrice) return null;
  const sums = await supplierSums(tx, contract.id);
  const invoice = finalInvoice({
    settledQuantity: exactSettledQuantity(order.settledBasis),
    unitPrice,
    demurrage: sums.demurrage,
    advances: sums.advances,
  });
  const [issued] = await tx
    .update(orders)
    .set({ finalInvoiceTotal: invoice.amount, finalInvoice: invoice, finalInvoicedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.finalInvoicedAt)))
    .returning({ id: orders.id });
  if (!issued) return null;
  await recordAudit(tx, {
    actorUserId: actor.userId,
    organizationId: contract.buyerOrgId,
    organizations: [contract.supplierOrgId],
    action: 'contract.final_invoice',
    entityType: 'contract',
    entityId: contract.id,
    fromState: contract.status,
    toState: contract.status,
    details: { contractNumber: contract.contractNumber, orderId, currency: contract.currency, ...invoice },
  });
  return invoice;
}

/** The final invoice of a contract's order, when due (a formula contract's price was just fixed). */
export async function issueContractFinalInvoice(tx: Executor, contractId: string, now: Date): Promise<void> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.contractId, contractId));
  if (order) await issueFinalInvoice(tx, order.id, { userId: null }, now);
}
