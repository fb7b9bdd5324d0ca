import type { TWebhook } from '@energy/domain/schemas/webhooks';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canDo, roleMay } from '../../../components/allowedActions';
import { ConfirmActionModal } from '../../../components/confirm/ConfirmActionModal';
import { DataTable, type DataTableList } from '../../../components/data-table/DataTable';
import { failureMessage } from '../../../components/errors/serverFailure';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { showNotice } from '../../../components/notices';
import { useDisplay } from '../../../i18n/useDisplay';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';
import { webhookColumns } from './webhookColumns';
import { WebhookFormModal } from './WebhookFormModal';

/** The dialog open over the list: registering, editing one endpoint, or none. */
type Editing = { endpoint: TWebhook | null } | null;

/**
 * /settings/webhooks: the organization's webhook endpoints (URL, events, enabled or not, last delivery), registered
 * in a dialog that shows the signing secret once, edited, deleted after a confirmation, each with its delivery log.
 * The buttons are the rows' allowedActions.
 */
export function WebhooksScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const { role } = useSessionParty();
  const columns = useMemo(() => webhookColumns(t, display), [t, display]);
  const endpoints = trpc.webhook.list.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TWebhook | null>(null);
  const remove = trpc.webhook.delete.useMutation({
    onSuccess: () => {
      showNotice({ title: t('settings.webhooks.deleted'), message: deleting?.url ?? '' });
      setDeleting(null);
      void utils.webhook.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t('settings.webhooks.deleteFailed'),
        message: failureMessage(error, t('settings.webhooks.deleteFailed')),
        variant: 'destructive',
      }),
  });
  const items = endpoints.data ?? [];
  const list: DataTableList<TWebhook> = {
    items,
    total: items.length,
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
    isPending: endpoints.isPending,
    error: endpoints.error,
  };
  return (
    <>
      <ListScreenFrame
        title={t('settings.webhooks.title')}
        subtitle={t('settings.webhooks.subtitle')}
        actions={
          roleMay(role, 'webhook.create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ endpoint: null })}>
              {t('settings.webhooks.create')}
            </Button>
          )
        }
      >
        <DataTable
          list={list}
          columns={columns}
          texts={{
            loading: t('settings.webhooks.loading'),
            loadFailed: t('settings.webhooks.loadFailed'),
            empty: t('settings.webhooks.empty'),
            emptyText: t('settings.webhooks.emptyText'),
          }}
          emptyIcon={<IconWebhook size={32} />}
          rowActions={(endpoint) => (
            <Group justify="flex-end" wrap="nowrap" gap="xs">
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={`/settings/webhooks/${endpoint.id}`}
                aria-label={t('settings.webhooks.deliveriesOf', { url: endpoint.url })}
              >
                {t('settings.webhooks.deliveries')}
              </Button>
              {canDo(endpoint, 'webhook.update') && (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('settings.webhooks.editOf', { url: endpoint.url })}
                  onClick={() => setEditing({ endpoint })}
                >
                  {t('settings.webhooks.edit')}
                </Button>
              )}
              {canDo(endpoint, 'webhook.delete') && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={t('settings.webhooks.deleteOf', { url: endpoint.url })}
                  onClick={() => setDeleting(endpoint)}
                >
                  {t('settings.webhooks.delete')}
                </Button>
              )}
            </Group>
          )}
        />
      </ListScreenFrame>
      <WebhookFormModal
        opened={editing !== null}
        endpoint={editing?.endpoint ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmActionModal
        opened={deleting !== null}
        title={t('settings.webhooks.deleteTitle')}
        confirmLabel={t('settings.webhooks.delete')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">{t('settings.webhooks.deleteQuestion', { url: deleting?.url ?? '' })}</Text>
      </ConfirmActionModal>
    </>
  );
}
