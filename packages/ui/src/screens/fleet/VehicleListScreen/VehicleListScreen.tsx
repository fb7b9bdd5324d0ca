import { VEHICLE_STATUSES } from '@energy/domain/constants';
import { FLEET_MESSAGES, type TVehicle } from '@energy/domain/schemas/fleet';
import { VEHICLE_SORTS } from '@energy/domain/list-sorts';
import { Button } from '@mantine/core';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { ConfirmDeleteModal } from '../../../components/fleet/ConfirmDeleteModal';
import { VEHICLE_NOTICES } from '../../../components/fleet/fleetNotices';
import { useMayCreate } from '../../../components/fleet/useFleetManager';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { statusLabel } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { toggledStatus, VEHICLE_COLUMNS, VehicleRowActions } from './vehicleColumns';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const VEHICLE_LIST_TEXTS = {
  title: 'Fleet Management',
  onboard: 'Onboard Vehicle',
  loading: 'Loading vehicles...',
  loadFailed: 'Failed to load vehicles',
  search: 'Search registration, make or model',
  empty: 'No vehicles yet',
  emptyText: 'Vehicles will appear here once they are onboarded.',
  deleteTitle: 'Delete Vehicle',
} as const;

/** /fleet/vehicles: the fleet's vehicles with search, status filter, CSV export, toggle, delete and details. */
export function VehicleListScreen() {
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
        title: VEHICLE_NOTICES.statusUpdated,
        message: VEHICLE_NOTICES.statusUpdatedText(vehicle.registrationNumber, statusLabel(vehicle.status)),
      });
      void utils.vehicle.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: VEHICLE_NOTICES.updateFailed,
        message: failureMessage(error, VEHICLE_NOTICES.updateFailedFallback),
        variant: 'destructive',
      }),
  });
  const remove = trpc.vehicle.delete.useMutation({
    onSuccess: () => {
      showNotice({ title: VEHICLE_NOTICES.deleted, message: VEHICLE_NOTICES.deletedText });
      setDeleting(null);
      void utils.vehicle.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: VEHICLE_NOTICES.deleteFailed,
        message: failureMessage(error, VEHICLE_NOTICES.deleteFailedFallback),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <ListScreenFrame
        title={VEHICLE_LIST_TEXTS.title}
        actions={
          mayCreate && (
            <Button component={Link} to="/fleet/vehicles/onboard" leftSection={<IconPlus size={16} />}>
              {VEHICLE_LIST_TEXTS.onboard}
            </Button>
          )
        }
      >
        <QueryDataTable
          useList={useVehicles}
          columns={VEHICLE_COLUMNS}
          state={listState}
          texts={VEHICLE_LIST_TEXTS}
          emptyIcon={<IconTruck size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/vehicles"
              searchLabel={VEHICLE_LIST_TEXTS.search}
              filters={[statusFilter('status', 'Status', VEHICLE_STATUSES)]}
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
        title={VEHICLE_LIST_TEXTS.deleteTitle}
        question={FLEET_MESSAGES.vehicleDeleteConfirm}
        subject={deleting?.registrationNumber}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ vehicleId: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
