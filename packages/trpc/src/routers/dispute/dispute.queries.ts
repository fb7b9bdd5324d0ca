import type { Executor } from '@energy/db/client';
import { disputes } from '@energy/db/schema/admin-reviews';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { DisputeCategory, DisputePriority, DisputeRelatedType, TDispute } from '@energy/domain/schemas/dispute';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { notFound } from '../../errors';
import { iso } from '../../iso-date';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';

export type DisputeFacts = RecordFacts['dispute'];

/** Disputes: admins see every one; an organization sees those on records it is party to. */
export function visibleDisputes(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  return sql`${scope.orgId}::uuid = any(${disputes.partyOrgIds})`;
}

/** The related record's number (CON-/ORD-/SHP-...), joined by its type. */
export const contractOfDispute = and(
  eq(disputes.relatedEntityType, 'contract'),
  eq(contracts.id, disputes.relatedEntityId),
);
export const orderOfDispute = and(eq(disputes.relatedEntityType, 'order'), eq(orders.id, disputes.relatedEntityId));
export const shipmentOfDispute = and(
  eq(disputes.relatedEntityType, 'shipment'),
  eq(shipments.id, disputes.relatedEntityId),
);
export const relatedLabel = sql<string>`coalesce(${contracts.contractNumber}, ${orders.orderNumber}, ${shipments.shipmentNumber}, '')`;
export const reporterName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export async function loadDisputes(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<{ row: TDispute; facts: DisputeFacts; partyOrgIds: string[] }[]> {
  const query = db
    .select({ dispute: disputes, relatedLabel, reporterName, pageKey: page?.key ?? NO_PAGE_KEY })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.raisedBy))
    .leftJoin(contracts, contractOfDispute)
    .leftJoin(orders, orderOfDispute)
    .leftJoin(shipments, shipmentOfDispute)
    .where(and(visibleDisputes(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(disputes.createdAt), desc(disputes.id)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const loaded = rows.map(({ dispute: d, relatedLabel: label, reporterName: name }) => {
    const facts: DisputeFacts = { status: d.status };
    const row: TDispute = {
      id: d.id,
      category: d.category as DisputeCategory,
      priority: d.priority as DisputePriority,
      status: facts.status,
      relatedEntityType: d.relatedEntityType as DisputeRelatedType,
      relatedEntityId: d.relatedEntityId,
      relatedEntityLabel: label,
      description: d.description,
      raisedBy: d.raisedBy,
      raisedByName: name,
      raisedByOrgId: d.raisedByOrgId,
      createdAt: iso(d.createdAt),
      resolutionNotes: d.resolutionNotes,
      allowedActions: allowedFor(scope, 'dispute', facts),
    };
    return { row, facts, partyOrgIds: d.partyOrgIds };
  });
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}

export async function getDispute(db: Executor, scope: CallerScope, id: string): Promise<TDispute> {
  const [loaded] = await loadDisputes(db, scope, eq(disputes.id, id));
  if (!loaded) throw notFound('Dispute');
  return loaded.row;
}
