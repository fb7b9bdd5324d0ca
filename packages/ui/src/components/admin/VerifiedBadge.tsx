import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

/**
 * "Verified" once an admin approved the review (KYB for an organization, KYC for a user), "Not verified"
 * otherwise: beside an organization's name, on the settings verification cards, in the admin users list.
 */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  if (verified) {
    return <Badge color="green" variant="light" leftSection={<IconRosetteDiscountCheck size={12} />}>{VERIFICATION_MESSAGES.verified}</Badge>;
  }
  return <Badge color="gray" variant="light">{VERIFICATION_MESSAGES.notVerified}</Badge>;
}
