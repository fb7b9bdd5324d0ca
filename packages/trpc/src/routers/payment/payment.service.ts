import type { Executor } from '@energy/db/client';
import { paymentRequests, payments } from '@energy/db/schema/payments';
import { shipments } from '@energy/db/schema/shipments';
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
import { listPayments } from '../order/fulfilment.queries';
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
 * payment as it is, and the same key with another amount is refused (422). If proof of delivery is
 * already confirmed, the captured money is released at once.
 */
export async function processPayment(
  db: Executor, scope: CallerScope, provider: PaymentProvider, input: { id: string; idempotencyKey: string; amount: number },
): Promise<TPayment> {
  const visible = await getPayment(db, scope, input.id);
  if (!scope.isAdmin && visible.payerOrg.id !== scope.orgId) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the paying organization processes this payment' });
  }
  await db.transaction(async (tx) => {
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
    await tx.insert(paymentRequests).values({ paymentId: payment.id, key: input.idempotencyKey, amount: input.amount });
    const actor = { actorUserId: scope.userId, organizationId: payment.payerOrgId, entityType: 'payment', entityId: payment.id };
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
    const [proven] = await tx.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.orderId, payment.orderId), eq(shipments.status, 'pod_confirmed')));
    if (proven) await releaseEscrow(tx, provider, payment.orderId, { userId: scope.userId });
  });
  return getPayment(db, scope, input.id);
}
