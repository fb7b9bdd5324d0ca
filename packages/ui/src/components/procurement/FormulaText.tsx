import type { Translate } from '@energy/i18n/translator';
import { dateTimeFormat, numberFormat } from '@energy/domain/intl';
import type { Currency } from '@energy/domain/money';
import type { TOffer, TPriceBasis } from '@energy/domain/schemas/offer';
import { MEASURE_OF_RFQ_UNIT, type Measure } from '@energy/domain/pricing/units';
import type { Unit } from '@energy/domain/constants';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../i18n/useDisplay';
import { trpc } from '../../trpc';

/** A formula as an offer or contract row carries it (issue 30). */
export type TFormulaPricing = Extract<TOffer['pricing'], { type: 'formula' }>;

/** The formula's texts, as catalogue keys. */
export const FORMULA_TEXTS = {
  badge: 'procurement.formula.badge',
  /** {date} */
  asOf: 'procurement.formula.asOf',
  noQuoteYet: 'procurement.formula.noQuoteYet',
  /** {present} {needed} */
  awaitingQuotes: 'procurement.formula.awaitingQuotes',
  movesNote: 'procurement.formula.movesNote',
} as const;

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

/** A decimal string with 2 to `max` fraction digits, grouped in the user's language: "1,037.35", "0.6505". */
export function decimalText(display: Display, value: string, max = 4): string {
  return numberFormat(display.locale, { minimumFractionDigits: 2, maximumFractionDigits: max }).format(Number(value));
}

/** A unit price kept to 4 decimals ("1037.3500") as money: "₦1,037.35", "$0.6505". */
export function unitPriceText(display: Display, value: string, currency: Currency): string {
  return numberFormat(display.locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(Number(value));
}

/**
 * A fixed unit price, as entered (4 decimals, "1161.9537") beside its minor units: money as every amount shows when
 * it has no more than 2 decimals ("₦1,161.95"), else with its 3rd and 4th ("₦1,161.9537").
 */
export function fixedUnitPriceText(display: Display, exact: string | null, minor: number, currency: Currency): string {
  return exact !== null && /\.\d\d\d*[1-9]/.test(exact)
    ? unitPriceText(display, exact, currency)
    : display.money(minor, currency);
}

/** A unit price as the form holds it: as entered, trailing zeros past 2 decimals dropped ("1161.9500" -> "1161.95"). */
export function unitPriceInput(exact: string): string {
  return exact.replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** The price unit of the RFQ in the offer's currency ("NGN/l"), or the currency alone while the RFQ's unit is unknown. */
export function targetUnitText(currency: Currency, measure: Measure | null | undefined): string {
  return measure ? `${currency}/${MEASURE_SHOWN[measure]}` : currency;
}

/** "+ 12.50", "− 2.00": a signed figure as the formula writes it. */
export function signed(display: Display, value: string): string {
  const negative = value.trim().startsWith('-');
  return `${negative ? '−' : '+'} ${decimalText(display, value.trim().replace(/^[-+]/, ''))}`;
}

function monthText(display: Display, month: string): string {
  return dateTimeFormat(display.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** The formula in words: "Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from the delivery date, + 12.50 USD/t". */
export function formulaWords(t: Translate, display: Display, pricing: TFormulaPricing, unit: string): string {
  const values = {
    index: pricing.indexName,
    code: pricing.indexCode,
    differential: `${signed(display, pricing.differential)} ${unit}`,
  };
  const { period } = pricing;
  switch (period.kind) {
    case 'day':
      return t('procurement.formula.day', { ...values, date: display.day(period.date) });
    case 'month':
      return t('procurement.formula.month', { ...values, month: monthText(display, period.month) });
    case 'average': {
      const count = period.daysBefore + period.daysAfter + 1;
      return period.daysBefore === 0
        ? t('procurement.formula.averageFrom', { ...values, count })
        : t('procurement.formula.averageAround', { ...values, count, before: period.daysBefore });
    }
  }
}

/**
 * The computation: "average 820.00 USD/t, at 845 kg/m³ and 1,500.00 NGN/USD = 1,039.35 NGN/l, − 2.00 = 1,037.35 NGN/l".
 */
export function formulaComputation(
  t: Translate,
  display: Display,
  pricing: TFormulaPricing,
  basis: TPriceBasis,
  unit: string,
): string {
  const average = `${decimalText(display, basis.indexAverage)} ${pricing.indexPriceUnit}`;
  const converted = `${decimalText(display, basis.convertedIndex)} ${unit}`;
  const values = {
    average,
    converted,
    differential: signed(display, basis.differential),
    unitPrice: `${decimalText(display, basis.unitPrice)} ${unit}`,
  };
  const density = basis.density === null ? null : display.number(basis.density, 3);
  const rate = basis.fx ? `${decimalText(display, basis.fx.rate, 6)} ${basis.fx.quote}/${basis.fx.base}` : null;
  const conversion =
    density !== null && rate !== null
      ? t('procurement.formula.densityAndRate', { density, rate })
      : density !== null
        ? t('procurement.formula.density', { density })
        : rate !== null
          ? t('procurement.formula.rate', { rate })
          : null;
  if (conversion !== null) return t('procurement.formula.computation', { ...values, conversion });
  return average === converted
    ? t('procurement.formula.computationDirect', values)
    : t('procurement.formula.computationConverted', values);
}

/** The RFQ's measure (its unit as a price's measure), read once the RFQ is known; null until then. */
export function useRfqMeasure(rfqId: string, enabled = true): Measure | null {
  const rfq = trpc.rfq.byId.useQuery({ id: rfqId }, { enabled, retry: false, staleTime: Infinity });
  const unit: Unit | undefined = rfq.data?.unit;
  return unit ? MEASURE_OF_RFQ_UNIT[unit] : null;
}

interface FormulaTextProps {
  pricing: TFormulaPricing;
  currency: Currency;
  /** The RFQ's measure; without it figures are written per unit of the currency alone. */
  measure?: Measure | null;
  /** How a price was computed; without it only the formula is written. */
  basis?: TPriceBasis | null;
}

/** A formula in words and, with a price basis, how the price was computed from it. */
export function FormulaText({ pricing, currency, measure, basis }: FormulaTextProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const unit = targetUnitText(currency, measure);
  return (
    <Stack gap={2}>
      <Text size="sm">{formulaWords(t, display, pricing, unit)}</Text>
      {basis && (
        <Text size="sm" c="dimmed">
          {formulaComputation(t, display, pricing, basis, unit)}
        </Text>
      )}
    </Stack>
  );
}
