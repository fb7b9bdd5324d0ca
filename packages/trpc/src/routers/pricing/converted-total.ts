import type { Executor } from '@energy/db/client';
import { DomainError } from '@energy/domain/errors';
import type { Currency } from '@energy/domain/money';
import {
  convertedMinorTotal,
  currenciesToConvert,
  type MinorAmount,
  type TConversionRate,
  type TConvertedTotal,
} from '@energy/domain/pricing/converted-total';
import { utcDayOf } from '@energy/domain/schemas/primitives';
import { rateOn } from './pricing.rates';

/**
 * Reporting currency (issue 30 item 7), the one place the dashboards and summary cards convert: each figure's
 * per-currency amounts summed in `target` (the caller's Settings default currency) at the rates of `day` (today, UTC),
 * each the latest on or before it (rateOn). A figure with a currency that has no rate on or before `day` is null.
 * Every rate is read once per call, whatever the number of figures.
 */
export async function convertedTotals<K extends string>(
  db: Executor,
  figures: Readonly<Record<K, readonly MinorAmount[]>>,
  target: Currency,
  day: string = utcDayOf(new Date()),
): Promise<Record<K, TConvertedTotal>> {
  const entries = Object.entries(figures) as [K, readonly MinorAmount[]][];
  const needed = new Set(entries.flatMap(([, amounts]) => currenciesToConvert(amounts, target)));
  const rates = new Map<Currency, TConversionRate>();
  for (const base of needed) {
    const found = await rateOrNone(db, base, target, day);
    if (found) rates.set(base, found);
  }
  const converted = {} as Record<K, TConvertedTotal>;
  for (const [key, amounts] of entries) {
    const used = currenciesToConvert(amounts, target).map((base) => rates.get(base));
    const present = used.filter((rate): rate is TConversionRate => rate !== undefined);
    const amountMinor =
      present.length === used.length
        ? convertedMinorTotal(amounts, target, Object.fromEntries(present.map((rate) => [rate.base, rate.rate])))
        : null;
    converted[key] =
      amountMinor === null
        ? null
        : { currency: target, amountMinor, rates: present, asOf: oldestDay(present.map((r) => r.date)) ?? day };
  }
  return converted;
}

/** The rate of `base` in `quote` on `day` or the latest earlier day; undefined when there is none. */
async function rateOrNone(
  db: Executor,
  base: Currency,
  quote: Currency,
  day: string,
): Promise<TConversionRate | undefined> {
  try {
    const used = await rateOn(db, base, quote, day);
    return { base: used.base, quote: used.quote, rate: used.rate, date: used.date };
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return undefined;
    throw error;
  }
}

function oldestDay(days: readonly string[]): string | undefined {
  return [...days].sort()[0];
}
