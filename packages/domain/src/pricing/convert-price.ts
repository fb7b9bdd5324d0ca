/**
 * A unit price in one measure and currency expressed in another (issue 30 item 2): the one function the server and
 * the screens use. The FX rate is passed in (rates live in the database, see rateOn in the pricing router); the
 * result carries the inputs used, so a caller can store the price as entered and as computed.
 */
import type { Currency } from '../money';
import { divide, type Exact, exact, isPositive, multiply, toFixedHalfEven } from './exact';
import { roundUnitPrice } from './rounding';
import { CONVERSION_MESSAGES, ConversionError, dimensionOf, type Measure, measureFactor } from './units';

/** A price per `unit`: "812.25" USD per t. Without a currency, no currency conversion is possible. */
export interface UnitPriceInput {
  /** As typed or stored ("812.25"), or exact (a period's average, which may not end: 2437 / 3). */
  value: string | Exact;
  unit: Measure;
  currency?: Currency;
}

/** One unit of `base` costs `rate` units of `quote` (6 decimals as stored, 12 when inverted), published on `date`. */
export interface FxRateInput {
  base: Currency;
  quote: Currency;
  rate: string;
  date: string;
}

export interface UnitPriceTarget {
  to: Measure;
  /** Defaults to the price's currency. */
  currency?: Currency;
  /** kg/m³ at 15 °C; read only between a mass and a volume (defaultDensity gives a product's). */
  density?: string | null;
  /** Needed when the currencies differ; either direction of the pair (base/quote or quote/base) is accepted. */
  fx?: FxRateInput | null;
}

export interface ConvertedUnitPrice {
  /** Rounded to the unit-price precision (4 decimals, half to even). */
  value: string;
  /** Unrounded, for a caller that computes further (formulaAmounts): round at the last step only. */
  exact: Exact;
  unit: Measure;
  currency: Currency | null;
  asEntered: { value: string; unit: Measure; currency: Currency | null };
  /** The density used, or null when the conversion read none. */
  density: string | null;
  /** The rate used, or null when the currency did not change; `inverted` when it was divided by (quote/base given). */
  fx: (FxRateInput & { inverted: boolean }) | null;
}

/** Decimals an exact entered value (an average) is written with in `asEntered`. */
const ENTERED_EXACT_DECIMALS = 6;

/** The factor that turns an amount of `from` currency into `to` currency, and the rate it came from. */
function currencyFactor(from: Currency | null, to: Currency | null, fx: FxRateInput | null | undefined) {
  if (from === to) return { factor: exact('1'), used: null };
  if (!from || !to || !fx) throw new ConversionError('rate_required', CONVERSION_MESSAGES.rateRequired);
  const direct = fx.base === from && fx.quote === to;
  if (!direct && !(fx.base === to && fx.quote === from)) {
    throw new ConversionError('rate_mismatch', CONVERSION_MESSAGES.rateMismatch);
  }
  const rate = /^\d+(\.\d+)?$/.test(fx.rate.trim()) ? exact(fx.rate) : null;
  if (!rate || !isPositive(rate)) throw new ConversionError('rate_invalid', CONVERSION_MESSAGES.rateInvalid);
  return {
    factor: direct ? rate : divide(exact('1'), rate),
    used: { base: fx.base, quote: fx.quote, rate: fx.rate, date: fx.date, inverted: !direct },
  };
}

/**
 * `price` per its unit as a price per `target.to` in `target.currency`. A price per t is per 1 t, so per bbl it is
 * the price x the tonnes in one bbl: 812.25 USD/t at 845 kg/m³ = 812.25 x 0.13434426421416 = 109.1211 USD/bbl.
 * Refused with a ConversionError: energy to or from volume or mass, mass/volume without a density, another
 * currency without a rate (or with a rate of another pair).
 */
export function convertUnitPrice(price: UnitPriceInput, target: UnitPriceTarget): ConvertedUnitPrice {
  const fromCurrency = price.currency ?? null;
  const toCurrency = target.currency ?? fromCurrency;
  // Price per `to` = price per `from` x (how many `from` one `to` makes).
  const entered = typeof price.value === 'string' ? exact(price.value) : price.value;
  const perMeasure = multiply(entered, measureFactor(target.to, price.unit, target.density));
  const { factor, used } = currencyFactor(fromCurrency, toCurrency, target.fx);
  const value = multiply(perMeasure, factor);
  const readDensity = dimensionOf(price.unit) !== dimensionOf(target.to);
  return {
    value: roundUnitPrice(value),
    exact: value,
    unit: target.to,
    currency: toCurrency,
    asEntered: {
      value: typeof price.value === 'string' ? price.value : toFixedHalfEven(price.value, ENTERED_EXACT_DECIMALS),
      unit: price.unit,
      currency: fromCurrency,
    },
    density: readDensity ? (target.density?.trim() ?? null) : null,
    fx: used,
  };
}
