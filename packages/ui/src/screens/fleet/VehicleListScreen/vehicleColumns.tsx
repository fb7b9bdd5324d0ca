import type { TVehicle, VEHICLE_SORTS } from '@energy/domain/schemas/fleet';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { statusWithComplianceColumn } from '../../../components/fleet/ComplianceBadges';
import { optionLabel } from '../../../components/fleet/fleetLabels';

/** Registration (make and model under it), Type, Capacity, Year, Status, Current Driver. */
export const VEHICLE_COLUMNS: ListColumn<TVehicle, (typeof VEHICLE_SORTS)[number]>[] = [
  {
    key: 'registrationNumber',
    title: 'Registration',
    sort: 'registrationNumber',
    noWrap: true,
    render: (vehicle) => (
      <>
        <Text size="sm" fw={500}>
          {vehicle.registrationNumber}
        </Text>
        <Text size="xs" c="dimmed">
          {vehicle.make} {vehicle.model}
        </Text>
      </>
    ),
  },
  { key: 'vehicleType', title: 'Type', render: (vehicle) => optionLabel(vehicle.vehicleType) },
  {
    key: 'capacity',
    title: 'Capacity',
    noWrap: true,
    render: (vehicle) => `${vehicle.capacity} ${optionLabel(vehicle.capacityUnit).toLowerCase()}`,
  },
  { key: 'year', title: 'Year', sort: 'year', render: (vehicle) => vehicle.year },
  statusWithComplianceColumn(),
  {
    key: 'driver',
    title: 'Current Driver',
    render: (vehicle) =>
      vehicle.currentDriver?.name ?? (
        <Text size="sm" c="dimmed">
          Unassigned
        </Text>
      ),
  },
];

/** The toggle of spec 001 Fleet Management: active becomes maintenance, any other status becomes active. */
export const toggledStatus = (status: TVehicle['status']): TVehicle['status'] =>
  status === 'active' ? 'maintenance' : 'active';
const toggleLabel = (vehicle: TVehicle) =>
  toggledStatus(vehicle.status) === 'maintenance' ? 'Set Maintenance' : 'Set Active';

interface VehicleRowActionsProps {
  vehicle: TVehicle;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onView: () => void;
}

/** Toggle and Delete where the row's allowedActions list them; View always. */
export function VehicleRowActions({ vehicle, busy, onToggle, onDelete, onView }: VehicleRowActionsProps) {
  const name = vehicle.registrationNumber;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {canDo(vehicle, 'vehicle.setStatus') && (
        <Button
          size="xs"
          variant="light"
          loading={busy}
          aria-label={`${toggleLabel(vehicle)} ${name}`}
          onClick={onToggle}
        >
          {toggleLabel(vehicle)}
        </Button>
      )}
      <ActionIcon variant="subtle" aria-label={`View ${name}`} onClick={onView}>
        <IconEye size={18} />
      </ActionIcon>
      {canDo(vehicle, 'vehicle.delete') && (
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
