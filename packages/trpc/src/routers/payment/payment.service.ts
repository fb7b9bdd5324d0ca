import type { Executor } from '@energy/db/client';
import { isSettlementPaid } from '@energy/domain/machines/procurement';
import { settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { paymentRequests, payments } from '@energy/db/schema/payments';
import type { TPayment } from '@energy/domain/schemas/fulfilment';
import { DomainError } from '@energy/domain/errors';
import { and, eq } from 'drizzle-orm';
import { decide, refusalOf } from '../../authorize';
import { conflict, notFound } from '../../errors';
import { transition } from '../../transition';
import { PaymentDeclined, type PaymentProvider } from '../../payments/provider';
import type { CallerScope } from '../../scope';
import { listPayments, loadPayments } from './payment.queries';
import { escrowHold } from './disputes';
import { escrowReleasable, releaseEscrow } from './escrow';
import { refuseAboveFinalPrice } from '../contract/contract.paid-cap';

export async function getPayment(db: Executor, scope: CallerScope, id: string): Promise<TPayment> {
  const [payment] = await listPayments(db, scope, eq(payments.id, id));
  if (!payment) throw notFound('Payment');
  return payment;
}

async function isReplay(db: Executor, paymentId: string, key: string): Promise<boolean> {
  const [replay] = await db
    .select({ id: paymentRequests.paymentId })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.paymentId, paymentId), eq(paymentRequests.key, key)));
  return Boolean(replay);
}

const unprocessable = (message: string) => new DomainError('unprocessable', message);

/**
 * Finance of the paying organization (action registry: payment.process) processes a payment: pending (or failed) -> processing -> captured
 * into escrow. The row lock serialises concurrent calls; a replayed Idempotency-Key answers with the
 * payment as it is, and the same key with another amount is refused (422). A payment whose settlement was
 * recorded as paid outside escrow is refused (409). If the buyer already confirmed receipt (or the inspection
 * period is over) and nothing holds the escrow, the captured money is released at once (captured -> completed,
 * the order's releasedAt set then); otherwise it waits in escrow for the buyer's receipt or the inspection period.
 */
export async function processPayment(
  db: Executor,
  scope: CallerScope,
  provider: PaymentProvider,
  input: { id: string; idempotencyKey: string; amount: number },
): Promise<TPayment> {
  const [visible] = await loadPayments(db, scope, eq(payments.id, input.id));
  const decision = decide(scope, 'payment.process', visible?.facts ?? null);
  // A replayed request answers with the payment as it is now, whatever its state: only party and permission refuse it.
  if (!decision.ok && !(decision.status === 409 && (await isReplay(db, input.id, input.idempotencyKey))))
    throw refusalOf(decision);
  await db.transaction(async (tx) => {
    // One lock order everywhere money moves: order, then settlement, then payment (see recordSettlementPaid, escrow.ts).
    const [target] = await tx
      .select({ orderId: payments.orderId, settlementId: payments.settlementId })
      .from(payments)
      .where(eq(payments.id, input.id));
    if (!target) throw notFound('Payment');
    const [order] = await tx.select().from(orders).where(eq(orders.id, target.orderId)).for('update');
    const [settlement] = target.settlementId
      ? await tx.select().from(settlements).where(eq(settlements.id, target.settlementId)).for('update')
      : [];
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.id)).for('update');
    if (!payment) throw notFound('Payment');
    const [replay] = await tx
      .select()
      .from(paymentRequests)
      .where(and(eq(paymentRequests.paymentId, payment.id), eq(paymentRequests.key, input.idempotencyKey)));
    if (replay) {
      if (replay.amount !== input.amount)
        throw unprocessable('This Idempotency-Key was already used with a different amount');
      return;
    }
    if (input.amount !== payment.amount)
      throw unprocessable(`The amount does not match this payment's amount of ${payment.amount}`);
    const actor = {
      actorUserId: scope.userId,
      organizationId: payment.payerOrgId,
      organizations: [payment.payeeOrgId],
    };
    const refusal = (state: string | null) => `This payment is ${state} and cannot be processed`;
    await transition(tx, 'payment', payment.id, {
      to: 'processing',
      set: { updatedAt: new Date() },
      refusal,
      audit: actor,
    });
    if (settlement && isSettlementPaid(settlement.status)) {
      throw conflict(
        `This payment's settlement is already completed: it was recorded as paid with reference ${settlement.reference ?? 'none'}`,
      );
    }
    // Once a formula contract's final price is fixed, no capture takes the amount paid above it (409).
    if (settlement) await refuseAboveFinalPrice(tx, settlement.id, payment.amount);
    await tx.insert(paymentRequests).values({ paymentId: payment.id, key: input.idempotencyKey, amount: input.amount });
    try {
      const reference = await provider.capture(tx, payment);
      await transition(tx, 'payment', payment.id, {
        to: 'captured',
        set: { providerReference: reference, failureReason: null, updatedAt: new Date() },
        refusal,
        audit: { ...actor, details: { provider: provider.name, reference } },
      });
    } catch (error) {
      if (!(error instanceof PaymentDeclined)) throw error;
      await transition(tx, 'payment', payment.id, {
        to: 'failed',
        set: { failureReason: error.message, updatedAt: new Date() },
        refusal,
        audit: { ...actor, details: { reason: error.message } },
      });
      return;
    }
    // Money captured once the order's escrow may be released (receipt confirmed, or the inspection period over) goes
    // straight on to the payee in this transaction, unless a hold (an open dispute, an unverified supplier) keeps it.
    if (order && escrowReleasable(order) && !(await escrowHold(tx, order.id)))
      await releaseEscrow(tx, provider, payment.orderId, { userId: scope.userId });
  });
  return getPayment(db, scope, input.id);
}
