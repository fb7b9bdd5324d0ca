import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { canDo } from '../../../components/allowedActions';

export interface OrderActions {
  confirm: boolean;
  /** Arranging a shipment creates it for the order: the verb sits on the order's row. */
  arrangeShipment: boolean;
  cancel: boolean;
  /** Not a verb: anyone who sees the order may follow its shipment. */
  track: boolean;
  /** After proof of delivery, until the escrow is released: the buyer's confirmation releases it now. */
  confirmReceipt: boolean;
  /** Not a verb: once its quantity is settled, anyone who sees the order may read what was delivered and invoiced. */
  delivery: boolean;
  /** A short or over delivery the buyer has not answered: the buyer accepts it (or disputes it). */
  acceptQuantity: boolean;
}

/** The order's buttons: the verbs the server lists for the caller on this row, plus Track once a shipment exists. */
export function orderActionsFor(order: TOrder): OrderActions {
  return {
    confirm: canDo(order, 'order.confirm'),
    arrangeShipment: canDo(order, 'shipment.create'),
    cancel: canDo(order, 'order.cancel'),
    track: order.shipment !== null,
    confirmReceipt: canDo(order, 'order.confirmReceipt'),
    delivery: order.delivery !== null,
    acceptQuantity: canDo(order, 'order.acceptQuantity'),
  };
}
