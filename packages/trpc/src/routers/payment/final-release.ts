import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import type { PaymentProvider } from '../../payments/provider';
import { transitionWhere } from '../../transition';
import { issueFinalInvoice, supplierSums } from './final-invoice';
import { insertSettlementPayment } from './settlement-payment';

/*
 * The escrow release of an order whose final invoice is issued: the supplier is paid exactly the invoice's amount
 * and the buyer gets back what was captured beyond it, in the one transition of each captured payment (captured ->
 * completed, or refunded when none of it is the supplier's), its ledger entries summing to what it captured. What
 * the invoice asks beyond the escrow is then reconciled with what the buyer still owes: a shortfall becomes a
 * balance settlement with its pending payment for finance; a surplus reduces the pending payments, the latest first.
 */

export const FINAL_BALANCE = 'final_balance';
export const FINAL_BALANCE_DESCRIPTION = 'Final invoice balance: the delivered amount above what was paid';
export const FINAL_CREDIT_DESCRIPTION = 'Final invoice credit: the supplier was paid more than the delivered amount';
export const NETTED_IN_FINAL_INVOICE = 'Netted in the final invoice';
const DAY = 86_400_000;

interface Actor {
  userId: string | null;
}
type Order = typeof orders.$inferSelect;
type Payment = typeof payments.$inferSelect;

/**
 * Releases the order's captured payments to the supplier against its final invoice, each once (a conditional
 * transition), then reconciles the rest. The caller holds the order's row lock and calls this at the first release
 * only (orders.released_at null): later captures are the pending payments reconciled here, released whole.
 * Returns how many payments it moved.
 */
export async function releaseOnFinalInvoice(
  tx: Executor,
  provider: PaymentProvider,
  order: Order,
  actor: Actor,
  now: Date,
): Promise<number> {
  const owed = await owedNow(tx, order, now);
  // The earliest due first (the advance before the balance): what comes back to the buyer comes off the last.
  const supplierPayments = (
    await tx
      .select({ payment: payments })
      .from(payments)
      .leftJoin(settlements, eq(settlements.id, payments.settlementId))
      .where(and(eq(payments.orderId, order.id), eq(payments.payeeOrgId, order.supplierOrgId)))
      .orderBy(sql`${settlements.dueDate} asc nulls last`, asc(payments.createdAt), asc(payments.id))
      .for('update', { of: payments })
  ).map((row) => row.payment);
  let toRelease = Math.max(owed, 0);
  let moved = 0;
  for (const captured of supplierPayments.filter((p) => p.status === 'captured')) {
    const release = Math.min(toRelease, captured.amount);
    const done = await splitPayment(tx, provider, captured, release, actor, now);
    if (!done) continue;
    toRelease -= release;
    moved += 1;
  }
  const released = Math.max(owed, 0) - toRelease;
  await reconcileRest(tx, order, owed - released, supplierPayments, now);
  return moved;
}

/**
 * The invoice's amount as of this release: a settlement paid to the supplier outside the escrow since the invoice was
 * issued (an advance recorded paid) is what it holds already, so the invoice's advances and amount are brought up to
 * date (with an audit row) before the escrow pays the rest.
 */
async function owedNow(tx: Executor, order: Order, now: Date): Promise<number> {
  const invoice = order.finalInvoice;
  if (!invoice || order.finalInvoiceTotal === null) return 0;
  const { advances } = await supplierSums(tx, order.contractId);
  if (advances === invoice.advances) return order.finalInvoiceTotal;
  const updated = { ...invoice, advances, amount: invoice.goods + invoice.demurrage - advances };
  await tx
    .update(orders)
    .set({ finalInvoice: updated, finalInvoiceTotal: updated.amount, updatedAt: now })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actorUserId: null,
    organizationId: order.buyerOrgId,
    organizations: [order.supplierOrgId],
    action: 'order.final_invoice_advances',
    entityType: 'order',
    entityId: order.id,
    fromState: order.status,
    toState: order.status,
    details: { advancesBefore: invoice.advances, advances, amountBefore: invoice.amount, amount: updated.amount },
    clientAddress: null,
  });
  return updated.amount;
}

/** One captured payment: `release` to the payee, the rest back to the payer, its settlement paid; null if moved already. */
async function splitPayment(
  tx: Executor,
  provider: PaymentProvider,
  captured: Payment,
  release: number,
  actor: Actor,
  now: Date,
): Promise<Payment | null> {
  const refund = captured.amount - release;
  const parties = {
    actorUserId: actor.userId,
    organizationId: captured.payerOrgId,
    organizations: [captured.payeeOrgId],
  };
  const details = { amount: captured.amount, released: release, refunded: refund };
  const [done] = await transitionWhere(
    tx,
    'payment',
    and(eq(payments.id, captured.id), eq(payments.status, 'captured')) ?? eq(payments.id, captured.id),
    {
      to: release > 0 ? 'completed' : 'refunded',
      set: { updatedAt: now },
      audit: { ...parties, action: release > 0 ? 'payment.released' : 'payment.refunded', details },
    },
  );
  if (!done) return null;
  if (release > 0) await provider.release(tx, done, release);
  if (refund > 0) await provider.refund(tx, done, refund);
  if (done.settlementId)
    await transitionWhere(tx, 'settlement', eq(settlements.id, done.settlementId), {
      to: 'completed',
      set: { reference: done.paymentNumber, settledAt: now, settledBy: actor.userId },
      audit: { ...parties, action: 'settlement.paid', details: { reference: done.paymentNumber, ...details } },
    });
  return done;
}

/**
 * What the invoice still asks after the escrow (`rest`, negative when the supplier holds more than the invoice) against
 * what the buyer's pending payments to the supplier will bring: a refund the supplier owed on a price credit is netted
 * here; a shortfall is a balance settlement and payment; a surplus is taken off the pending payments, the latest first,
 * and what they cannot absorb is a credit the supplier refunds (a negative settlement the buyer's finance records).
 */
async function reconcileRest(tx: Executor, order: Order, rest: number, supplierPayments: Payment[], now: Date) {
  const [contract] = await tx.select().from(contracts).where(eq(contracts.id, order.contractId));
  if (!contract) return;
  await closeOwedRefunds(tx, order, now);
  const pending = supplierPayments.filter((p) => p.status === 'pending' || p.status === 'failed');
  const expected = pending.reduce((sum, p) => sum + p.amount, 0);
  const due = new Date(now.getTime() + contract.paymentTerms.daysToPayment * DAY);
  if (rest > expected) {
    const [balance] = await tx
      .insert(settlements)
      .values({
        contractId: contract.id,
        settlementType: FINAL_BALANCE,
        amount: rest - expected,
        currency: contract.currency,
        dueDate: due,
        description: FINAL_BALANCE_DESCRIPTION,
      })
      .returning();
    if (balance) await insertSettlementPayment(tx, order, balance, contract.paymentTerms.method, now);
    return;
  }
  let surplus = expected - rest;
  for (const payment of [...pending].reverse()) {
    if (surplus === 0) break;
    const cut = Math.min(surplus, payment.amount);
    surplus -= cut;
    await reducePending(tx, order, payment, payment.amount - cut, now);
  }
  if (surplus > 0)
    await tx.insert(settlements).values({
      contractId: contract.id,
      settlementType: FINAL_BALANCE,
      amount: -surplus,
      currency: contract.currency,
      dueDate: due,
      description: FINAL_CREDIT_DESCRIPTION,
    });
}

/**
 * A formula contract whose final price is fixed after its escrow was released on a measured delivery: the money is
 * settled again on the delivered quantity, once. The final invoice is issued now (settled quantity × final unit price
 * + demurrage payable to the supplier − what the supplier holds, its settlements completed by the release) and what it
 * asks is reconciled with the buyer's pending payments to the supplier as at a release: a shortfall is a final balance
 * for finance, a surplus comes off the pending payments, the latest first, and the rest is a credit the supplier
 * refunds. The caller holds the order's and the contract's row locks (fixFinalPrices); the contract's unpaid
 * settlements are locked before their payments, the order processPayment takes them in. Returns the invoice, or null
 * when the order was not released on a settled quantity or its quantity still awaits the buyer's acceptance.
 */
export async function resettleReleasedOrder(tx: Executor, contractId: string, now: Date) {
  const [order] = await tx.select().from(orders).where(eq(orders.contractId, contractId));
  if (!order || order.releasedAt === null || order.settledBasis === null || order.finalInvoicedAt !== null) return null;
  const invoice = await issueFinalInvoice(tx, order.id, { userId: null }, now);
  if (!invoice) return null;
  await tx
    .select({ id: settlements.id })
    .from(settlements)
    .where(and(eq(settlements.contractId, contractId), inArray(settlements.status, ['pending', 'failed'])))
    .orderBy(asc(settlements.id))
    .for('update');
  const supplierPayments = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.payeeOrgId, order.supplierOrgId)))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .for('update');
  await reconcileRest(tx, order, invoice.amount, supplierPayments, now);
  return invoice;
}

/** A pending payment and its settlement reduced to `after` (0: closed, nothing was taken), with an audit row. */
async function reducePending(tx: Executor, order: Order, payment: Payment, after: number, now: Date): Promise<void> {
  await tx.update(payments).set({ amount: after, updatedAt: now }).where(eq(payments.id, payment.id));
  if (payment.settlementId)
    await tx.update(settlements).set({ amount: after }).where(eq(settlements.id, payment.settlementId));
  const parties = { actorUserId: null, organizationId: order.buyerOrgId, organizations: [order.supplierOrgId] };
  await recordAudit(tx, {
    ...parties,
    action: 'payment.final_invoice_applied',
    entityType: 'payment',
    entityId: payment.id,
    fromState: payment.status,
    toState: payment.status,
    details: { amountBefore: payment.amount, amountAfter: after },
    clientAddress: null,
  });
  if (after > 0) return;
  await transitionWhere(tx, 'payment', eq(payments.id, payment.id), {
    to: 'refunded',
    set: { description: NETTED_IN_FINAL_INVOICE, updatedAt: now },
    audit: { ...parties, details: { amount: 0 } },
  });
  if (payment.settlementId)
    await transitionWhere(tx, 'settlement', eq(settlements.id, payment.settlementId), {
      to: 'completed',
      set: { settledAt: now, settledBy: null, description: NETTED_IN_FINAL_INVOICE },
      audit: { ...parties, action: 'settlement.paid', details: { amount: 0 } },
    });
}

/** A price credit's refund the supplier still owed (a pending negative settlement) is part of the invoice now. */
async function closeOwedRefunds(tx: Executor, order: Order, now: Date): Promise<void> {
  const owedRefunds = await tx
    .select({ id: settlements.id })
    .from(settlements)
    .where(
      and(
        eq(settlements.contractId, order.contractId),
        lt(settlements.amount, 0),
        inArray(settlements.status, ['pending', 'failed']),
        isNull(settlements.payeeOrgId),
      ),
    )
    .orderBy(desc(settlements.createdAt));
  if (owedRefunds.length === 0) return;
  await transitionWhere(
    tx,
    'settlement',
    inArray(
      settlements.id,
      owedRefunds.map((s) => s.id),
    ),
    {
      to: 'completed',
      set: { settledAt: now, settledBy: null, description: NETTED_IN_FINAL_INVOICE },
      audit: (s) => ({
        actorUserId: null,
        organizationId: order.buyerOrgId,
        organizations: [order.supplierOrgId],
        action: 'settlement.netted',
        details: { amount: s.amount },
      }),
    },
  );
}
