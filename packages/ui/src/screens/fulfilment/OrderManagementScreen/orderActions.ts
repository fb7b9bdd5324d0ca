import type { OrderStatus } from '@energy/domain/constants';
import type { TOrder } from '@energy/domain/schemas/fulfilment';
import type { SessionParty } from '../../../components/procurement/useSessionRole';

/** Goods have not moved yet: the order can still be cancelled (domain/machines/fulfilment). */
const CANCELLABLE: readonly OrderStatus[] = ['created', 'confirmed', 'allocated'];

export interface OrderActions {
  confirm: boolean;
  arrangeShipment: boolean;
  cancel: boolean;
  track: boolean;
  /** After proof of delivery, until the escrow is released: the buyer's confirmation releases it now. */
  confirmReceipt: boolean;
}

/** What the signed-in party may do with an order; the server checks the same rules again. */
export function orderActionsFor(order: TOrder, { role, organizationId }: SessionParty): OrderActions {
  const isSupplier = role === 'supplier' && order.supplierOrg.id === organizationId;
  const isBuyer = role === 'buyer' && order.buyerOrg.id === organizationId;
  return {
    confirm: isSupplier && order.status === 'created',
    arrangeShipment: isSupplier && order.status === 'confirmed' && order.shipment === null,
    cancel: (isSupplier || isBuyer) && CANCELLABLE.includes(order.status),
    track: order.shipment !== null,
    confirmReceipt: isBuyer && order.escrow.releaseDueAt !== null && order.escrow.releasedAt === null,
  };
}
