import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { myOrgVerifiedSql } from '../../verification';
import {
  carrier,
  carriesShipment,
  shipmentColumns,
  shipmentFacts,
  toShipment,
  type ShipmentFacts,
} from '../order/order.queries';

/** Shipments: the order's parties, the carrier, and every logistics company for an open tender. */
export function visibleShipments(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  if (scope.role === 'logistics') {
    return or(carriesShipment(scope.orgId), and(isNull(shipments.logisticsOrgId), eq(shipments.status, 'tendered')));
  }
  return or(eq(orders.buyerOrgId, scope.orgId), eq(orders.supplierOrgId, scope.orgId));
}

export async function listShipments(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<TShipment[]> {
  return (await loadShipments(db, scope, filter, page)).map((loaded) => loaded.row);
}

/** Shipments the caller may see, each with what the action rules read of it. */
export async function loadShipments(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<{ row: TShipment; facts: ShipmentFacts }[]> {
  const query = db
    .select({
      ...shipmentColumns,
      myOrgVerified: myOrgVerifiedSql(scope.isAdmin ? null : scope.orgId),
      pageKey: page?.key ?? NO_PAGE_KEY,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .leftJoin(carrier, eq(carrier.id, shipments.logisticsOrgId))
    .where(and(visibleShipments(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(shipments.createdAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const loaded = rows.map((row) => ({ row: toShipment(row, scope), facts: shipmentFacts(row, scope) }));
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}
