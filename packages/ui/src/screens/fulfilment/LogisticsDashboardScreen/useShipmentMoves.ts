import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import type { ServerError } from '../../../components/serverErrors';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../trpc';

/** The moves' notices, as catalogue keys; the texts take the shipment's values (shipmentValues). */
export const MOVE_NOTICES = {
  accepted: 'fulfilment.moves.accepted',
  acceptedText: 'fulfilment.moves.acceptedText',
  inTransit: 'fulfilment.moves.inTransit',
  inTransitText: 'fulfilment.moves.inTransitText',
  delivered: 'fulfilment.moves.delivered',
  deliveredText: 'fulfilment.moves.deliveredText',
  declined: 'fulfilment.moves.declined',
  declinedText: 'fulfilment.moves.declinedText',
  failed: 'fulfilment.moves.failed',
  failedFallback: 'fulfilment.moves.failedFallback',
} as const;

/** The values the shipment texts name. */
export const shipmentValues = (shipment: TShipment) => ({
  shipmentNumber: shipment.shipmentNumber,
  orderNumber: shipment.orderNumber,
  origin: shipment.originLocation,
  destination: shipment.destinationLocation,
});

type MoveNotice = (typeof MOVE_NOTICES)[keyof typeof MOVE_NOTICES];

export type ShipmentMove = 'accept' | 'startTransit' | 'markDelivered';

/** The carrier's three steps, each refreshing the shipments and the orders that follow them. */
export function useShipmentMoves() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const onSuccess = (title: MoveNotice, text: MoveNotice) => (shipment: TShipment) => {
    showNotice({ title: t(title), message: t(text, shipmentValues(shipment)) });
    void utils.shipment.invalidate();
    void utils.order.list.invalidate();
  };
  const onError = (error: ServerError) =>
    showNotice({
      title: t(MOVE_NOTICES.failed),
      message: failureMessage(error, t(MOVE_NOTICES.failedFallback)),
      variant: 'destructive',
    });
  const accept = trpc.shipment.accept.useMutation({
    onSuccess: onSuccess(MOVE_NOTICES.accepted, MOVE_NOTICES.acceptedText),
    onError,
  });
  const startTransit = trpc.shipment.startTransit.useMutation({
    onSuccess: onSuccess(MOVE_NOTICES.inTransit, MOVE_NOTICES.inTransitText),
    onError,
  });
  const markDelivered = trpc.shipment.markDelivered.useMutation({
    onSuccess: onSuccess(MOVE_NOTICES.delivered, MOVE_NOTICES.deliveredText),
    onError,
  });
  // The chosen carrier's no to a shipment without a tender: cancelled, its order back with the supplier.
  const decline = trpc.shipment.decline.useMutation({
    onSuccess: onSuccess(MOVE_NOTICES.declined, MOVE_NOTICES.declinedText),
    onError,
  });
  const mutations = { accept, startTransit, markDelivered };

  return {
    move: (kind: ShipmentMove, shipment: TShipment) => mutations[kind].mutate({ id: shipment.id }),
    /** The shipment whose move is on its way, for the button's spinner. */
    movingId: (kind: ShipmentMove): string | null => (mutations[kind].isPending ? mutations[kind].variables.id : null),
    /** Declines the shipment, telling the supplier the reason when one is given. */
    decline: (shipment: TShipment, reason: string) =>
      decline.mutate({ id: shipment.id, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
    decliningId: decline.isPending ? decline.variables.id : null,
  };
}
