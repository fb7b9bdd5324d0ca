import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { PAYMENT_CLOSED_STATES, PAYMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import { SETTLEMENT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { sourcesOf, terminalStates } from '@energy/domain/machines/transitions';
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import type { PaymentProvider } from '../../payments/provider';
import { transitionWhere } from '../../transition';

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
  const released = await transitionWhere(tx, 'payment', eq(payments.orderId, orderId), {
    to: 'completed', set: { updatedAt: now },
    audit: (p) => ({ actorUserId: actor.userId, organizationId: p.payerOrgId, organizations: [p.payeeOrgId], action: 'payment.released', details: { amount: p.amount } }),
  });
  for (const payment of released) {
    await provider.release(tx, payment);
    if (payment.settlementId) {
      await transitionWhere(tx, 'settlement', eq(settlements.id, payment.settlementId), {
        to: 'completed', set: { reference: payment.paymentNumber, settledAt: now, settledBy: actor.userId },
        audit: { actorUserId: actor.userId, organizationId: payment.payerOrgId, organizations: [payment.payeeOrgId], action: 'settlement.paid', details: { reference: payment.paymentNumber, amount: payment.amount } },
      });
    }
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
    .where(and(eq(payments.orderId, orderId), notInArray(payments.status, [...PAYMENT_CLOSED_STATES])));
  if ((open?.n ?? 0) > 0) return;
  const parties = (o: { buyerOrgId: string; supplierOrgId: string }) => ({ actorUserId: actor.userId, organizationId: o.buyerOrgId, organizations: [o.supplierOrgId] });
  const [order] = await transitionWhere(tx, 'order', eq(orders.id, orderId), { to: 'completed', set: { updatedAt: now }, audit: parties });
  if (!order) return;
  const [unpaid] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(settlements)
    .where(and(eq(settlements.contractId, order.contractId), notInArray(settlements.status, terminalStates(SETTLEMENT_TRANSITIONS))));
  if ((unpaid?.n ?? 0) > 0) return;
  await transitionWhere(tx, 'contract', eq(contracts.id, order.contractId), { to: 'completed', set: { updatedAt: now }, audit: parties });
}

/** A cancelled order: escrowed money goes back to the payer; payments never taken are closed as refunded. */
export async function refundOrder(tx: Executor, provider: PaymentProvider, orderId: string, actor: Actor, now = new Date()): Promise<void> {
  const open = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, sourcesOf(PAYMENT_TRANSITIONS, 'refunded'))))
    .for('update');
  await transitionWhere(tx, 'payment', eq(payments.orderId, orderId), {
    to: 'refunded', set: { updatedAt: now },
    audit: (p) => ({ actorUserId: actor.userId, organizationId: p.payerOrgId, organizations: [p.payeeOrgId], details: { amount: p.amount } }),
  });
  // Only captured money sits in escrow; nothing moved for a pending or failed payment.
  for (const payment of open) if (payment.status === 'captured') await provider.refund(tx, payment);
}
