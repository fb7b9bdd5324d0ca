import { VEHICLE_STATUSES } from '@energy/domain/constants';
import { en } from '@energy/i18n/messages/en/screens';
import { FLEET_MESSAGES, type TVehicle } from '@energy/domain/schemas/fleet';
import { VEHICLE_SORTS } from '@energy/domain/list-sorts';
import { Button } from '@mantine/core';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { ConfirmDeleteModal } from '../../../components/fleet/ConfirmDeleteModal';
import { useMayCreate } from '../../../components/fleet/useFleetManager';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { useLabels } from '../../../i18n/labels';
import { trpc } from '../../../trpc';
import { toggledStatus, vehicleColumns, VehicleRowActions } from './vehicleColumns';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

/** The English texts (tests read them); the screen speaks the user's language. */
export const VEHICLE_LIST_TEXTS = en.fleet.vehicleList;

/** /fleet/vehicles: the fleet's vehicles with search, status filter, CSV export, toggle, delete and details. */
export function VehicleListScreen() {
  const { t } = useTranslation();
  const labels = useLabels();
  const columns = useMemo(() => vehicleColumns(t, labels), [t, labels]);
  const texts = {
    loading: t('fleet.vehicleList.loading'),
    loadFailed: t('fleet.vehicleList.loadFailed'),
    empty: t('fleet.vehicleList.empty'),
    emptyText: t('fleet.vehicleList.emptyText'),
  };
  const listState = useListState({ sorts: VEHICLE_SORTS, filters: { status: VEHICLE_STATUSES } });
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useVehicles = () => usePagedList(trpc.vehicle.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const navigate = useNavigate();
  const mayCreate = useMayCreate('vehicle.create');
  const utils = trpc.useUtils();
  const [deleting, setDeleting] = useState<TVehicle | null>(null);

  const setStatus = trpc.vehicle.setStatus.useMutation({
    onSuccess: (vehicle) => {
      showNotice({
        title: t('fleet.vehicleNotices.statusUpdated'),
        message: t('fleet.vehicleNotices.statusUpdatedText', {
          registration: vehicle.registrationNumber,
          status: labels.status(vehicle.status),
        }),
      });
      void utils.vehicle.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t('fleet.vehicleNotices.updateFailed'),
        message: failureMessage(error, t('fleet.vehicleNotices.updateFailedFallback')),
        variant: 'destructive',
      }),
  });
  const remove = trpc.vehicle.delete.useMutation({
    onSuccess: () => {
      showNotice({ title: t('fleet.vehicleNotices.deleted'), message: t('fleet.vehicleNotices.deletedText') });
      setDeleting(null);
      void utils.vehicle.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t('fleet.vehicleNotices.deleteFailed'),
        message: failureMessage(error, t('fleet.vehicleNotices.deleteFailedFallback')),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <ListScreenFrame
        title={t('fleet.vehicleList.title')}
        actions={
          mayCreate && (
            <Button component={Link} to="/fleet/vehicles/onboard" leftSection={<IconPlus size={16} />}>
              {t('fleet.vehicleList.onboard')}
            </Button>
          )
        }
      >
        <QueryDataTable
          useList={useVehicles}
          columns={columns}
          state={listState}
          texts={texts}
          emptyIcon={<IconTruck size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/vehicles"
              searchLabel={t('fleet.vehicleList.search')}
              filters={[statusFilter('status', t('fleet.common.status'), VEHICLE_STATUSES)]}
            />
          }
          rowActions={(vehicle) => (
            <VehicleRowActions
              vehicle={vehicle}
              busy={setStatus.isPending && setStatus.variables.vehicleId === vehicle.id}
              onToggle={() => setStatus.mutate({ vehicleId: vehicle.id, status: toggledStatus(vehicle.status) })}
              onDelete={() => setDeleting(vehicle)}
              onView={() => void navigate(`/fleet/vehicles/${vehicle.id}`)}
            />
          )}
        />
      </ListScreenFrame>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('fleet.vehicleList.deleteTitle')}
        question={FLEET_MESSAGES.vehicleDeleteConfirm}
        subject={deleting?.registrationNumber}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ vehicleId: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
