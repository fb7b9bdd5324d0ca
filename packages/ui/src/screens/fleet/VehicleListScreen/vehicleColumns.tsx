import type { TVehicle, VEHICLE_SORTS } from '@energy/domain/schemas/fleet';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Labels } from '../../../i18n/labels';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { statusWithComplianceColumn } from '../../../components/fleet/ComplianceBadges';

/** Registration (make and model under it), Type, Capacity, Year, Status, Current Driver; in the user's language. */
export const vehicleColumns = (
  t: TFunction,
  labels: Labels,
): ListColumn<TVehicle, (typeof VEHICLE_SORTS)[number]>[] => [
  {
    key: 'registrationNumber',
    title: t('fleet.vehicleList.registration'),
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
  {
    key: 'vehicleType',
    title: t('fleet.vehicleList.type'),
    render: (vehicle) => labels.of('vehicleType', vehicle.vehicleType),
  },
  {
    key: 'capacity',
    title: t('fleet.vehicleList.capacity'),
    noWrap: true,
    render: (vehicle) => `${vehicle.capacity} ${labels.of('capacityUnit', vehicle.capacityUnit).toLowerCase()}`,
  },
  { key: 'year', title: t('fleet.vehicleList.year'), sort: 'year', render: (vehicle) => vehicle.year },
  statusWithComplianceColumn(t),
  {
    key: 'driver',
    title: t('fleet.vehicleList.currentDriver'),
    render: (vehicle) =>
      vehicle.currentDriver?.name ?? (
        <Text size="sm" c="dimmed">
          {t('fleet.common.unassigned')}
        </Text>
      ),
  },
];

/** The toggle of spec 001 Fleet Management: active becomes maintenance, any other status becomes active. */
export const toggledStatus = (status: TVehicle['status']): TVehicle['status'] =>
  status === 'active' ? 'maintenance' : 'active';

interface VehicleRowActionsProps {
  vehicle: TVehicle;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onView: () => void;
}

/** Toggle and Delete where the row's allowedActions list them; View always. */
export function VehicleRowActions({ vehicle, busy, onToggle, onDelete, onView }: VehicleRowActionsProps) {
  const { t } = useTranslation();
  const name = vehicle.registrationNumber;
  const toggleLabel =
    toggledStatus(vehicle.status) === 'maintenance'
      ? t('fleet.vehicleList.setMaintenance')
      : t('fleet.vehicleList.setActive');
  const mayToggle = canDo(vehicle, 'vehicle.setStatus');
  const mayDelete = canDo(vehicle, 'vehicle.delete');
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {mayToggle && (
        <Button size="xs" variant="light" loading={busy} aria-label={`${toggleLabel} ${name}`} onClick={onToggle}>
          {toggleLabel}
        </Button>
      )}
      <ActionIcon variant="subtle" aria-label={t('fleet.vehicleList.view', { name })} onClick={onView}>
        <IconEye size={18} />
      </ActionIcon>
      {mayDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('fleet.vehicleList.deleteOf', { name })}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
