import { CONTENT_STATUSES, CONTENT_TYPES, type TContentItem } from '@energy/domain/schemas/content';
import { CONTENT_SORTS } from '@energy/domain/list-sorts';
import type { Translate } from '@energy/i18n/translator';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconEdit, IconNews, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import type { ListColumn } from '../../../components/data-table/columns';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { ConfirmDeleteModal } from '../../../components/fleet/ConfirmDeleteModal';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { ContentFormModal } from './ContentFormModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { useLabels, type Labels } from '../../../i18n/labels';
import { useDisplay, type Display } from '../../../i18n/useDisplay';

type Sort = (typeof CONTENT_SORTS)[number];
const LIST_CONFIG = { sorts: CONTENT_SORTS, filters: { status: CONTENT_STATUSES, type: CONTENT_TYPES } } as const;

const contentColumns = (t: Translate, display: Display, labels: Labels): ListColumn<TContentItem, Sort>[] => {
  const typeLabel = (type: TContentItem['type']) => labels.of('contentType', type);
  return [
    {
      key: 'title',
      title: t('admin.contentScreen.columns.title'),
      sort: 'title',
      render: (c) => (
        <Text fw={500} size="sm">
          {c.title}
        </Text>
      ),
    },
    {
      key: 'type',
      title: t('admin.contentScreen.columns.type'),
      noWrap: true,
      render: (c) => (
        <Badge variant="outline" color="gray">
          {typeLabel(c.type)}
        </Badge>
      ),
    },
    {
      key: 'status',
      title: t('admin.contentScreen.columns.status'),
      noWrap: true,
      render: (c) => <StatusBadge status={c.status} />,
    },
    {
      key: 'createdAt',
      title: t('admin.contentScreen.columns.created'),
      sort: 'createdAt',
      noWrap: true,
      render: (c) => display.date(c.createdAt),
    },
    {
      key: 'updatedAt',
      title: t('admin.contentScreen.columns.updated'),
      sort: 'updatedAt',
      noWrap: true,
      render: (c) => display.date(c.updatedAt),
    },
  ];
};

type Dialog = { kind: 'form'; item: TContentItem | null } | { kind: 'delete'; item: TContentItem } | null;

/** /admin/content (spec 001 Content): filters, table, create/edit dialog, Edit and Delete from each row's allowedActions. */
export function ContentScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const columns = useMemo(() => contentColumns(t, display, labels), [t, display, labels]);
  const listState = useListState(LIST_CONFIG);
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useItems = () => usePagedList(trpc.content.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const remove = trpc.content.delete.useMutation({
    onSuccess: () => {
      showNotice({ title: t('admin.notices.success'), message: t('admin.contentScreen.deleted') });
      close();
      void utils.content.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t('admin.notices.error'),
        message: failureMessage(error, t('admin.contentScreen.deleteFailed')),
        variant: 'destructive',
      }),
  });
  const deleting = dialog?.kind === 'delete' ? dialog.item : null;

  return (
    <>
      <ListScreenFrame
        title={t('admin.contentScreen.title')}
        subtitle={t('admin.contentScreen.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', item: null })}>
            {t('admin.contentScreen.create')}
          </Button>
        }
      >
        <QueryDataTable
          useList={useItems}
          columns={columns}
          state={listState}
          texts={{
            loading: t('admin.contentScreen.loading'),
            loadFailed: t('admin.contentScreen.loadFailed'),
            empty: t('admin.contentScreen.empty'),
            emptyText: '',
          }}
          emptyIcon={<IconNews size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              searchLabel={t('admin.contentScreen.search')}
              filters={[
                statusFilter('status', t('admin.common.status'), CONTENT_STATUSES),
                {
                  key: 'type' as const,
                  label: t('admin.common.type'),
                  options: labels.options('contentType', CONTENT_TYPES),
                },
              ]}
            />
          }
          rowActions={(item) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {canDo(item, 'content.update') && (
                <ActionIcon
                  variant="subtle"
                  aria-label={t('admin.common.editNamed', { name: item.title })}
                  onClick={() => setDialog({ kind: 'form', item })}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              )}
              {canDo(item, 'content.delete') && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('admin.common.deleteNamed', { name: item.title })}
                  onClick={() => setDialog({ kind: 'delete', item })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          )}
        />
      </ListScreenFrame>
      <ContentFormModal
        opened={dialog?.kind === 'form'}
        item={dialog?.kind === 'form' ? dialog.item : null}
        onClose={close}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('admin.contentScreen.deleteTitle')}
        question={t('admin.contentScreen.deleteConfirm')}
        subject={deleting?.title}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={close}
      />
    </>
  );
}
