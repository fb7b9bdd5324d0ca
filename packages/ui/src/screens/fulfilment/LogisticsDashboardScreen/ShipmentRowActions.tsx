import type { ActionName } from '@energy/domain/actions/catalog';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Button, Group } from '@mantine/core';
import { canDo } from '../../../components/allowedActions';
import type { ShipmentMove } from './useShipmentMoves';

/** The carrier's moves, each offered when the server lists its verb on the shipment. */
const MOVES: readonly { kind: ShipmentMove; action: ActionName; label: string }[] = [
  { kind: 'accept', action: 'shipment.accept', label: 'Accept' },
  { kind: 'startTransit', action: 'shipment.startTransit', label: 'Start Transit' },
  { kind: 'markDelivered', action: 'shipment.markDelivered', label: 'Mark Delivered' },
];

interface ShipmentRowActionsProps {
  shipment: TShipment;
  movingId: (kind: ShipmentMove) => string | null;
  onMove: (kind: ShipmentMove, shipment: TShipment) => void;
  onSubmitPod: () => void;
}

export function ShipmentRowActions({ shipment, movingId, onMove, onSubmitPod }: ShipmentRowActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {MOVES.filter((move) => canDo(shipment, move.action)).map((move) => (
        <Button
          key={move.kind} size="xs" aria-label={`${move.label} ${shipment.shipmentNumber}`}
          loading={movingId(move.kind) === shipment.id} onClick={() => onMove(move.kind, shipment)}
        >
          {move.label}
        </Button>
      ))}
      {canDo(shipment, 'shipment.submitPod') && (
        <Button size="xs" color="green" aria-label={`Submit POD for ${shipment.shipmentNumber}`} onClick={onSubmitPod}>
          Submit POD
        </Button>
      )}
    </Group>
  );
}
