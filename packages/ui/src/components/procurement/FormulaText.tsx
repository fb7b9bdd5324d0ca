import type { Translate } from '@energy/i18n/translator';
import { numberFormat } from '@energy/domain/intl';
import type { Currency } from '@energy/domain/money';
import { tenThousandthsToDecimal } from '@energy/domain/money-decimal';
import type { TPriceBasis } from '@energy/domain/schemas/offer';
import { MEASURE_OF_RFQ_UNIT, type Measure } from '@energy/domain/pricing/units';
import {
  decimalText,
  formulaComputation as formulaComputationOf,
  formulaWords as formulaWordsOf,
  signed,
  targetUnitText,
  type TFormulaPricing,
} from '@energy/domain/pricing/formula-words';
import type { Unit } from '@energy/domain/constants';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../i18n/useDisplay';
import { trpc } from '../../trpc';

// The formula's words are written once, in the domain (the server's PDFs write them too).
export { decimalText, signed, targetUnitText, type TFormulaPricing };

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

/** A unit price as answers carry it, integer ten-thousandths (10373500), as money: "₦1,037.35", "$0.6505". */
export function unitPriceText(display: Display, tenThousandths: number, currency: Currency): string {
  return numberFormat(display.locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(Number(tenThousandthsToDecimal(tenThousandths)));
}

/**
 * A fixed unit price as entered (ten-thousandths): money as every amount shows when it has no more than 2 decimals
 * ("₦1,161.95"), else with its 3rd and 4th ("₦1,161.9537").
 */
export function fixedUnitPriceText(display: Display, tenThousandths: number, currency: Currency): string {
  return tenThousandths % 100 !== 0
    ? unitPriceText(display, tenThousandths, currency)
    : display.money(tenThousandths / 100, currency);
}

/** The formula in words: "Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from the delivery date, + 12.50 USD/t". */
export function formulaWords(t: Translate, display: Display, pricing: TFormulaPricing, unit: string): string {
  return formulaWordsOf((key, values) => t(key, values), display, pricing, unit);
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
  return formulaComputationOf((key, values) => t(key, values), display, pricing, basis, unit);
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
