import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import type { SHIPMENT_SORTS, TShipment, ZShipmentListInput } from '@energy/domain/schemas/fulfilment';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { listShipments, visibleShipments } from './shipment.queries';

const SHIPMENT_LIST: ListSpec<(typeof SHIPMENT_SORTS)[number]> = {
  name: 'shipment',
  id: shipments.id,
  sorts: {
    createdAt: { column: shipments.createdAt, kind: 'timestamptz' },
    shipmentNumber: { column: shipments.shipmentNumber, kind: 'text' },
    estimatedArrival: { column: shipments.estimatedArrival, kind: 'timestamptz' },
  },
  search: [shipments.shipmentNumber, orders.orderNumber, shipments.originLocation, shipments.destinationLocation],
};

type ShipmentListInput = z.output<typeof ZShipmentListInput>;

export function pageShipments(db: Executor, scope: CallerScope, input: ShipmentListInput): Promise<TPage<TShipment>> {
  const filter = input.status ? eq(shipments.status, input.status) : undefined;
  return runPage(
    db,
    SHIPMENT_LIST,
    input,
    (keyset) => listShipments(db, scope, filter, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(and(visibleShipments(scope), filter, search))
        .$dynamic(),
  );
}
