import type { DRIVER_SORTS, TDriver } from '@energy/domain/schemas/fleet';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconStarFilled, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@energy/domain/intl';
import type { Display } from '../../../i18n/useDisplay';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { statusWithComplianceColumn } from '../../../components/fleet/ComplianceBadges';
import { expiryState } from '../../../components/fleet/ExpiryBadge';
import { driverName } from '@energy/domain/drivers';

/** The certifications' names: codes, the same in every language. */
const ADR = 'ADR';
const HSE = 'HSE';

/** An ADR or HSE certification: its badge, red once expired, orange within 30 days of expiry. */
function CertificationBadge({ label, expiry, display }: { label: string; expiry: string | null; display: Display }) {
  const { t } = useTranslation();
  const state = expiryState(expiry);
  const color = state.kind === 'expired' ? 'red' : state.kind === 'warning' ? 'orange' : 'teal';
  const detail =
    state.kind === 'expired'
      ? t('fleet.expiry.expired')
      : expiry
        ? t('fleet.driverList.until', { day: display.day(expiry) })
        : t('fleet.driverList.noExpiry');
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

/** A rating with one decimal: "4.0" (in the user's language). */
const ratingText = (rating: number, display: Display) =>
  display.language === 'en'
    ? rating.toFixed(1)
    : numberFormat(display.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

/** Name, Phone, License, Certifications, Rating, Status, Current Job, Availability; in the user's language. */
export const driverColumns = (t: TFunction, display: Display): ListColumn<TDriver, (typeof DRIVER_SORTS)[number]>[] => [
  {
    key: 'name',
    title: t('fleet.driverList.name'),
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
  { key: 'phone', title: t('fleet.driverList.phone'), noWrap: true, render: (driver) => driver.phone ?? '—' },
  {
    key: 'license',
    title: t('fleet.driverList.license'),
    noWrap: true,
    render: (driver) => (
      <>
        <Text size="sm">{t('fleet.driverList.licenseClass', { licenseClass: driver.licenseClass })}</Text>
        <Text size="xs" c="dimmed">
          {driver.licenseNumber}
        </Text>
      </>
    ),
  },
  {
    key: 'certifications',
    title: t('fleet.driverList.certifications'),
    render: (driver) =>
      driver.hasADR || driver.hasHSE ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {driver.hasADR && <CertificationBadge label={ADR} expiry={driver.adrExpiry} display={display} />}
          {driver.hasHSE && <CertificationBadge label={HSE} expiry={driver.hseExpiry} display={display} />}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('fleet.driverList.none')}
        </Text>
      ),
  },
  {
    key: 'rating',
    title: t('fleet.driverList.rating'),
    sort: 'rating',
    noWrap: true,
    render: (driver) => (
      <Group gap={4} wrap="nowrap">
        <IconStarFilled size={14} aria-hidden color="var(--mantine-color-yellow-6)" />
        <Text size="sm">{ratingText(driver.rating, display)}</Text>
      </Group>
    ),
  },
  statusWithComplianceColumn(t),
  {
    key: 'currentJob',
    title: t('fleet.driverList.currentJob'),
    noWrap: true,
    render: (driver) =>
      driver.currentJobId ? (
        <Badge variant="light" color="blue">
          {t('fleet.driverList.onAJob')}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {t('fleet.driverList.none')}
        </Text>
      ),
  },
  {
    key: 'availability',
    title: t('fleet.driverList.availability'),
    noWrap: true,
    render: (driver) =>
      driver.availableFrom && driver.availableUntil ? (
        `${display.day(driver.availableFrom)} – ${display.day(driver.availableUntil)}`
      ) : (
        <Text size="sm" c="dimmed">
          {t('fleet.driverList.noWindow')}
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
  const { t } = useTranslation();
  const name = driverName(driver);
  const mayEdit = canDo(driver, 'driver.update');
  const mayDelete = canDo(driver, 'driver.delete');
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {mayEdit && (
        <ActionIcon variant="subtle" aria-label={t('fleet.driverList.editOf', { name })} onClick={onEdit}>
          <IconEdit size={18} />
        </ActionIcon>
      )}
      {mayDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('fleet.driverList.deleteOf', { name })}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
