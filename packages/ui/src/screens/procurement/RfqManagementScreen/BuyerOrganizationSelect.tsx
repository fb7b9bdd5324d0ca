import { Select, type SelectProps } from '@mantine/core';
import { trpc } from '../../../trpc';

export const BUYER_ORGANIZATION_LABEL = 'Buyer Organization';

/** Admins raise an RFQ on behalf of a buyer organization; buyers always raise it for their own. */
export function BuyerOrganizationSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  const buyers = trpc.organization.list.useQuery({ type: 'buyer' });
  return (
    <Select
      label={BUYER_ORGANIZATION_LABEL}
      withAsterisk
      searchable
      data={(buyers.data ?? []).map((org) => ({ value: org.id, label: org.name }))}
      {...props}
    />
  );
}
