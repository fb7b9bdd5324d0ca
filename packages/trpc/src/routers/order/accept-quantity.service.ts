import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { DELIVERED_QUANTITY_MESSAGES } from '@energy/domain/schemas/delivered-quantity';
import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { conflict } from '../../errors';
import type { PaymentProvider } from '../../payments/provider';
import type { CallerScope } from '../../scope';
import { escrowHold } from '../payment/disputes';
import { escrowReleasable, releaseEscrow } from '../payment/escrow';
import { issueFinalInvoice } from '../payment/final-invoice';
import { getOrder, orderFacts } from './order.service';

/**
 * The buyer accepts a short or over delivery: the settled quantity stands (quantity_accepted_at, once: a conditional
 * update), the final invoice is issued when the price is final, and the escrow, no longer held by the quantity, is
 * released at once when it may be (receipt confirmed or the inspection period over, nothing else holding it);
 * otherwise at the buyer's confirmation of receipt or the end of the inspection period.
 */
export async function acceptQuantity(
  db: Executor,
  scope: CallerScope,
  provider: PaymentProvider,
  id: string,
  now = new Date(),
): Promise<TOrder> {
  requireAllowed(scope, 'order.acceptQuantity', await orderFacts(db, scope, id), now);
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order?.quantityStatus) throw conflict(DELIVERED_QUANTITY_MESSAGES.notSettled);
    if (order.quantityStatus === 'within') throw conflict(DELIVERED_QUANTITY_MESSAGES.withinTolerance);
    if (order.releasedAt) throw conflict(DELIVERED_QUANTITY_MESSAGES.released);
    const [accepted] = await tx
      .update(orders)
      .set({ quantityAcceptedAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), isNull(orders.quantityAcceptedAt)))
      .returning();
    if (!accepted) throw conflict(DELIVERED_QUANTITY_MESSAGES.alreadyAccepted);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: accepted.buyerOrgId,
      organizations: [accepted.supplierOrgId],
      action: 'order.quantity_accepted',
      entityType: 'order',
      entityId: accepted.id,
      fromState: accepted.status,
      toState: accepted.status,
      details: { settledQuantity: accepted.settledQuantity, status: accepted.quantityStatus, ...accepted.settledBasis },
    });
    const actor = { userId: scope.userId };
    await issueFinalInvoice(tx, id, actor, now);
    if (escrowReleasable(accepted, now) && !(await escrowHold(tx, id)))
      await releaseEscrow(tx, provider, id, actor, now);
  });
  return getOrder(db, scope, id);
}
