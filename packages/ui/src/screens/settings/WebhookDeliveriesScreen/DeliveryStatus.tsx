import type { TWebhookDelivery } from '@energy/domain/schemas/webhooks';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;

/** What the receiver last answered: its HTTP status, else why no answer came (time-out, refused address). */
export function lastAnswerOf(delivery: TWebhookDelivery, httpStatus: (code: number) => string): string | null {
  if (delivery.lastStatusCode !== null) return httpStatus(delivery.lastStatusCode);
  return delivery.lastError;
}

/** A delivery's state (pending, delivered, failed) and the receiver's last answer beside it. */
export function DeliveryStatus({ delivery }: { delivery: TWebhookDelivery }) {
  const { t } = useTranslation();
  const answer = lastAnswerOf(delivery, (code) => t('settings.webhooks.delivery.httpStatus', { code }));
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color={STATUS_COLORS[delivery.status]} variant="light" style={{ flexShrink: 0 }}>
        {t(`settings.webhooks.delivery.${delivery.status}`)}
      </Badge>
      {answer && (
        <Text size="xs" c="dimmed" ff="monospace">
          {answer}
        </Text>
      )}
    </Group>
  );
}
