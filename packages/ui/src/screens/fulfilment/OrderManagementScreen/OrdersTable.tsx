import { formatMoney, formatShortDate } from '@energy/domain/money';
import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { EscrowRelease, ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { StatusBadge } from '../../../components/StatusBadge';
import type { OrderActions } from './orderActions';

interface OrdersTableProps {
  orders: TOrder[];
  actionsFor: (order: TOrder) => OrderActions;
  confirmingId: string | null;
  onConfirm: (order: TOrder) => void;
  receivingId: string | null;
  onConfirmReceipt: (order: TOrder) => void;
  onArrange: (order: TOrder) => void;
  onCancel: (order: TOrder) => void;
  onTrack: (order: TOrder) => void;
}

export function OrdersTable({ orders, actionsFor, confirmingId, onConfirm, receivingId, onConfirmReceipt, onArrange, onCancel, onTrack }: OrdersTableProps) {
  return (
    <Table.ScrollContainer minWidth={1150}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order Number</Table.Th>
            <Table.Th>Buyer</Table.Th>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Total Value</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Shipment Status</Table.Th>
            <Table.Th>{ESCROW_TEXTS.column}</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const actions = actionsFor(order);
            return (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>{order.orderNumber}</Text>
                  <Text size="xs" c="dimmed">{order.contractNumber}</Text>
                </Table.Td>
                <Table.Td>{order.buyerOrg.name}</Table.Td>
                <Table.Td>{order.supplierOrg.name}</Table.Td>
                <Table.Td>{formatMoney(order.totalValue, order.currency)}</Table.Td>
                <Table.Td><StatusBadge status={order.status} /></Table.Td>
                <Table.Td>
                  {order.shipment ? <StatusBadge status={order.shipment.status} variant="outline" /> : <Text size="sm" c="dimmed">—</Text>}
                </Table.Td>
                <Table.Td><EscrowRelease escrow={order.escrow} /></Table.Td>
                <Table.Td>{formatShortDate(order.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {actions.confirm && (
                      <Button size="xs" loading={confirmingId === order.id} onClick={() => onConfirm(order)}>Confirm Order</Button>
                    )}
                    {actions.confirmReceipt && (
                      <Button size="xs" color="green" loading={receivingId === order.id} aria-label={`Confirm receipt of ${order.orderNumber}`} onClick={() => onConfirmReceipt(order)}>
                        Confirm Receipt
                      </Button>
                    )}
                    {actions.arrangeShipment && <Button size="xs" onClick={() => onArrange(order)}>Arrange Shipment</Button>}
                    {actions.track && (
                      <Button size="xs" variant="light" leftSection={<IconMapPin size={14} />} aria-label={`Track ${order.orderNumber}`} onClick={() => onTrack(order)}>
                        Track
                      </Button>
                    )}
                    {actions.cancel && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(order)}>Cancel Order</Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
