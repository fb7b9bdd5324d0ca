import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import type { RecordFacts } from '@energy/domain/actions/records';
import { isRfqOpen } from '@energy/domain/machines/procurement';
import { deliveryTermsOf } from '@energy/domain/schemas/delivery-terms';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { and, desc, eq, exists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { iso } from '../../iso-date';
import { myOrgVerifiedSql, verifiedOf, withMyOrgVerified } from '../../verification';
import { allowedFor } from '../../authorize';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { rfqOpenSql } from './rfq.open';

export type RfqFacts = RecordFacts['rfq'];

/**
 * What the RFQ queries read of the caller. `orgId` is the organization's id, or a placeholder of a prepared
 * statement (rfq.list.ts); likewise `now` below is a Date or a placeholder bound to a timestamp column.
 */
export interface RfqViewer {
  isAdmin: boolean;
  supplier: boolean;
  orgId: string | SQLWrapper | null;
}

export function viewerOf(scope: CallerScope): RfqViewer {
  return { isAdmin: scope.isAdmin, supplier: scope.role === 'supplier', orgId: scope.orgId };
}

function quotedBy(orgId: string | SQLWrapper): SQL {
  return exists(
    sql`(select 1 from ${offers} where ${offers.rfqId} = ${rfqs.id} and ${offers.supplierOrgId} = ${orgId})`,
  );
}

/**
 * Which RFQs a caller sees: admins all; suppliers the open ones of every buyer and those they quoted
 * on; everyone else their own organization's.
 */
export function visibleRfqs(viewer: RfqViewer, now: Date | SQLWrapper): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  if (!viewer.orgId) return sql`false`;
  if (viewer.supplier) return or(rfqOpenSql(now), quotedBy(viewer.orgId));
  return eq(rfqs.buyerOrgId, viewer.orgId);
}

/** Offers the caller may count: all on its RFQs for a buyer (sealed or not: the count is no secret), only its own for a supplier. */
function visibleOfferCount(viewer: RfqViewer) {
  const own = viewer.supplier && viewer.orgId ? sql`and ${offers.supplierOrgId} = ${viewer.orgId}` : sql``;
  return sql<number>`(select count(*) from ${offers} where ${offers.rfqId} = ${rfqs.id} ${own})`.mapWith(Number);
}

export async function listRfqs(
  db: Executor,
  scope: CallerScope,
  filter: SQL | undefined,
  now = new Date(),
  page?: Keyset,
): Promise<TRfq[]> {
  return (await loadRfqs(db, scope, filter, now, page)).map((loaded) => loaded.row);
}

/** RFQs the caller may see, each with what the action rules read of it. */
export async function loadRfqs(
  db: Executor,
  scope: CallerScope,
  filter: SQL | undefined,
  now = new Date(),
  page?: Keyset,
): Promise<{ row: TRfq; facts: RfqFacts }[]> {
  const query = selectRfqs(db, viewerOf(scope), filter, now, page);
  const rows = await (page ? query.limit(page.limit) : query);
  return rememberLoadedKeys(
    toLoadedRfqs(rows, scope, now),
    rows.map((row) => row.pageKey),
  );
}

/** The RFQ list's select: each visible RFQ with its buyer and what the action rules read (`now` as in RfqViewer). */
export function selectRfqs(
  db: Executor,
  viewer: RfqViewer,
  filter: SQL | undefined,
  now: Date | SQLWrapper,
  page?: Keyset,
) {
  return db
    .select({
      pageKey: page?.key ?? NO_PAGE_KEY,
      rfq: rfqs,
      buyerOrgName: organizations.name,
      buyerOrgVerified: verifiedOf(organizations),
      visibleOfferCount: visibleOfferCount(viewer),
      quotedByMe: viewer.orgId ? sql<boolean>`${quotedBy(viewer.orgId)}` : sql<boolean>`false`,
      myOrgVerified: myOrgVerifiedSql(viewer.orgId),
    })
    .from(rfqs)
    .innerJoin(organizations, eq(organizations.id, rfqs.buyerOrgId))
    .where(and(visibleRfqs(viewer, now), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(rfqs.createdAt)]))
    .$dynamic();
}

/** Rows of selectRfqs as the caller gets them: each with its allowed actions, and its facts. */
export function toLoadedRfqs(rows: RfqRow[], scope: CallerScope, now: Date): { row: TRfq; facts: RfqFacts }[] {
  return rows.map((row) => {
    const facts = factsOf(row);
    return { row: toRfq(row, now, allowedFor(scope, 'rfq', facts, now)), facts };
  });
}

type RfqRow = {
  rfq: typeof rfqs.$inferSelect;
  buyerOrgName: string;
  buyerOrgVerified: boolean;
  visibleOfferCount: number;
  quotedByMe: boolean;
  myOrgVerified?: boolean | null;
};

function factsOf({ rfq, quotedByMe, myOrgVerified }: RfqRow): RfqFacts {
  return withMyOrgVerified(
    { buyerOrgId: rfq.buyerOrgId, status: rfq.status, closeDate: rfq.closeDate, quotedByMe: Boolean(quotedByMe) },
    myOrgVerified,
  );
}

export function toRfq(
  { rfq, buyerOrgName, buyerOrgVerified, visibleOfferCount, quotedByMe }: RfqRow,
  now: Date,
  allowedActions: TRfq['allowedActions'],
): TRfq {
  const refined = rfq.specifications.refinedProductType;
  return {
    allowedActions,
    id: rfq.id,
    rfqNumber: rfq.rfqNumber,
    title: rfq.title,
    description: rfq.description,
    productType: rfq.productType as TRfq['productType'],
    refinedProductType: typeof refined === 'string' ? refined : null,
    quantity: rfq.quantity,
    unit: rfq.unit as TRfq['unit'],
    deliveryLocation: rfq.deliveryLocation,
    deliveryDate: iso(rfq.deliveryDate),
    closeDate: iso(rfq.closeDate),
    specifications: rfq.specifications,
    terms: rfq.terms,
    deliveryTerms: deliveryTermsOf(rfq),
    status: rfq.status,
    sealedBids: rfq.terms.sealedBids === true,
    buyerOrgId: rfq.buyerOrgId,
    buyerOrgName,
    buyerOrgVerified,
    visibleOfferCount,
    quotedByMe: Boolean(quotedByMe),
    isOpen: isRfqOpen(rfq.status, rfq.closeDate, now),
    createdAt: iso(rfq.createdAt),
  };
}
