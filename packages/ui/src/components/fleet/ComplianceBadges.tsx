import { paperText, type TPaperStatus } from '@energy/domain/fleet-compliance';
import { Badge, Group } from '@mantine/core';

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
          key={p.paper} size="sm" variant="light" color={p.state === 'expired' ? 'red' : 'orange'}
          title={paperText(p)} styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
        >
          {COMPLIANCE_TEXTS.badge(p)}
        </Badge>
      ))}
    </Group>
  );
}
