import { Badge, Text, ThemeIcon } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../DeferredTooltip';

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
  const { t } = useTranslation();
  if (!verified && hideUnverified) return null;
  if (compact) {
    return verified ? (
      <DeferredTooltip label={t('admin.verification.verified')} withArrow>
        <ThemeIcon
          component="span"
          role="img"
          aria-label={t('admin.verification.verified')}
          color="green"
          variant="light"
          size={18}
          radius="xl"
          style={{ flexShrink: 0 }}
        >
          <IconRosetteDiscountCheck size={13} aria-hidden />
        </ThemeIcon>
      </DeferredTooltip>
    ) : (
      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('admin.verification.notVerified')}
      </Text>
    );
  }
  if (verified) {
    return (
      <Badge color="green" variant="light" leftSection={<IconRosetteDiscountCheck size={12} />}>
        {t('admin.verification.verified')}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light">
      {t('admin.verification.notVerified')}
    </Badge>
  );
}
