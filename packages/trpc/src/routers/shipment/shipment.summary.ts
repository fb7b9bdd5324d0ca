import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import { SHIPMENT_SUMMARY_STATES, type TShipmentSummary } from '@energy/domain/schemas/fulfilment';
import { and, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { CallerScope } from '../../scope';
import { visibleShipments } from './shipment.queries';

const countWhere = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The Logistics Dashboard's cards, counted in SQL over every shipment the caller may see (the list's visibility). */
export async function shipmentSummary(db: Executor, scope: CallerScope): Promise<TShipmentSummary> {
  const [summary] = await db
    .select({
      activeShipments: countWhere(inArray(shipments.status, [...SHIPMENT_SUMMARY_STATES.active])),
      openTenders: countWhere(inArray(shipments.status, [...SHIPMENT_SUMMARY_STATES.openTenders])),
      completedPods: countWhere(inArray(shipments.status, [...SHIPMENT_SUMMARY_STATES.completedPods])),
      arrived: countWhere(isNotNull(shipments.actualArrival)),
      arrivedOnTime: countWhere(and(isNotNull(shipments.actualArrival), lte(shipments.actualArrival, shipments.estimatedArrival))),
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(visibleShipments(scope));
  return summary ?? { activeShipments: 0, openTenders: 0, completedPods: 0, arrived: 0, arrivedOnTime: 0 };
}
