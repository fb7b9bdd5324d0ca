import { formatShortDate } from '@energy/domain/money';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Table, Text } from '@mantine/core';
import { FulfilmentStatusBadge } from '../../../components/fulfilment/FulfilmentStatusBadge';
import type { ShipmentMove } from './useShipmentMoves';

interface ShipmentsTableProps {
  shipments: TShipment[];
  /** Whether the signed-in party may take this step on this shipment. */
  canMove: (shipment: TShipment) => boolean;
  movingId: (kind: ShipmentMove) => string | null;
  onMove: (kind: ShipmentMove, shipment: TShipment) => void;
  onSubmitPod: (shipment: TShipment) => void;
}

/** The one step each state allows: tendered -> Accept, accepted -> Start Transit, in transit -> Mark Delivered. */
const NEXT_MOVE: Partial<Record<TShipment['status'], { kind: ShipmentMove; label: string }>> = {
  tendered: { kind: 'accept', label: 'Accept' },
  accepted: { kind: 'startTransit', label: 'Start Transit' },
  in_transit: { kind: 'markDelivered', label: 'Mark Delivered' },
};

export function ShipmentsTable({ shipments, canMove, movingId, onMove, onSubmitPod }: ShipmentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Shipment Number</Table.Th>
            <Table.Th>Origin</Table.Th>
            <Table.Th>Destination</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Est. Departure</Table.Th>
            <Table.Th>Est. Arrival</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipments.map((shipment) => {
            const next = NEXT_MOVE[shipment.status];
            return (
              <Table.Tr key={shipment.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>{shipment.shipmentNumber}</Text>
                  <Text size="xs" c="dimmed">{shipment.orderNumber}</Text>
                </Table.Td>
                <Table.Td>{shipment.originLocation}</Table.Td>
                <Table.Td>{shipment.destinationLocation}</Table.Td>
                <Table.Td><FulfilmentStatusBadge status={shipment.status} /></Table.Td>
                <Table.Td>{formatShortDate(shipment.estimatedDeparture)}</Table.Td>
                <Table.Td>{formatShortDate(shipment.estimatedArrival)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {next && canMove(shipment) && (
                      <Button
                        size="xs" aria-label={next.kind === 'accept' ? `Accept ${shipment.shipmentNumber}` : undefined}
                        loading={movingId(next.kind) === shipment.id} onClick={() => onMove(next.kind, shipment)}
                      >
                        {next.label}
                      </Button>
                    )}
                    {shipment.status === 'delivered' && (
                      <Button size="xs" color="green" aria-label={`Submit POD for ${shipment.shipmentNumber}`} onClick={() => onSubmitPod(shipment)}>
                        Submit POD
                      </Button>
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
