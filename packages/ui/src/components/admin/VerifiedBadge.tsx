import type { OrganizationVerification } from '@energy/domain/schemas/organization';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { Badge, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

interface VerifiedBadgeProps {
  verification: OrganizationVerification | null | undefined;
  /**
   * Beside a name in a row: a small icon for a verified organization, and for one that is not verified
   * a dimmed note (or nothing, when `hideUnverified`) instead of a full badge.
   */
  compact?: boolean;
  hideUnverified?: boolean;
}

/** Beside an organization's name: "Verified" once its KYB review is approved, "Not verified" otherwise. */
export function VerifiedBadge({ verification, compact = false, hideUnverified = false }: VerifiedBadgeProps) {
  const verified = verification === 'verified';
  if (!verified && hideUnverified) return null;
  if (compact) {
    return verified ? (
      <Tooltip label={VERIFICATION_MESSAGES.verified} withArrow>
        <ThemeIcon component="span" role="img" aria-label={VERIFICATION_MESSAGES.verified} color="green" variant="light" size={18} radius="xl" style={{ flexShrink: 0 }}>
          <IconRosetteDiscountCheck size={13} aria-hidden />
        </ThemeIcon>
      </Tooltip>
    ) : (
      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{VERIFICATION_MESSAGES.notVerified}</Text>
    );
  }
  if (verified) {
    return <Badge color="green" variant="light" leftSection={<IconRosetteDiscountCheck size={12} />}>{VERIFICATION_MESSAGES.verified}</Badge>;
  }
  return <Badge color="gray" variant="light">{VERIFICATION_MESSAGES.notVerified}</Badge>;
}
