import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { REVIEW_STATUSES } from '../machines/admin';
import { zPagedListInput } from './paging';
import { multiLineText } from './primitives';
import { ORGANIZATION_VERIFICATION_STATES } from './organization';
import { REVIEW_SORTS } from '../list-sorts';

export { REVIEW_SORTS } from '../list-sorts';

export const REVIEW_TYPES = ['kyb', 'kyc'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const REVIEW_TYPE_LABELS: Record<ReviewType, string> = { kyb: 'KYB', kyc: 'KYC' };

/** Spec 001 §2 (KYB/KYC Review Queue), §5 (admin rules) and §8 (notices, failures), word for word. */
export const REVIEW_MESSAGES = {
  reasonRequired: 'Rejecting a KYB/KYC review requires a non-blank reason',
  empty: 'No reviews found matching the current filters.',
  updated: 'Review status updated',
  updateFailed: 'Failed to update review status',
  fetchFailed: 'Failed to fetch reviews',
  submitted: 'Your documents were submitted for review',
  submitFailed: 'Failed to submit for review',
  alreadyOpen: 'A review of this kind is already waiting for a decision',
  alreadyVerified: 'Your identity is already verified',
  documentIds: 'Each document must be a document id',
  foreignDocument: 'Each document must be one your organization uploaded',
} as const;

/**
 * The evidence documents of a submission: ids of documents uploaded through the documents feature, each one
 * the submitting organization's own (checked by the server); at most 20.
 */
export const ZReviewDocuments = z.array(z.uuid(REVIEW_MESSAGES.documentIds)).max(20).default([]);

/** POST /api/organizations/{organizationId}/kyb: the organization's company documents. */
export const ZKybSubmitInput = z.strictObject({
  organizationId: z.uuid('Organization not found'),
  documents: ZReviewDocuments,
});
/** POST /api/settings/kyc: the caller's identity documents. */
export const ZKycSubmitInput = z.strictObject({ documents: ZReviewDocuments }).prefault({});

/** The decisions an admin makes (PATCH /api/admin/kyb-kyc-reviews/{id}/status). */
export const REVIEW_DECISIONS = ['under_review', 'approved', 'rejected'] as const;
export const ZReviewStatusInput = z
  .strictObject({
    id: z.uuid('Review not found'),
    status: z.enum(REVIEW_DECISIONS),
    rejectionReason: multiLineText(2000).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'rejected' && !input.rejectionReason) {
      ctx.addIssue({ code: 'custom', path: ['rejectionReason'], message: REVIEW_MESSAGES.reasonRequired });
    }
  });
export type TReviewStatusInput = z.input<typeof ZReviewStatusInput>;

/**
 * One evidence document of a review, as the queue lists it: enough to name it and download it
 * (GET /api/documents/{id}/download). Only documents the caller may read are listed.
 */
export const ZReviewEvidence = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type TReviewEvidence = z.infer<typeof ZReviewEvidence>;

/** Spec 001 §3 KYB/KYC review, with the names the queue shows and the evidence the admin opens. */
export const ZReview = z.object({
  id: z.string(),
  reviewType: z.enum(REVIEW_TYPES),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  userId: z.string(),
  userName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
  documents: z.array(z.string()),
  documentCount: z.number().int(),
  /** The `documents` still stored, in submission order (a document deleted since is counted but not listed). */
  evidence: z.array(ZReviewEvidence),
  rejectionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  allowedActions: ZAllowedActions,
});
export type TReview = z.infer<typeof ZReview>;

/** The queue: `q` matches an organization or user id (or name); filters status and review type. */
export const ZReviewListInput = zPagedListInput(REVIEW_SORTS, {
  status: z.enum(REVIEW_STATUSES).optional(),
  reviewType: z.enum(REVIEW_TYPES).optional(),
});
export type TReviewListInput = z.input<typeof ZReviewListInput>;

/** The caller's own verification, for the organization card and the settings KYC card. */
export const ZMyVerification = z.object({
  organizationVerification: z.enum(ORGANIZATION_VERIFICATION_STATES).nullable(),
  userVerified: z.boolean(),
  kyb: ZReview.nullable(),
  kyc: ZReview.nullable(),
});
export type TMyVerification = z.infer<typeof ZMyVerification>;
