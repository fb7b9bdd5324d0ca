import type { Executor } from '@energy/db/client';
import { settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { paymentRequests, payments } from '@energy/db/schema/payments';
import type { TPayment } from '@energy/domain/schemas/fulfilment';
import type { PaymentStatus } from '@energy/domain/constants';
import { PAYMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import { canTransition } from '@energy/domain/machines/transitions';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict, notFound } from '../../errors';
import { PaymentDeclined, type PaymentProvider } from '../../payments/provider';
import type { CallerScope } from '../../scope';
import { listPayments } from './payment.queries';
import { releaseEscrow } from './escrow';

export async function getPayment(db: Executor, scope: CallerScope, id: string): Promise<TPayment> {
  const [payment] = await listPayments(db, scope, eq(payments.id, id));
  if (!payment) throw notFound('Payment');
  return payment;
}

const unprocessable = (message: string) => new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message });

/**
 * Finance of the paying organization processes a payment: pending (or failed) -> processing -> captured
 * into escrow. The row lock serialises concurrent calls; a replayed Idempotency-Key answers with the
 * payment as it is, and the same key with another amount is refused (422). A payment whose settlement was
 * recorded as paid outside escrow is refused (409). If the order's escrow is already released, the
 * captured money is released at once; otherwise it waits for the buyer's receipt or the inspection period.
 */
export async function processPayment(
  db: Executor, scope: CallerScope, provider: PaymentProvider, input: { id: string; idempotencyKey: string; amount: number },
): Promise<TPayment> {
  const visible = await getPayment(db, scope, input.id);
  if (!scope.isAdmin && visible.payerOrg.id !== scope.orgId) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the paying organization processes this payment' });
  }
  await db.transaction(async (tx) => {
    // One lock order everywhere money moves: order, then settlement, then payment (see recordSettlementPaid, escrow.ts).
    const [target] = await tx.select({ orderId: payments.orderId, settlementId: payments.settlementId }).from(payments).where(eq(payments.id, input.id));
    if (!target) throw notFound('Payment');
    const [order] = await tx.select().from(orders).where(eq(orders.id, target.orderId)).for('update');
    const [settlement] = target.settlementId ? await tx.select().from(settlements).where(eq(settlements.id, target.settlementId)).for('update') : [];
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.id)).for('update');
    if (!payment) throw notFound('Payment');
    const [replay] = await tx
      .select()
      .from(paymentRequests)
      .where(and(eq(paymentRequests.paymentId, payment.id), eq(paymentRequests.key, input.idempotencyKey)));
    if (replay) {
      if (replay.amount !== input.amount) throw unprocessable('This Idempotency-Key was already used with a different amount');
      return;
    }
    if (input.amount !== payment.amount) throw unprocessable(`The amount does not match this payment's amount of ${payment.amount}`);
    if (!canTransition(PAYMENT_TRANSITIONS, payment.status as PaymentStatus, 'processing')) throw conflict(`This payment is ${payment.status} and cannot be processed`);
    if (settlement?.status === 'completed') {
      throw conflict(`This payment's settlement is already completed: it was recorded as paid with reference ${settlement.reference ?? 'none'}`);
    }
    await tx.insert(paymentRequests).values({ paymentId: payment.id, key: input.idempotencyKey, amount: input.amount });
    const actor = { actorUserId: scope.userId, organizationId: payment.payerOrgId, organizations: [payment.payeeOrgId], entityType: 'payment', entityId: payment.id };
    await recordAudit(tx, { ...actor, action: 'payment.processing', fromState: payment.status, toState: 'processing' });
    try {
      const reference = await provider.capture(tx, payment);
      await tx.update(payments).set({ status: 'captured', providerReference: reference, failureReason: null, updatedAt: new Date() }).where(eq(payments.id, payment.id));
      await recordAudit(tx, { ...actor, action: 'payment.captured', fromState: 'processing', toState: 'captured', details: { provider: provider.name, reference } });
    } catch (error) {
      if (!(error instanceof PaymentDeclined)) throw error;
      await tx.update(payments).set({ status: 'failed', failureReason: error.message, updatedAt: new Date() }).where(eq(payments.id, payment.id));
      await recordAudit(tx, { ...actor, action: 'payment.failed', fromState: 'processing', toState: 'failed', details: { reason: error.message } });
      return;
    }
    // Money captured after the order's escrow was released (receipt confirmed, or the inspection period over) goes straight on.
    if (order?.releasedAt) await releaseEscrow(tx, provider, payment.orderId, { userId: scope.userId });
  });
  return getPayment(db, scope, input.id);
}
