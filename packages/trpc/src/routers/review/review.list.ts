import type { Executor } from '@energy/db/client';
import { kybKycReviews } from '@energy/db/schema/admin-reviews';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import type { REVIEW_SORTS, TReview, ZReviewListInput } from '@energy/domain/schemas/review';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { loadReviews, userName, visibleReviews } from './review.queries';

/** Spec 001 KYB/KYC Review Queue: the search matches an organization or user id, or their names (or the review's own id). */
const REVIEW_LIST: ListSpec<(typeof REVIEW_SORTS)[number]> = {
  name: 'review',
  id: kybKycReviews.id,
  sorts: { submittedAt: { column: kybKycReviews.submittedAt, kind: 'timestamptz' } },
  search: [
    sql`${kybKycReviews.id}::text`,
    sql`${kybKycReviews.organizationId}::text`,
    sql`${kybKycReviews.userId}::text`,
    organizations.name,
    userName,
  ],
};

export async function pageReviews(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZReviewListInput>,
): Promise<TPage<TReview>> {
  const filter = and(
    input.status ? eq(kybKycReviews.status, input.status) : undefined,
    input.reviewType ? eq(kybKycReviews.reviewType, input.reviewType) : undefined,
  );
  return runPage(
    db,
    REVIEW_LIST,
    input,
    async (keyset) => (await loadReviews(db, scope, filter, keyset)).map((l) => l.row),
    (search) =>
      db
        .select(MATCH)
        .from(kybKycReviews)
        .innerJoin(users, eq(users.id, kybKycReviews.userId))
        .leftJoin(organizations, eq(organizations.id, kybKycReviews.organizationId))
        .where(and(visibleReviews(scope), filter, search))
        .$dynamic(),
  );
}
