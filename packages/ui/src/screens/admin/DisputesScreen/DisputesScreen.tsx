import { DISPUTE_STATUSES } from '@energy/domain/machines/admin';
import { DISPUTE_CATEGORIES, DISPUTE_MESSAGES, type TDispute } from '@energy/domain/schemas/dispute';
import { DISPUTE_SORTS } from '@energy/domain/list-sorts';
import { Button, Group } from '@mantine/core';
import { IconFilterOff, IconScale } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { disputeColumns, DisputeActions } from './disputeColumns';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { useDisplay } from '../../../i18n/useDisplay';

/** /admin/disputes (admin only): search, status and category filters; Resolve with notes, Escalate. */
export function DisputesScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const columns = useMemo(() => disputeColumns(t, display), [t, display]);
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
      showNotice({ title: t(ADMIN_NOTICES.success), message: t(ADMIN_NOTICES.disputeUpdated) });
      setResolving(null);
      void utils.dispute.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t(ADMIN_NOTICES.disputeFailed),
        message: failureMessage(error, t(ADMIN_NOTICES.disputeFailed)),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <ListScreenFrame title={t('admin.disputes.title')}>
        <QueryDataTable
          useList={useDisputes}
          columns={columns}
          state={listState}
          texts={{
            loading: t('admin.disputes.loading'),
            loadFailed: t('admin.disputes.loadFailed'),
            empty: t('admin.disputes.empty'),
            emptyText: t('admin.disputes.emptyText'),
            filterEmpty: t('admin.disputes.empty'),
          }}
          emptyIcon={<IconScale size={32} />}
          toolbar={
            <Group align="flex-end" gap="sm">
              <div style={{ flex: 1 }}>
                <ListToolbar
                  state={listState}
                  searchLabel={t('admin.disputes.search')}
                  filters={[
                    statusFilter('status', t('admin.common.status'), DISPUTE_STATUSES),
                    statusFilter('category', t('admin.disputes.category'), DISPUTE_CATEGORIES),
                  ]}
                />
              </div>
              <Button
                variant="default"
                leftSection={<IconFilterOff size={16} />}
                disabled={!listState.narrowed}
                onClick={listState.clear}
              >
                {t('admin.common.clearFilters')}
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
        title={t('admin.disputes.resolveTitle')}
        label={t('admin.disputes.resolveLabel')}
        requiredMessage={DISPUTE_MESSAGES.notesRequired}
        confirmLabel={t('admin.disputes.resolve')}
        pending={update.isPending}
        onClose={() => setResolving(null)}
        onConfirm={(notes) =>
          resolving && update.mutate({ id: resolving.id, status: 'resolved', resolutionNotes: notes })
        }
      />
    </>
  );
}
