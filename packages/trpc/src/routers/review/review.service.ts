import type { Executor } from '@energy/db/client';
import { kybKycReviews } from '@energy/db/schema/admin-reviews';
import { documents } from '@energy/db/schema/documents';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import type { ActionName } from '@energy/domain/actions/catalog';
import { REVIEW_OPEN_STATES } from '@energy/domain/machines/admin';
import {
  REVIEW_MESSAGES,
  type TMyVerification,
  type TReview,
  type ZKybSubmitInput,
  type ZKycSubmitInput,
  type ZReviewStatusInput,
} from '@energy/domain/schemas/review';
import type { OrganizationVerification } from '@energy/domain/schemas/organization';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { badRequest, conflict, notFound } from '../../errors';
import { requireOrg, type CallerScope } from '../../scope';
import { transition } from '../../transition';
import { getReview, loadReviews } from './review.queries';

async function refuseOpenReview(db: Executor, where: ReturnType<typeof and>): Promise<void> {
  const [open] = await db
    .select({ id: kybKycReviews.id })
    .from(kybKycReviews)
    .where(and(where, inArray(kybKycReviews.status, [...REVIEW_OPEN_STATES])))
    .limit(1);
  if (open) throw conflict(REVIEW_MESSAGES.alreadyOpen);
}

/** Evidence must be the submitting organization's own uploads: another organization's ids are refused (400). */
async function requireOwnDocuments(db: Executor, organizationId: string, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const own = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, unique), eq(documents.organizationId, organizationId)));
  if (own.length !== unique.length) throw badRequest('documents', REVIEW_MESSAGES.foreignDocument);
}

async function createReview(
  db: Executor,
  scope: CallerScope,
  values: typeof kybKycReviews.$inferInsert,
): Promise<TReview> {
  if (values.organizationId) await requireOwnDocuments(db, values.organizationId, values.documents ?? []);
  const [review] = await db.insert(kybKycReviews).values(values).returning();
  if (!review) throw new Error('review insert returned nothing');
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId: review.organizationId,
    action: 'review.submitted',
    entityType: 'review',
    entityId: review.id,
    toState: review.status,
    details: { reviewType: review.reviewType, documentCount: review.documents.length },
  });
  return getReview(db, scope, review.id);
}

/**
 * A member submits its organization's company documents: a pending KYB review. An unverified (or rejected)
 * organization waits for it; a verified one submitting renewed documents stays verified meanwhile.
 */
export async function submitKyb(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZKybSubmitInput>,
): Promise<TReview> {
  requireAllowed(scope, 'review.submitKyb', { organizationId: input.organizationId });
  const [org] = await db
    .select({ verification: organizations.verification })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  if (!org) throw notFound('Organization');
  await refuseOpenReview(
    db,
    and(eq(kybKycReviews.reviewType, 'kyb'), eq(kybKycReviews.organizationId, input.organizationId)),
  );
  // A rejected organization that submits again is pending again.
  if (org.verification === 'rejected')
    await db.update(organizations).set({ verification: 'pending' }).where(eq(organizations.id, input.organizationId));
  return createReview(db, scope, {
    reviewType: 'kyb',
    organizationId: input.organizationId,
    userId: scope.userId,
    documents: input.documents,
  });
}

/**
 * A verified organization is verified under the name an admin reviewed. When it renames itself it goes back
 * to pending (the Verified badge goes with it) and a KYB review of the new name waits in the admin queue,
 * carrying the evidence of its last approved review that is still stored.
 */
export async function reviewRename(
  db: Executor,
  scope: CallerScope,
  organizationId: string,
  names: { from: string; to: string },
): Promise<void> {
  const moved = await db
    .update(organizations)
    .set({ verification: 'pending' })
    .where(and(eq(organizations.id, organizationId), eq(organizations.verification, 'verified')))
    .returning({ id: organizations.id });
  if (moved.length === 0) return;
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId,
    action: 'organization.renamed',
    entityType: 'organization',
    entityId: organizationId,
    fromState: 'verified',
    toState: 'pending',
    details: names,
  });
  const kyb = and(eq(kybKycReviews.reviewType, 'kyb'), eq(kybKycReviews.organizationId, organizationId));
  const [open] = await db
    .select({ id: kybKycReviews.id })
    .from(kybKycReviews)
    .where(and(kyb, inArray(kybKycReviews.status, [...REVIEW_OPEN_STATES])))
    .limit(1);
  if (open) return;
  const [approved] = await db
    .select({ documents: kybKycReviews.documents })
    .from(kybKycReviews)
    .where(and(kyb, eq(kybKycReviews.status, 'approved')))
    .orderBy(desc(kybKycReviews.decidedAt), desc(kybKycReviews.id))
    .limit(1);
  const evidence = approved?.documents.length
    ? await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(inArray(documents.id, approved.documents), eq(documents.organizationId, organizationId)))
    : [];
  await createReview(db, scope, {
    reviewType: 'kyb',
    organizationId,
    userId: scope.userId,
    documents: evidence.map((d) => d.id),
  });
}

/** A user submits their identity documents: a pending KYC review of themselves. */
export async function submitKyc(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZKycSubmitInput>,
): Promise<TReview> {
  const orgId = requireOrg(scope);
  requireAllowed(scope, 'review.submitKyc', { organizationId: orgId });
  const [user] = await db.select({ kycVerifiedAt: users.kycVerifiedAt }).from(users).where(eq(users.id, scope.userId));
  if (user?.kycVerifiedAt) throw conflict(REVIEW_MESSAGES.alreadyVerified);
  await refuseOpenReview(db, and(eq(kybKycReviews.reviewType, 'kyc'), eq(kybKycReviews.userId, scope.userId)));
  return createReview(db, scope, {
    reviewType: 'kyc',
    organizationId: orgId,
    userId: scope.userId,
    documents: input.documents,
  });
}

const VERB_OF: Record<z.output<typeof ZReviewStatusInput>['status'], ActionName & `review.${string}`> = {
  under_review: 'review.startReview',
  approved: 'review.approve',
  rejected: 'review.reject',
};

/**
 * An admin takes a review under review, approves or rejects it (only from pending or under review; approved
 * and rejected are final, 409). Approval verifies the organization (KYB) or the user (KYC); a KYB rejection
 * marks the organization rejected. The submitter's organization hears of it (review.<status> event).
 */
export async function decideReview(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZReviewStatusInput>,
  now = new Date(),
): Promise<TReview> {
  const [loaded] = await loadReviews(db, scope, eq(kybKycReviews.id, input.id));
  const action = VERB_OF[input.status];
  requireAllowed(scope, action, loaded?.facts ?? null, now);
  const reason = input.status === 'rejected' ? (input.rejectionReason ?? null) : null;
  const review = await transition(db, 'review', input.id, {
    to: input.status,
    set: {
      updatedAt: now,
      ...(input.status === 'under_review' ? {} : { decidedBy: scope.userId, decidedAt: now, rejectionReason: reason }),
    },
    refusal: (s) =>
      `This review is ${s} and cannot be ${input.status === 'under_review' ? 'taken under review' : input.status}: approved and rejected reviews are final`,
    audit: (r) => ({
      actorUserId: scope.userId,
      organizationId: r.organizationId,
      details: { reviewType: r.reviewType, ...(reason ? { rejectionReason: reason } : {}) },
    }),
  });
  if (review.reviewType === 'kyb' && review.organizationId && input.status !== 'under_review') {
    const verification: OrganizationVerification = input.status === 'approved' ? 'verified' : 'rejected';
    // A rejection never unverifies an organization an earlier review verified.
    const where =
      verification === 'rejected'
        ? and(eq(organizations.id, review.organizationId), ne(organizations.verification, 'verified'))
        : eq(organizations.id, review.organizationId);
    await db.update(organizations).set({ verification }).where(where);
    await recordAudit(db, {
      actorUserId: scope.userId,
      organizationId: review.organizationId,
      action: `organization.${verification}`,
      entityType: 'organization',
      entityId: review.organizationId,
      details: { reviewId: review.id },
    });
  }
  if (review.reviewType === 'kyc' && input.status === 'approved') {
    await db.update(users).set({ kycVerifiedAt: now, updatedAt: now }).where(eq(users.id, review.userId));
    await recordAudit(db, {
      actorUserId: scope.userId,
      organizationId: review.organizationId,
      action: 'user.kyc_verified',
      entityType: 'user',
      entityId: review.userId,
      details: { reviewId: review.id },
    });
  }
  return getReview(db, scope, review.id);
}

/** The caller's organization verification, their own KYC state, and the latest KYB and KYC reviews. */
export async function myVerification(db: Executor, scope: CallerScope): Promise<TMyVerification> {
  const [org] = scope.orgId
    ? await db
        .select({ verification: organizations.verification })
        .from(organizations)
        .where(eq(organizations.id, scope.orgId))
    : [];
  const [user] = await db.select({ kycVerifiedAt: users.kycVerifiedAt }).from(users).where(eq(users.id, scope.userId));
  const latest = async (type: 'kyb' | 'kyc') => {
    const where =
      type === 'kyb'
        ? and(
            eq(kybKycReviews.reviewType, 'kyb'),
            scope.orgId ? eq(kybKycReviews.organizationId, scope.orgId) : undefined,
          )
        : and(eq(kybKycReviews.reviewType, 'kyc'), eq(kybKycReviews.userId, scope.userId));
    const [row] = await db
      .select({ id: kybKycReviews.id })
      .from(kybKycReviews)
      .where(where)
      .orderBy(desc(kybKycReviews.submittedAt), desc(kybKycReviews.id))
      .limit(1);
    return row ? getReview(db, scope, row.id) : null;
  };
  return {
    organizationVerification: org?.verification ?? null,
    userVerified: Boolean(user?.kycVerifiedAt),
    kyb: scope.orgId ? await latest('kyb') : null,
    kyc: await latest('kyc'),
  };
}
