import type { OrganizationVerification } from '@energy/domain/schemas/organization';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

/** Beside an organization's name: "Verified" once its KYB review is approved, "Not verified" otherwise. */
export function VerifiedBadge({ verification }: { verification: OrganizationVerification | null | undefined }) {
  if (verification === 'verified') {
    return <Badge color="green" variant="light" leftSection={<IconRosetteDiscountCheck size={12} />}>{VERIFICATION_MESSAGES.verified}</Badge>;
  }
  return <Badge color="gray" variant="light">{VERIFICATION_MESSAGES.notVerified}</Badge>;
}
