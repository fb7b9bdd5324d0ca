import { FEATURE_FLAG_MESSAGES, isPartialRollout, type TFeatureFlag } from '@energy/domain/schemas/feature-flag';
import { FEATURE_FLAG_SORTS } from '@energy/domain/list-sorts';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconEdit, IconFlag, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
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
import { formatDate } from '../adminFormat';
import { FLAG_FORM_TEXTS, FeatureFlagFormModal } from './FeatureFlagFormModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const FLAG_TEXTS = {
  title: 'Feature Flags',
  subtitle: 'Turn features on for everyone, for a share of users, or for no one. Each user keeps the same answer.',
  create: 'Create Flag',
  search: 'Search flags',
  loading: 'Loading feature flags...',
  emptyText: 'Flags you create appear here.',
  deleteTitle: 'Delete Feature Flag',
  enabled: 'Enabled',
  disabled: 'Disabled',
  partial: 'Partial',
  enable: 'Enable',
  disable: 'Disable',
} as const;

type Sort = (typeof FEATURE_FLAG_SORTS)[number];
const LIST_CONFIG = { sorts: FEATURE_FLAG_SORTS, filters: {} } as const;

const COLUMNS: ListColumn<TFeatureFlag, Sort>[] = [
  {
    key: 'status',
    title: 'Status',
    noWrap: true,
    render: (f) => (
      <Badge color={f.isEnabled ? 'green' : 'gray'} variant="light">
        {f.isEnabled ? FLAG_TEXTS.enabled : FLAG_TEXTS.disabled}
      </Badge>
    ),
  },
  {
    key: 'name',
    title: 'Name',
    sort: 'name',
    render: (f) => (
      <Text fw={500} size="sm" ff="monospace">
        {f.name}
      </Text>
    ),
  },
  {
    key: 'description',
    title: 'Description',
    render: (f) => (
      <Text size="sm" c="dimmed">
        {f.description}
      </Text>
    ),
  },
  {
    key: 'rollout',
    title: 'Rollout',
    noWrap: true,
    render: (f) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{f.rolloutPercentage}%</Text>
        {isPartialRollout(f) && (
          <Badge color="yellow" variant="light">
            {FLAG_TEXTS.partial}
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'createdAt', title: 'Created', sort: 'createdAt', noWrap: true, render: (f) => formatDate(f.createdAt) },
];

type Dialog = { kind: 'form'; flag: TFeatureFlag | null } | { kind: 'delete'; flag: TFeatureFlag } | null;

/** /admin/feature-flags (spec 001 Feature Flags): search, table with the Partial badge, Enable/Disable, Edit, Delete. */
export function FeatureFlagsScreen() {
  const listState = useListState(LIST_CONFIG);
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useFlags = () => usePagedList(trpc.featureFlag.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const done = (message: string) => {
    showNotice({ title: FLAG_FORM_TEXTS.success, message });
    void utils.featureFlag.invalidate();
  };
  const toggle = trpc.featureFlag.toggle.useMutation({
    onSuccess: () => done(FEATURE_FLAG_MESSAGES.toggled),
    onError: (error) =>
      showNotice({
        title: 'Error',
        message: failureMessage(error, FEATURE_FLAG_MESSAGES.toggleFailed),
        variant: 'destructive',
      }),
  });
  const remove = trpc.featureFlag.delete.useMutation({
    onSuccess: () => {
      done(FEATURE_FLAG_MESSAGES.deleted);
      close();
    },
    onError: (error) =>
      showNotice({
        title: 'Error',
        message: failureMessage(error, FEATURE_FLAG_MESSAGES.deleteFailed),
        variant: 'destructive',
      }),
  });
  const deleting = dialog?.kind === 'delete' ? dialog.flag : null;

  return (
    <>
      <ListScreenFrame
        title={FLAG_TEXTS.title}
        subtitle={FLAG_TEXTS.subtitle}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', flag: null })}>
            {FLAG_TEXTS.create}
          </Button>
        }
      >
        <QueryDataTable
          useList={useFlags}
          columns={COLUMNS}
          state={listState}
          texts={{
            loading: FLAG_TEXTS.loading,
            loadFailed: FEATURE_FLAG_MESSAGES.fetchFailed,
            empty: FEATURE_FLAG_MESSAGES.empty,
            emptyText: FLAG_TEXTS.emptyText,
          }}
          emptyIcon={<IconFlag size={32} />}
          toolbar={<ListToolbar state={listState} searchLabel={FLAG_TEXTS.search} />}
          rowActions={(flag) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {canDo(flag, 'featureFlag.toggle') && (
                <Button
                  size="xs"
                  variant="light"
                  color={flag.isEnabled ? 'gray' : 'green'}
                  aria-label={`${flag.isEnabled ? FLAG_TEXTS.disable : FLAG_TEXTS.enable} ${flag.name}`}
                  loading={toggle.isPending && toggle.variables.id === flag.id}
                  onClick={() => toggle.mutate({ id: flag.id, isEnabled: !flag.isEnabled })}
                >
                  {flag.isEnabled ? FLAG_TEXTS.disable : FLAG_TEXTS.enable}
                </Button>
              )}
              {canDo(flag, 'featureFlag.update') && (
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${flag.name}`}
                  onClick={() => setDialog({ kind: 'form', flag })}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              )}
              {canDo(flag, 'featureFlag.delete') && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${flag.name}`}
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
        title={FLAG_TEXTS.deleteTitle}
        question={FEATURE_FLAG_MESSAGES.deleteConfirm}
        subject={deleting?.name}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={close}
      />
    </>
  );
}
