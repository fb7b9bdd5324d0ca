import { DISPUTE_STATUSES } from '@energy/domain/machines/admin';
import { DISPUTE_CATEGORIES, DISPUTE_MESSAGES, type TDispute } from '@energy/domain/schemas/dispute';
import { DISPUTE_SORTS } from '@energy/domain/list-sorts';
import { Button, Group } from '@mantine/core';
import { IconFilterOff, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_NOTICES } from '../../../components/admin/adminNotices';
import { ReasonModal } from '../../../components/admin/ReasonModal';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';
import { DISPUTE_COLUMNS, DisputeActions } from './disputeColumns';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const DISPUTE_TEXTS = {
  title: 'Disputes',
  loading: 'Loading disputes...',
  loadFailed: DISPUTE_MESSAGES.fetchFailed,
  search: 'Search by contract, order or reporter',
  empty: DISPUTE_MESSAGES.empty,
  emptyText: 'Disputes raised on contracts, orders and shipments appear here.',
  filterEmpty: DISPUTE_MESSAGES.empty,
  clear: 'Clear Filters',
  resolveTitle: 'Resolve Dispute',
  resolveLabel: 'Resolution notes',
} as const;

/** /admin/disputes (admin only): search, status and category filters; Resolve with notes, Escalate. */
export function DisputesScreen() {
  const listState = useListState({
    sorts: DISPUTE_SORTS,
    filters: { status: DISPUTE_STATUSES, category: DISPUTE_CATEGORIES },
  });
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useDisputes = () => usePagedList(trpc.dispute.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const utils = trpc.useUtils();
  const [resolving, setResolving] = useState<TDispute | null>(null);
  const update = trpc.dispute.updateStatus.useMutation({
    onSuccess: () => {
      showNotice({ title: ADMIN_NOTICES.success, message: ADMIN_NOTICES.disputeUpdated });
      setResolving(null);
      void utils.dispute.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: ADMIN_NOTICES.disputeFailed,
        message: failureMessage(error, ADMIN_NOTICES.disputeFailed),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <ListScreenFrame title={DISPUTE_TEXTS.title}>
        <QueryDataTable
          useList={useDisputes}
          columns={DISPUTE_COLUMNS}
          state={listState}
          texts={DISPUTE_TEXTS}
          emptyIcon={<IconScale size={32} />}
          toolbar={
            <Group align="flex-end" gap="sm">
              <div style={{ flex: 1 }}>
                <ListToolbar
                  state={listState}
                  searchLabel={DISPUTE_TEXTS.search}
                  filters={[
                    statusFilter('status', 'Status', DISPUTE_STATUSES),
                    statusFilter('category', 'Category', DISPUTE_CATEGORIES),
                  ]}
                />
              </div>
              <Button
                variant="default"
                leftSection={<IconFilterOff size={16} />}
                disabled={!listState.narrowed}
                onClick={listState.clear}
              >
                {DISPUTE_TEXTS.clear}
              </Button>
            </Group>
          }
          rowActions={(dispute) => (
            <DisputeActions
              dispute={dispute}
              busy={update.isPending && update.variables.id === dispute.id && update.variables.status === 'escalated'}
              onResolve={() => setResolving(dispute)}
              onEscalate={() => update.mutate({ id: dispute.id, status: 'escalated' })}
            />
          )}
        />
      </ListScreenFrame>
      <ReasonModal
        subject={resolving ? `${resolving.id.slice(0, 8)}: ${resolving.description}` : null}
        title={DISPUTE_TEXTS.resolveTitle}
        label={DISPUTE_TEXTS.resolveLabel}
        requiredMessage={DISPUTE_MESSAGES.notesRequired}
        confirmLabel="Resolve"
        pending={update.isPending}
        onClose={() => setResolving(null)}
        onConfirm={(notes) =>
          resolving && update.mutate({ id: resolving.id, status: 'resolved', resolutionNotes: notes })
        }
      />
    </>
  );
}
