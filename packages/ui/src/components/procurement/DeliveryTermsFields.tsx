import { QUANTITY_BASES } from '@energy/domain/schemas/measurement-units';
import type { TDeliveryTermsInput } from '@energy/domain/schemas/delivery-terms';
import {
  DELIVERY_TERM_NAMES,
  majorText,
  type DeliveryTermName,
  type DeliveryTerms,
} from '@energy/domain/schemas/delivery-terms-defaults';
import { numberFormat } from '@energy/domain/intl';
import type { Currency } from '@energy/domain/money';
import { decimalToMoneyInteger } from '@energy/domain/money-decimal';
import { NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';
import { DELIVERY_TERM_LABELS } from './DeliveryTermsFacts';

/** The terms as a form holds them: empty is "not stated" (the default, or the RFQ's). */
export interface DeliveryTermsValues {
  quantityTolerancePct: number | string;
  quantityBasis: string;
  allowedTransitLossPct: number | string;
  freeTimeHours: number | string;
  demurrageRate: number | string;
}

export const EMPTY_DELIVERY_TERMS: DeliveryTermsValues = {
  quantityTolerancePct: '',
  quantityBasis: '',
  allowedTransitLossPct: '',
  freeTimeHours: '',
  demurrageRate: '',
};

/** The terms a party states: the fields filled in, or nothing when none is. */
export function deliveryTermsPayload(values: DeliveryTermsValues): { deliveryTerms?: TDeliveryTermsInput } {
  const stated = Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => String(value).trim() !== '')
      // The API takes the demurrage rate in integer minor units: the typed "250.50" sent exactly as 25050.
      .map(([key, value]) => [key, key === 'demurrageRate' ? (decimalToMoneyInteger(value, 'minor') ?? value) : value]),
  ) as TDeliveryTermsInput;
  return Object.keys(stated).length > 0 ? { deliveryTerms: stated } : {};
}

/** An offer's own proposals as the form's values (its null terms empty: the RFQ's apply). */
export function proposedTermsValues(
  proposed: { [K in DeliveryTermName]: DeliveryTerms[K] | null },
): DeliveryTermsValues {
  return {
    quantityTolerancePct: proposed.quantityTolerancePct ?? '',
    quantityBasis: proposed.quantityBasis ?? '',
    allowedTransitLossPct: proposed.allowedTransitLossPct ?? '',
    freeTimeHours: proposed.freeTimeHours ?? '',
    demurrageRate: proposed.demurrageRate === null ? '' : majorText(proposed.demurrageRate),
  };
}

interface DeliveryTermsFieldsProps {
  /** The form's input props of `deliveryTerms.<name>`. */
  inputProps: (name: DeliveryTermName) => object;
  onBasisChange: (value: string) => void;
  /** What applies to a field left empty: the defaults (an RFQ), or the RFQ's terms (an offer). */
  applying: DeliveryTerms;
  /** The offer's currency; null on an RFQ (the rate is in the accepted offer's currency). */
  currency: Currency | null;
  hint: string;
}

/** The five delivery terms as optional fields, each showing what applies when left empty. */
export function DeliveryTermsFields({ inputProps, onBasisChange, applying, currency, hint }: DeliveryTermsFieldsProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  // The rate is money of the offer's currency: its sign in front (₦, $, €: the narrow one, its code written below).
  const currencySign = currency
    ? numberFormat(display.locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value
    : null;
  // Each field's label and input props, read before the markup (term names are not texts).
  const fields = {} as Record<DeliveryTermName, { label: string }>;
  for (const name of DELIVERY_TERM_NAMES) fields[name] = { label: t(DELIVERY_TERM_LABELS[name]), ...inputProps(name) };
  const decimals = { decimalScale: 2, min: 0, allowNegative: false, clampBehavior: 'none' } as const;
  return (
    <Stack gap="xs">
      <Title order={4}>{t('procurement.deliveryTerms.title')}</Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          rightSection="%"
          max={20}
          placeholder={applying.quantityTolerancePct}
          {...decimals}
          {...fields.quantityTolerancePct}
        />
        <Select
          clearable
          placeholder={t(`procurement.deliveryTerms.bases.${applying.quantityBasis}`)}
          data={QUANTITY_BASES.map((basis) => ({ value: basis, label: t(`procurement.deliveryTerms.bases.${basis}`) }))}
          {...fields.quantityBasis}
          onChange={(value) => onBasisChange(value ?? '')}
        />
        <NumberInput
          rightSection="%"
          max={5}
          placeholder={applying.allowedTransitLossPct}
          {...decimals}
          {...fields.allowedTransitLossPct}
        />
        <NumberInput max={72} placeholder={applying.freeTimeHours} {...decimals} {...fields.freeTimeHours} />
        <NumberInput
          description={currency ?? t('procurement.deliveryTerms.rateRfqHint')}
          leftSection={currencySign}
          thousandSeparator=","
          placeholder={majorText(applying.demurrageRate)}
          {...decimals}
          {...fields.demurrageRate}
          label={t('procurement.deliveryTerms.ratePerHourLabel')}
        />
      </SimpleGrid>
    </Stack>
  );
}
