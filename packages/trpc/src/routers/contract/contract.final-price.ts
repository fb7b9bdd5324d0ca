import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import type { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { rfqs } from '@energy/db/schema/rfqs';
import type { Currency } from '@energy/domain/money';
import { totalToMinor } from '@energy/domain/pricing/formula';
import { FORMULA_MESSAGES } from '@energy/domain/schemas/offer';
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict } from '../../errors';
import { nextNumber } from '../../numbering';
import { type FormulaPriced, type FormulaTarget, priceFormulaFor } from '../pricing/formula-price';

const DAY = 86_400_000;

type RfqRow = typeof rfqs.$inferSelect;
type OfferRow = typeof offers.$inferSelect;
type ContractRow = typeof contracts.$inferSelect;

/** What a formula is priced for on this RFQ, in the offer's (the contract's) currency. */
export function formulaTarget(
  rfq: Pick<RfqRow, 'productType' | 'specifications' | 'unit' | 'quantity' | 'deliveryDate'>,
  currency: string,
): FormulaTarget {
  const refined = rfq.specifications.refinedProductType;
  return {
    productType: rfq.productType,
    refinedProductType: typeof refined === 'string' ? refined : null,
    unit: rfq.unit,
    quantity: rfq.quantity,
    deliveryDate: rfq.deliveryDate,
    currency: currency as Currency,
  };
}

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
  const totalValue = totalToMinor(priced.basis.total);
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
    finalTotal: totalToMinor(priced.basis.total),
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
  const open = await tx
    .select({ contract: contracts, rfq: rfqs })
    .from(contracts)
    .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
    .where(openFormula(scope))
    .orderBy(asc(contracts.id))
    .for('update', skipLocked ? { of: contracts, skipLocked: true } : { of: contracts });
  const fixed: string[] = [];
  for (const { contract, rfq } of open) {
    if (!contract.pricingFormula) continue;
    const priced = await priceFormulaFor(tx, contract.pricingFormula, formulaTarget(rfq, contract.currency));
    if (!priced) continue;
    if (priced.complete) {
      if (await fixFinalPrice(tx, contract, priced, now)) fixed.push(contract.id);
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
 * transaction, the difference from the provisional total becomes a `price_adjustment` settlement (positive: the
 * buyer owes more; negative: a credit the supplier owes the buyer), due the contract's days to payment after today
 * (the day the final invoice can be made); a positive one gets its pending payment when the order's payments exist
 * already. The audit row raises `contract.price_fixed`, which tells both parties' members (finance among them).
 */
async function fixFinalPrice(tx: Executor, contract: ContractRow, priced: FormulaPriced, now: Date): Promise<boolean> {
  const [done] = await tx
    .update(contracts)
    .set({ ...finalColumns(priced, now), updatedAt: now })
    .where(and(eq(contracts.id, contract.id), isNull(contracts.priceFixedAt)))
    .returning();
  if (!done || done.finalTotal === null) return false;
  const adjustment = done.finalTotal - contract.totalValue;
  const [settlement] =
    adjustment === 0
      ? []
      : await tx
          .insert(settlements)
          .values({
            contractId: contract.id,
            settlementType: 'price_adjustment',
            amount: adjustment,
            currency: contract.currency,
            dueDate: new Date(now.getTime() + contract.paymentTerms.daysToPayment * DAY),
            description:
              adjustment > 0
                ? 'Price adjustment: final price above the provisional price'
                : 'Price adjustment: credit, final price below the provisional price',
          })
          .returning();
  if (settlement && adjustment > 0) await paymentForAdjustment(tx, contract, settlement, now);
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
    },
    clientAddress: null,
  });
  return true;
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
  await tx.insert(payments).values({
    paymentNumber: await nextNumber(tx, 'PAY', 'payment_number_seq', now),
    orderId: order.id,
    settlementId: settlement.id,
    payerOrgId: order.buyerOrgId,
    payeeOrgId: order.supplierOrgId,
    amount: settlement.amount,
    currency: settlement.currency,
    paymentMethod: contract.paymentTerms.method,
    description: settlement.description,
    status: 'pending',
  });
}
