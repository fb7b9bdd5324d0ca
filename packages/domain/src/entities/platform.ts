import {
  ADMIN_USER_SORTS,
  CONTENT_SORTS,
  DISPUTE_SORTS,
  DOCUMENT_SORTS,
  FEATURE_FLAG_SORTS,
  REVIEW_SORTS,
} from '../list-sorts';
import { DISPUTE_TRANSITIONS, REVIEW_TRANSITIONS } from '../machines/admin';
import { defineEntity } from './descriptor';

/** Calls on an organization as a whole: raising an RFQ for it, inviting into it. */
export const organization = defineEntity({ label: 'Organization' });

/** A document belongs to the organization that uploaded it. */
export const document = defineEntity({ label: 'Document', sorts: DOCUMENT_SORTS });

/** Platform records the admin keeps (no organization): creating one acts on the platform itself. */
export const platform = defineEntity({ label: 'Platform' });

export const content = defineEntity({ label: 'Content item', sorts: CONTENT_SORTS });

export const featureFlag = defineEntity({
  label: 'Feature flag',
  auditType: 'feature_flag',
  sorts: FEATURE_FLAG_SORTS,
});

/** A KYB/KYC review: its decision reaches the organization reviewed. */
export const review = defineEntity({
  label: 'Review',
  table: 'kybKycReviews',
  machine: { transitions: REVIEW_TRANSITIONS, column: 'status' },
  sorts: REVIEW_SORTS,
  events: { permission: 'organization:read', refreshes: ['notification'], notificationType: 'review' },
  page: () => '/settings',
});

/** A dispute: its decision reaches every party to the disputed record, whose page is its link. */
export const dispute = defineEntity({
  label: 'Dispute',
  table: 'disputes',
  machine: { transitions: DISPUTE_TRANSITIONS, column: 'status' },
  sorts: DISPUTE_SORTS,
  events: { permission: 'dispute:raise', refreshes: ['notification'], notificationType: 'dispute' },
});

/** A contract, order or shipment a dispute is raised on. */
export const disputable = defineEntity({ label: 'Record' });

/** A user account as /admin/users manages it. */
export const account = defineEntity({ label: 'User', auditType: 'user', sorts: ADMIN_USER_SORTS });

/** A buyer organization's budget. */
export const budget = defineEntity({ label: 'Budget' });

/** An invitation into an organization (its verbs act on the organization). */
export const invitation = defineEntity({ label: 'Invitation' });

/** A notification a user was sent; only its recipient reads it. */
export const notification = defineEntity({ label: 'Notification' });
