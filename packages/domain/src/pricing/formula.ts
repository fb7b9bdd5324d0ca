/**
 * Formula (index-linked) prices, issue 30 item 4: a benchmark's quotes over a pricing period, converted into the RFQ's
 * unit and the offer's currency, plus a differential. Pure: the caller reads the quotes and the FX rate from the
 * database and stores what this returns (the figures as entered and as computed).
 *
 * The pricing period is a list of calendar days (UTC, YYYY-MM-DD), each of which needs its own quote before the price
 * is final. Until then the price is indicative: a day without its own quote takes the latest earlier quote, and
 * `asOf` says the date of the latest quote read.
 */
import type { Currency } from '../money';
import { convertUnitPrice, type FxRateInput } from './convert-price';
import { add, divide, type Exact, exact, exactInteger } from './exact';
import { formulaAmounts } from './rounding';
import type { Measure } from './units';
import { scaledToDecimal } from '../money-decimal';

/** The longest average a formula may name, in days. */
export const MAX_AVERAGE_DAYS = 31;

export const PERIOD_KINDS = ['average', 'day', 'month'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** The pricing period: an average of days around the delivery date, one day, or a calendar month. */
export type PricingPeriod =
  | { kind: 'average'; anchor: 'delivery'; daysBefore: number; daysAfter: number }
  | { kind: 'day'; date: string }
  | { kind: 'month'; month: string };

/** A formula as entered: the index, the differential per unit of the RFQ in the offer's currency, the period. */
export interface PricingFormula {
  indexId: string;
  /** "-2.00", "12.50": up to 4 decimals. */
  differential: string;
  period: PricingPeriod;
  /** kg/m³ at 15 °C; absent: the product's default density (units.ts defaultDensity). */
  densityKgM3?: string | null;
}

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayText(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` calendar days after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days);
}

/** Every day of `month` (YYYY-MM). */
function monthDays(month: string): string[] {
  const first = dayNumber(`${month}-01`);
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => dayText(first + i));
}

/** The period's days in order; `deliveryDay` anchors an average. */
export function periodDays(period: PricingPeriod, deliveryDay: string): string[] {
  switch (period.kind) {
    case 'day':
      return [period.date];
    case 'month':
      return monthDays(period.month);
    case 'average': {
      const first = dayNumber(deliveryDay) - period.daysBefore;
      return Array.from({ length: period.daysBefore + period.daysAfter + 1 }, (_, i) => dayText(first + i));
    }
  }
}

/** A quote as stored: its day and its value (a decimal string). */
export interface DatedValue {
  date: string;
  value: string;
}

export interface PeriodReading {
  /** The period's days. */
  days: string[];
  /** How many of them have their own quote. */
  present: number;
  /** Every day has its own quote: the price is final. */
  complete: boolean;
  /** The average of the days' values (a day without a quote takes the latest earlier one); null when no quote is on or before the first day that needs one. */
  average: Exact | null;
  /** The date of the latest quote read; null with `average`. */
  asOf: string | null;
}

/**
 * Reads a period from an index's quotes (any order; quotes after the last day are ignored). The average is exact
 * (rounded only where the price is): a final price averages the days' own quotes, an indicative one carries the
 * latest earlier quote into each day still without one.
 */
export function readPeriod(days: string[], quotes: readonly DatedValue[]): PeriodReading {
  const last = days[days.length - 1] ?? '';
  const sorted = quotes.filter((q) => q.date <= last).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const byDay = new Map(sorted.map((q) => [q.date, q.value]));
  let present = 0;
  let sum = exactInteger(0n);
  let asOf: string | null = null;
  let cursor = -1;
  for (const day of days) {
    while (cursor + 1 < sorted.length && (sorted[cursor + 1]?.date ?? '') <= day) cursor += 1;
    const own = byDay.get(day);
    if (own !== undefined) present += 1;
    const used = own !== undefined ? { date: day, value: own } : sorted[cursor];
    if (!used) return { days, present, complete: false, average: null, asOf: null };
    sum = add(sum, exact(used.value));
    if (asOf === null || used.date > asOf) asOf = used.date;
  }
  const average = days.length > 0 ? divide(sum, exactInteger(BigInt(days.length))) : null;
  return { days, present, complete: days.length > 0 && present === days.length, average, asOf: average ? asOf : null };
}

export interface FormulaPriceInput {
  /** The index's price unit. */
  index: { currency: Currency; unit: Measure };
  /** The period's average in the index's unit (readPeriod). */
  average: Exact;
  /** The RFQ's measure and quantity, the offer's currency, the density used (kg/m³ at 15 °C) or null. */
  target: { unit: Measure; quantity: string; currency: Currency; density: string | null };
  /** The rate between the index's and the offer's currency, when they differ. */
  fx: FxRateInput | null;
  differential: string;
}

/** What a formula price came to, with every figure it depends on, as stored on offers and contracts. */
export interface FormulaPrice {
  /** The period's average in the index's unit, 6 decimals. */
  indexAverage: string;
  /** The average converted into the RFQ's unit and the offer's currency, 4 decimals (shown; the price uses it unrounded). */
  convertedIndex: string;
  differential: string;
  /** Converted index + differential, 4 decimals, half to even. */
  unitPrice: string;
  /** Unit price (unrounded) x quantity, 2 decimals, half to even. */
  total: string;
  density: string | null;
  fx: { base: Currency; quote: Currency; rate: string; date: string; inverted: boolean } | null;
}

/**
 * A formula price as offers and contracts store it (jsonb): the figures as computed, decimal text, with the quotes
 * read. Answers carry it as ZPriceBasis (schemas/offer.ts), its prices integer ten-thousandths, its total minor units.
 */
export interface StoredPriceBasis extends FormulaPrice {
  /** The period's days with their own quote, of the days it has. */
  quotesPresent: number;
  quotesNeeded: number;
  /** The latest quote read. */
  asOf: string;
}

/** The formula's unit price and total, each rounded once, at the end (rounding.ts). */
export function priceFormula(input: FormulaPriceInput): FormulaPrice {
  const converted = convertUnitPrice(
    { value: input.average, unit: input.index.unit, currency: input.index.currency },
    { to: input.target.unit, currency: input.target.currency, density: input.target.density, fx: input.fx },
  );
  const amounts = formulaAmounts({
    indexValue: converted.exact,
    differential: input.differential,
    quantity: input.target.quantity,
  });
  return {
    indexAverage: converted.asEntered.value,
    convertedIndex: converted.value,
    differential: input.differential,
    unitPrice: amounts.unitPrice,
    total: amounts.total,
    density: converted.density,
    fx: converted.fx,
  };
}

/** A unit price of 4 decimals in integer minor units, rounded half to even (for the legacy 2-decimal columns). */
export function unitPriceToMinor(unitPrice: string): number {
  const [whole = '0', fraction = ''] = unitPrice.replace('-', '').split('.');
  const tenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  let minor = tenThousandths / 100n;
  const rest = tenThousandths % 100n;
  if (rest > 50n || (rest === 50n && minor % 2n === 1n)) minor += 1n;
  return unitPrice.startsWith('-') ? -Number(minor) : Number(minor);
}

/** Integer minor units as a unit price of 4 decimals (12345 -> "123.4500"): how a fixed price compares with formula ones. */
export function minorToUnitPrice(minor: number): string {
  return scaledToDecimal(BigInt(minor) * 100n, 4);
}
