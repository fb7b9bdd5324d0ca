import {
  CONTENT_MESSAGES,
  CONTENT_STATUSES,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  type TContentItem,
} from '@energy/domain/schemas/content';
import { CONTENT_SORTS } from '@energy/domain/list-sorts';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconEdit, IconNews, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
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
import { formatDate } from '../adminFormat';
import { CONTENT_FORM_TEXTS, ContentFormModal } from './ContentFormModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const CONTENT_TEXTS = {
  title: 'Content Management',
  subtitle: 'Announcements, policies, terms, FAQ, help articles and news. Published items reach every user.',
  create: 'Create Content',
  search: 'Search titles',
  loading: 'Loading content...',
  deleteTitle: 'Delete Content',
} as const;

type Sort = (typeof CONTENT_SORTS)[number];
const LIST_CONFIG = { sorts: CONTENT_SORTS, filters: { status: CONTENT_STATUSES, type: CONTENT_TYPES } } as const;
const FILTERS = [
  statusFilter('status', 'Status', CONTENT_STATUSES),
  {
    key: 'type' as const,
    label: 'Type',
    options: CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] })),
  },
];

const COLUMNS: ListColumn<TContentItem, Sort>[] = [
  {
    key: 'title',
    title: 'Title',
    sort: 'title',
    render: (c) => (
      <Text fw={500} size="sm">
        {c.title}
      </Text>
    ),
  },
  {
    key: 'type',
    title: 'Type',
    noWrap: true,
    render: (c) => (
      <Badge variant="outline" color="gray">
        {CONTENT_TYPE_LABELS[c.type]}
      </Badge>
    ),
  },
  { key: 'status', title: 'Status', noWrap: true, render: (c) => <StatusBadge status={c.status} /> },
  { key: 'createdAt', title: 'Created', sort: 'createdAt', noWrap: true, render: (c) => formatDate(c.createdAt) },
  { key: 'updatedAt', title: 'Updated', sort: 'updatedAt', noWrap: true, render: (c) => formatDate(c.updatedAt) },
];

type Dialog = { kind: 'form'; item: TContentItem | null } | { kind: 'delete'; item: TContentItem } | null;

/** /admin/content (spec 001 Content): filters, table, create/edit dialog, Edit and Delete from each row's allowedActions. */
export function ContentScreen() {
  const listState = useListState(LIST_CONFIG);
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useItems = () => usePagedList(trpc.content.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const remove = trpc.content.delete.useMutation({
    onSuccess: () => {
      showNotice({ title: CONTENT_FORM_TEXTS.success, message: CONTENT_MESSAGES.deleted });
      close();
      void utils.content.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: 'Error',
        message: failureMessage(error, CONTENT_MESSAGES.deleteFailed),
        variant: 'destructive',
      }),
  });
  const deleting = dialog?.kind === 'delete' ? dialog.item : null;

  return (
    <>
      <ListScreenFrame
        title={CONTENT_TEXTS.title}
        subtitle={CONTENT_TEXTS.subtitle}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', item: null })}>
            {CONTENT_TEXTS.create}
          </Button>
        }
      >
        <QueryDataTable
          useList={useItems}
          columns={COLUMNS}
          state={listState}
          texts={{
            loading: CONTENT_TEXTS.loading,
            loadFailed: CONTENT_MESSAGES.fetchFailed,
            empty: CONTENT_MESSAGES.empty,
            emptyText: '',
          }}
          emptyIcon={<IconNews size={32} />}
          toolbar={<ListToolbar state={listState} searchLabel={CONTENT_TEXTS.search} filters={FILTERS} />}
          rowActions={(item) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {canDo(item, 'content.update') && (
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${item.title}`}
                  onClick={() => setDialog({ kind: 'form', item })}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              )}
              {canDo(item, 'content.delete') && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${item.title}`}
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
        title={CONTENT_TEXTS.deleteTitle}
        question={CONTENT_MESSAGES.deleteConfirm}
        subject={deleting?.title}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={close}
      />
    </>
  );
}
