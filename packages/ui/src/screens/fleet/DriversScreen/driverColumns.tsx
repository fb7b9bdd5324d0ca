import type { DRIVER_SORTS, TDriver } from '@energy/domain/schemas/fleet';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { statusWithComplianceColumn } from '../../../components/fleet/ComplianceBadges';
import { EXPIRY_TEXTS, expiryState } from '../../../components/fleet/ExpiryBadge';
import { driverName } from '@energy/domain/drivers';
import { formatDay } from '../../../components/fleet/fleetLabels';

/** An ADR or HSE certification: its badge, red once expired, orange within 30 days of expiry. */
function CertificationBadge({ label, expiry }: { label: string; expiry: string | null }) {
  const state = expiryState(expiry);
  const color = state.kind === 'expired' ? 'red' : state.kind === 'warning' ? 'orange' : 'teal';
  const detail =
    state.kind === 'expired' ? EXPIRY_TEXTS.expired : expiry ? `until ${formatDay(expiry)}` : 'no expiry recorded';
  return (
    <Stack gap={0}>
      <Badge color={color} variant="light" w="fit-content">
        {label}
      </Badge>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
}

/** Name, Phone, License, Certifications, Rating, Status, Current Job, Availability. */
export const DRIVER_COLUMNS: ListColumn<TDriver, (typeof DRIVER_SORTS)[number]>[] = [
  {
    key: 'name',
    title: 'Name',
    sort: 'lastName',
    render: (driver) => (
      <>
        <Text size="sm" fw={500}>
          {driverName(driver)}
        </Text>
        {driver.email && (
          <Text size="xs" c="dimmed">
            {driver.email}
          </Text>
        )}
      </>
    ),
  },
  { key: 'phone', title: 'Phone', noWrap: true, render: (driver) => driver.phone ?? '—' },
  {
    key: 'license',
    title: 'License',
    noWrap: true,
    render: (driver) => (
      <>
        <Text size="sm">Class {driver.licenseClass}</Text>
        <Text size="xs" c="dimmed">
          {driver.licenseNumber}
        </Text>
      </>
    ),
  },
  {
    key: 'certifications',
    title: 'Certifications',
    render: (driver) =>
      driver.hasADR || driver.hasHSE ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {driver.hasADR && <CertificationBadge label="ADR" expiry={driver.adrExpiry} />}
          {driver.hasHSE && <CertificationBadge label="HSE" expiry={driver.hseExpiry} />}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  {
    key: 'rating',
    title: 'Rating',
    sort: 'rating',
    noWrap: true,
    render: (driver) => (
      <Group gap={4} wrap="nowrap">
        <IconStarFilled size={14} aria-hidden color="var(--mantine-color-yellow-6)" />
        <Text size="sm">{driver.rating.toFixed(1)}</Text>
      </Group>
    ),
  },
  statusWithComplianceColumn(),
  {
    key: 'currentJob',
    title: 'Current Job',
    noWrap: true,
    render: (driver) =>
      driver.currentJobId ? (
        <Badge variant="light" color="blue">
          On a job
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  {
    key: 'availability',
    title: 'Availability',
    noWrap: true,
    render: (driver) =>
      driver.availableFrom && driver.availableUntil ? (
        `${formatDay(driver.availableFrom)} – ${formatDay(driver.availableUntil)}`
      ) : (
        <Text size="sm" c="dimmed">
          No window
        </Text>
      ),
  },
];

/** Edit and Delete where the row's allowedActions list them. */
export function DriverRowActions({
  driver,
  onEdit,
  onDelete,
}: {
  driver: TDriver;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = driverName(driver);
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {canDo(driver, 'driver.update') && (
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconEdit size={18} />
        </ActionIcon>
      )}
      {canDo(driver, 'driver.delete') && (
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
