import { paperText, type TPaperStatus } from '@energy/domain/fleet-compliance';
import { Badge, Group, Stack } from '@mantine/core';
import type { ListColumn } from '../data-table/columns';
import { StatusBadge } from '../StatusBadge';

export const COMPLIANCE_TEXTS = {
  badge: (p: TPaperStatus) => `${p.paper} ${p.state === 'expired' ? 'expired' : 'expiring'}`,
  label: 'Compliance',
} as const;

/**
 * The row's expired (red) and expiring within 30 days (orange) papers, as the server computed them
 * (`compliance` of a driver or vehicle row, fleet-compliance.ts). Nothing when every paper is fine.
 */
export function ComplianceBadges({ compliance }: { compliance: TPaperStatus[] }) {
  if (compliance.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" role="group" aria-label={COMPLIANCE_TEXTS.label}>
      {compliance.map((p) => (
        <Badge
          key={p.paper}
          size="sm"
          variant="light"
          color={p.state === 'expired' ? 'red' : 'orange'}
          title={paperText(p)}
          styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
        >
          {COMPLIANCE_TEXTS.badge(p)}
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
>(): ListColumn<T, S> {
  return {
    key: 'status',
    title: 'Status',
    noWrap: true,
    render: (row) => (
      <Stack gap={4} align="flex-start">
        <StatusBadge status={row.status} />
        <ComplianceBadges compliance={row.compliance} />
      </Stack>
    ),
  };
}
