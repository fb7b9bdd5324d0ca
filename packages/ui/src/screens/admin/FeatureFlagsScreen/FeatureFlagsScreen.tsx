import { isPartialRollout, type TFeatureFlag } from '@energy/domain/schemas/feature-flag';
import { FEATURE_FLAG_SORTS } from '@energy/domain/list-sorts';
import type { Translate } from '@energy/i18n/translator';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconEdit, IconFlag, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import type { ListColumn } from '../../../components/data-table/columns';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { ConfirmDeleteModal } from '../../../components/fleet/ConfirmDeleteModal';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';
import { FeatureFlagFormModal } from './FeatureFlagFormModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { useDisplay, type Display } from '../../../i18n/useDisplay';

type Sort = (typeof FEATURE_FLAG_SORTS)[number];
const LIST_CONFIG = { sorts: FEATURE_FLAG_SORTS, filters: {} } as const;

const flagColumns = (t: Translate, display: Display): ListColumn<TFeatureFlag, Sort>[] => [
  {
    key: 'status',
    title: t('admin.flags.columns.status'),
    noWrap: true,
    render: (f) => (
      <Badge color={f.isEnabled ? 'green' : 'gray'} variant="light">
        {f.isEnabled ? t('admin.flags.enabled') : t('admin.flags.disabled')}
      </Badge>
    ),
  },
  {
    key: 'name',
    title: t('admin.flags.columns.name'),
    sort: 'name',
    render: (f) => (
      <Text fw={500} size="sm" ff="monospace">
        {f.name}
      </Text>
    ),
  },
  {
    key: 'description',
    title: t('admin.flags.columns.description'),
    render: (f) => (
      <Text size="sm" c="dimmed">
        {f.description}
      </Text>
    ),
  },
  {
    key: 'rollout',
    title: t('admin.flags.columns.rollout'),
    noWrap: true,
    render: (f) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{t('admin.flags.percent', { value: f.rolloutPercentage })}</Text>
        {isPartialRollout(f) && (
          <Badge color="yellow" variant="light">
            {t('admin.flags.partial')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'createdAt',
    title: t('admin.flags.columns.created'),
    sort: 'createdAt',
    noWrap: true,
    render: (f) => display.date(f.createdAt),
  },
];

type Dialog = { kind: 'form'; flag: TFeatureFlag | null } | { kind: 'delete'; flag: TFeatureFlag } | null;

/** /admin/feature-flags (spec 001 Feature Flags): search, table with the Partial badge, Enable/Disable, Edit, Delete. */
export function FeatureFlagsScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const columns = useMemo(() => flagColumns(t, display), [t, display]);
  const listState = useListState(LIST_CONFIG);
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useFlags = () => usePagedList(trpc.featureFlag.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const done = (message: string) => {
    showNotice({ title: t('admin.notices.success'), message });
    void utils.featureFlag.invalidate();
  };
  const toggle = trpc.featureFlag.toggle.useMutation({
    onSuccess: () => done(t('admin.flags.toggled')),
    onError: (error) =>
      showNotice({
        title: t('admin.notices.error'),
        message: failureMessage(error, t('admin.flags.toggleFailed')),
        variant: 'destructive',
      }),
  });
  const remove = trpc.featureFlag.delete.useMutation({
    onSuccess: () => {
      done(t('admin.flags.deleted'));
      close();
    },
    onError: (error) =>
      showNotice({
        title: t('admin.notices.error'),
        message: failureMessage(error, t('admin.flags.deleteFailed')),
        variant: 'destructive',
      }),
  });
  const deleting = dialog?.kind === 'delete' ? dialog.flag : null;

  return (
    <>
      <ListScreenFrame
        title={t('admin.flags.title')}
        subtitle={t('admin.flags.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', flag: null })}>
            {t('admin.flags.create')}
          </Button>
        }
      >
        <QueryDataTable
          useList={useFlags}
          columns={columns}
          state={listState}
          texts={{
            loading: t('admin.flags.loading'),
            loadFailed: t('admin.flags.loadFailed'),
            empty: t('admin.flags.empty'),
            emptyText: t('admin.flags.emptyText'),
          }}
          emptyIcon={<IconFlag size={32} />}
          toolbar={<ListToolbar state={listState} searchLabel={t('admin.flags.search')} />}
          rowActions={(flag) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {canDo(flag, 'featureFlag.toggle') && (
                <Button
                  size="xs"
                  variant="light"
                  color={flag.isEnabled ? 'gray' : 'green'}
                  aria-label={
                    flag.isEnabled
                      ? t('admin.flags.disableNamed', { name: flag.name })
                      : t('admin.flags.enableNamed', { name: flag.name })
                  }
                  loading={toggle.isPending && toggle.variables.id === flag.id}
                  onClick={() => toggle.mutate({ id: flag.id, isEnabled: !flag.isEnabled })}
                >
                  {flag.isEnabled ? t('admin.flags.disable') : t('admin.flags.enable')}
                </Button>
              )}
              {canDo(flag, 'featureFlag.update') && (
                <ActionIcon
                  variant="subtle"
                  aria-label={t('admin.common.editNamed', { name: flag.name })}
                  onClick={() => setDialog({ kind: 'form', flag })}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              )}
              {canDo(flag, 'featureFlag.delete') && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('admin.common.deleteNamed', { name: flag.name })}
                  onClick={() => setDialog({ kind: 'delete', flag })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          )}
        />
      </ListScreenFrame>
      <FeatureFlagFormModal
        opened={dialog?.kind === 'form'}
        flag={dialog?.kind === 'form' ? dialog.flag : null}
        onClose={close}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('admin.flags.deleteTitle')}
        question={t('admin.flags.deleteConfirm')}
        subject={deleting?.name}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={close}
      />
    </>
  );
}
