import { formatMoney, paymentProgressPercent, type Currency } from '@energy/domain/money';
import { Group, Progress, Stack, Text } from '@mantine/core';

interface PaymentProgressProps {
  amountPaid: number;
  totalValue: number;
  currency: Currency;
}

/** Paid over total, rounded (spec 001 §9). */
export function PaymentProgress({ amountPaid, totalValue, currency }: PaymentProgressProps) {
  const percent = paymentProgressPercent(amountPaid, totalValue);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Payment progress
        </Text>
        <Text size="sm" fw={600}>{`${percent}% paid`}</Text>
      </Group>
      <Progress
        value={Math.min(percent, 100)}
        color={percent >= 100 ? 'green' : 'blue'}
        aria-label="Payment progress"
      />
      <Text size="xs" c="dimmed">
        {formatMoney(amountPaid, currency)} of {formatMoney(totalValue, currency)}
      </Text>
    </Stack>
  );
}
