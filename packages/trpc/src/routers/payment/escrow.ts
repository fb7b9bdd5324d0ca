import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { PAYMENT_CLOSED_STATES, PAYMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import { SETTLEMENT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { sourcesOf, terminalStates } from '@energy/domain/machines/transitions';
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import type { PaymentProvider } from '../../payments/provider';
import { transitionWhere } from '../../transition';
import { issueFinalInvoice } from './final-invoice';
import { releaseOnFinalInvoice } from './final-release';

interface Actor {
  /** Null when the release job acts at the end of the inspection period. */
  userId: string | null;
}

/**
 * Releases every captured payment of an order whose escrow may be released (receipt confirmed, or the inspection
 * period over with nothing holding it): each moves captured -> completed exactly once (a conditional update), the
 * money leaves escrow for the payee, and the contract's settlement records it as paid. Only captured money is
 * released: a pending, processing or failed payment stays as it is, and orders.releasedAt is set (once, at the
 * first payment released) only when money actually left escrow. Then the order and contract complete when all
 * is paid. The caller holds the order's row lock (the lock order is order, settlement, payment everywhere).
 */
export async function releaseEscrow(
  tx: Executor,
  provider: PaymentProvider,
  orderId: string,
  actor: Actor,
  now = new Date(),
): Promise<number> {
  // A final invoice (issued here when it is due) pays the supplier exactly its amount and refunds the buyer the rest.
  await issueFinalInvoice(tx, orderId, actor, now);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const invoiced = order && order.finalInvoiceTotal !== null && order.releasedAt === null ? order : null;
  const reconciled = invoiced ? await releaseOnFinalInvoice(tx, provider, invoiced, actor, now) : 0;
  const ofOrder = eq(payments.orderId, orderId);
  const others = invoiced ? (and(ofOrder, ne(payments.payeeOrgId, invoiced.supplierOrgId)) ?? ofOrder) : ofOrder;
  const released = await transitionWhere(tx, 'payment', others, {
    to: 'completed',
    set: { updatedAt: now },
    audit: (p) => ({
      actorUserId: actor.userId,
      organizationId: p.payerOrgId,
      organizations: [p.payeeOrgId],
      action: 'payment.released',
      details: { amount: p.amount },
    }),
  });
  for (const payment of released) {
    await provider.release(tx, payment);
    if (payment.settlementId) {
      await transitionWhere(tx, 'settlement', eq(settlements.id, payment.settlementId), {
        to: 'completed',
        set: { reference: payment.paymentNumber, settledAt: now, settledBy: actor.userId },
        audit: {
          actorUserId: actor.userId,
          organizationId: payment.payerOrgId,
          organizations: [payment.payeeOrgId],
          action: 'settlement.paid',
          details: { reference: payment.paymentNumber, amount: payment.amount },
        },
      });
    }
  }
  if (released.length + reconciled > 0) {
    await tx
      .update(orders)
      .set({ releasedAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), isNull(orders.releasedAt)));
  }
  await completeIfSettled(tx, orderId, actor, now);
  return released.length + reconciled;
}

/**
 * Whether money captured into this order's escrow goes on to the payee at once: the buyer confirmed receipt, or
 * the inspection period that proof of delivery opened is over (a hold, an open dispute or an unverified supplier,
 * is asked separately: escrowHold).
 */
export function escrowReleasable(
  order: Pick<typeof orders.$inferSelect, 'receiptConfirmedAt' | 'releaseDueAt' | 'releasedAt'>,
  now = new Date(),
): boolean {
  return (
    order.receiptConfirmedAt !== null ||
    order.releasedAt !== null ||
    (order.releaseDueAt !== null && order.releaseDueAt <= now)
  );
}

/**
 * The buyer confirmed receipt: records it once (orders.receiptConfirmedAt), under the caller's order lock, and
 * releases what is captured. Nothing captured yet: nothing is released and releasedAt stays null; the payment,
 * once captured, is released at once (processPayment). Returns how many payments were released, or null when
 * receipt was already confirmed.
 */
export async function recordReceipt(
  tx: Executor,
  provider: PaymentProvider,
  orderId: string,
  actor: Actor,
  now = new Date(),
): Promise<number | null> {
  const [order] = await tx
    .update(orders)
    .set({ receiptConfirmedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.receiptConfirmedAt), isNotNull(orders.releaseDueAt)))
    .returning();
  if (!order) return null;
  await recordAudit(tx, {
    actorUserId: actor.userId,
    organizationId: order.buyerOrgId,
    organizations: [order.supplierOrgId],
    action: 'order.receipt_confirmed',
    entityType: 'order',
    entityId: order.id,
    fromState: order.status,
    toState: order.status,
    details: { releaseDueAt: order.releaseDueAt?.toISOString() },
  });
  return releaseEscrow(tx, provider, orderId, actor, now);
}

/**
 * The inspection period of an order is over with nothing holding its escrow (the release job): releases what is
 * captured; the first release records `order.inspection_ended`. Returns how many payments were released.
 */
export async function releaseAfterInspection(
  tx: Executor,
  provider: PaymentProvider,
  orderId: string,
  now = new Date(),
): Promise<number> {
  const [before] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!before) return 0;
  const released = await releaseEscrow(tx, provider, orderId, { userId: null }, now);
  if (released > 0 && before.releasedAt === null && before.receiptConfirmedAt === null) {
    await recordAudit(tx, {
      actorUserId: null,
      organizationId: before.buyerOrgId,
      organizations: [before.supplierOrgId],
      action: 'order.inspection_ended',
      entityType: 'order',
      entityId: before.id,
      fromState: before.status,
      toState: before.status,
      details: { releaseDueAt: before.releaseDueAt?.toISOString() },
    });
  }
  return released;
}

/** Delivered and every payment completed: the order completes, and its contract with it when fully settled. */
async function completeIfSettled(tx: Executor, orderId: string, actor: Actor, now: Date): Promise<void> {
  const [open] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), notInArray(payments.status, [...PAYMENT_CLOSED_STATES])));
  if ((open?.n ?? 0) > 0) return;
  const parties = (o: { buyerOrgId: string; supplierOrgId: string }) => ({
    actorUserId: actor.userId,
    organizationId: o.buyerOrgId,
    organizations: [o.supplierOrgId],
  });
  const [order] = await transitionWhere(tx, 'order', eq(orders.id, orderId), {
    to: 'completed',
    set: { updatedAt: now },
    audit: parties,
  });
  if (!order) return;
  await completeContractIfSettled(tx, order.contractId, actor, now);
}

/**
 * A contract completes once its order has and every settlement is paid: at the order's completion, or later when
 * its last settlement is (a refund of a price credit the buyer's finance records received after the release).
 */
export async function completeContractIfSettled(
  tx: Executor,
  contractId: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const [order] = await tx
    .select({ contractId: orders.contractId })
    .from(orders)
    .where(and(eq(orders.contractId, contractId), eq(orders.status, 'completed')));
  if (!order) return;
  const parties = (o: { buyerOrgId: string; supplierOrgId: string }) => ({
    actorUserId: actor.userId,
    organizationId: o.buyerOrgId,
    organizations: [o.supplierOrgId],
  });
  const [unpaid] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(settlements)
    .where(
      and(
        eq(settlements.contractId, order.contractId),
        notInArray(settlements.status, terminalStates(SETTLEMENT_TRANSITIONS)),
      ),
    );
  if ((unpaid?.n ?? 0) > 0) return;
  await transitionWhere(tx, 'contract', eq(contracts.id, order.contractId), {
    to: 'completed',
    set: { updatedAt: now },
    audit: parties,
  });
}

/** A cancelled order: escrowed money goes back to the payer; payments never taken are closed as refunded. */
export async function refundOrder(
  tx: Executor,
  provider: PaymentProvider,
  orderId: string,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  const open = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, sourcesOf(PAYMENT_TRANSITIONS, 'refunded'))))
    .for('update');
  await transitionWhere(tx, 'payment', eq(payments.orderId, orderId), {
    to: 'refunded',
    set: { updatedAt: now },
    audit: (p) => ({
      actorUserId: actor.userId,
      organizationId: p.payerOrgId,
      organizations: [p.payeeOrgId],
      details: { amount: p.amount },
    }),
  });
  // Only captured money sits in escrow; nothing moved for a pending or failed payment.
  for (const payment of open) if (payment.status === 'captured') await provider.refund(tx, payment);
}
