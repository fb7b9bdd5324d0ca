/**
 * Reporting currency (issue 30 item 7): money of several currencies added up in the user's default currency, at the
 * day's rates. The per-currency totals stay the figures of record; the converted total is shown beside them, labelled
 * as converted. Exact: every amount is converted without rounding, the sum is rounded once, half to even, to the
 * minor unit (rounding.ts, roundTotal). Every currency of the platform has two decimals, so minor units are cents.
 */
import { z } from 'zod';
import { minorUnits } from '../money-output';
import { majorToMinor, CURRENCIES, type Currency } from '../money';
import { add, type Exact, exact, exactInteger, multiply } from './exact';
import { roundTotal } from './rounding';

const currency = z.enum(CURRENCIES);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One rate a converted total used: one unit of `base` costs `rate` units of `quote`, the rate of `date`. */
export const ZConversionRate = z.object({ base: currency, quote: currency, rate: z.string(), date: isoDay });
export type TConversionRate = z.infer<typeof ZConversionRate>;

/**
 * A total in the user's default currency, converted at the rates listed (one per other currency summed, today's or
 * the latest earlier day's); `asOf` is the oldest of their dates (today when nothing needed converting). Null when a
 * currency summed has no rate on or before today: the screens then say the converted total is unavailable.
 */
export const ZConvertedTotal = z
  .object({ currency, amountMinor: minorUnits('currency'), rates: z.array(ZConversionRate), asOf: isoDay })
  .nullable()
  .describe(
    "The figure in the caller's default currency at the latest rates on or before today (integer minor units); null when a currency has no rate",
  );
export type TConvertedTotal = z.infer<typeof ZConvertedTotal>;

/** An amount of one currency, in integer minor units (the dashboards' and the payment summary's shape). */
export interface MinorAmount {
  currency: Currency;
  amount: number;
}

/** The currencies whose rate into `target` a sum needs: the others, with a non-zero amount, in their given order. */
export function currenciesToConvert(amounts: readonly MinorAmount[], target: Currency): Currency[] {
  const needed = amounts.filter((entry) => entry.currency !== target && entry.amount !== 0).map((e) => e.currency);
  return [...new Set(needed)];
}

/**
 * The sum of `amounts` in `target`, in minor units: each amount times its currency's rate into `target` (`rates`,
 * decimal text such as "1532.75"), added exactly, rounded once to the minor unit, half to even. Amounts already in
 * `target` count as they are. Null when a currency to convert has no rate.
 */
export function convertedMinorTotal(
  amounts: readonly MinorAmount[],
  target: Currency,
  rates: Readonly<Partial<Record<Currency, string>>>,
): number | null {
  let sum: Exact = exactInteger(0n);
  for (const { currency: from, amount } of amounts) {
    if (amount === 0) continue;
    const rate = from === target ? '1' : rates[from];
    if (rate === undefined) return null;
    sum = add(sum, multiply(exactInteger(BigInt(amount)), exact(rate)));
  }
  // Minor units to major (÷ 100) before the one rounding, so the rule is roundTotal's: 2 decimals, half to even.
  return majorToMinor(roundTotal(multiply(sum, { num: 1n, den: 100n })));
}
