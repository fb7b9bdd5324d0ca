import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { shipments } from '@energy/db/schema/shipments';
import type { TOrder, TShipment } from '@energy/domain/schemas/fulfilment';
import { aliasedTable, and, asc, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { iso, isoOrNull } from '../../numbering';
import { NO_PAGE_KEY, rememberKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { escrowOf } from '../payment/payment.queries';

/*
 * Folders import one way: shipment -> order -> payment. An order's answer carries its shipment and the
 * shipment services look their order up, so the shipment projection lives here and shipment.queries
 * reuses it; the escrow clock belongs to payments and orders borrow it.
 */

const buyerOrg = aliasedTable(organizations, 'buyer_org');
const supplierOrg = aliasedTable(organizations, 'supplier_org');
export const carrier = aliasedTable(organizations, 'carrier');

/** Orders: the buyer's and supplier's organizations, the logistics company carrying it, admins. */
export function visibleOrders(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  const carries = exists(sql`(select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.logisticsOrgId} = ${scope.orgId})`);
  return or(eq(orders.buyerOrgId, scope.orgId), eq(orders.supplierOrgId, scope.orgId), carries);
}

export interface ShipmentRow {
  shipment: typeof shipments.$inferSelect;
  orderNumber: string;
  carrierName: string | null;
}

/** The columns toShipment reads; select them from shipments joined to orders and left-joined to `carrier`. */
export const shipmentColumns = { shipment: shipments, orderNumber: orders.orderNumber, carrierName: carrier.name };

export function toShipment({ shipment: s, orderNumber, carrierName }: ShipmentRow): TShipment {
  return {
    allowedActions: [],
    id: s.id, shipmentNumber: s.shipmentNumber, orderId: s.orderId, orderNumber, status: s.status as TShipment['status'],
    originLocation: s.originLocation, destinationLocation: s.destinationLocation, cargoDescription: s.cargoDescription,
    estimatedDeparture: iso(s.estimatedDeparture), actualDeparture: isoOrNull(s.actualDeparture),
    estimatedArrival: iso(s.estimatedArrival), actualArrival: isoOrNull(s.actualArrival),
    logisticsOrg: s.logisticsOrgId && carrierName ? { id: s.logisticsOrgId, name: carrierName } : null,
    podData: s.podDeliveredAt && s.podRecipientName
      ? { deliveredAt: iso(s.podDeliveredAt), recipientName: s.podRecipientName, signature: s.podSignature, notes: s.podNotes }
      : null,
    createdAt: iso(s.createdAt),
  };
}

export async function listOrders(db: Executor, scope: CallerScope, filter?: SQL, page?: Keyset): Promise<TOrder[]> {
  const query = db
    .select({ pageKey: page?.key ?? NO_PAGE_KEY, order: orders, contractNumber: contracts.contractNumber, buyerName: buyerOrg.name, supplierName: supplierOrg.name })
    .from(orders)
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId))
    .innerJoin(supplierOrg, eq(supplierOrg.id, orders.supplierOrgId))
    .where(and(visibleOrders(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(orders.createdAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const ids = rows.map((r) => r.order.id);
  // The live shipment of each order (a cancelled one only when there is no other).
  const shipmentRows = ids.length
    ? await db
        .select(shipmentColumns)
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .leftJoin(carrier, eq(carrier.id, shipments.logisticsOrgId))
        .where(inArray(shipments.orderId, ids))
        .orderBy(asc(sql`${shipments.status} <> 'cancelled'`), asc(shipments.createdAt))
    : [];
  const byOrder = new Map(shipmentRows.map((r) => [r.shipment.orderId, toShipment(r)]));
  const items = rows.map(({ order, contractNumber, buyerName, supplierName }): TOrder => ({
    allowedActions: [],
    id: order.id, orderNumber: order.orderNumber, contractId: order.contractId, contractNumber,
    buyerOrg: { id: order.buyerOrgId, name: buyerName }, supplierOrg: { id: order.supplierOrgId, name: supplierName },
    totalValue: order.totalValue, currency: order.currency as TOrder['currency'], status: order.status as TOrder['status'],
    cancelReason: order.cancelReason, createdAt: iso(order.createdAt), shipment: byOrder.get(order.id) ?? null, escrow: escrowOf(order),
  }));
  return rememberKeys(items, rows.map((row) => row.pageKey));
}
