import type { TApiToken } from '@energy/domain/schemas/api-token';
import type { Translate } from '@energy/i18n/translator';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo, roleMay } from '../../../components/allowedActions';
import { ConfirmActionModal } from '../../../components/confirm/ConfirmActionModal';
import { DataTable, type DataTableList } from '../../../components/data-table/DataTable';
import type { ListColumn } from '../../../components/data-table/columns';
import { failureMessage } from '../../../components/errors/serverFailure';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { showNotice } from '../../../components/notices';
import { useLabels, type Labels } from '../../../i18n/labels';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';
import { CreateApiTokenModal } from './CreateApiTokenModal';

const STATUS_COLORS = { active: 'green', expired: 'gray', revoked: 'red' } as const;

const tokenColumns = (t: Translate, display: Display, labels: Labels): ListColumn<TApiToken, never>[] => [
  {
    key: 'name',
    title: t('settings.apiTokens.columns.name'),
    render: (token) => (
      <Stack gap={0}>
        <Text fw={500} size="sm">
          {token.name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {t('settings.apiTokens.prefix', { prefix: token.prefix })}
        </Text>
      </Stack>
    ),
  },
  { key: 'role', title: t('settings.apiTokens.columns.role'), render: (token) => labels.of('role', token.role) },
  {
    key: 'status',
    title: t('settings.apiTokens.columns.status'),
    noWrap: true,
    render: (token) => (
      <Badge color={STATUS_COLORS[token.status]} variant="light">
        {t(`settings.apiTokens.status.${token.status}`)}
      </Badge>
    ),
  },
  {
    key: 'expiresAt',
    title: t('settings.apiTokens.columns.expires'),
    noWrap: true,
    render: (token) => display.date(token.expiresAt),
  },
  {
    key: 'lastUsed',
    title: t('settings.apiTokens.columns.lastUsed'),
    render: (token) =>
      token.lastUsedAt ? (
        <Stack gap={0}>
          <Text size="sm">{display.dateTime(token.lastUsedAt)}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {token.lastUsedAddress}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('settings.apiTokens.neverUsed')}
        </Text>
      ),
  },
  { key: 'createdBy', title: t('settings.apiTokens.columns.createdBy'), render: (token) => token.createdBy.name },
];

/**
 * /settings/api-tokens: the organization's API tokens (status, expiry, last use with its address), created in a
 * dialog that shows the new token once, and revoked after a confirmation. The buttons are the rows' allowedActions.
 */
export function ApiTokensScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const { role } = useSessionParty();
  const columns = useMemo(() => tokenColumns(t, display, labels), [t, display, labels]);
  const tokens = trpc.apiToken.list.useQuery();
  const utils = trpc.useUtils();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiToken | null>(null);
  const revoke = trpc.apiToken.revoke.useMutation({
    onSuccess: (token) => {
      showNotice({ title: t('settings.apiTokens.revoked'), message: token.name });
      setRevoking(null);
      void utils.apiToken.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t('settings.apiTokens.revokeFailed'),
        message: failureMessage(error, t('settings.apiTokens.revokeFailed')),
        variant: 'destructive',
      }),
  });
  const items = tokens.data ?? [];
  const list: DataTableList<TApiToken> = {
    items,
    total: items.length,
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
    isPending: tokens.isPending,
    error: tokens.error,
  };
  return (
    <>
      <ListScreenFrame
        title={t('settings.apiTokens.title')}
        subtitle={t('settings.apiTokens.subtitle')}
        actions={
          roleMay(role, 'apiToken.create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('settings.apiTokens.create')}
            </Button>
          )
        }
      >
        <DataTable
          list={list}
          columns={columns}
          texts={{
            loading: t('settings.apiTokens.loading'),
            loadFailed: t('settings.apiTokens.loadFailed'),
            empty: t('settings.apiTokens.empty'),
            emptyText: t('settings.apiTokens.emptyText'),
          }}
          emptyIcon={<IconKey size={32} />}
          rowActions={(token) =>
            canDo(token, 'apiToken.revoke') && (
              <Group justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={t('settings.apiTokens.revokeNamed', { name: token.name })}
                  onClick={() => setRevoking(token)}
                >
                  {t('settings.apiTokens.revoke')}
                </Button>
              </Group>
            )
          }
        />
      </ListScreenFrame>
      <CreateApiTokenModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmActionModal
        opened={revoking !== null}
        title={t('settings.apiTokens.revokeTitle')}
        confirmLabel={t('settings.apiTokens.revoke')}
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
        onClose={() => setRevoking(null)}
      >
        <Text size="sm">{t('settings.apiTokens.revokeQuestion', { name: revoking?.name ?? '' })}</Text>
      </ConfirmActionModal>
    </>
  );
}
