import type { orders } from '@energy/db/schema/orders';
import type { TOrderDelivery } from '@energy/domain/schemas/delivered-quantity';
import { iso, isoOrNull } from '../../iso-date';
import { tenThousandthsOf } from '../pricing/pricing.rows';

/** An order's settled quantity and final invoice as its rows show them; null until the quantity is settled. */
export function orderDelivery(order: typeof orders.$inferSelect): TOrderDelivery | null {
  if (!order.settledQuantity || !order.quantityStatus || !order.settledBasis || !order.quantitySettledAt) return null;
  return {
    settledQuantity: order.settledQuantity,
    status: order.quantityStatus,
    basis: order.settledBasis,
    settledAt: iso(order.quantitySettledAt),
    quantityAcceptedAt: isoOrNull(order.quantityAcceptedAt),
    finalInvoice: order.finalInvoice
      ? { ...order.finalInvoice, unitPrice: tenThousandthsOf(order.finalInvoice.unitPrice) }
      : null,
    finalInvoicedAt: isoOrNull(order.finalInvoicedAt),
  };
}
