import type { TPaperStatus } from '@energy/domain/fleet-compliance';
import { en } from '@energy/i18n/messages/en/screens';
import { Badge, Group, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../i18n/useDisplay';
import type { ListColumn } from '../data-table/columns';
import { StatusBadge } from '../StatusBadge';

/** The English texts (tests read them); the badges speak the user's language. */
export const COMPLIANCE_TEXTS = en.fleet.compliance;

/** The catalogue's key of each paper the server names (fleet-compliance.ts DRIVER_PAPERS, VEHICLE_PAPERS). */
const PAPER_KEYS = {
  License: 'license',
  'ADR certificate': 'adr',
  'HSE certificate': 'hse',
  Insurance: 'insurance',
  'Roadworthiness certificate': 'roadworthiness',
} as const;

/** A paper's name in the user's language ("License", "Permis"); a paper the catalogue does not know as sent. */
export function paperName(t: TFunction, paper: string): string {
  const key = PAPER_KEYS[paper as keyof typeof PAPER_KEYS];
  return key ? t(`fleet.papers.${key}`) : paper;
}

/** "License expired 2026-01-03" / "Insurance expires 2026-02-01"; the day in the user's format outside English. */
export function paperLine(t: TFunction, display: Display, p: TPaperStatus): string {
  const day = display.language === 'en' ? p.expiresOn : display.day(p.expiresOn);
  const values = { paper: paperName(t, p.paper), day };
  return p.state === 'expired' ? t('fleet.papers.expiredOn', values) : t('fleet.papers.expiresOn', values);
}

/**
 * The row's expired (red) and expiring within 30 days (orange) papers, as the server computed them
 * (`compliance` of a driver or vehicle row, fleet-compliance.ts). Nothing when every paper is fine.
 */
export function ComplianceBadges({ compliance }: { compliance: TPaperStatus[] }) {
  const { t } = useTranslation();
  const display = useDisplay();
  if (compliance.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" role="group" aria-label={t('fleet.compliance.label')}>
      {compliance.map((p) => (
        <Badge
          key={p.paper}
          size="sm"
          variant="light"
          color={p.state === 'expired' ? 'red' : 'orange'}
          title={paperLine(t, display, p)}
          styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
        >
          {t('fleet.compliance.badge', { paper: paperName(t, p.paper), state: p.state })}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The Status column of the Drivers and Vehicles lists: the status, and beneath it the papers that keep the driver
 * or vehicle off jobs whatever its status says (an available driver with an expired license takes no job).
 */
export function statusWithComplianceColumn<
  T extends { status: string; compliance: TPaperStatus[] },
  S extends string = string,
>(t: TFunction): ListColumn<T, S> {
  return {
    key: 'status',
    title: t('fleet.common.status'),
    noWrap: true,
    render: (row) => (
      <Stack gap={4} align="flex-start">
        <StatusBadge status={row.status} />
        <ComplianceBadges compliance={row.compliance} />
      </Stack>
    ),
  };
}
