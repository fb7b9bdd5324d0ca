import type { ActionName } from '@energy/domain/actions/catalog';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import type { MeasurementKind } from '@energy/domain/schemas/measurement';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { ConfirmActionModal } from '../../../components/confirm/ConfirmActionModal';
import { RecordLoadingModal } from '../../../components/fulfilment/LoadingForm';
import { CORRECTION_TEXTS, CorrectMeasurementModal } from '../../../components/fulfilment/MeasurementCorrection';
import { shipmentValues, type ShipmentMove } from './useShipmentMoves';

/** The carrier's moves, each offered when the server lists its verb on the shipment. */
const MOVES = [
  { kind: 'accept', action: 'shipment.accept', label: 'fulfilment.moves.accept' },
  { kind: 'startTransit', action: 'shipment.startTransit', label: 'fulfilment.moves.startTransit' },
  { kind: 'markDelivered', action: 'shipment.markDelivered', label: 'fulfilment.moves.markDelivered' },
] as const satisfies readonly { kind: ShipmentMove; action: ActionName; label: string }[];

/** Marking delivered is confirmed first, saying what it does to the order and its money. */
export const DELIVERED_CONFIRM_TEXTS = {
  title: 'fulfilment.deliveredConfirm.title',
  confirm: 'fulfilment.deliveredConfirm.confirm',
  /** The shipment's values (shipmentValues). */
  effects: 'fulfilment.deliveredConfirm.effects',
  money: 'fulfilment.deliveredConfirm.money',
} as const;

/**
 * The chosen carrier of a shipment without a tender may decline it at the order's terms: asked
 * first, with an optional reason the supplier is told.
 */
export const DECLINE_CONFIRM_TEXTS = {
  button: 'fulfilment.declineConfirm.button',
  title: 'fulfilment.declineConfirm.title',
  confirm: 'fulfilment.declineConfirm.confirm',
  /** The shipment's values (shipmentValues). */
  effects: 'fulfilment.declineConfirm.effects',
  reason: 'fulfilment.declineConfirm.reason',
  reasonHint: 'fulfilment.declineConfirm.reasonHint',
} as const;
const REASON_MAX = 500;

/** A counted measurement is corrected with a reason, each where the server lists its verb. */
const CORRECTIONS = [
  { kind: 'loading', action: 'shipment.correctLoading' },
  { kind: 'receipt', action: 'shipment.correctReceipt' },
] as const satisfies readonly { kind: MeasurementKind; action: ActionName }[];

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
  const [recordingLoading, setRecordingLoading] = useState(false);
  const [correcting, setCorrecting] = useState<MeasurementKind | null>(null);
  const { t } = useTranslation();
  const delivering = movingId('markDelivered') === shipment.id;
  const values = shipmentValues(shipment);
  const moves = MOVES.filter((move) => canDo(shipment, move.action));
  const mayDecline = onDecline !== undefined && canDo(shipment, 'shipment.decline');
  const maySubmitPod = canDo(shipment, 'shipment.submitPod');
  const mayRecordLoading = canDo(shipment, 'shipment.recordLoading');
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {moves.map((move) => (
        <Button
          key={move.kind}
          size="xs"
          aria-label={t('fulfilment.moves.moveLabel', { move: t(move.label), shipmentNumber: shipment.shipmentNumber })}
          loading={movingId(move.kind) === shipment.id}
          onClick={() => (move.kind === 'markDelivered' ? setConfirmingDelivery(true) : onMove(move.kind, shipment))}
        >
          {t(move.label)}
        </Button>
      ))}
      {mayRecordLoading && (
        <Button
          size="xs"
          variant="light"
          aria-label={t('fulfilment.loadingForm.buttonLabel', { shipmentNumber: shipment.shipmentNumber })}
          onClick={() => setRecordingLoading(true)}
        >
          {t('fulfilment.loadingForm.button')}
        </Button>
      )}
      {CORRECTIONS.filter((correction) => canDo(shipment, correction.action)).map((correction) => (
        <Button
          key={correction.kind}
          size="xs"
          variant="default"
          aria-label={t(CORRECTION_TEXTS.buttonLabel[correction.kind], { shipmentNumber: shipment.shipmentNumber })}
          onClick={() => setCorrecting(correction.kind)}
        >
          {t(CORRECTION_TEXTS.button[correction.kind])}
        </Button>
      ))}
      {mayDecline && (
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={t('fulfilment.declineConfirm.buttonLabel', { shipmentNumber: shipment.shipmentNumber })}
          loading={declining}
          onClick={() => setConfirmingDecline(true)}
        >
          {t(DECLINE_CONFIRM_TEXTS.button)}
        </Button>
      )}
      {maySubmitPod && (
        <Button
          size="xs"
          color="green"
          aria-label={t('fulfilment.moves.submitPodFor', { shipmentNumber: shipment.shipmentNumber })}
          onClick={onSubmitPod}
        >
          {t('fulfilment.moves.submitPod')}
        </Button>
      )}
      <RecordLoadingModal shipment={recordingLoading ? shipment : null} onClose={() => setRecordingLoading(false)} />
      <CorrectMeasurementModal
        shipment={correcting ? shipment : null}
        kind={correcting ?? 'loading'}
        onClose={() => setCorrecting(null)}
      />
      <ConfirmActionModal
        opened={confirmingDelivery}
        title={t(DELIVERED_CONFIRM_TEXTS.title)}
        confirmLabel={t(DELIVERED_CONFIRM_TEXTS.confirm)}
        pending={delivering}
        onClose={() => setConfirmingDelivery(false)}
        onConfirm={() => {
          setConfirmingDelivery(false);
          onMove('markDelivered', shipment);
        }}
      >
        <Text>{t(DELIVERED_CONFIRM_TEXTS.effects, values)}</Text>
        <Text size="sm">{t(DELIVERED_CONFIRM_TEXTS.money)}</Text>
      </ConfirmActionModal>
      <ConfirmActionModal
        opened={confirmingDecline}
        title={t(DECLINE_CONFIRM_TEXTS.title)}
        confirmLabel={t(DECLINE_CONFIRM_TEXTS.confirm)}
        pending={declining}
        onClose={() => setConfirmingDecline(false)}
        onConfirm={() => {
          setConfirmingDecline(false);
          onDecline?.(shipment, reason);
        }}
      >
        <Text>{t(DECLINE_CONFIRM_TEXTS.effects, values)}</Text>
        <TextInput
          label={t(DECLINE_CONFIRM_TEXTS.reason)}
          description={t(DECLINE_CONFIRM_TEXTS.reasonHint)}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </ConfirmActionModal>
    </Group>
  );
}
