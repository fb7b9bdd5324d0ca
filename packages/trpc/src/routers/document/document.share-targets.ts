import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import {
  DOCUMENT_SHARE_TARGET_LIMIT,
  type TDocumentShareTarget,
  type ZDocumentShareTargetsInput,
} from '@energy/domain/schemas/document';
import { aliasedTable, and, desc, eq, ilike, isNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { requireOrg, type CallerScope } from '../../scope';
import { visibleOrders } from '../order/order.queries';

const buyerOrg = aliasedTable(organizations, 'share_buyer_org');
const supplierOrg = aliasedTable(organizations, 'share_supplier_org');

/** `%`, `_` and `\\` match themselves in a search. */
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const matching = (q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined =>
  q ? or(...columns.map((column) => ilike(column, pattern(q)))) : undefined;

/** The organizations the caller's has dealings with: the other party of its contracts and orders, the shipper or carrier of its shipments. */
function counterparties(orgId: string): SQL {
  return sql`(
    select case when ${contracts.buyerOrgId} = ${orgId} then ${contracts.supplierOrgId} else ${contracts.buyerOrgId} end from ${contracts}
      where ${contracts.buyerOrgId} = ${orgId} or ${contracts.supplierOrgId} = ${orgId}
    union select ${orders.buyerOrgId} from ${orders} join ${shipments} on ${shipments.orderId} = ${orders.id} where ${shipments.logisticsOrgId} = ${orgId}
    union select ${orders.supplierOrgId} from ${orders} join ${shipments} on ${shipments.orderId} = ${orders.id} where ${shipments.logisticsOrgId} = ${orgId}
    union select ${shipments.logisticsOrgId} from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId}
      where (${orders.buyerOrgId} = ${orgId} or ${orders.supplierOrgId} = ${orgId}) and ${shipments.logisticsOrgId} is not null)`;
}

/**
 * What the Share dialog offers: exactly the targets the share would accept from the caller's
 * organization (document.service.ts requireAttachRight), searched by `q`: its contracts and the orders it sees,
 * its own RFQs (buyer) and offers (supplier), and the active users of the organizations it deals with.
 */
export async function documentShareTargets(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZDocumentShareTargetsInput>,
): Promise<TDocumentShareTarget[]> {
  const orgId = requireOrg(scope);
  const q = input.q?.trim() || undefined;
  const other = (buyer: AnyColumn) =>
    sql<string>`case when ${buyer} = ${orgId} then ${supplierOrg.name} else ${buyerOrg.name} end`;
  switch (input.type) {
    case 'contract': {
      const rows = await db
        .select({
          id: contracts.id,
          number: contracts.contractNumber,
          title: rfqs.title,
          description: other(contracts.buyerOrgId),
        })
        .from(contracts)
        .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
        .innerJoin(buyerOrg, eq(buyerOrg.id, contracts.buyerOrgId))
        .innerJoin(supplierOrg, eq(supplierOrg.id, contracts.supplierOrgId))
        .where(
          and(
            or(eq(contracts.buyerOrgId, orgId), eq(contracts.supplierOrgId, orgId)),
            matching(q, [contracts.contractNumber, rfqs.title]),
          ),
        )
        .orderBy(desc(contracts.createdAt), desc(contracts.id))
        .limit(DOCUMENT_SHARE_TARGET_LIMIT);
      return rows.map((r) => ({ id: r.id, label: `${r.number} — ${r.title}`, description: r.description }));
    }
    case 'order': {
      const rows = await db
        .select({ id: orders.id, number: orders.orderNumber, title: rfqs.title, description: other(orders.buyerOrgId) })
        .from(orders)
        .innerJoin(contracts, eq(contracts.id, orders.contractId))
        .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
        .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId))
        .innerJoin(supplierOrg, eq(supplierOrg.id, orders.supplierOrgId))
        .where(and(visibleOrders(scope), matching(q, [orders.orderNumber, rfqs.title])))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(DOCUMENT_SHARE_TARGET_LIMIT);
      return rows.map((r) => ({ id: r.id, label: `${r.number} — ${r.title}`, description: r.description }));
    }
    case 'rfq': {
      const rows = await db
        .select({ id: rfqs.id, number: rfqs.rfqNumber, title: rfqs.title, status: rfqs.status })
        .from(rfqs)
        .where(and(eq(rfqs.buyerOrgId, orgId), matching(q, [rfqs.rfqNumber, rfqs.title])))
        .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
        .limit(DOCUMENT_SHARE_TARGET_LIMIT);
      return rows.map((r) => ({ id: r.id, label: `${r.number} — ${r.title}`, description: r.status }));
    }
    case 'offer': {
      const rows = await db
        .select({ id: offers.id, number: rfqs.rfqNumber, title: rfqs.title, description: buyerOrg.name })
        .from(offers)
        .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
        .innerJoin(buyerOrg, eq(buyerOrg.id, rfqs.buyerOrgId))
        .where(and(eq(offers.supplierOrgId, orgId), matching(q, [rfqs.rfqNumber, rfqs.title])))
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(DOCUMENT_SHARE_TARGET_LIMIT);
      return rows.map((r) => ({ id: r.id, label: `Offer on ${r.number} — ${r.title}`, description: r.description }));
    }
    case 'user': {
      const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
      const rows = await db
        .select({ id: users.id, name, description: organizations.name })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(
          and(
            isNull(users.deactivatedAt),
            ne(users.organizationId, orgId),
            sql`${users.organizationId} in ${counterparties(orgId)}`,
            matching(q, [name, organizations.name]),
          ),
        )
        .orderBy(organizations.name, users.lastName, users.firstName, users.id)
        .limit(DOCUMENT_SHARE_TARGET_LIMIT);
      return rows.map((r) => ({ id: r.id, label: r.name, description: r.description }));
    }
  }
}
