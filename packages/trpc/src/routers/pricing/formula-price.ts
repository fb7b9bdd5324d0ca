import type { Executor } from '@energy/db/client';
import { priceIndices, priceQuotes } from '@energy/db/schema/pricing';
import type { rfqs } from '@energy/db/schema/rfqs';
import type { ProductType, Unit } from '@energy/domain/constants';
import { badRequest } from '@energy/domain/errors';
import type { Currency } from '@energy/domain/money';
import {
  type PricingFormula,
  periodDays,
  priceFormula,
  readPeriod,
  type StoredPriceBasis,
} from '@energy/domain/pricing/formula';
import { defaultDensity, MEASURE_OF_RFQ_UNIT } from '@energy/domain/pricing/units';
import { FORMULA_MESSAGES } from '@energy/domain/schemas/offer';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { rateOn } from './pricing.rates';

/** What a formula is priced for: the RFQ's product, quantity, unit and delivery day, and the offer's currency. */
export interface FormulaTarget {
  productType: string;
  /** The RFQ's specifications.refinedProductType, for a refined product's default density. */
  refinedProductType?: string | null;
  unit: string;
  /** numeric(18,3) as stored: "33000.000". */
  quantity: string;
  deliveryDate: Date;
  currency: Currency;
}

/** What a formula is priced for on this RFQ, in the offer's (the contract's) currency. */
export function formulaTarget(
  rfq: Pick<typeof rfqs.$inferSelect, 'productType' | 'specifications' | 'unit' | 'quantity' | 'deliveryDate'>,
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

/** A formula priced: the basis to store (figures as computed and what they came from), or null without a quote. */
export interface FormulaPriced {
  basis: StoredPriceBasis;
  /** Every day of the period has its own quote: the price is final. */
  complete: boolean;
}

/** The index a formula names, or a 400 on `pricing.indexId` naming it unknown (or inactive, when `requireActive`). */
export async function formulaIndex(db: Executor, indexId: string, { requireActive = false } = {}) {
  const [index] = await db.select().from(priceIndices).where(eq(priceIndices.id, indexId));
  if (!index) throw badRequest('pricing.indexId', FORMULA_MESSAGES.indexUnknown);
  if (requireActive && !index.active) throw badRequest('pricing.indexId', FORMULA_MESSAGES.indexInactive);
  return index;
}

/** The delivery day (UTC) an average is anchored on. */
export function deliveryDay(deliveryDate: Date): string {
  return deliveryDate.toISOString().slice(0, 10);
}

/**
 * Prices a formula from the stored quotes: the period's days, each day's own quote or (indicative) the latest
 * earlier one, converted into the RFQ's unit (at the formula's density, else the product's default) and the offer's
 * currency (at the rate of the latest quote's day, or the latest earlier rate), plus the differential. Null when the
 * index has no quote on or before the period's first day. A conversion that cannot be made (energy to volume, no
 * density, no rate) is a DomainError (bad_request / not_found) the caller lets through.
 */
export async function priceFormulaFor(
  db: Executor,
  formula: PricingFormula,
  target: FormulaTarget,
): Promise<FormulaPriced | null> {
  const index = await formulaIndex(db, formula.indexId);
  const days = periodDays(formula.period, deliveryDay(target.deliveryDate));
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  // The period's own quotes, and the latest one before it (carried into the first days still without a quote).
  const [inPeriod, [before]] = await Promise.all([
    db
      .select({ date: priceQuotes.date, value: priceQuotes.value })
      .from(priceQuotes)
      .where(and(eq(priceQuotes.indexId, index.id), gte(priceQuotes.date, first), lte(priceQuotes.date, last)))
      .orderBy(asc(priceQuotes.date)),
    db
      .select({ date: priceQuotes.date, value: priceQuotes.value })
      .from(priceQuotes)
      .where(and(eq(priceQuotes.indexId, index.id), lte(priceQuotes.date, first)))
      .orderBy(desc(priceQuotes.date))
      .limit(1),
  ]);
  const reading = readPeriod(days, before ? [before, ...inPeriod] : inPeriod);
  if (!reading.average || !reading.asOf) return null;
  const fx =
    index.currency === target.currency ? null : await rateOn(db, index.currency, target.currency, reading.asOf);
  const density =
    formula.densityKgM3 ?? defaultDensity(target.productType as ProductType, target.refinedProductType ?? null);
  const price = priceFormula({
    index: { currency: index.currency, unit: index.unit },
    average: reading.average,
    target: {
      unit: MEASURE_OF_RFQ_UNIT[target.unit as Unit],
      quantity: target.quantity,
      currency: target.currency,
      density,
    },
    fx: fx ? { base: fx.base, quote: fx.quote, rate: fx.rate, date: fx.date } : null,
    differential: formula.differential,
  });
  return {
    complete: reading.complete,
    basis: {
      ...price,
      fx: fx && price.fx ? { ...price.fx, inverted: fx.inverted } : price.fx,
      quotesPresent: reading.present,
      quotesNeeded: days.length,
      asOf: reading.asOf,
    },
  };
}
