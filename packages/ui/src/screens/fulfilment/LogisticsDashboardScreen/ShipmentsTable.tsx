import { formatShortDate } from '@energy/domain/money';
import type { ActionName } from '@energy/domain/actions/catalog';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Table, Text } from '@mantine/core';
import { canDo } from '../../../components/allowedActions';
import { StatusBadge } from '../../../components/StatusBadge';
import type { ShipmentMove } from './useShipmentMoves';

interface ShipmentsTableProps {
  shipments: TShipment[];
  movingId: (kind: ShipmentMove) => string | null;
  onMove: (kind: ShipmentMove, shipment: TShipment) => void;
  onSubmitPod: (shipment: TShipment) => void;
}

/** The carrier's moves, each offered when the server lists its verb on the shipment. */
const MOVES: readonly { kind: ShipmentMove; action: ActionName; label: string }[] = [
  { kind: 'accept', action: 'shipment.accept', label: 'Accept' },
  { kind: 'startTransit', action: 'shipment.startTransit', label: 'Start Transit' },
  { kind: 'markDelivered', action: 'shipment.markDelivered', label: 'Mark Delivered' },
];

export function ShipmentsTable({ shipments, movingId, onMove, onSubmitPod }: ShipmentsTableProps) {
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
            const moves = MOVES.filter((move) => canDo(shipment, move.action));
            return (
              <Table.Tr key={shipment.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>{shipment.shipmentNumber}</Text>
                  <Text size="xs" c="dimmed">{shipment.orderNumber}</Text>
                </Table.Td>
                <Table.Td>{shipment.originLocation}</Table.Td>
                <Table.Td>{shipment.destinationLocation}</Table.Td>
                <Table.Td><StatusBadge status={shipment.status} /></Table.Td>
                <Table.Td>{formatShortDate(shipment.estimatedDeparture)}</Table.Td>
                <Table.Td>{formatShortDate(shipment.estimatedArrival)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {moves.map((move) => (
                      <Button
                        key={move.kind} size="xs" aria-label={`${move.label} ${shipment.shipmentNumber}`}
                        loading={movingId(move.kind) === shipment.id} onClick={() => onMove(move.kind, shipment)}
                      >
                        {move.label}
                      </Button>
                    ))}
                    {canDo(shipment, 'shipment.submitPod') && (
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
