import type { Translate } from '@energy/i18n/translator';
import type { ORDER_SORTS, TOrder } from '@energy/domain/schemas/fulfilment';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import type { ListColumn } from '../../../components/data-table/columns';
import { EscrowRelease, ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

/** Order Number (with its contract), Buyer, Supplier, Total Value, Status, Shipment Status, escrow, Created. */
type OrderColumn = ListColumn<TOrder, (typeof ORDER_SORTS)[number]>;

const orderColumns = (t: Translate, display: Display): OrderColumn[] => [
  {
    key: 'orderNumber',
    title: t('fulfilment.orders.orderNumber'),
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
    title: t('fulfilment.fields.buyer'),
    render: (order) => <OrgName name={order.buyerOrg.name} verified={order.buyerOrg.verified} />,
  },
  {
    key: 'supplier',
    title: t('fulfilment.fields.supplier'),
    render: (order) => <OrgName name={order.supplierOrg.name} verified={order.supplierOrg.verified} />,
  },
  {
    key: 'totalValue',
    title: t('fulfilment.orders.totalValue'),
    sort: 'totalValue',
    noWrap: true,
    render: (order) => display.money(order.totalValue, order.currency),
  },
  {
    key: 'status',
    title: t('fulfilment.fields.status'),
    noWrap: true,
    render: (order) => <StatusBadge status={order.status} />,
  },
  {
    key: 'shipmentStatus',
    title: t('fulfilment.orders.shipmentStatus'),
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
  { key: 'escrow', title: t(ESCROW_TEXTS.column), render: (order) => <EscrowRelease escrow={order.escrow} /> },
  {
    key: 'createdAt',
    title: t('fulfilment.orders.created'),
    sort: 'createdAt',
    noWrap: true,
    render: (order) => display.date(order.createdAt),
  },
];

/** The order list's columns in the user's language. */
export function useOrderColumns(): OrderColumn[] {
  const { t } = useTranslation();
  const display = useDisplay();
  return useMemo(() => orderColumns(t, display), [t, display]);
}
