import { tenThousandthsToDecimal } from '@energy/domain/money-decimal';
import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { Badge, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';
import { useLabels } from '../../i18n/labels';

/** The words of a tolerance status: "Short delivery", "Over delivery", "Within tolerance". */
export const TOLERANCE_TEXTS = {
  short: 'fulfilment.deliveredQuantity.short',
  over: 'fulfilment.deliveredQuantity.over',
  within: 'fulfilment.deliveredQuantity.within',
} as const;
const TOLERANCE_COLORS = { short: 'orange', over: 'orange', within: 'green' } as const;

/**
 * An order's delivered quantity as the server settled it (on the contract's basis, at 15 °C, in the RFQ's unit), its
 * deviation and tolerance status, and once issued the final invoice: settled quantity × final unit price +
 * demurrage − what was paid before = the amount.
 */
export function DeliveredQuantity({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const delivery = order.delivery;
  if (!delivery) return null;
  const { basis, finalInvoice } = delivery;
  const unit = labels.of('unit', basis.unit);
  const money = (minor: number) => display.money(minor, order.currency);
  return (
    <Stack gap="xs">
      <Badge color={TOLERANCE_COLORS[delivery.status]} variant="light">
        {t(TOLERANCE_TEXTS[delivery.status])}
      </Badge>
      <Text size="sm" fw={600}>
        {t('fulfilment.deliveredQuantity.settled', { quantity: display.number(delivery.settledQuantity), unit })}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`fulfilment.deliveredQuantity.basis.${basis.source}`)}
      </Text>
      <Text size="sm">
        {t('fulfilment.deliveredQuantity.contracted', {
          quantity: display.number(basis.contractedQuantity),
          unit,
          tolerance: display.number(basis.tolerancePct, 2),
        })}
      </Text>
      <Text size="sm">
        {t('fulfilment.deliveredQuantity.deviation', {
          deviation: display.number(basis.deviation),
          unit,
          pct: display.number(basis.deviationPct, 2),
        })}
      </Text>
      {delivery.quantityAcceptedAt && (
        <Text size="sm">
          {t('fulfilment.deliveredQuantity.accepted', { date: display.dateTime(delivery.quantityAcceptedAt) })}
        </Text>
      )}
      <Divider label={t('fulfilment.deliveredQuantity.invoice')} labelPosition="left" />
      {finalInvoice ? (
        <Stack gap={2} aria-label={t('fulfilment.deliveredQuantity.invoice')}>
          <Text size="sm">
            {t('fulfilment.deliveredQuantity.goods', {
              quantity: display.number(finalInvoice.settledQuantity),
              unit,
              unitPrice: display.number(tenThousandthsToDecimal(finalInvoice.unitPrice), 4),
              goods: money(finalInvoice.goods),
            })}
          </Text>
          <Text size="sm">
            {t('fulfilment.deliveredQuantity.demurrage', { amount: money(finalInvoice.demurrage) })}
          </Text>
          <Text size="sm">{t('fulfilment.deliveredQuantity.advances', { amount: money(finalInvoice.advances) })}</Text>
          <Text size="sm" fw={600}>
            {t('fulfilment.deliveredQuantity.amount', { amount: money(finalInvoice.amount) })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('fulfilment.deliveredQuantity.invoicePending')}
        </Text>
      )}
    </Stack>
  );
}
