import { Group, Text, type TextProps } from '@mantine/core';
import { VerifiedBadge } from './VerifiedBadge';

interface OrgNameProps extends Pick<TextProps, 'size' | 'fw' | 'c'> {
  name: string;
  /** The organization's KYB review is approved. */
  verified: boolean;
  /** Where a choice is made about this organization (bid comparison, tender bids): say "Not verified" too. */
  decision?: boolean;
}

/** A counterparty organization's name with its verified mark, wherever a row names one. */
export function OrgName({ name, verified, decision = false, size = 'sm', fw, c }: OrgNameProps) {
  return (
    <Group
      component="span"
      data-org-name={name}
      gap={4}
      wrap="nowrap"
      display="inline-flex"
      style={{ verticalAlign: 'middle' }}
    >
      <Text span size={size} fw={fw} c={c}>
        {name}
      </Text>
      <VerifiedBadge verified={verified} compact hideUnverified={!decision} />
    </Group>
  );
}
