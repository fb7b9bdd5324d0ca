import { can } from '@energy/domain/permissions';
import { RFQ_STATUSES } from '@energy/domain/constants';
import { RFQ_SORTS } from '@energy/domain/list-sorts';
import { ActionIcon, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconFileSearch, IconPlus } from '@tabler/icons-react';
import { useMatch, useNavigate } from 'react-router';
import { useSessionParty } from '../../../session/useSessionParty';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { statusLabel } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { useRfqColumns } from './rfqColumns';
import { useTranslation } from 'react-i18next';
import { CreateRfqDialog, preloadCreateRfqForm } from './lazyCreateRfqForm';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

/** The list's texts, as catalogue keys. */
export const RFQ_LIST_TEXTS = {
  title: 'procurement.rfqList.title',
  supplierTitle: 'procurement.rfqList.supplierTitle',
  loading: 'procurement.rfqList.loading',
  empty: 'procurement.rfqList.empty',
  emptyForCreators: 'procurement.rfqList.emptyForCreators',
  emptyForOthers: 'procurement.rfqList.emptyForOthers',
  loadFailed: 'procurement.rfqList.loadFailed',
  search: 'procurement.rfqList.search',
} as const;

/** /rfq (and /rfq/new, with the Create RFQ dialog open): every RFQ the caller may see; buyers and admins create them. */
export function RfqManagementScreen() {
  const { t } = useTranslation();
  const { role } = useSessionParty();
  const listState = useListState({ sorts: RFQ_SORTS, filters: { status: RFQ_STATUSES } });
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useRfqs = () => usePagedList(trpc.rfq.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const navigate = useNavigate();
  // /rfq/new is the Create RFQ form's deep link: the list with the dialog open; closing it returns to /rfq.
  const deepLinked = useMatch('/rfq/new') !== null;
  const [creating, dialog] = useDisclosure(deepLinked);
  const closeDialog = () => {
    dialog.close();
    if (deepLinked) void navigate('/rfq', { replace: true });
  };
  // Creating is not a verb on a row: the role's permission decides (the server checks the same matrix).
  const canCreate = role !== null && can(role, 'rfq', 'create');
  const columns = useRfqColumns(role === 'supplier' || role === 'admin');

  return (
    <>
      <ListScreenFrame
        title={t(role === 'supplier' ? RFQ_LIST_TEXTS.supplierTitle : RFQ_LIST_TEXTS.title)}
        actions={
          canCreate && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={dialog.open}
              onPointerEnter={preloadCreateRfqForm}
              onFocus={preloadCreateRfqForm}
            >
              {t('procurement.rfqList.create')}
            </Button>
          )
        }
      >
        <QueryDataTable
          useList={useRfqs}
          columns={columns}
          state={listState}
          texts={{
            loading: t(RFQ_LIST_TEXTS.loading),
            loadFailed: t(RFQ_LIST_TEXTS.loadFailed),
            empty: t(RFQ_LIST_TEXTS.empty),
            emptyText: t(canCreate ? RFQ_LIST_TEXTS.emptyForCreators : RFQ_LIST_TEXTS.emptyForOthers),
          }}
          emptyIcon={<IconFileSearch size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/rfq/rfqs"
              searchLabel={t(RFQ_LIST_TEXTS.search)}
              filters={[
                {
                  key: 'status',
                  label: t('procurement.fields.status'),
                  options: RFQ_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
                },
              ]}
            />
          }
          // Viewing is reading, not a verb of the action registry: every visible RFQ opens.
          rowActions={(rfq) => (
            <ActionIcon
              variant="subtle"
              aria-label={t('procurement.rfqList.view', { rfqNumber: rfq.rfqNumber })}
              onClick={() => void navigate(`/rfq/${rfq.id}`)}
            >
              <IconEye size={18} />
            </ActionIcon>
          )}
        />
      </ListScreenFrame>
      <CreateRfqDialog
        opened={creating}
        onClose={closeDialog}
        onCreated={closeDialog}
        title={t('procurement.rfqList.create')}
        loadingLabel={t('procurement.rfqList.loadingForm')}
      />
    </>
  );
}
