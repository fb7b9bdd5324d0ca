/**
 * A formula price in words, for every reader: the screens (FormulaText) and the PDFs the server renders
 * (the contract and its invoices) write it the same way, from the catalogue's `procurement.formula` texts.
 */
import { dateTimeFormat, numberFormat } from '../intl';
import type { Currency } from '../money';
import { tenThousandthsToDecimal } from '../money-decimal';
import type { TOffer, TPriceBasis } from '../schemas/offer';
import type { Measure } from './units';

/** A formula as an offer or contract row carries it. */
export type TFormulaPricing = Extract<TOffer['pricing'], { type: 'formula' }>;

/** The catalogue texts the formula is written with. */
export type FormulaWordKey =
  | 'procurement.formula.day'
  | 'procurement.formula.month'
  | 'procurement.formula.averageFrom'
  | 'procurement.formula.averageAround'
  | 'procurement.formula.density'
  | 'procurement.formula.rate'
  | 'procurement.formula.densityAndRate'
  | 'procurement.formula.computation'
  | 'procurement.formula.computationConverted'
  | 'procurement.formula.computationDirect';

/** The reader's translation of one of those texts. */
export type FormulaSay = (key: FormulaWordKey, values: Record<string, string | number>) => string;

/** What the words need of the reader's formats: the locale, a calendar day and a grouped number. */
export interface FormulaDisplay {
  locale: string;
  /** A day without a time ("2026-11-22"), "Nov 22, 2026". */
  day(isoDay: string): string;
  number(value: number | string, maximumFractionDigits?: number): string;
}

const MEASURE_SHOWN: Record<Measure, string> = {
  bbl: 'bbl',
  l: 'l',
  m3: 'm³',
  gal: 'gal',
  t: 't',
  kg: 'kg',
  mmbtu: 'MMBtu',
  MWh: 'MWh',
};

/** A decimal string with 2 to `max` fraction digits, grouped in the reader's language: "1,037.35", "0.6505". */
export function decimalText(display: Pick<FormulaDisplay, 'locale'>, value: string, max = 4): string {
  return numberFormat(display.locale, { minimumFractionDigits: 2, maximumFractionDigits: max }).format(Number(value));
}

/**
 * A unit price or differential as answers carry it, integer ten-thousandths, as a grouped figure with 2 to 4
 * decimals: 10373500 -> "1,037.35", 6505 -> "0.6505". Every screen and PDF writes such a figure through this.
 */
export function priceFigure(display: Pick<FormulaDisplay, 'locale'>, tenThousandths: number): string {
  return decimalText(display, tenThousandthsToDecimal(tenThousandths));
}

/** The price unit of the RFQ in the offer's currency ("NGN/l"), or the currency alone while the RFQ's unit is unknown. */
export function targetUnitText(currency: Currency, measure: Measure | null | undefined): string {
  return measure ? `${currency}/${MEASURE_SHOWN[measure]}` : currency;
}

/** "+ 12.50", "− 2.00": a differential (ten-thousandths: 125000, -20000) signed as the formula writes it. */
export function signed(display: Pick<FormulaDisplay, 'locale'>, tenThousandths: number, gap = ' '): string {
  return `${tenThousandths < 0 ? '−' : '+'}${gap}${priceFigure(display, Math.abs(tenThousandths))}`;
}

function monthText(display: FormulaDisplay, month: string): string {
  return dateTimeFormat(display.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** The formula in words: "Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from the delivery date, + 12.50 USD/t". */
export function formulaWords(say: FormulaSay, display: FormulaDisplay, pricing: TFormulaPricing, unit: string): string {
  const values = {
    index: pricing.indexName,
    code: pricing.indexCode,
    differential: `${signed(display, pricing.differential)} ${unit}`,
  };
  const { period } = pricing;
  switch (period.kind) {
    case 'day':
      return say('procurement.formula.day', { ...values, date: display.day(period.date) });
    case 'month':
      return say('procurement.formula.month', { ...values, month: monthText(display, period.month) });
    case 'average': {
      const count = period.daysBefore + period.daysAfter + 1;
      return period.daysBefore === 0
        ? say('procurement.formula.averageFrom', { ...values, count })
        : say('procurement.formula.averageAround', { ...values, count, before: period.daysBefore });
    }
  }
}

/**
 * The computation: "average 820.00 USD/t, at 845 kg/m³ and 1,500.00 NGN/USD = 1,039.35 NGN/l, − 2.00 = 1,037.35 NGN/l".
 */
export function formulaComputation(
  say: FormulaSay,
  display: FormulaDisplay,
  pricing: TFormulaPricing,
  basis: TPriceBasis,
  unit: string,
): string {
  const average = `${decimalText(display, basis.indexAverage)} ${pricing.indexPriceUnit}`;
  const converted = `${priceFigure(display, basis.convertedIndex)} ${unit}`;
  const values = {
    average,
    converted,
    differential: signed(display, basis.differential),
    unitPrice: `${priceFigure(display, basis.unitPrice)} ${unit}`,
  };
  const density = basis.density === null ? null : display.number(basis.density, 3);
  const rate = basis.fx ? `${decimalText(display, basis.fx.rate, 6)} ${basis.fx.quote}/${basis.fx.base}` : null;
  const conversion =
    density !== null && rate !== null
      ? say('procurement.formula.densityAndRate', { density, rate })
      : density !== null
        ? say('procurement.formula.density', { density })
        : rate !== null
          ? say('procurement.formula.rate', { rate })
          : null;
  if (conversion !== null) return say('procurement.formula.computation', { ...values, conversion });
  return average === converted
    ? say('procurement.formula.computationDirect', values)
    : say('procurement.formula.computationConverted', values);
}
