import type { Executor } from '@energy/db/client';
import { featureFlags } from '@energy/db/schema/admin-platform';
import { disputes, kybKycReviews } from '@energy/db/schema/admin-reviews';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import { DISPUTE_TRANSITIONS, REVIEW_OPEN_STATES } from '@energy/domain/machines/admin';
import { terminalStates } from '@energy/domain/machines/transitions';
import type { TAdminCounts } from '@energy/domain/schemas/admin-console';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { iso } from '../../iso-date';

/** A dispute the admin can still act on (Investigate, Resolve, Escalate): not in a final state. */
const DISPUTE_FINAL = terminalStates(DISPUTE_TRANSITIONS);

/** The admin screens' work, each count linking to its screen; the oldest waiting KYB for the dashboard's quick action. */
export async function adminCounts(db: Executor): Promise<TAdminCounts> {
  const [reviews, oldest, open, accounts, flags] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(kybKycReviews)
      .where(inArray(kybKycReviews.status, [...REVIEW_OPEN_STATES])),
    db
      .select({ id: kybKycReviews.id, organizationName: organizations.name, submittedAt: kybKycReviews.submittedAt })
      .from(kybKycReviews)
      .leftJoin(organizations, eq(organizations.id, kybKycReviews.organizationId))
      .where(and(eq(kybKycReviews.reviewType, 'kyb'), inArray(kybKycReviews.status, [...REVIEW_OPEN_STATES])))
      .orderBy(asc(kybKycReviews.submittedAt), asc(kybKycReviews.id))
      .limit(1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(disputes)
      .where(notInArray(disputes.status, [...DISPUTE_FINAL])),
    db
      .select({
        n: sql<number>`count(*)::int`,
        deactivated: sql<number>`(count(*) filter (where ${users.deactivatedAt} is not null))::int`,
      })
      .from(users),
    db
      .select({
        n: sql<number>`count(*)::int`,
        enabled: sql<number>`(count(*) filter (where ${featureFlags.isEnabled}))::int`,
      })
      .from(featureFlags),
  ]);
  const kyb = oldest[0];
  return {
    reviewsWaiting: reviews[0]?.n ?? 0,
    oldestWaitingKyb: kyb
      ? { id: kyb.id, organizationName: kyb.organizationName, submittedAt: iso(kyb.submittedAt) }
      : null,
    openDisputes: open[0]?.n ?? 0,
    users: (accounts[0]?.n ?? 0) - (accounts[0]?.deactivated ?? 0),
    deactivatedUsers: accounts[0]?.deactivated ?? 0,
    featureFlags: flags[0]?.n ?? 0,
    enabledFeatureFlags: flags[0]?.enabled ?? 0,
  };
}
