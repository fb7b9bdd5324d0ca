import { formatQuantity, formatShortDate } from '@energy/domain/money';
import { PRODUCT_TYPE_LABELS } from '@energy/domain/constants';
import type { RFQ_SORTS, TRfq } from '@energy/domain/schemas/rfq';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';

/** RFQ Number, Title, Product Type, Quantity, Status, Close Date (spec 000 §2); Actions come from the table. */
export const RFQ_COLUMNS: ListColumn<TRfq, (typeof RFQ_SORTS)[number]>[] = [
  { key: 'rfqNumber', title: 'RFQ Number', sort: 'rfqNumber', noWrap: true, render: (rfq) => <Text fw={500} size="sm">{rfq.rfqNumber}</Text> },
  { key: 'title', title: 'Title', sort: 'title', render: (rfq) => rfq.title },
  {
    key: 'productType',
    title: 'Product Type',
    render: (rfq) => `${PRODUCT_TYPE_LABELS[rfq.productType]}${rfq.refinedProductType ? ` (${rfq.refinedProductType})` : ''}`,
  },
  { key: 'quantity', title: 'Quantity', noWrap: true, render: (rfq) => `${formatQuantity(rfq.quantity)} ${rfq.unit}` },
  { key: 'status', title: 'Status', noWrap: true, render: (rfq) => <StatusBadge status={rfq.status} variant="filled" /> },
  { key: 'closeDate', title: 'Close Date', sort: 'closeDate', noWrap: true, render: (rfq) => formatShortDate(rfq.closeDate) },
];
