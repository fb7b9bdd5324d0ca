import type { TWebhook } from '@energy/domain/schemas/webhooks';
import type { Translate } from '@energy/i18n/translator';
import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/data-table/columns';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { DeliveryStatus } from '../WebhookDeliveriesScreen/DeliveryStatus';

/** Event types shown in a row before "+N more". */
const EVENTS_SHOWN = 3;

function EventsCell({ events, t }: { events: readonly string[]; t: Translate }) {
  if (events.includes('*'))
    return (
      <Badge variant="light" color="blue">
        {t('settings.webhooks.allEvents')}
      </Badge>
    );
  const hidden = events.length - EVENTS_SHOWN;
  return (
    <Group gap={4}>
      {events.slice(0, EVENTS_SHOWN).map((event) => (
        <Badge key={event} variant="outline" color="gray" tt="none" ff="monospace">
          {event}
        </Badge>
      ))}
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          {t('settings.webhooks.moreEvents', { count: hidden })}
        </Text>
      )}
    </Group>
  );
}

function StateCell({ endpoint, t, display }: { endpoint: TWebhook; t: Translate; display: Display }) {
  const note = endpoint.enabled
    ? endpoint.failingSince && t('settings.webhooks.failingSince', { time: display.dateTime(endpoint.failingSince) })
    : t(
        endpoint.disabledReason === 'failing'
          ? 'settings.webhooks.disabledFailing'
          : 'settings.webhooks.disabledManual',
      );
  return (
    <Stack gap={2}>
      <Badge color={endpoint.enabled ? 'green' : 'gray'} variant="light">
        {t(endpoint.enabled ? 'settings.webhooks.state.enabled' : 'settings.webhooks.state.disabled')}
      </Badge>
      {note && (
        <Text size="xs" c={endpoint.enabled ? 'red' : 'dimmed'}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

/** The endpoint's newest delivery: its state, the receiver's answer and when it was made. */
function LastDeliveryCell({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const log = trpc.webhook.deliveries.useQuery({ id: endpointId, limit: 1 });
  if (log.isPending) return <Loader size="xs" role="status" aria-label={t('settings.webhooks.log.loading')} />;
  const last = log.data?.[0];
  if (!last)
    return (
      <Text size="sm" c="dimmed">
        {log.error ? log.error.message : t('settings.webhooks.noDelivery')}
      </Text>
    );
  return (
    <Stack gap={2}>
      <DeliveryStatus delivery={last} />
      <Text size="xs" c="dimmed">
        <Text span ff="monospace" inherit>
          {last.eventType}
        </Text>{' '}
        · {display.dateTime(last.lastAttemptAt ?? last.createdAt)}
      </Text>
    </Stack>
  );
}

/** The columns of Settings > Webhooks: where it sends, what, whether it is on, and how its last delivery went. */
export const webhookColumns = (t: Translate, display: Display): ListColumn<TWebhook, never>[] => [
  {
    key: 'endpoint',
    title: t('settings.webhooks.columns.endpoint'),
    render: (endpoint) => (
      <Stack gap={0}>
        <Text size="sm" fw={500} ff="monospace" style={{ wordBreak: 'break-all' }}>
          {endpoint.url}
        </Text>
        {endpoint.description && (
          <Text size="xs" c="dimmed">
            {endpoint.description}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'events',
    title: t('settings.webhooks.columns.events'),
    render: (endpoint) => <EventsCell events={endpoint.events} t={t} />,
  },
  {
    key: 'state',
    title: t('settings.webhooks.columns.state'),
    render: (endpoint) => <StateCell endpoint={endpoint} t={t} display={display} />,
  },
  {
    key: 'lastDelivery',
    title: t('settings.webhooks.columns.lastDelivery'),
    render: (endpoint) => <LastDeliveryCell endpointId={endpoint.id} />,
  },
];
