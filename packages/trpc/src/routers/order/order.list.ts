import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import type { ORDER_SORTS, TOrder, ZOrderListInput } from '@energy/domain/schemas/fulfilment';
import type { TPage } from '@energy/domain/schemas/paging';
import { ORDER_CLOSED_STATES } from '@energy/domain/machines/fulfilment';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { listOrders, visibleOrders } from './order.queries';

const ORDER_LIST: ListSpec<(typeof ORDER_SORTS)[number]> = {
  name: 'order',
  id: orders.id,
  sorts: {
    createdAt: { column: orders.createdAt, kind: 'timestamptz' },
    orderNumber: { column: orders.orderNumber, kind: 'text' },
    totalValue: { column: orders.totalValue, kind: 'bigint' },
  },
  search: [orders.orderNumber, contracts.contractNumber],
};

type OrderListInput = z.output<typeof ZOrderListInput>;

/** One page of the orders the caller sees; `pendingOnly` leaves out completed and cancelled ones. */
export function pageOrders(
  db: Executor,
  scope: CallerScope,
  input: OrderListInput,
  pendingOnly = false,
): Promise<TPage<TOrder>> {
  const filter = and(
    pendingOnly ? notInArray(orders.status, [...ORDER_CLOSED_STATES]) : undefined,
    input.status ? eq(orders.status, input.status) : undefined,
  );
  return runPage(
    db,
    ORDER_LIST,
    input,
    (keyset) => listOrders(db, scope, filter, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(orders)
        .innerJoin(contracts, eq(contracts.id, orders.contractId))
        .where(and(visibleOrders(scope), filter, search))
        .$dynamic(),
  );
}
