import { DRIVER_STATUSES } from '@energy/domain/constants';
import { FLEET_MESSAGES, type TDriver } from '@energy/domain/schemas/fleet';
import { DRIVER_SORTS } from '@energy/domain/list-sorts';
import { Button } from '@mantine/core';
import { IconPlus, IconSteeringWheel } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { ConfirmDeleteModal } from '../../../components/fleet/ConfirmDeleteModal';
import { driverName } from '@energy/domain/drivers';
import { DRIVER_NOTICES } from '../../../components/fleet/fleetNotices';
import { useMayCreate } from '../../../components/fleet/useFleetManager';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';
import { DRIVER_COLUMNS, DriverRowActions } from './driverColumns';
import { DriverFormModal } from './DriverFormModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const DRIVER_LIST_TEXTS = {
  title: 'Drivers',
  add: 'Add Driver',
  loading: 'Loading drivers...',
  loadFailed: 'Failed to load drivers',
  search: 'Search name, license, phone or email',
  empty: 'No drivers yet',
  emptyText: 'Drivers will appear here once they are added.',
  deleteTitle: 'Delete Driver',
} as const;

type Dialog = { kind: 'form'; driver: TDriver | null } | { kind: 'delete'; driver: TDriver } | null;

/** /fleet/drivers: the fleet's drivers, with licenses, certifications, availability; add, edit, delete. */
export function DriversScreen() {
  const listState = useListState({ sorts: DRIVER_SORTS, filters: { status: DRIVER_STATUSES } });
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useDrivers = () => usePagedList(trpc.driver.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const mayCreate = useMayCreate('driver.create');
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const remove = trpc.driver.delete.useMutation({
    onSuccess: () => {
      showNotice({ title: DRIVER_NOTICES.deleted, message: DRIVER_NOTICES.deletedText });
      close();
      void utils.driver.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: DRIVER_NOTICES.deleteFailed,
        message: failureMessage(error, DRIVER_NOTICES.deleteFailedFallback),
        variant: 'destructive',
      }),
  });
  const deleting = dialog?.kind === 'delete' ? dialog.driver : null;

  return (
    <>
      <ListScreenFrame
        title={DRIVER_LIST_TEXTS.title}
        actions={
          mayCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', driver: null })}>
              {DRIVER_LIST_TEXTS.add}
            </Button>
          )
        }
      >
        <QueryDataTable
          useList={useDrivers}
          columns={DRIVER_COLUMNS}
          state={listState}
          texts={DRIVER_LIST_TEXTS}
          emptyIcon={<IconSteeringWheel size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/drivers"
              searchLabel={DRIVER_LIST_TEXTS.search}
              filters={[statusFilter('status', 'Status', DRIVER_STATUSES)]}
            />
          }
          rowActions={(driver) => (
            <DriverRowActions
              driver={driver}
              onEdit={() => setDialog({ kind: 'form', driver })}
              onDelete={() => setDialog({ kind: 'delete', driver })}
            />
          )}
        />
      </ListScreenFrame>
      <DriverFormModal
        opened={dialog?.kind === 'form'}
        driver={dialog?.kind === 'form' ? dialog.driver : null}
        onClose={close}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={DRIVER_LIST_TEXTS.deleteTitle}
        question={FLEET_MESSAGES.driverDeleteConfirm}
        subject={deleting ? driverName(deleting) : undefined}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={close}
      />
    </>
  );
}
