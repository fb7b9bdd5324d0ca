import type { TOffer } from '@energy/domain/schemas/offer';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';
import { FORMULA_TEXTS, fixedUnitPriceText, unitPriceText } from './FormulaText';

type PricedOffer = Pick<
  TOffer,
  'pricing' | 'unitPrice' | 'totalPrice' | 'currency' | 'indicativeUnitPrice' | 'indicativeTotal' | 'indicativeAsOf'
>;

/** A formula price's note under its figure: "as of <date>", or "no quote yet" before its index has any. */
function FormulaNote({ offer, badge }: { offer: PricedOffer; badge: boolean }) {
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <Group gap={4} wrap="nowrap">
      {badge && (
        <Badge size="xs" variant="light" color="grape" style={{ flexShrink: 0 }}>
          {t(FORMULA_TEXTS.badge)}
        </Badge>
      )}
      {offer.indicativeAsOf && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t(FORMULA_TEXTS.asOf, { date: display.day(offer.indicativeAsOf) })}
        </Text>
      )}
    </Group>
  );
}

/** The figure itself, or "no quote yet" for a formula offer not priced yet. */
function Figure({ text }: { text: string | null }) {
  const { t } = useTranslation();
  return text === null ? (
    <Text size="sm" c="dimmed" fs="italic">
      {t(FORMULA_TEXTS.noQuoteYet)}
    </Text>
  ) : (
    <Text size="sm">{text}</Text>
  );
}

/** An offer's unit price: a fixed one as entered (up to 4 decimals), a formula one's indicative price (4 decimals) with its date. */
export function OfferUnitPrice({ offer }: { offer: PricedOffer }) {
  const display = useDisplay();
  if (offer.pricing.type === 'fixed') return fixedUnitPriceText(display, offer.unitPrice, offer.currency);
  return (
    <Stack gap={2}>
      <Figure
        text={
          offer.indicativeUnitPrice === null ? null : unitPriceText(display, offer.indicativeUnitPrice, offer.currency)
        }
      />
      <FormulaNote offer={offer} badge />
    </Stack>
  );
}

/** An offer's total: a fixed one's, or a formula one's indicative total with its date. */
export function OfferTotal({ offer }: { offer: PricedOffer }) {
  const display = useDisplay();
  if (offer.pricing.type === 'fixed') return display.money(offer.totalPrice, offer.currency);
  return (
    <Stack gap={2}>
      <Figure text={offer.indicativeTotal === null ? null : display.money(offer.indicativeTotal, offer.currency)} />
      <FormulaNote offer={offer} badge={false} />
    </Stack>
  );
}
