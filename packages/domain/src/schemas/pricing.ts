import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { FX_RATE_SORTS, PRICE_QUOTE_SORTS } from '../list-sorts';
import { CURRENCIES } from '../money';
import { zPagedListInput } from './paging';
import { isoDay, optionalIsoDay, singleLineText } from './primitives';

/**
 * Pricing: the price indices (benchmarks a formula price is read from) with their daily quotes, and the daily
 * reference FX rates. Values and rates are exact decimal strings (numeric(18,6) in the database), never floats.
 */

/** The measure an index is quoted per; with the index's currency it makes its price unit ("USD/bbl"). */
export const PRICE_MEASURES = ['bbl', 't', 'l', 'mmbtu', 'MWh'] as const;
export type PriceMeasure = (typeof PRICE_MEASURES)[number];

/** The price units an index may be quoted in: currency and measure. */
export const PRICE_UNITS = ['USD/bbl', 'USD/t', 'NGN/l', 'USD/mmbtu', 'USD/MWh'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** The price unit of a currency and a measure, or null when it is none of PRICE_UNITS. */
export function priceUnitOf(currency: string, measure: string): PriceUnit | null {
  const unit = `${currency}/${measure}`;
  return (PRICE_UNITS as readonly string[]).includes(unit) ? (unit as PriceUnit) : null;
}

/** Quotes or rates one call may post. */
export const MAX_POSTED_ROWS = 1000;

export const PRICING_MESSAGES = {
  codeRequired: 'Index code is required',
  codeInvalid: 'Index code may use capital letters, digits, dots and hyphens (up to 40)',
  nameRequired: 'Index name is required',
  publisherRequired: 'Publisher is required',
  currencyInvalid: 'Choose a currency',
  unitInvalid: 'Choose the unit the index is quoted in',
  unitMismatch: 'Choose one of the price units USD/bbl, USD/t, NGN/l, USD/mmbtu, USD/MWh',
  duplicateCode: 'An index with this code already exists',
  indexNotFound: 'Price index not found',
  quotesRequired: 'Post at least one quote',
  tooManyQuotes: 'Post at most 1000 quotes in one call',
  valueInvalid: 'Value must be a number with at most 12 digits before the point and 6 after it',
  duplicateDay: 'Each day may appear only once in one call',
  ratesRequired: 'Post at least one rate',
  tooManyRates: 'Post at most 1000 rates in one call',
  rateInvalid: 'Rate must be a number greater than 0 with at most 12 digits before the point and 6 after it',
  samePair: 'Base and quote currencies must differ',
  noRate: 'No exchange rate on or before that day',
  nothingToChange: 'Change at least one field',
} as const;

/** A decimal of numeric(18,6): at most 12 digits before the point and 6 after it. */
const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;
const POSITIVE_DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

const zValue = z
  .string({ message: PRICING_MESSAGES.valueInvalid })
  .trim()
  .regex(DECIMAL, PRICING_MESSAGES.valueInvalid);
const zRate = z
  .string({ message: PRICING_MESSAGES.rateInvalid })
  .trim()
  .regex(POSITIVE_DECIMAL, PRICING_MESSAGES.rateInvalid)
  .refine((rate) => /[1-9]/.test(rate), PRICING_MESSAGES.rateInvalid);
const zCurrency = z.enum(CURRENCIES, { message: PRICING_MESSAGES.currencyInvalid });
const zMeasure = z.enum(PRICE_MEASURES, { message: PRICING_MESSAGES.unitInvalid });
const zCode = z
  .string({ message: PRICING_MESSAGES.codeRequired })
  .trim()
  .min(1, PRICING_MESSAGES.codeRequired)
  .regex(/^[A-Z0-9][A-Z0-9.-]{0,39}$/, PRICING_MESSAGES.codeInvalid);
const zName = singleLineText(200, PRICING_MESSAGES.nameRequired);
const zPublisher = singleLineText(100, PRICING_MESSAGES.publisherRequired);

/** POST /api/price-indices. */
export const ZPriceIndexInput = z
  .strictObject({
    code: zCode,
    name: zName,
    /** Free text: "Platts", "Argus", "NMDPRA", "internal". */
    publisher: zPublisher,
    currency: zCurrency,
    unit: zMeasure,
    active: z.boolean().default(true),
  })
  .refine((input) => priceUnitOf(input.currency, input.unit) !== null, {
    message: PRICING_MESSAGES.unitMismatch,
    path: ['unit'],
  });
export type TPriceIndexInput = z.input<typeof ZPriceIndexInput>;

/** PATCH /api/price-indices/{id}: the fields given change (the code stays). */
export const ZPriceIndexUpdateInput = z.strictObject({
  id: z.uuid(PRICING_MESSAGES.indexNotFound),
  name: zName.optional(),
  publisher: zPublisher.optional(),
  currency: zCurrency.optional(),
  unit: zMeasure.optional(),
  active: z.boolean().optional(),
});
export type TPriceIndexUpdateInput = z.input<typeof ZPriceIndexUpdateInput>;

export const ZPriceIndex = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  publisher: z.string(),
  currency: z.enum(CURRENCIES),
  unit: z.enum(PRICE_MEASURES),
  /** Currency and measure: "USD/bbl". */
  priceUnit: z.enum(PRICE_UNITS),
  active: z.boolean(),
  /** The value of its latest quote (6 decimals), and that quote's day; null before any quote. */
  latestValue: z.string().nullable(),
  latestDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The verbs the caller may do on the index: edit it, post its quotes. */
  allowedActions: ZAllowedActions,
});
export type TPriceIndex = z.infer<typeof ZPriceIndex>;
export const ZPriceIndexList = z.array(ZPriceIndex);

/** POST /api/price-indices/{id}/quotes: all or nothing; a day posted again replaces its value. */
export const ZQuotesInput = z.strictObject({
  id: z.uuid(PRICING_MESSAGES.indexNotFound),
  quotes: z
    .array(z.strictObject({ date: isoDay('Date'), value: zValue }), { message: PRICING_MESSAGES.quotesRequired })
    .min(1, PRICING_MESSAGES.quotesRequired)
    .max(MAX_POSTED_ROWS, PRICING_MESSAGES.tooManyQuotes)
    .superRefine((quotes, ctx) => duplicateDays(quotes, ctx, (q) => q.date)),
});
export type TQuotesInput = z.input<typeof ZQuotesInput>;

/** What a post of quotes or rates did: rows new, and rows whose day was there already and was replaced. */
export const ZPosted = z.object({ inserted: z.number().int(), replaced: z.number().int() });
export type TPosted = z.infer<typeof ZPosted>;

/** Each day once per call: the second row of a day is the one named. */
function duplicateDays<T>(rows: T[], ctx: z.RefinementCtx, key: (row: T) => string): void {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const k = key(row);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', message: PRICING_MESSAGES.duplicateDay, path: [index, 'date'] });
    seen.add(k);
  });
}

export { FX_RATE_SORTS, PRICE_QUOTE_SORTS };

/** GET /api/price-indices/{id}/quotes: newest day first unless `order=asc`. */
export const ZQuoteListInput = zPagedListInput(PRICE_QUOTE_SORTS, {
  id: z.uuid(PRICING_MESSAGES.indexNotFound),
  from: optionalIsoDay('From'),
  to: optionalIsoDay('To'),
});

export const ZPriceQuote = z.object({ id: z.string(), date: z.string(), value: z.string(), updatedAt: z.string() });
export type TPriceQuote = z.infer<typeof ZPriceQuote>;

/** POST /api/fx-rates: one unit of `base` costs `rate` units of `quote` on `date`. */
export const ZFxRatesInput = z.strictObject({
  rates: z
    .array(
      z
        .strictObject({ base: zCurrency, quote: zCurrency, date: isoDay('Date'), rate: zRate })
        .refine((r) => r.base !== r.quote, { message: PRICING_MESSAGES.samePair, path: ['quote'] }),
      { message: PRICING_MESSAGES.ratesRequired },
    )
    .min(1, PRICING_MESSAGES.ratesRequired)
    .max(MAX_POSTED_ROWS, PRICING_MESSAGES.tooManyRates)
    .superRefine((rates, ctx) => duplicateDays(rates, ctx, (r) => `${r.base}/${r.quote}/${r.date}`)),
});
export type TFxRatesInput = z.input<typeof ZFxRatesInput>;

/** GET /api/fx-rates. */
export const ZFxRateListInput = zPagedListInput(FX_RATE_SORTS, {
  base: zCurrency.optional(),
  quote: zCurrency.optional(),
  from: optionalIsoDay('From'),
  to: optionalIsoDay('To'),
});

export const ZFxRate = z.object({
  id: z.string(),
  base: z.enum(CURRENCIES),
  quote: z.enum(CURRENCIES),
  date: z.string(),
  rate: z.string(),
  updatedAt: z.string(),
});
export type TFxRate = z.infer<typeof ZFxRate>;

/** Decimals of a rate computed as the inverse of a stored one. */
export const INVERSE_RATE_DECIMALS = 12;

/**
 * 1 / `rate` as a decimal string of `decimals` places, rounded half to even, computed on integers (no float).
 * `rate` is a positive decimal string such as "1550.250000".
 */
export function inverseRate(rate: string, decimals = INVERSE_RATE_DECIMALS): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const scaled = BigInt(whole + fraction);
  if (scaled <= 0n) throw new RangeError('A rate must be greater than 0');
  // 1 / (scaled / scale) = scale / scaled, with `decimals` places: scale * 10^decimals / scaled.
  const numerator = scale * 10n ** BigInt(decimals);
  let quotient = numerator / scaled;
  const remainder = numerator % scaled;
  const twice = remainder * 2n;
  if (twice > scaled || (twice === scaled && quotient % 2n === 1n)) quotient += 1n;
  const digits = quotient.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
