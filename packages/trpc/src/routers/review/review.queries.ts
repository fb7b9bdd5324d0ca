import type { Executor } from '@energy/db/client';
import { kybKycReviews } from '@energy/db/schema/admin-reviews';
import { documents } from '@energy/db/schema/documents';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { ReviewType, TReview, TReviewEvidence } from '@energy/domain/schemas/review';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { notFound } from '../../errors';
import { iso, isoOrNull } from '../../iso-date';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { visibleDocuments } from '../document/document.queries';

export type ReviewFacts = RecordFacts['review'];

/** Reviews: admins see every one; a member sees its organization's KYB reviews and its own KYC reviews. */
export function visibleReviews(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  const own = eq(kybKycReviews.userId, scope.userId);
  if (!scope.orgId) return own;
  return sql`(${own} or (${kybKycReviews.reviewType} = 'kyb' and ${kybKycReviews.organizationId} = ${scope.orgId}))`;
}

export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * The evidence of a page of reviews in one query: each listed document the caller may read (admins read
 * every one; a member its organization's own), by id. A review's evidence is its submitting organization's.
 */
async function loadEvidence(
  db: Executor,
  scope: CallerScope,
  ids: readonly string[],
): Promise<Map<string, TReviewEvidence & { organizationId: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      mimeType: documents.mimeType,
      size: documents.size,
      organizationId: documents.organizationId,
    })
    .from(documents)
    .where(and(inArray(documents.id, unique), visibleDocuments(scope)));
  return new Map(rows.map((row) => [row.id, row]));
}

function evidenceOf(
  review: typeof kybKycReviews.$inferSelect,
  stored: Map<string, TReviewEvidence & { organizationId: string }>,
): TReviewEvidence[] {
  return review.documents.flatMap((id) => {
    const document = stored.get(id);
    return document && document.organizationId === review.organizationId
      ? [{ id, name: document.name, mimeType: document.mimeType, size: document.size }]
      : [];
  });
}

export async function loadReviews(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<{ row: TReview; facts: ReviewFacts }[]> {
  const query = db
    .select({
      review: kybKycReviews,
      organizationName: organizations.name,
      userName,
      pageKey: page?.key ?? NO_PAGE_KEY,
    })
    .from(kybKycReviews)
    .innerJoin(users, eq(users.id, kybKycReviews.userId))
    .leftJoin(organizations, eq(organizations.id, kybKycReviews.organizationId))
    .where(and(visibleReviews(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(kybKycReviews.submittedAt), desc(kybKycReviews.id)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const stored = await loadEvidence(
    db,
    scope,
    rows.flatMap(({ review }) => review.documents),
  );
  const loaded = rows.map(({ review: r, organizationName, userName: name }) => {
    const facts: ReviewFacts = { status: r.status };
    const row: TReview = {
      id: r.id,
      reviewType: r.reviewType as ReviewType,
      organizationId: r.organizationId,
      organizationName,
      userId: r.userId,
      userName: name,
      status: facts.status,
      submittedAt: iso(r.submittedAt),
      documents: r.documents,
      documentCount: r.documents.length,
      evidence: evidenceOf(r, stored),
      rejectionReason: r.rejectionReason,
      decidedAt: isoOrNull(r.decidedAt),
      allowedActions: allowedFor(scope, 'review', facts),
    };
    return { row, facts };
  });
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}

export async function getReview(db: Executor, scope: CallerScope, id: string): Promise<TReview> {
  const [loaded] = await loadReviews(db, scope, eq(kybKycReviews.id, id));
  if (!loaded) throw notFound('Review');
  return loaded.row;
}
