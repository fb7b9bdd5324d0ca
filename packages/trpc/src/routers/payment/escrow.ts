import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { CONTRACT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import { sourcesOf } from '@energy/domain/machines/transitions';
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import type { PaymentProvider } from '../../payments/provider';

interface Actor {
  /** Null when the release job acts at the end of the inspection period. */
  userId: string | null;
}

/**
 * Releases every captured payment of an order whose escrow is released (orders.releasedAt): each moves
 * captured -> completed exactly once (a conditional update), the money leaves escrow for the payee, and
 * the contract's settlement records it as paid. Then the order and contract complete when all is paid.
 * The caller holds the order's row lock (the lock order is order, settlement, payment everywhere).
 */
export async function releaseEscrow(tx: Executor, provider: PaymentProvider, orderId: string, actor: Actor, now = new Date()): Promise<number> {
  const released = await tx
    .update(payments)
    .set({ status: 'completed', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, sourcesOf(PAYMENT_TRANSITIONS, 'completed'))))
    .returning();
  for (const payment of released) {
    await provider.release(tx, payment);
    if (payment.settlementId) {
      await tx
        .update(settlements)
        .set({ status: 'completed', reference: payment.paymentNumber, settledAt: now, settledBy: actor.userId })
        .where(and(eq(settlements.id, payment.settlementId), ne(settlements.status, 'completed')));
    }
    await recordAudit(tx, {
      actorUserId: actor.userId, organizationId: payment.payerOrgId, organizations: [payment.payeeOrgId], action: 'payment.released', entityType: 'payment',
      entityId: payment.id, fromState: 'captured', toState: 'completed', details: { amount: payment.amount },
    });
  }
  await completeIfSettled(tx, orderId, actor, now);
  return released.length;
}

/**
 * The order's escrow is released from now on (receipt confirmed, or the inspection period ended without a
 * dispute): marks it once, under the caller's order lock, and pays out what is captured. Payments captured
 * later are released by processPayment at once. Returns how many payments were released, or null when the
 * order's escrow was already released.
 */
export async function releaseOrder(
  tx: Executor, provider: PaymentProvider, orderId: string, actor: Actor, cause: 'receipt_confirmed' | 'inspection_ended', now = new Date(),
): Promise<number | null> {
  const [order] = await tx
    .update(orders)
    .set({ releasedAt: now, ...(cause === 'receipt_confirmed' ? { receiptConfirmedAt: now } : {}), updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.releasedAt), isNotNull(orders.releaseDueAt)))
    .returning();
  if (!order) return null;
  await recordAudit(tx, {
    actorUserId: actor.userId, organizationId: order.buyerOrgId, organizations: [order.supplierOrgId], action: `order.${cause}`, entityType: 'order', entityId: order.id,
    fromState: order.status, toState: order.status, details: { releaseDueAt: order.releaseDueAt?.toISOString() },
  });
  return releaseEscrow(tx, provider, orderId, actor, now);
}

/** Delivered and every payment completed: the order completes, and its contract with it when fully settled. */
async function completeIfSettled(tx: Executor, orderId: string, actor: Actor, now: Date): Promise<void> {
  const [open] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), notInArray(payments.status, ['completed', 'refunded'])));
  if ((open?.n ?? 0) > 0) return;
  const [order] = await tx
    .update(orders)
    .set({ status: 'completed', updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, sourcesOf(ORDER_TRANSITIONS, 'completed'))))
    .returning();
  if (!order) return;
  await recordAudit(tx, { actorUserId: actor.userId, organizationId: order.buyerOrgId, organizations: [order.supplierOrgId], action: 'order.completed', entityType: 'order', entityId: order.id, fromState: 'delivered', toState: 'completed' });
  const [unpaid] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(settlements)
    .where(and(eq(settlements.contractId, order.contractId), ne(settlements.status, 'completed')));
  if ((unpaid?.n ?? 0) > 0) return;
  const [contract] = await tx
    .update(contracts)
    .set({ status: 'completed', updatedAt: now })
    .where(and(eq(contracts.id, order.contractId), inArray(contracts.status, sourcesOf(CONTRACT_TRANSITIONS, 'completed'))))
    .returning({ id: contracts.id });
  if (contract) {
    await recordAudit(tx, { actorUserId: actor.userId, organizationId: order.buyerOrgId, organizations: [order.supplierOrgId], action: 'contract.completed', entityType: 'contract', entityId: contract.id, fromState: 'active', toState: 'completed' });
  }
}

/** A cancelled order: escrowed money goes back to the payer; payments never taken are closed as refunded. */
export async function refundOrder(tx: Executor, provider: PaymentProvider, orderId: string, actor: Actor, now = new Date()): Promise<void> {
  const open = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, sourcesOf(PAYMENT_TRANSITIONS, 'refunded'))))
    .for('update');
  for (const payment of open) {
    await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
    // Only captured money sits in escrow; nothing moved for a pending or failed payment.
    if (payment.status === 'captured') await provider.refund(tx, payment);
    await recordAudit(tx, {
      actorUserId: actor.userId, organizationId: payment.payerOrgId, organizations: [payment.payeeOrgId], action: 'payment.refunded', entityType: 'payment',
      entityId: payment.id, fromState: payment.status, toState: 'refunded', details: { amount: payment.amount },
    });
  }
}
