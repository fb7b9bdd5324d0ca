import type { Executor } from '@energy/db/client';
import { disputes } from '@energy/db/schema/admin-reviews';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import type { DISPUTE_SORTS, TDispute, ZDisputeListInput } from '@energy/domain/schemas/dispute';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import {
  contractOfDispute,
  loadDisputes,
  orderOfDispute,
  relatedLabel,
  reporterName,
  shipmentOfDispute,
  visibleDisputes,
} from './dispute.queries';

/** Spec 001 Disputes: the search matches the contract, order or shipment (number or id) or the reporter. */
const DISPUTE_LIST: ListSpec<(typeof DISPUTE_SORTS)[number]> = {
  name: 'dispute',
  id: disputes.id,
  sorts: { createdAt: { column: disputes.createdAt, kind: 'timestamptz' } },
  search: [
    sql`${disputes.id}::text`,
    relatedLabel,
    sql`${disputes.relatedEntityId}::text`,
    reporterName,
    users.username,
  ],
};

export async function pageDisputes(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZDisputeListInput>,
): Promise<TPage<TDispute>> {
  const filter = and(
    input.status ? eq(disputes.status, input.status) : undefined,
    input.category ? eq(disputes.category, input.category) : undefined,
  );
  return runPage(
    db,
    DISPUTE_LIST,
    input,
    async (keyset) => (await loadDisputes(db, scope, filter, keyset)).map((l) => l.row),
    (search) =>
      db
        .select(MATCH)
        .from(disputes)
        .innerJoin(users, eq(users.id, disputes.raisedBy))
        .leftJoin(contracts, contractOfDispute)
        .leftJoin(orders, orderOfDispute)
        .leftJoin(shipments, shipmentOfDispute)
        .where(and(visibleDisputes(scope), filter, search))
        .$dynamic(),
  );
}
