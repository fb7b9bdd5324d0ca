import type { Executor } from '@energy/db/client';
import { kybKycReviews } from '@energy/db/schema/admin-reviews';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { ReviewStatus } from '@energy/domain/machines/admin';
import type { ReviewType, TReview } from '@energy/domain/schemas/review';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { notFound } from '../../errors';
import { iso, isoOrNull } from '../../numbering';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';

export type ReviewFacts = RecordFacts['review'];

/** Reviews: admins see every one; a member sees its organization's KYB reviews and its own KYC reviews. */
export function visibleReviews(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  const own = eq(kybKycReviews.userId, scope.userId);
  if (!scope.orgId) return own;
  return sql`(${own} or (${kybKycReviews.reviewType} = 'kyb' and ${kybKycReviews.organizationId} = ${scope.orgId}))`;
}

export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export async function loadReviews(db: Executor, scope: CallerScope, filter?: SQL, page?: Keyset): Promise<{ row: TReview; facts: ReviewFacts }[]> {
  const query = db
    .select({ review: kybKycReviews, organizationName: organizations.name, userName, pageKey: page?.key ?? NO_PAGE_KEY })
    .from(kybKycReviews)
    .innerJoin(users, eq(users.id, kybKycReviews.userId))
    .leftJoin(organizations, eq(organizations.id, kybKycReviews.organizationId))
    .where(and(visibleReviews(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(kybKycReviews.submittedAt), desc(kybKycReviews.id)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const loaded = rows.map(({ review: r, organizationName, userName: name }) => {
    const facts: ReviewFacts = { status: r.status as ReviewStatus };
    const row: TReview = {
      id: r.id, reviewType: r.reviewType as ReviewType, organizationId: r.organizationId, organizationName, userId: r.userId, userName: name,
      status: facts.status, submittedAt: iso(r.submittedAt), documents: r.documents, documentCount: r.documents.length,
      rejectionReason: r.rejectionReason, decidedAt: isoOrNull(r.decidedAt), allowedActions: allowedFor(scope, 'review', facts),
    };
    return { row, facts };
  });
  return rememberLoadedKeys(loaded, rows.map((row) => row.pageKey));
}

export async function getReview(db: Executor, scope: CallerScope, id: string): Promise<TReview> {
  const [loaded] = await loadReviews(db, scope, eq(kybKycReviews.id, id));
  if (!loaded) throw notFound('Review');
  return loaded.row;
}
