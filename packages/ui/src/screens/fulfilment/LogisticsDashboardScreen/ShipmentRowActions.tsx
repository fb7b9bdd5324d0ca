import type { ActionName } from '@energy/domain/actions/catalog';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import type { MeasurementKind } from '@energy/domain/schemas/measurement-units';
import { correctionClosedReason } from '@energy/domain/schemas/measurement-messages';
import { localizeMessage } from '@energy/i18n/localize';
import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo, roleMay } from '../../../components/allowedActions';
import { ConfirmActionModal } from '../../../components/confirm/ConfirmActionModal';
import { CORRECTION_TEXTS } from '../../../components/fulfilment/correctionTexts';
import {
  LazyCorrectMeasurementModal,
  LazyRecordLoadingModal,
} from '../../../components/fulfilment/lazyFulfilmentDialogs';
import { useDisplay } from '../../../i18n/useDisplay';
import { useSessionParty } from '../../../session/useSessionParty';
import { shipmentValues, type ShipmentMove } from './useShipmentMoves';
import { DeferredTooltip } from '../../../components/DeferredTooltip';

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

/**
 * Why the receipt of a shipment the caller would correct can no longer be: the order's final invoice stands on it
 * (the registry's refusal, finalInvoiceRefusal, read off the row's `invoicing`), or null. Only for a party that corrects
 * receipts (the carrier of the shipment, or a supplier, who sees only its own orders' shipments) and a receipt that was
 * measured; the loading's corrections end at departure, long before any final invoice.
 */
function closedReceiptReason(
  shipment: TShipment,
  party: { role: string | null; organizationId: string | null },
): string | null {
  if (canDo(shipment, 'shipment.correctReceipt') || !shipment.measured.receipt) return null;
  if (!roleMay(party.role, 'shipment.correctReceipt')) return null;
  if (party.role === 'logistics' && shipment.logisticsOrg?.id !== party.organizationId) return null;
  return correctionClosedReason('receipt', shipment.invoicing);
}

/** A correction the server no longer takes: its button stays, off, with the reason beside it for every reader. */
function ClosedCorrectionButton({ shipment, reason }: { shipment: TShipment; reason: string }) {
  const { t } = useTranslation();
  const { language } = useDisplay();
  const reasonId = useId();
  const text = localizeMessage(reason, language);
  return (
    <DeferredTooltip label={text} multiline w={280} withArrow>
      <Button
        size="xs"
        variant="default"
        data-disabled
        aria-disabled
        aria-describedby={reasonId}
        aria-label={t(CORRECTION_TEXTS.buttonLabel.receipt, { shipmentNumber: shipment.shipmentNumber })}
        onClick={(event) => event.preventDefault()}
      >
        {t(CORRECTION_TEXTS.button.receipt)}
        <VisuallyHidden id={reasonId}>{text}</VisuallyHidden>
      </Button>
    </DeferredTooltip>
  );
}

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
  const receiptClosed = closedReceiptReason(shipment, useSessionParty());
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
      {receiptClosed && <ClosedCorrectionButton shipment={shipment} reason={receiptClosed} />}
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
      <LazyRecordLoadingModal
        shipment={recordingLoading ? shipment : null}
        onClose={() => setRecordingLoading(false)}
      />
      <LazyCorrectMeasurementModal
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
