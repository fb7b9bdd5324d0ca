import type { Transitions } from './transitions';

/** KYB/KYC review (spec 001 §4): pending, under review, then approved or rejected; approved and rejected are final. */
export const REVIEW_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_TRANSITIONS: Transitions<ReviewStatus> = {
  pending: ['under_review', 'approved', 'rejected'],
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};
/** A submission still waiting for a decision: a second one of the same kind is refused meanwhile. */
export const REVIEW_OPEN_STATES: readonly ReviewStatus[] = ['pending', 'under_review'];

/**
 * Dispute (spec 001 §4): open, investigating, then resolved or escalated; Resolve and Escalate only from open
 * or investigating. Resolved, escalated and closed show no actions (closed is set by no verb here: it is the
 * archive state the spec lists).
 */
export const DISPUTE_STATUSES = ['open', 'investigating', 'escalated', 'resolved', 'closed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_TRANSITIONS: Transitions<DisputeStatus> = {
  open: ['investigating', 'resolved', 'escalated'],
  investigating: ['resolved', 'escalated'],
  escalated: [],
  resolved: [],
  closed: [],
};
/** A dispute in these states freezes its order's escrow release. */
export const DISPUTE_OPEN_STATES: readonly DisputeStatus[] = ['open', 'investigating', 'escalated'];
