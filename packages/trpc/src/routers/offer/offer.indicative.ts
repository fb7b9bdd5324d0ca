import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { priceIndices } from '@energy/db/schema/pricing';
import { rfqs } from '@energy/db/schema/rfqs';
import { DomainError } from '@energy/domain/errors';
import { decimalToMoneyInteger } from '@energy/domain/money-input';
import { type PricingFormula, periodDays, unitPriceToMinor } from '@energy/domain/pricing/formula';
import { FORMULA_MESSAGES } from '@energy/domain/schemas/offer';
import { MAX_AMOUNT_MINOR } from '@energy/domain/schemas/primitives';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { badRequest } from '../../errors';
import { deliveryDay, formulaTarget, priceFormulaFor } from '../pricing/formula-price';
import { TOTAL_TOO_LARGE } from './offer.pricing';

type RfqRow = typeof rfqs.$inferSelect;
type RfqFacts = Pick<RfqRow, 'productType' | 'specifications' | 'unit' | 'quantity' | 'deliveryDate' | 'closeDate'>;

/**
 * The checks of a formula that need its RFQ (the schema checked the rest): the index exists and is active, an
 * average anchored on the delivery day does not end before today, a month comes after the month the RFQ closes in.
 * `pathPrefix` names a nested input ("offer." of a revision).
 */
export async function checkFormula(
  db: Executor,
  formula: PricingFormula,
  rfq: RfqFacts,
  pathPrefix = '',
  now = new Date(),
): Promise<void> {
  const [index] = await db
    .select({ active: priceIndices.active })
    .from(priceIndices)
    .where(eq(priceIndices.id, formula.indexId));
  if (!index) throw badRequest(`${pathPrefix}pricing.indexId`, FORMULA_MESSAGES.indexUnknown);
  if (!index.active) throw badRequest(`${pathPrefix}pricing.indexId`, FORMULA_MESSAGES.indexInactive);
  const today = now.toISOString().slice(0, 10);
  const { period } = formula;
  if (period.kind === 'average') {
    const days = periodDays(period, deliveryDay(rfq.deliveryDate));
    if ((days[days.length - 1] ?? '') < today)
      throw badRequest(`${pathPrefix}pricing.period`, FORMULA_MESSAGES.periodInPast);
  }
  if (period.kind === 'month' && period.month <= rfq.closeDate.toISOString().slice(0, 7))
    throw badRequest(`${pathPrefix}pricing.period.month`, FORMULA_MESSAGES.monthNotAfterClose);
}

/** The offer columns a formula's indicative price fills. */
export interface IndicativeColumns {
  pricingType: 'formula';
  pricingFormula: PricingFormula;
  indicativeUnitPrice: string;
  indicativeAsOf: string;
  priceBasis: NonNullable<typeof offers.$inferInsert.priceBasis>;
  /** The indicative figures in minor units, so that lists sort fixed and formula offers together. */
  unitPrice: number;
  totalPrice: number;
}

/**
 * Prices a formula offer from the latest quotes: its indicative unit price, total and the basis they came from. No
 * quote on the index yet is a 422; a total above the largest amount is a 400 on the differential, as a fixed price's
 * is on the unit price; a conversion that cannot be made is the ConversionError's own 400.
 */
export async function indicativeColumns(
  db: Executor,
  formula: PricingFormula,
  rfq: Omit<RfqFacts, 'closeDate'>,
  currency: string,
  pathPrefix = '',
): Promise<IndicativeColumns> {
  const priced = await priceFormulaFor(db, formula, formulaTarget(rfq, currency));
  if (!priced) throw new DomainError('unprocessable', FORMULA_MESSAGES.indexNoQuotes);
  // Null: more whole digits than any amount has, so too large as well.
  const totalPrice = decimalToMoneyInteger(priced.basis.total, 'minor');
  if (totalPrice === null || Math.abs(totalPrice) > MAX_AMOUNT_MINOR)
    throw badRequest(`${pathPrefix}pricing.differential`, TOTAL_TOO_LARGE);
  return {
    pricingType: 'formula',
    pricingFormula: formula,
    indicativeUnitPrice: priced.basis.unitPrice,
    indicativeAsOf: priced.basis.asOf,
    priceBasis: priced.basis,
    unitPrice: unitPriceToMinor(priced.basis.unitPrice),
    totalPrice,
  };
}

/** What changed: quotes of these indices, and/or FX rates (which any formula in another currency than its index's reads). */
export interface RefreshScope {
  indexIds?: readonly string[];
  fx?: boolean;
}

/**
 * Prices the open (pending) formula offers that read the posted quotes or rates again, in the caller's transaction:
 * an offer on one of `indexIds`, or, with `fx`, an offer in another currency than its index's. The terms (and so the
 * version the buyer accepts) stay as they are: only the indicative figures move. An offer that cannot be priced now
 * (no quote before its period, a rate missing, a total of more whole digits than any amount has) keeps its last
 * figures. Returns how many offers were repriced.
 */
export async function refreshIndicativeOffers(tx: Executor, scope: RefreshScope): Promise<number> {
  const indexIds = [...new Set(scope.indexIds ?? [])];
  const reads = [
    indexIds.length > 0 ? inArray(sql`${offers.pricingFormula}->>'indexId'`, indexIds) : undefined,
    scope.fx ? ne(priceIndices.currency, offers.currency) : undefined,
  ].filter((condition) => condition !== undefined);
  if (reads.length === 0) return 0;
  const open = await tx
    .select({ id: offers.id, formula: offers.pricingFormula, currency: offers.currency, rfq: rfqs })
    .from(offers)
    .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
    .innerJoin(priceIndices, sql`${priceIndices.id}::text = ${offers.pricingFormula}->>'indexId'`)
    .where(and(eq(offers.pricingType, 'formula'), eq(offers.status, 'pending'), or(...reads)))
    .orderBy(offers.id)
    .for('update', { of: offers });
  let repriced = 0;
  for (const offer of open) {
    if (!offer.formula) continue;
    const priced = await priceFormulaFor(tx, offer.formula, formulaTarget(offer.rfq, offer.currency)).catch(
      (error: unknown) => {
        if (error instanceof DomainError) return null;
        throw error;
      },
    );
    const totalPrice = priced ? decimalToMoneyInteger(priced.basis.total, 'minor') : null;
    if (!priced || totalPrice === null) continue;
    await tx
      .update(offers)
      .set({
        indicativeUnitPrice: priced.basis.unitPrice,
        indicativeAsOf: priced.basis.asOf,
        priceBasis: priced.basis,
        unitPrice: unitPriceToMinor(priced.basis.unitPrice),
        totalPrice,
      })
      .where(eq(offers.id, offer.id));
    repriced += 1;
  }
  return repriced;
}
