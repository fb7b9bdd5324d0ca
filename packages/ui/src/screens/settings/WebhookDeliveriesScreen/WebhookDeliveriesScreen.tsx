import type { TWebhook, TWebhookDelivery } from '@energy/domain/schemas/webhooks';
import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconSend, IconTimeline } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canDo } from '../../../components/allowedActions';
import { DataTable, type DataTableList } from '../../../components/data-table/DataTable';
import { failureMessage } from '../../../components/errors/serverFailure';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { showNotice } from '../../../components/notices';
import { useDisplay } from '../../../i18n/useDisplay';
import { useNameRecord } from '../../../layout/AppLayout/recordName';
import { trpc } from '../../../trpc';
import { deliveryColumns } from './deliveryColumns';

/** How often the log is read again while a delivery waits for its next attempt (the worker sends within seconds). */
const PENDING_REFRESH_MS = 5_000;
const LOG_LIMIT = 50;

/** The endpoint the log belongs to: its URL, description, events and state, above the log. */
function EndpointSummary({ endpoint }: { endpoint: TWebhook }) {
  const { t } = useTranslation();
  const all = endpoint.events.includes('*');
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Code>{endpoint.url}</Code>
        <Badge color={endpoint.enabled ? 'green' : 'gray'} variant="light">
          {t(endpoint.enabled ? 'settings.webhooks.state.enabled' : 'settings.webhooks.state.disabled')}
        </Badge>
      </Group>
      {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
      <Text size="xs" c="dimmed" ff={all ? undefined : 'monospace'}>
        {all ? t('settings.webhooks.allEvents') : endpoint.events.join(', ')}
      </Text>
    </Stack>
  );
}

/**
 * /settings/webhooks/:id: an endpoint's deliveries, the newest first (event type, state with the receiver's last
 * answer, attempts, next attempt, time), with Resend per delivery and Send test event, from the endpoint's
 * allowedActions.
 */
export function WebhookDeliveriesScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const { id = '' } = useParams();
  const utils = trpc.useUtils();
  const endpoint = trpc.webhook.list.useQuery(undefined, {
    select: (endpoints) => endpoints.find((candidate) => candidate.id === id) ?? null,
  }).data;
  const log = trpc.webhook.deliveries.useQuery(
    { id, limit: LOG_LIMIT },
    {
      refetchInterval: (query) =>
        query.state.data?.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
    },
  );
  useNameRecord(endpoint ? endpoint.description || endpoint.url : undefined);
  const columns = useMemo(() => deliveryColumns(t, display), [t, display]);
  const refused = (title: string) => (error: Parameters<typeof failureMessage>[0]) =>
    showNotice({ title, message: failureMessage(error, title), variant: 'destructive' });
  const sendTest = trpc.webhook.test.useMutation({
    onSuccess: () => {
      showNotice({
        title: t('settings.webhooks.log.testQueued'),
        message: t('settings.webhooks.log.testQueuedText', { url: endpoint?.url ?? '' }),
      });
      void utils.webhook.deliveries.invalidate();
    },
    onError: refused(t('settings.webhooks.log.testFailed')),
  });
  const resend = trpc.webhook.resend.useMutation({
    onSuccess: (delivery) => {
      showNotice({
        title: t('settings.webhooks.log.resent'),
        message: t('settings.webhooks.log.resentText', { event: delivery.eventType }),
      });
      void utils.webhook.deliveries.invalidate();
    },
    onError: refused(t('settings.webhooks.log.resendFailed')),
  });
  const items = log.data ?? [];
  const list: DataTableList<TWebhookDelivery> = {
    items,
    total: items.length,
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
    isPending: log.isPending,
    error: log.error,
  };
  const mayResend = endpoint ? canDo(endpoint, 'webhook.resend') : false;
  return (
    <Stack gap="md">
      <Button
        component={Link}
        to="/settings/webhooks"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
      >
        {t('settings.webhooks.log.back')}
      </Button>
      <ListScreenFrame
        title={t('layout.pages.webhookDeliveries')}
        above={endpoint && <EndpointSummary endpoint={endpoint} />}
        actions={
          endpoint &&
          canDo(endpoint, 'webhook.test') && (
            <Button
              leftSection={<IconSend size={16} />}
              loading={sendTest.isPending}
              onClick={() => sendTest.mutate({ id: endpoint.id })}
            >
              {t('settings.webhooks.log.sendTest')}
            </Button>
          )
        }
      >
        <DataTable
          list={list}
          columns={columns}
          texts={{
            loading: t('settings.webhooks.log.loading'),
            loadFailed: t('settings.webhooks.log.loadFailed'),
            empty: t('settings.webhooks.log.empty'),
            emptyText: t('settings.webhooks.log.emptyText'),
          }}
          emptyIcon={<IconTimeline size={32} />}
          rowActions={(delivery) =>
            mayResend && (
              <Group justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  loading={resend.isPending && resend.variables.deliveryId === delivery.id}
                  aria-label={t('settings.webhooks.log.resendOf', {
                    event: delivery.eventType,
                    time: display.dateTime(delivery.createdAt),
                  })}
                  onClick={() => resend.mutate({ id, deliveryId: delivery.id })}
                >
                  {t('settings.webhooks.log.resend')}
                </Button>
              </Group>
            )
          }
        />
      </ListScreenFrame>
    </Stack>
  );
}
