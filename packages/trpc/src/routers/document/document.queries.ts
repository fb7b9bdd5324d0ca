import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { documents, documentShares } from '@energy/db/schema/documents';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import { DOCUMENT_RECORD_TYPES, type DocumentCategory, type DocumentRecordType, type DocumentStatus, type TDocument, type TDocumentSummary } from '@energy/domain/schemas/document';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso } from '../../numbering';
import type { Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { verifiedOf } from '../../verification';

/** Is `orgId` a party of the record `id` of that type? The same rule as each domain's visibility. */
function partyOfType(type: DocumentRecordType, id: SQL | string, orgId: string): SQL {
  switch (type) {
    case 'contract':
      return sql`exists (select 1 from ${contracts} where ${contracts.id} = ${id} and (${contracts.buyerOrgId} = ${orgId} or ${contracts.supplierOrgId} = ${orgId}))`;
    case 'order':
      return sql`exists (select 1 from ${orders} where ${orders.id} = ${id} and (${orders.buyerOrgId} = ${orgId} or ${orders.supplierOrgId} = ${orgId}
        or exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.logisticsOrgId} = ${orgId})))`;
    case 'rfq':
      return sql`(exists (select 1 from ${rfqs} where ${rfqs.id} = ${id} and ${rfqs.buyerOrgId} = ${orgId})
        or exists (select 1 from ${offers} where ${offers.rfqId} = ${id} and ${offers.supplierOrgId} = ${orgId}))`;
  }
}

/** The same, for a record named by SQL columns (a share row's type and id). */
export function partyOf(type: DocumentRecordType | SQL, id: SQL | string, orgId: string): SQL {
  if (typeof type === 'string') return partyOfType(type, id, orgId);
  const branches = DOCUMENT_RECORD_TYPES.map((t) => sql`(${type} = ${t} and ${partyOfType(t, id, orgId)})`);
  return sql`(${sql.join(branches, sql` or `)})`;
}

/** A document shared with the caller: with the caller's account, or with a record the caller's organization is party to. */
function sharedWith(scope: CallerScope, orgId: string): SQL {
  return sql`exists (select 1 from ${documentShares} where ${documentShares.documentId} = ${documents.id} and (
    ${documentShares.userId} = ${scope.userId}
    or (${documentShares.recordType} is not null and ${partyOf(sql`${documentShares.recordType}`, sql`${documentShares.recordId}`, orgId)})))`;
}

/** Admins see every document; everyone else the organization's own and those shared with them. */
export function visibleDocuments(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  return sql`(${eq(documents.organizationId, scope.orgId)} or ${sharedWith(scope, scope.orgId)})`;
}

const uploader = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The documents the caller sees, as rows with their allowed actions; paged when `page` is given. */
export async function listDocuments(db: Executor, scope: CallerScope, filter: SQL | undefined, page?: Keyset): Promise<(TDocument & { pageKey?: string })[]> {
  const query = db
    .select({ pageKey: page?.key ?? sql<string | null>`null`, document: documents, organizationName: organizations.name, organizationVerified: verifiedOf(organizations), uploadedByName: uploader })
    .from(documents)
    .innerJoin(organizations, eq(organizations.id, documents.organizationId))
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(and(visibleDocuments(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [sql`${documents.createdAt} desc`, sql`${documents.id} desc`]));
  const rows = await (page ? query.limit(page.limit) : query);
  return rows.map(({ pageKey, document: d, organizationName, organizationVerified, uploadedByName }) => ({
    ...(pageKey ? { pageKey } : {}),
    id: d.id,
    name: d.name,
    category: d.category as DocumentCategory,
    mimeType: d.mimeType,
    size: d.size,
    sha256: d.sha256,
    status: d.status as DocumentStatus,
    organizationId: d.organizationId,
    organizationName,
    organizationVerified,
    uploadedByName,
    attachedTo: d.attachedType && d.attachedId ? { type: d.attachedType as DocumentRecordType, id: d.attachedId } : null,
    sharedWithMe: d.organizationId !== scope.orgId,
    createdAt: iso(d.createdAt),
    allowedActions: allowedFor(scope, 'document', { organizationId: d.organizationId }),
  }));
}

/** One visible document, or null (404 to the caller). */
export async function findDocument(db: Executor, scope: CallerScope, id: string): Promise<typeof documents.$inferSelect | null> {
  const [row] = await db.select().from(documents).where(and(eq(documents.id, id), visibleDocuments(scope)));
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
