import {
  DELIVERY_TERM_NAMES,
  type DeliveryTermName,
  type DeliveryTerms,
  isDefaultTerm,
} from '@energy/domain/schemas/delivery-terms-defaults';
import type { Currency } from '@energy/domain/money';
import type { Translate } from '@energy/i18n/translator';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Fact } from '../Fact';
import { useDisplay, type Display } from '../../i18n/useDisplay';

/** The catalogue keys naming each term. */
export const DELIVERY_TERM_LABELS = {
  quantityTolerancePct: 'procurement.deliveryTerms.tolerance',
  quantityBasis: 'procurement.deliveryTerms.basis',
  allowedTransitLossPct: 'procurement.deliveryTerms.transitLoss',
  freeTimeHours: 'procurement.deliveryTerms.freeTime',
  demurrageRate: 'procurement.deliveryTerms.demurrageRate',
} as const satisfies Record<DeliveryTermName, string>;

/**
 * One term in words: "± 2 %", "Received quantity (outturn)", "0.5 %", "1 h", "₦250.00 per hour" (an RFQ's rate,
 * without a currency yet, "250.00 per hour, in the contract's currency"; 0: "None agreed").
 */
export function deliveryTermText(
  t: Translate,
  display: Display,
  name: DeliveryTermName,
  terms: DeliveryTerms,
  currency: Currency | null,
): string {
  switch (name) {
    case 'quantityTolerancePct':
      return t('procurement.deliveryTerms.toleranceValue', { percent: display.number(terms.quantityTolerancePct, 2) });
    case 'quantityBasis':
      return t(`procurement.deliveryTerms.bases.${terms.quantityBasis}`);
    case 'allowedTransitLossPct':
      return t('procurement.deliveryTerms.percentValue', { percent: display.number(terms.allowedTransitLossPct, 2) });
    case 'freeTimeHours':
      return t('procurement.deliveryTerms.hoursValue', { hours: display.number(terms.freeTimeHours, 2) });
    case 'demurrageRate':
      if (terms.demurrageRate === 0) return t('procurement.deliveryTerms.noDemurrage');
      return currency
        ? t('procurement.deliveryTerms.ratePerHour', { amount: display.money(terms.demurrageRate, currency) })
        : t('procurement.deliveryTerms.rateContractCurrency', {
            amount: display.number(terms.demurrageRate / 100, 2),
          });
  }
}

interface DeliveryTermsFactsProps {
  terms: DeliveryTerms;
  /** The contract's or the offer's currency; null for an RFQ (its rate is in the accepted offer's currency). */
  currency: Currency | null;
  /** Mark the terms left at their defaults (an RFQ, a contract). */
  markDefaults?: boolean;
  /** An offer's: the terms it proposes otherwise than the RFQ, marked. */
  differing?: readonly DeliveryTermName[];
}

/** The delivery terms of an RFQ, an offer or a contract, each labelled, defaults or differences from the RFQ marked. */
export function DeliveryTermsFacts({ terms, currency, markDefaults = false, differing = [] }: DeliveryTermsFactsProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <Stack gap="xs">
      <Title order={4}>{t('procurement.deliveryTerms.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {DELIVERY_TERM_NAMES.map((name) => {
          const differs = differing.includes(name);
          return (
            <Fact caps key={name} label={t(DELIVERY_TERM_LABELS[name])}>
              <Group gap={6} wrap="wrap">
                <span>{deliveryTermText(t, display, name, terms, currency)}</span>
                {markDefaults && isDefaultTerm(name, terms[name]) && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('procurement.deliveryTerms.default')}
                  </Badge>
                )}
                {differs && (
                  <Badge size="xs" variant="light" color="orange">
                    {t('procurement.deliveryTerms.differsFromRfq')}
                  </Badge>
                )}
              </Group>
            </Fact>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** A bid's terms against the RFQ's, for the comparison table: "As the RFQ", or each differing term with its value. */
export function DeliveryTermsDifferences({
  differing,
  terms,
  currency,
}: {
  differing: readonly DeliveryTermName[];
  terms: DeliveryTerms;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  if (differing.length === 0) return <Text size="sm">{t('procurement.deliveryTerms.asRfq')}</Text>;
  return (
    <Stack gap={2}>
      {differing.map((name) => (
        <Text size="sm" key={name} c="orange.8">
          {t('procurement.deliveryTerms.termValue', {
            term: t(DELIVERY_TERM_LABELS[name]),
            value: deliveryTermText(t, display, name, terms, currency),
          })}
        </Text>
      ))}
    </Stack>
  );
}
