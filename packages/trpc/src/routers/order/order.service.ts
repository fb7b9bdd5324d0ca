import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { SETTLEMENT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { sourcesOf } from '@energy/domain/machines/transitions';
import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { requireAllowed } from '../../authorize';
import { notFound } from '../../errors';
import type { PaymentProvider } from '../../payments/provider';
import type { CallerScope } from '../../scope';
import { transition } from '../../transition';
import { refundOrder } from '../payment/escrow';
import { insertSettlementPayment } from '../payment/settlement-payment';
import { listOrders, loadOrders, type OrderFacts } from './order.queries';

export async function getOrder(db: Executor, scope: CallerScope, id: string): Promise<TOrder> {
  const [order] = await listOrders(db, scope, eq(orders.id, id));
  if (!order) throw notFound('Order');
  return order;
}

/** The order as the action rules read it, or null when the caller cannot see it. */
export async function orderFacts(db: Executor, scope: CallerScope, id: string): Promise<OrderFacts | null> {
  const [loaded] = await loadOrders(db, scope, eq(orders.id, id));
  return loaded?.facts ?? null;
}

/** Orders still running (the machine's non-terminal states). */
/**
 * The supplier confirms it can supply: the contract becomes active, and a pending payment from the buyer
 * to the supplier is made for each unpaid settlement of the contract's schedule.
 */
export async function confirmOrder(db: Executor, scope: CallerScope, id: string, now = new Date()): Promise<TOrder> {
  requireAllowed(scope, 'order.confirm', await orderFacts(db, scope, id));
  await db.transaction(async (tx) => {
    const parties = (o: { buyerOrgId: string; supplierOrgId: string }) => ({
      actorUserId: scope.userId,
      organizationId: o.supplierOrgId,
      organizations: [o.buyerOrgId],
    });
    // The runner activates its contract with it.
    const order = await transition(tx, 'order', id, {
      // Only a created order: the machine's allocated -> confirmed is a carrier's decline (shipment.decline), not this confirmation.
      to: 'confirmed',
      set: { updatedAt: now },
      now,
      where: eq(orders.status, 'created'),
      refusal: (state) => `This order is ${state} and cannot be confirmed`,
      audit: parties,
    });
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, order.contractId));
    const unpaid = await tx
      .select()
      .from(settlements)
      .where(
        and(
          eq(settlements.contractId, order.contractId),
          inArray(settlements.status, sourcesOf(SETTLEMENT_TRANSITIONS, 'completed')),
          // A credit (a negative price adjustment) is the supplier's to repay, not a payment from the buyer.
          gt(settlements.amount, 0),
        ),
      )
      .orderBy(asc(settlements.dueDate));
    for (const settlement of unpaid) {
      await insertSettlementPayment(tx, order, settlement, contract?.paymentTerms.method ?? 'escrow', now);
    }
  });
  return getOrder(db, scope, id);
}

/** Buyer or supplier cancels before the goods move, with a reason; escrowed money is refunded. */
export async function cancelOrder(
  db: Executor,
  scope: CallerScope,
  provider: PaymentProvider,
  id: string,
  reason: string,
  now = new Date(),
): Promise<TOrder> {
  requireAllowed(scope, 'order.cancel', await orderFacts(db, scope, id));
  await db.transaction(async (tx) => {
    const parties = (o: { buyerOrgId: string; supplierOrgId: string }) => ({
      actorUserId: scope.userId,
      organizationId: scope.orgId,
      organizations: [o.buyerOrgId, o.supplierOrgId],
    });
    // The runner cancels its contract and its shipments with it, and their jobs with them (freeing their drivers and vehicles).
    await transition(tx, 'order', id, {
      to: 'cancelled',
      set: { cancelReason: reason, updatedAt: now },
      now,
      refusal: (state) => `This order is ${state} and can no longer be cancelled`,
      audit: (o) => ({ ...parties(o), details: { reason } }),
    });
    await refundOrder(tx, provider, id, { userId: scope.userId }, now);
  });
  return getOrder(db, scope, id);
}
