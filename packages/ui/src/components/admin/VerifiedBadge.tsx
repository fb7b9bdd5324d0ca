import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { Badge, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

interface VerifiedBadgeProps {
  /** An admin approved the review: KYB for an organization, KYC for a user. */
  verified: boolean;
  /**
   * Beside a name in a row: a small icon when verified, and when not a dimmed note (or nothing, when
   * `hideUnverified`) instead of a full badge.
   */
  compact?: boolean;
  hideUnverified?: boolean;
}

/**
 * "Verified" once an admin approved the review, "Not verified" otherwise: beside an organization's name, on
 * the settings verification cards, in the admin users list.
 */
export function VerifiedBadge({ verified, compact = false, hideUnverified = false }: VerifiedBadgeProps) {
  if (!verified && hideUnverified) return null;
  if (compact) {
    return verified ? (
      <Tooltip label={VERIFICATION_MESSAGES.verified} withArrow>
        <ThemeIcon
          component="span"
          role="img"
          aria-label={VERIFICATION_MESSAGES.verified}
          color="green"
          variant="light"
          size={18}
          radius="xl"
          style={{ flexShrink: 0 }}
        >
          <IconRosetteDiscountCheck size={13} aria-hidden />
        </ThemeIcon>
      </Tooltip>
    ) : (
      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {VERIFICATION_MESSAGES.notVerified}
      </Text>
    );
  }
  if (verified) {
    return (
      <Badge color="green" variant="light" leftSection={<IconRosetteDiscountCheck size={12} />}>
        {VERIFICATION_MESSAGES.verified}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light">
      {VERIFICATION_MESSAGES.notVerified}
    </Badge>
  );
}
