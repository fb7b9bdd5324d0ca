import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { RECEIPT_MESSAGES, type TOrder } from '@energy/domain/schemas/fulfilment';
import { requireAllowed } from '../../authorize';
import { eq } from 'drizzle-orm';
import { conflict } from '../../errors';
import { iso } from '../../iso-date';
import type { PaymentProvider } from '../../payments/provider';
import type { CallerScope } from '../../scope';
import { escrowHold } from '../payment/disputes';
import { recordReceipt } from '../payment/escrow';
import { getOrder, orderFacts } from './order.service';

/**
 * The buyer confirms the goods arrived as ordered: the receipt is recorded, and the money captured into the
 * order's escrow is released now instead of at the end of the inspection period. Nothing captured yet: nothing
 * is released (the escrow is not marked released); the payment, once finance captures it, is released at once.
 * Only a buyer of the ordering organization may (action registry); only after proof of delivery, once, and
 * before the release. The order row lock serialises this with the release job, which skips locked orders, so
 * the money moves once whichever comes first.
 */
export async function confirmReceipt(
  db: Executor,
  scope: CallerScope,
  provider: PaymentProvider,
  id: string,
  now = new Date(),
): Promise<TOrder> {
  const facts = await orderFacts(db, scope, id);
  requireAllowed(scope, 'order.confirmReceipt', facts, now);
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order?.releaseDueAt)
      throw conflict(`This order is ${order?.status ?? facts?.status}: ${RECEIPT_MESSAGES.notProven.toLowerCase()}`);
    if (order.releasedAt) {
      const how = order.receiptConfirmedAt ? 'receipt was confirmed' : 'the inspection period ended';
      throw conflict(`This order's escrow is already released: ${how} on ${iso(order.releasedAt)}`);
    }
    if (order.receiptConfirmedAt)
      throw conflict(`${RECEIPT_MESSAGES.alreadyConfirmed} on ${iso(order.receiptConfirmedAt)}`);
    const hold = await escrowHold(tx, id);
    if (hold) throw conflict(hold);
    await recordReceipt(tx, provider, id, { userId: scope.userId }, now);
  });
  return getOrder(db, scope, id);
}
