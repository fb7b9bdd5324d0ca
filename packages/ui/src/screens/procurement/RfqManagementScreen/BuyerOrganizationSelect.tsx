import { Select, type SelectProps } from '@mantine/core';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging-limits';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';

import { useTranslation } from 'react-i18next';

/** Admins raise an RFQ on behalf of a buyer organization; buyers always raise it for their own. */
export function BuyerOrganizationSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  const { t } = useTranslation();
  // A picker: the largest page of buyer organizations, by name.
  const buyers = usePagedList(
    trpc.organization.list.useInfiniteQuery({ type: 'buyer', limit: PAGE_LIMIT_MAX }, PAGED_QUERY),
  );
  return (
    <Select
      label={t('procurement.rfqForm.buyerOrganization')}
      withAsterisk
      searchable
      data={buyers.items.map((org) => ({ value: org.id, label: org.name }))}
      {...props}
    />
  );
}
