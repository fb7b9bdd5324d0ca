import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { documents, documentShares } from '@energy/db/schema/documents';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import { users } from '@energy/db/schema/users';
import {
  DOCUMENT_RECORD_TYPES,
  type DocumentCategory,
  type DocumentRecordType,
  type TDocument,
  type TDocumentSummary,
} from '@energy/domain/schemas/document';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso } from '../../iso-date';
import type { Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { verifiedOf } from '../../verification';
import { visibleContracts } from '../contract/contract.queries';
import { visibleOffers } from '../offer/offer.queries';
import { visibleOrders } from '../order/order.queries';
import { viewerOf, visibleRfqs } from '../rfq/rfq.queries';

/*
 * Who sees a document beside its own organization: the users it is shared with, and whoever sees the record
 * it is shared with (an attachment is a share with its record), by that record's own visibility SQL, so the
 * rule is stated once, in its domain: a contract's or an order's parties (a carrier while it carries), the
 * suppliers who see the buyer's RFQ, and whoever sees a supplier's offer (never another supplier; the buyer of
 * a sealed-bid RFQ only after the close).
 */

/** The record `id` of that type, as the caller's visibility rule of its domain sees it. */
function recordVisible(type: DocumentRecordType, id: SQL | string, scope: CallerScope, now: Date): SQL {
  switch (type) {
    case 'contract':
      return sql`exists (select 1 from ${contracts} where ${and(eq(contracts.id, id), visibleContracts(scope))})`;
    case 'order':
      return sql`exists (select 1 from ${orders} where ${and(eq(orders.id, id), visibleOrders(scope))})`;
    case 'rfq':
      // Only the buyer's own files reach the RFQ's suppliers: a supplier's file belongs to its offer.
      return sql`exists (select 1 from ${rfqs} where ${and(eq(rfqs.id, id), eq(rfqs.buyerOrgId, documents.organizationId), visibleRfqs(viewerOf(scope), now))})`;
    case 'offer':
      return sql`exists (select 1 from ${offers} join ${rfqs} on ${eq(rfqs.id, offers.rfqId)} where ${and(eq(offers.id, id), visibleOffers(scope, now))})`;
  }
}

/** A share row's record (its type and id columns) is visible to the caller. */
function sharedRecordVisible(scope: CallerScope, now: Date): SQL {
  const branches = DOCUMENT_RECORD_TYPES.map(
    (t) =>
      sql`(${documentShares.recordType} = ${t} and ${recordVisible(t, sql`${documentShares.recordId}`, scope, now)})`,
  );
  return sql`(${sql.join(branches, sql` or `)})`;
}

/** A document shared with the caller: with the caller's account, or with a record the caller sees. */
function sharedWith(scope: CallerScope, now: Date): SQL {
  return sql`exists (select 1 from ${documentShares} where ${documentShares.documentId} = ${documents.id} and (
    ${documentShares.userId} = ${scope.userId} or ${sharedRecordVisible(scope, now)}))`;
}

/** Admins see every document; everyone else the organization's own and those shared with them. */
export function visibleDocuments(scope: CallerScope, now = new Date()): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  return sql`(${eq(documents.organizationId, scope.orgId)} or ${sharedWith(scope, now)})`;
}

/**
 * Whether the caller's organization may attach its documents to (or share them with) the record: a party of
 * a contract or an order, the buyer of an RFQ, the supplier of an offer. `visible` tells a record the caller
 * sees but may not attach to (403) from one it cannot see (404).
 */
export function attachRight(
  type: DocumentRecordType,
  id: string,
  scope: CallerScope,
  orgId: string,
  now: Date,
): { allowed: SQL; visible: SQL } {
  const visible =
    type === 'rfq'
      ? sql`exists (select 1 from ${rfqs} where ${and(eq(rfqs.id, id), visibleRfqs(viewerOf(scope), now))})`
      : recordVisible(type, id, scope, now);
  switch (type) {
    case 'rfq':
      return {
        visible,
        allowed: sql`exists (select 1 from ${rfqs} where ${and(eq(rfqs.id, id), eq(rfqs.buyerOrgId, orgId))})`,
      };
    case 'offer':
      return {
        visible,
        allowed: sql`exists (select 1 from ${offers} where ${and(eq(offers.id, id), eq(offers.supplierOrgId, orgId))})`,
      };
    default:
      return { visible, allowed: visible };
  }
}

const uploader = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The number a person knows the attached record by ("CON-2026-000004", "Offer on RFQ-2026-000012"), never its id. */
const ATTACHED_NUMBER: Record<DocumentRecordType, SQL<string | null>> = {
  contract: sql`(select ${contracts.contractNumber} from ${contracts} where ${contracts.id} = ${documents.attachedId})`,
  order: sql`(select ${orders.orderNumber} from ${orders} where ${orders.id} = ${documents.attachedId})`,
  rfq: sql`(select ${rfqs.rfqNumber} from ${rfqs} where ${rfqs.id} = ${documents.attachedId})`,
  offer: sql`(select 'Offer on ' || ${rfqs.rfqNumber} from ${offers} join ${rfqs} on ${rfqs.id} = ${offers.rfqId} where ${offers.id} = ${documents.attachedId})`,
};
const attachedNumber = sql<string | null>`case ${documents.attachedType} ${sql.join(
  DOCUMENT_RECORD_TYPES.map((type) => sql`when ${type} then ${ATTACHED_NUMBER[type]}`),
  sql` `,
)} end`;

/** The documents the caller sees, as rows with their allowed actions; paged when `page` is given. */
export async function listDocuments(
  db: Executor,
  scope: CallerScope,
  filter: SQL | undefined,
  page?: Keyset,
): Promise<(TDocument & { pageKey?: string })[]> {
  const query = db
    .select({
      pageKey: page?.key ?? sql<string | null>`null`,
      document: documents,
      organizationName: organizations.name,
      organizationVerified: verifiedOf(organizations),
      uploadedByName: uploader,
      attachedNumber,
    })
    .from(documents)
    .innerJoin(organizations, eq(organizations.id, documents.organizationId))
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(and(visibleDocuments(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [sql`${documents.createdAt} desc`, sql`${documents.id} desc`]));
  const rows = await (page ? query.limit(page.limit) : query);
  return rows.map(
    ({ pageKey, document: d, organizationName, organizationVerified, uploadedByName, attachedNumber: number }) => ({
      ...(pageKey ? { pageKey } : {}),
      id: d.id,
      name: d.name,
      category: d.category as DocumentCategory,
      mimeType: d.mimeType,
      size: d.size,
      sha256: d.sha256,
      status: d.status,
      organizationId: d.organizationId,
      organizationName,
      organizationVerified,
      uploadedByName,
      attachedTo:
        d.attachedType && d.attachedId
          ? { type: d.attachedType as DocumentRecordType, id: d.attachedId, number }
          : null,
      sharedWithMe: d.organizationId !== scope.orgId,
      createdAt: iso(d.createdAt),
      allowedActions: allowedFor(scope, 'document', { organizationId: d.organizationId }),
    }),
  );
}

/** One visible document, or null (404 to the caller). */
export async function findDocument(
  db: Executor,
  scope: CallerScope,
  id: string,
): Promise<typeof documents.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), visibleDocuments(scope)));
  return row ?? null;
}

/** The tiles of /documents over what the caller sees: computed, never sample figures. */
export async function documentSummary(db: Executor, scope: CallerScope): Promise<TDocumentSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      categories: sql<number>`count(distinct ${documents.category})`.mapWith(Number),
      storageUsedBytes: sql<number>`coalesce(sum(${documents.size}), 0)`.mapWith(Number),
      pendingReview: sql<number>`count(*) filter (where ${documents.status} = 'pending')`.mapWith(Number),
    })
    .from(documents)
    .where(visibleDocuments(scope));
  return row ?? { total: 0, categories: 0, storageUsedBytes: 0, pendingReview: 0 };
}
