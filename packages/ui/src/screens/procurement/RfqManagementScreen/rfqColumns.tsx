import { formatQuantity } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import { PRODUCT_TYPE_LABELS } from '@energy/domain/constants';
import type { RFQ_SORTS, TRfq } from '@energy/domain/schemas/rfq';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { OrgName } from '../../../components/admin/OrgName';
import { StatusBadge } from '../../../components/StatusBadge';

type RfqColumn = ListColumn<TRfq, (typeof RFQ_SORTS)[number]>;

/** A buyer reads its own RFQs; suppliers and admins also read whose RFQ it is, with the buyer's Verified mark. */
const titleColumn = (showBuyer: boolean): RfqColumn => ({
  key: 'title',
  title: 'Title',
  sort: 'title',
  render: (rfq) =>
    showBuyer ? (
      <>
        <Text size="sm">{rfq.title}</Text>
        <OrgName name={rfq.buyerOrgName} verified={rfq.buyerOrgVerified} size="xs" c="dimmed" />
      </>
    ) : (
      rfq.title
    ),
});

/** RFQ Number, Title, Product Type, Quantity, Status, Close Date (spec 000 §2); Actions come from the table. */
const rfqColumns = (showBuyer: boolean): RfqColumn[] => [
  {
    key: 'rfqNumber',
    title: 'RFQ Number',
    sort: 'rfqNumber',
    noWrap: true,
    render: (rfq) => (
      <Text fw={500} size="sm">
        {rfq.rfqNumber}
      </Text>
    ),
  },
  titleColumn(showBuyer),
  {
    key: 'productType',
    title: 'Product Type',
    render: (rfq) =>
      `${PRODUCT_TYPE_LABELS[rfq.productType]}${rfq.refinedProductType ? ` (${rfq.refinedProductType})` : ''}`,
  },
  { key: 'quantity', title: 'Quantity', noWrap: true, render: (rfq) => `${formatQuantity(rfq.quantity)} ${rfq.unit}` },
  {
    key: 'status',
    title: 'Status',
    noWrap: true,
    render: (rfq) => <StatusBadge status={rfq.status} variant="filled" />,
  },
  {
    key: 'closeDate',
    title: 'Close Date',
    sort: 'closeDate',
    noWrap: true,
    render: (rfq) => formatShortDate(rfq.closeDate),
  },
];

export const RFQ_COLUMNS = rfqColumns(false);
export const RFQ_COLUMNS_WITH_BUYER = rfqColumns(true);
