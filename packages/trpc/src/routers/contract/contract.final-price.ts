import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import type { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { rfqs } from '@energy/db/schema/rfqs';
import { PAYMENT_TAKING_STATES } from '@energy/domain/machines/fulfilment';
import { storedMoneyInteger } from '@energy/domain/money-input';
import { FORMULA_MESSAGES } from '@energy/domain/schemas/offer';
import { and, asc, desc, eq, gt, inArray, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict } from '../../errors';
import { issueContractFinalInvoice } from '../payment/final-invoice';
import { resettleReleasedOrder } from '../payment/final-release';
import { insertSettlementPayment } from '../payment/settlement-payment';
import { type FormulaPriced, formulaTarget, priceFormulaFor } from '../pricing/formula-price';
import { towardsThePrice } from '../settlement/demurrage';

const DAY = 86_400_000;

type RfqRow = typeof rfqs.$inferSelect;
type OfferRow = typeof offers.$inferSelect;
type ContractRow = typeof contracts.$inferSelect;

/**
 * The price columns of a contract awarded on this offer. Fixed: none (total_value is the offer's total). Formula:
 * the formula as awarded, the provisional price computed now from the stored quotes (total_value holds its total),
 * how many of the period's quotes exist, and, when the period is already complete, the final price at once.
 */
export async function awardPricing(
  tx: Executor,
  offer: Pick<OfferRow, 'pricingType' | 'pricingFormula' | 'totalPrice' | 'currency'>,
  rfq: Pick<RfqRow, 'productType' | 'specifications' | 'unit' | 'quantity' | 'deliveryDate'>,
  now: Date,
): Promise<{ totalValue: number; columns: Partial<typeof contracts.$inferInsert> }> {
  if (offer.pricingType !== 'formula' || !offer.pricingFormula) return { totalValue: offer.totalPrice, columns: {} };
  const priced = await priceFormulaFor(tx, offer.pricingFormula, formulaTarget(rfq, offer.currency));
  if (!priced) throw conflict(FORMULA_MESSAGES.indexNoQuotes);
  const totalValue = storedMoneyInteger(priced.basis.total, 'minor');
  return {
    totalValue,
    columns: {
      pricingType: 'formula',
      pricingFormula: offer.pricingFormula,
      provisionalUnitPrice: priced.basis.unitPrice,
      provisionalBasis: priced.basis,
      quotesPresent: priced.basis.quotesPresent,
      quotesNeeded: priced.basis.quotesNeeded,
      ...(priced.complete ? finalColumns(priced, now) : {}),
    },
  };
}

function finalColumns(priced: FormulaPriced, now: Date) {
  return {
    finalUnitPrice: priced.basis.unitPrice,
    finalTotal: storedMoneyInteger(priced.basis.total, 'minor'),
    finalBasis: priced.basis,
    priceFixedAt: now,
    quotesPresent: priced.basis.quotesPresent,
    quotesNeeded: priced.basis.quotesNeeded,
  };
}

/** Which contracts a posting may have completed: those on these indices, or (a rate posted) every open one. */
export interface FinalPriceScope {
  indexIds?: readonly string[];
  /** Rates were posted: every open formula contract is priced again (a rate may be what its price waited for). */
  fx?: boolean;
}

/** Formula contracts whose final price is not fixed yet, of a contract still running. */
const openFormula = (scope: FinalPriceScope): SQL | undefined => {
  const onIndices =
    scope.fx || scope.indexIds === undefined
      ? undefined
      : scope.indexIds.length === 0
        ? sql`false`
        : inArray(sql`${contracts.pricingFormula}->>'indexId'`, [...scope.indexIds]);
  return and(
    eq(contracts.pricingType, 'formula'),
    isNull(contracts.priceFixedAt),
    ne(contracts.status, 'cancelled'),
    onIndices,
  );
};

/**
 * Prices the open formula contracts again from the stored quotes: a contract whose pricing period now has all its
 * quotes gets its final price (fixFinalPrice), one still waiting gets its count of quotes present. Called in the
 * transaction that posts quotes or rates (the rows locked there wait for a final-price round holding them, then
 * are read again) and by the periodic round. Returns the contracts whose price it fixed.
 */
export async function fixFinalPrices(
  tx: Executor,
  scope: FinalPriceScope = {},
  now = new Date(),
  { skipLocked = false } = {},
): Promise<string[]> {
  // Money moves lock the order before the contract (an escrow release holds the order, then completes the
  // contract): the orders of these contracts are locked first, and with skipLocked a contract whose order another
  // transaction holds is left to the next round, so the two never wait on each other.
  const lockedOrders = await tx
    .select({ contractId: orders.contractId })
    .from(orders)
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .where(openFormula(scope))
    .orderBy(asc(orders.id))
    .for('update', skipLocked ? { of: orders, skipLocked: true } : { of: orders });
  const open = await tx
    .select({ contract: contracts, rfq: rfqs })
    .from(contracts)
    .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
    .where(
      and(
        openFormula(scope),
        or(
          lockedOrders.length === 0
            ? undefined
            : inArray(
                contracts.id,
                lockedOrders.map((o) => o.contractId),
              ),
          notExists(tx.select({ one: sql`1` }).from(orders).where(eq(orders.contractId, contracts.id))),
        ),
      ),
    )
    .orderBy(asc(contracts.id))
    .for('update', skipLocked ? { of: contracts, skipLocked: true } : { of: contracts });
  const fixed: string[] = [];
  for (const { contract, rfq } of open) {
    if (!contract.pricingFormula) continue;
    const priced = await priceFormulaFor(tx, contract.pricingFormula, formulaTarget(rfq, contract.currency));
    if (!priced) continue;
    if (priced.complete) {
      if (!(await fixFinalPrice(tx, contract, priced, now))) continue;
      fixed.push(contract.id);
      // A delivery already settled is invoiced now that its price is final (the order's lock is held above).
      await issueContractFinalInvoice(tx, contract.id, now);
      continue;
    }
    if (contract.quotesPresent !== priced.basis.quotesPresent || contract.quotesNeeded !== priced.basis.quotesNeeded)
      await tx
        .update(contracts)
        .set({ quotesPresent: priced.basis.quotesPresent, quotesNeeded: priced.basis.quotesNeeded, updatedAt: now })
        .where(and(eq(contracts.id, contract.id), isNull(contracts.priceFixedAt)));
  }
  return fixed;
}

/**
 * The periodic round (every instance runs it): one transaction that takes the open formula contracts with
 * FOR UPDATE SKIP LOCKED, so a contract another instance (or a posting) holds is left to it, and fixes each at most
 * once (fixFinalPrice's conditional update). Returns how many it fixed.
 */
export async function runFinalPriceRound(db: Executor, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => (await fixFinalPrices(tx, {}, now, { skipLocked: true })).length);
}

/**
 * Fixes a contract's final price exactly once: a conditional UPDATE ... WHERE price_fixed_at IS NULL decides (of two
 * instances at once, the second waits for the first's commit and then updates nothing). Then, in the same
 * transaction, the difference from the provisional total is settled. Positive: a `price_adjustment` settlement the
 * buyer owes, due the contract's days to payment after today (the day the final invoice can be made), with its
 * pending payment when the order's payments exist already. Negative (a credit): netted against what is still unpaid
 * (netCredit), and only the rest, if any, becomes a negative `price_adjustment` settlement: a refund the supplier
 * owes, which the buyer's finance records received. The audit row raises `contract.price_fixed` (its adjustment the
 * whole difference), which tells both parties' members (finance among them).
 */
async function fixFinalPrice(tx: Executor, contract: ContractRow, priced: FormulaPriced, now: Date): Promise<boolean> {
  const [done] = await tx
    .update(contracts)
    .set({ ...finalColumns(priced, now), updatedAt: now })
    .where(and(eq(contracts.id, contract.id), isNull(contracts.priceFixedAt)))
    .returning();
  if (!done || done.finalTotal === null) return false;
  const adjustment = done.finalTotal - contract.totalValue;
  // Released already on a measured delivery: settled again on the delivered quantity, not on the contracted one.
  const delivered = await resettleReleasedOrder(tx, contract.id, now);
  // A credit is netted against what is still unpaid first; only what that could not absorb is a refund.
  const owed = delivered ? 0 : adjustment < 0 ? -(await netCredit(tx, contract, -adjustment, now)) : adjustment;
  const [settlement] =
    owed === 0
      ? []
      : await tx
          .insert(settlements)
          .values({
            contractId: contract.id,
            settlementType: 'price_adjustment',
            amount: owed,
            currency: contract.currency,
            dueDate: new Date(now.getTime() + contract.paymentTerms.daysToPayment * DAY),
            description:
              owed > 0
                ? 'Price adjustment: final price above the provisional price'
                : 'Price adjustment: credit, final price below the provisional price',
          })
          .returning();
  if (settlement && owed > 0) await paymentForAdjustment(tx, contract, settlement, now);
  await recordAudit(tx, {
    actorUserId: null,
    organizationId: contract.buyerOrgId,
    organizations: [contract.supplierOrgId],
    action: 'contract.price_fixed',
    entityType: 'contract',
    entityId: contract.id,
    fromState: contract.status,
    toState: contract.status,
    details: {
      contractNumber: contract.contractNumber,
      currency: contract.currency,
      provisionalTotal: contract.totalValue,
      finalTotal: done.finalTotal,
      finalUnitPrice: done.finalUnitPrice,
      adjustment,
      settlementId: settlement?.id ?? null,
      // Re-settled on the delivered quantity after the release: the final invoice's amount instead.
      ...(delivered ? { deliveredInvoice: delivered.amount } : {}),
    },
    clientAddress: null,
  });
  return true;
}

export const SETTLED_BY_CREDIT = 'Settled by the price credit: final price below the provisional price';

/**
 * Nets a price credit against the contract's unpaid settlements, the latest due first (the balance before the
 * advance): each pending one whose payment is not taking the money (none, or one pending or failed; a payment held
 * in escrow or captured is paid already) is reduced by as much of the credit as it holds, and its payment with it.
 * One reduced to 0 is settled at once (completed, its payment closed as refunded: nothing was taken). Each change
 * writes a `settlement.credit_applied` audit row with the amount before and after. The order's and the contract's
 * row locks are held (fixFinalPrices); the settlements', then the payments' are taken in the order processPayment
 * takes them. Returns
 * the part of the credit nothing unpaid could absorb.
 */
async function netCredit(tx: Executor, contract: ContractRow, credit: number, now: Date): Promise<number> {
  const open = await tx
    .select()
    .from(settlements)
    .where(
      and(
        eq(settlements.contractId, contract.id),
        eq(settlements.status, 'pending'),
        gt(settlements.amount, 0),
        // The carrier's demurrage is not the supplier's to credit.
        towardsThePrice,
      ),
    )
    .orderBy(desc(settlements.dueDate), desc(settlements.createdAt))
    .for('update');
  let left = credit;
  for (const s of open) {
    if (left === 0) break;
    const linked = await tx.select().from(payments).where(eq(payments.settlementId, s.id)).for('update');
    if (linked.some((p) => PAYMENT_TAKING_STATES.includes(p.status))) continue;
    const cut = Math.min(s.amount, left);
    const after = s.amount - cut;
    left -= cut;
    const settled = after === 0;
    await tx
      .update(settlements)
      .set(
        settled
          ? { amount: 0, status: 'completed', settledAt: now, settledBy: null, description: SETTLED_BY_CREDIT }
          : { amount: after },
      )
      .where(eq(settlements.id, s.id));
    const unpaidPayments = linked.filter((p) => p.status === 'pending' || p.status === 'failed').map((p) => p.id);
    if (unpaidPayments.length > 0)
      await tx
        .update(payments)
        .set(
          settled
            ? { amount: 0, status: 'refunded', description: SETTLED_BY_CREDIT, updatedAt: now }
            : { amount: after, updatedAt: now },
        )
        .where(inArray(payments.id, unpaidPayments));
    await recordAudit(tx, {
      actorUserId: null,
      organizationId: contract.buyerOrgId,
      organizations: [contract.supplierOrgId],
      action: 'settlement.credit_applied',
      entityType: 'settlement',
      entityId: s.id,
      fromState: s.status,
      toState: settled ? 'completed' : s.status,
      details: {
        contractNumber: contract.contractNumber,
        settlementType: s.settlementType,
        currency: s.currency,
        amountBefore: s.amount,
        amountAfter: after,
        credit: cut,
        paymentIds: unpaidPayments,
      },
      clientAddress: null,
    });
  }
  return left;
}

/** The order's payments are made when the supplier confirms it; an adjustment owed after that gets its own. */
async function paymentForAdjustment(
  tx: Executor,
  contract: ContractRow,
  settlement: typeof settlements.$inferSelect,
  now: Date,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.contractId, contract.id));
  if (!order || order.status === 'created' || order.status === 'cancelled') return;
  await insertSettlementPayment(tx, order, settlement, contract.paymentTerms.method, now);
}
