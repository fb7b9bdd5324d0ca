import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { shipments } from '@energy/db/schema/shipments';
import { ORDER_TRANSITIONS, SHIPMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import { CONTRACT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { sourcesOf } from '@energy/domain/machines/transitions';
import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict, notFound } from '../../errors';
import { nextNumber } from '../../numbering';
import type { PaymentProvider } from '../../payments/provider';
import type { CallerScope } from '../../scope';
import { refundOrder } from '../payment/escrow';
import { listOrders } from './order.queries';

export async function getOrder(db: Executor, scope: CallerScope, id: string): Promise<TOrder> {
  const [order] = await listOrders(db, scope, eq(orders.id, id));
  if (!order) throw notFound('Order');
  return order;
}


function requireParty(scope: CallerScope, order: TOrder, parties: ('buyer' | 'supplier')[], message: string): void {
  if (scope.isAdmin) return;
  const mine = (parties.includes('buyer') && order.buyerOrg.id === scope.orgId && (scope.role === 'buyer' || scope.role === 'finance')) ||
    (parties.includes('supplier') && order.supplierOrg.id === scope.orgId && scope.role === 'supplier');
  if (!mine) throw new TRPCError({ code: 'FORBIDDEN', message });
}

/**
 * The supplier confirms it can supply: the contract becomes active, and a pending payment from the buyer
 * to the supplier is made for each unpaid settlement of the contract's schedule.
 */
export async function confirmOrder(db: Executor, scope: CallerScope, id: string, now = new Date()): Promise<TOrder> {
  const visible = await getOrder(db, scope, id);
  requireParty(scope, visible, ['supplier'], 'Only the supplier confirms an order');
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'confirmed', updatedAt: now })
      .where(and(eq(orders.id, id), inArray(orders.status, sourcesOf(ORDER_TRANSITIONS, 'confirmed'))))
      .returning();
    if (!order) throw conflict(`This order is ${visible.status} and cannot be confirmed`);
    await tx.update(contracts).set({ status: 'active', updatedAt: now }).where(and(eq(contracts.id, order.contractId), inArray(contracts.status, sourcesOf(CONTRACT_TRANSITIONS, 'active'))));
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, order.contractId));
    const unpaid = await tx
      .select()
      .from(settlements)
      .where(and(eq(settlements.contractId, order.contractId), inArray(settlements.status, ['pending', 'failed'])))
      .orderBy(asc(settlements.dueDate));
    for (const settlement of unpaid) {
      await tx.insert(payments).values({
        paymentNumber: await nextNumber(tx, 'PAY', 'payment_number_seq', now), orderId: order.id, settlementId: settlement.id,
        payerOrgId: order.buyerOrgId, payeeOrgId: order.supplierOrgId, amount: settlement.amount, currency: settlement.currency,
        paymentMethod: contract?.paymentTerms.method ?? 'escrow', description: settlement.description, status: 'pending',
      });
    }
    const actor = { actorUserId: scope.userId, organizationId: order.supplierOrgId, organizations: [order.buyerOrgId] };
    await recordAudit(tx, { ...actor, action: 'order.confirmed', entityType: 'order', entityId: id, fromState: 'created', toState: 'confirmed', details: { payments: unpaid.length } });
    await recordAudit(tx, { ...actor, action: 'contract.activated', entityType: 'contract', entityId: order.contractId, fromState: 'signed', toState: 'active' });
  });
  return getOrder(db, scope, id);
}

/** Buyer or supplier cancels before the goods move, with a reason; escrowed money is refunded. */
export async function cancelOrder(db: Executor, scope: CallerScope, provider: PaymentProvider, id: string, reason: string, now = new Date()): Promise<TOrder> {
  const visible = await getOrder(db, scope, id);
  requireParty(scope, visible, ['buyer', 'supplier'], 'Only the buyer or the supplier cancels an order');
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: reason, updatedAt: now })
      .where(and(eq(orders.id, id), inArray(orders.status, sourcesOf(ORDER_TRANSITIONS, 'cancelled'))))
      .returning();
    if (!order) throw conflict(`This order is ${visible.status} and can no longer be cancelled`);
    await tx.update(shipments).set({ status: 'cancelled', updatedAt: now }).where(and(eq(shipments.orderId, id), inArray(shipments.status, sourcesOf(SHIPMENT_TRANSITIONS, 'cancelled'))));
    await tx.update(contracts).set({ status: 'cancelled', updatedAt: now }).where(and(eq(contracts.id, order.contractId), inArray(contracts.status, sourcesOf(CONTRACT_TRANSITIONS, 'cancelled'))));
    await refundOrder(tx, provider, id, { userId: scope.userId }, now);
    await recordAudit(tx, { actorUserId: scope.userId, organizationId: scope.orgId, organizations: [order.buyerOrgId, order.supplierOrgId], action: 'order.cancelled', entityType: 'order', entityId: id, fromState: visible.status, toState: 'cancelled', details: { reason } });
  });
  return getOrder(db, scope, id);
}
