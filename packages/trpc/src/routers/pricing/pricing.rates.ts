import type { Executor } from '@energy/db/client';
import { fxRates } from '@energy/db/schema/pricing';
import { DomainError } from '@energy/domain/errors';
import type { Currency } from '@energy/domain/money';
import { inverseRate, PRICING_MESSAGES } from '@energy/domain/schemas/pricing';
import { and, desc, eq, lte, or, sql } from 'drizzle-orm';

/** The rate a conversion used: one unit of `base` costs `rate` units of `quote`, as published on `date`. */
export interface RateUsed {
  base: Currency;
  quote: Currency;
  /** An exact decimal: the stored rate (6 places), or the inverse of the stored opposite pair (12 places). */
  rate: string;
  /** The day of the rate used: the day asked for, or the latest earlier one that has a rate. */
  date: string;
  /** The rate is 1 / the stored rate of quote/base (no base/quote rate on that day or the same earlier day). */
  inverted: boolean;
}

/**
 * The rate of `base` in `quote` on `day` (YYYY-MM-DD): that day's, else the latest earlier day's; the pair as stored,
 * else the inverse of the opposite pair, computed exactly (pricing schemas, inverseRate). Of the two pairs the later
 * day wins, and on one day the pair as stored. None on or before the day: a DomainError (not_found).
 */
export async function rateOn(db: Executor, base: Currency, quote: Currency, day: string): Promise<RateUsed> {
  if (base === quote) return { base, quote, rate: '1', date: day, inverted: false };
  const direct = and(eq(fxRates.base, base), eq(fxRates.quote, quote));
  const [found] = await db
    .select({ base: fxRates.base, rate: fxRates.rate, date: fxRates.date })
    .from(fxRates)
    .where(and(or(direct, and(eq(fxRates.base, quote), eq(fxRates.quote, base))), lte(fxRates.date, day)))
    .orderBy(desc(fxRates.date), sql`(${fxRates.base} = ${base}) desc`)
    .limit(1);
  if (!found) throw new DomainError('not_found', PRICING_MESSAGES.noRate);
  const inverted = found.base !== base;
  return { base, quote, rate: inverted ? inverseRate(found.rate) : found.rate, date: found.date, inverted };
}
