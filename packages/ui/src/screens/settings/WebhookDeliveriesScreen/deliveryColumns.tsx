import type { TWebhookDelivery } from '@energy/domain/schemas/webhooks';
import type { Translate } from '@energy/i18n/translator';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import type { Display } from '../../../i18n/useDisplay';
import { DeliveryStatus } from './DeliveryStatus';

/** The columns of an endpoint's delivery log: what was sent, how it went, how often, when again, and when. */
export const deliveryColumns = (t: Translate, display: Display): ListColumn<TWebhookDelivery, never>[] => [
  {
    key: 'event',
    title: t('settings.webhooks.log.columns.event'),
    render: (delivery) => (
      <Text size="sm" ff="monospace">
        {delivery.eventType}
      </Text>
    ),
  },
  {
    key: 'status',
    title: t('settings.webhooks.log.columns.status'),
    noWrap: true,
    render: (delivery) => <DeliveryStatus delivery={delivery} />,
  },
  {
    key: 'attempts',
    title: t('settings.webhooks.log.columns.attempts'),
    textAlign: 'right',
    render: (delivery) => display.number(delivery.attempts),
  },
  {
    key: 'nextAttempt',
    title: t('settings.webhooks.log.columns.nextAttempt'),
    noWrap: true,
    render: (delivery) =>
      delivery.nextAttemptAt ? (
        display.dateTime(delivery.nextAttemptAt)
      ) : (
        <Text size="sm" c="dimmed">
          {t('settings.webhooks.log.never')}
        </Text>
      ),
  },
  {
    key: 'time',
    title: t('settings.webhooks.log.columns.time'),
    noWrap: true,
    render: (delivery) => display.dateTime(delivery.createdAt),
  },
];
