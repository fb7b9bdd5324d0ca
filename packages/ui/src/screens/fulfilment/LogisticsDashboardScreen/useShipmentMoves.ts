import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import type { ServerError } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const MOVE_NOTICES = {
  accepted: 'Shipment Accepted',
  acceptedText: (shipment: TShipment) =>
    `${shipment.shipmentNumber} is assigned to you. Start transit when it departs.`,
  inTransit: 'In Transit',
  inTransitText: (shipment: TShipment) => `${shipment.shipmentNumber} has left ${shipment.originLocation}.`,
  delivered: 'Delivered',
  deliveredText: (shipment: TShipment) =>
    `${shipment.shipmentNumber} has arrived at ${shipment.destinationLocation}. Submit the proof of delivery next.`,
  declined: 'Shipment Declined',
  declinedText: (shipment: TShipment) =>
    `${shipment.shipmentNumber} is cancelled: its supplier arranges transport for order ${shipment.orderNumber} again.`,
  failed: 'Update Failed',
  failedFallback: 'Failed to update shipment',
} as const;

export type ShipmentMove = 'accept' | 'startTransit' | 'markDelivered';

/** The carrier's three steps, each refreshing the shipments and the orders that follow them. */
export function useShipmentMoves() {
  const utils = trpc.useUtils();
  const onSuccess = (title: string, text: (shipment: TShipment) => string) => (shipment: TShipment) => {
    showNotice({ title, message: text(shipment) });
    void utils.shipment.invalidate();
    void utils.order.list.invalidate();
  };
  const onError = (error: ServerError) =>
    showNotice({
      title: MOVE_NOTICES.failed,
      message: failureMessage(error, MOVE_NOTICES.failedFallback),
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
