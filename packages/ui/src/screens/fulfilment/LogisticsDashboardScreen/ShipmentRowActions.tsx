import type { ActionName } from '@energy/domain/actions/catalog';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { canDo } from '../../../components/allowedActions';
import { ConfirmActionModal } from '../../../components/confirm/ConfirmActionModal';
import type { ShipmentMove } from './useShipmentMoves';

/** The carrier's moves, each offered when the server lists its verb on the shipment. */
const MOVES: readonly { kind: ShipmentMove; action: ActionName; label: string }[] = [
  { kind: 'accept', action: 'shipment.accept', label: 'Accept' },
  { kind: 'startTransit', action: 'shipment.startTransit', label: 'Start Transit' },
  { kind: 'markDelivered', action: 'shipment.markDelivered', label: 'Mark Delivered' },
];

/** Marking delivered is confirmed first, saying what it does to the order and its money. */
export const DELIVERED_CONFIRM_TEXTS = {
  title: 'Mark this shipment delivered?',
  confirm: 'Mark Delivered',
  effects: (shipment: TShipment) =>
    `${shipment.shipmentNumber} is recorded as arrived at ${shipment.destinationLocation} now: the shipment and its order ${shipment.orderNumber} become delivered and its job is completed.`,
  money:
    "No money moves yet: the proof of delivery comes next. It opens the buyer's inspection period; the money captured in escrow is released to the supplier when the buyer confirms receipt or the period ends.",
} as const;

/**
 * The chosen carrier of a shipment without a tender may decline it at the order's terms: asked
 * first, with an optional reason the supplier is told.
 */
export const DECLINE_CONFIRM_TEXTS = {
  button: 'Decline',
  title: 'Decline this shipment?',
  confirm: 'Decline Shipment',
  effects: (shipment: TShipment) =>
    `${shipment.shipmentNumber} is cancelled and its order ${shipment.orderNumber} goes back to its supplier, who arranges transport again. No money moves.`,
  reason: 'Reason (optional)',
  reasonHint: 'Told to the supplier with the decline',
} as const;
const REASON_MAX = 500;

interface ShipmentRowActionsProps {
  shipment: TShipment;
  movingId: (kind: ShipmentMove) => string | null;
  onMove: (kind: ShipmentMove, shipment: TShipment) => void;
  onSubmitPod: () => void;
  /** Whether this shipment's decline is on its way. */
  declining?: boolean;
  onDecline?: (shipment: TShipment, reason: string) => void;
}

export function ShipmentRowActions({
  shipment,
  movingId,
  onMove,
  onSubmitPod,
  declining = false,
  onDecline,
}: ShipmentRowActionsProps) {
  const [confirmingDelivery, setConfirmingDelivery] = useState(false);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [reason, setReason] = useState('');
  const delivering = movingId('markDelivered') === shipment.id;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {MOVES.filter((move) => canDo(shipment, move.action)).map((move) => (
        <Button
          key={move.kind}
          size="xs"
          aria-label={`${move.label} ${shipment.shipmentNumber}`}
          loading={movingId(move.kind) === shipment.id}
          onClick={() => (move.kind === 'markDelivered' ? setConfirmingDelivery(true) : onMove(move.kind, shipment))}
        >
          {move.label}
        </Button>
      ))}
      {onDecline && canDo(shipment, 'shipment.decline') && (
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={`${DECLINE_CONFIRM_TEXTS.button} ${shipment.shipmentNumber}`}
          loading={declining}
          onClick={() => setConfirmingDecline(true)}
        >
          {DECLINE_CONFIRM_TEXTS.button}
        </Button>
      )}
      {canDo(shipment, 'shipment.submitPod') && (
        <Button size="xs" color="green" aria-label={`Submit POD for ${shipment.shipmentNumber}`} onClick={onSubmitPod}>
          Submit POD
        </Button>
      )}
      <ConfirmActionModal
        opened={confirmingDelivery}
        title={DELIVERED_CONFIRM_TEXTS.title}
        confirmLabel={DELIVERED_CONFIRM_TEXTS.confirm}
        pending={delivering}
        onClose={() => setConfirmingDelivery(false)}
        onConfirm={() => {
          setConfirmingDelivery(false);
          onMove('markDelivered', shipment);
        }}
      >
        <Text>{DELIVERED_CONFIRM_TEXTS.effects(shipment)}</Text>
        <Text size="sm">{DELIVERED_CONFIRM_TEXTS.money}</Text>
      </ConfirmActionModal>
      <ConfirmActionModal
        opened={confirmingDecline}
        title={DECLINE_CONFIRM_TEXTS.title}
        confirmLabel={DECLINE_CONFIRM_TEXTS.confirm}
        pending={declining}
        onClose={() => setConfirmingDecline(false)}
        onConfirm={() => {
          setConfirmingDecline(false);
          onDecline?.(shipment, reason);
        }}
      >
        <Text>{DECLINE_CONFIRM_TEXTS.effects(shipment)}</Text>
        <TextInput
          label={DECLINE_CONFIRM_TEXTS.reason}
          description={DECLINE_CONFIRM_TEXTS.reasonHint}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </ConfirmActionModal>
    </Group>
  );
}
