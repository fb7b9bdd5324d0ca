import { paymentProgressPercent, type Currency } from '@energy/domain/money';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';

interface PaymentProgressProps {
  amountPaid: number;
  totalValue: number;
  currency: Currency;
}

/** Paid over total, rounded (spec 001 §9). */
export function PaymentProgress({ amountPaid, totalValue, currency }: PaymentProgressProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const percent = paymentProgressPercent(amountPaid, totalValue);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('procurement.paymentProgress.label')}
        </Text>
        <Text size="sm" fw={600}>
          {t('procurement.paymentProgress.paid', { percent })}
        </Text>
      </Group>
      <Progress
        value={Math.min(percent, 100)}
        color={percent >= 100 ? 'green' : 'blue'}
        aria-label={t('procurement.paymentProgress.label')}
      />
      <Text size="xs" c="dimmed">
        {t('procurement.paymentProgress.ofTotal', {
          paid: display.money(amountPaid, currency),
          total: display.money(totalValue, currency),
        })}
      </Text>
    </Stack>
  );
}
