import { DRIVER_STATUSES } from '@energy/domain/constants';
import { en } from '@energy/i18n/messages/en/screens';
import { FLEET_MESSAGES, type TDriver } from '@energy/domain/schemas/fleet';
import { DRIVER_SORTS } from '@energy/domain/list-sorts';
import { Button } from '@mantine/core';
import { IconPlus, IconSteeringWheel } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { ConfirmDeleteModal } from '../../../components/fleet/ConfirmDeleteModal';
import { driverName } from '@energy/domain/drivers';
import { useMayCreate } from '../../../components/fleet/useFleetManager';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';
import { driverColumns, DriverRowActions } from './driverColumns';
import { useDisplay } from '../../../i18n/useDisplay';
import { DriverFormModal } from './DriverFormModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

/** The English texts (tests read them); the screen speaks the user's language. */
export const DRIVER_LIST_TEXTS = en.fleet.driverList;

type Dialog = { kind: 'form'; driver: TDriver | null } | { kind: 'delete'; driver: TDriver } | null;

/** /fleet/drivers: the fleet's drivers, with licenses, certifications, availability; add, edit, delete. */
export function DriversScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const columns = useMemo(() => driverColumns(t, display), [t, display]);
  const texts = {
    loading: t('fleet.driverList.loading'),
    loadFailed: t('fleet.driverList.loadFailed'),
    empty: t('fleet.driverList.empty'),
    emptyText: t('fleet.driverList.emptyText'),
  };
  const listState = useListState({ sorts: DRIVER_SORTS, filters: { status: DRIVER_STATUSES } });
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useDrivers = () => usePagedList(trpc.driver.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const mayCreate = useMayCreate('driver.create');
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const remove = trpc.driver.delete.useMutation({
    onSuccess: () => {
      showNotice({ title: t('fleet.driverNotices.deleted'), message: t('fleet.driverNotices.deletedText') });
      close();
      void utils.driver.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t('fleet.driverNotices.deleteFailed'),
        message: failureMessage(error, t('fleet.driverNotices.deleteFailedFallback')),
        variant: 'destructive',
      }),
  });
  const deleting = dialog?.kind === 'delete' ? dialog.driver : null;

  return (
    <>
      <ListScreenFrame
        title={t('fleet.driverList.title')}
        actions={
          mayCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', driver: null })}>
              {t('fleet.driverList.add')}
            </Button>
          )
        }
      >
        <QueryDataTable
          useList={useDrivers}
          columns={columns}
          state={listState}
          texts={texts}
          emptyIcon={<IconSteeringWheel size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/drivers"
              searchLabel={t('fleet.driverList.search')}
              filters={[statusFilter('status', t('fleet.common.status'), DRIVER_STATUSES)]}
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
        title={t('fleet.driverList.deleteTitle')}
        question={FLEET_MESSAGES.driverDeleteConfirm}
        subject={deleting ? driverName(deleting) : undefined}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={close}
      />
    </>
  );
}
