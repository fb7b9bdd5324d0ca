import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { ORDER_SORTS, TOrder } from '@energy/domain/schemas/fulfilment';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { EscrowRelease, ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

/** Order Number (with its contract), Buyer, Supplier, Total Value, Status, Shipment Status, escrow, Created. */
export const ORDER_COLUMNS: ListColumn<TOrder, (typeof ORDER_SORTS)[number]>[] = [
  {
    key: 'orderNumber',
    title: 'Order Number',
    sort: 'orderNumber',
    noWrap: true,
    render: (order) => (
      <>
        <Text size="sm" fw={500}>
          {order.orderNumber}
        </Text>
        <Text size="xs" c="dimmed">
          {order.contractNumber}
        </Text>
      </>
    ),
  },
  {
    key: 'buyer',
    title: 'Buyer',
    render: (order) => <OrgName name={order.buyerOrg.name} verified={order.buyerOrg.verified} />,
  },
  {
    key: 'supplier',
    title: 'Supplier',
    render: (order) => <OrgName name={order.supplierOrg.name} verified={order.supplierOrg.verified} />,
  },
  {
    key: 'totalValue',
    title: 'Total Value',
    sort: 'totalValue',
    noWrap: true,
    render: (order) => formatMoney(order.totalValue, order.currency),
  },
  { key: 'status', title: 'Status', noWrap: true, render: (order) => <StatusBadge status={order.status} /> },
  {
    key: 'shipmentStatus',
    title: 'Shipment Status',
    noWrap: true,
    render: (order) =>
      order.shipment ? (
        <StatusBadge status={order.shipment.status} variant="outline" />
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ),
  },
  { key: 'escrow', title: ESCROW_TEXTS.column, render: (order) => <EscrowRelease escrow={order.escrow} /> },
  {
    key: 'createdAt',
    title: 'Created',
    sort: 'createdAt',
    noWrap: true,
    render: (order) => formatShortDate(order.createdAt),
  },
];
