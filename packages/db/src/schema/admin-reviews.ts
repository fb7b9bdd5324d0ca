import { DISPUTE_STATUSES, REVIEW_STATUSES } from '@energy/domain/machines/admin';
import { DISPUTE_CATEGORIES, DISPUTE_PRIORITIES, DISPUTE_RELATED_TYPES } from '@energy/domain/schemas/dispute';
import { REVIEW_TYPES } from '@energy/domain/schemas/review';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { organizations } from './organizations';
import { users } from './users';

/*
 * Admin (spec 001): KYB/KYC reviews of organizations and users, and disputes on contracts, orders and
 * shipments. Both are decided by platform admins; their parties hear of every decision.
 */

/**
 * A KYB (organization) or KYC (user) submission. `documents` holds the ids of the evidence documents; the
 * documents feature is built separately, so there is no foreign key to it yet.
 */
export const kybKycReviews = pgTable(
  'kyb_kyc_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewType: text('review_type').notNull(),
    /** KYB: the organization reviewed. KYC: the user's organization at submission (null for none). */
    organizationId: uuid('organization_id').references(() => organizations.id),
    /** KYB: who submitted. KYC: the user reviewed. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    documents: text('documents').array().notNull().default([]),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyb_kyc_reviews_submitted_idx').on(t.submittedAt, t.id),
    index('kyb_kyc_reviews_org_idx').on(t.organizationId, t.submittedAt, t.id),
    index('kyb_kyc_reviews_user_idx').on(t.userId, t.submittedAt, t.id),
    statusCheck('kyb_kyc_reviews_status_check', t.status, REVIEW_STATUSES),
    statusCheck('kyb_kyc_reviews_type_check', t.reviewType, REVIEW_TYPES),
  ],
);

/** A dispute one party raises on a contract, order or shipment (no foreign key: the record's table varies by type). */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    priority: text('priority').notNull().default('medium'),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    relatedEntityType: text('related_entity_type').notNull(),
    relatedEntityId: uuid('related_entity_id').notNull(),
    /**
     * The disputed record's order when the dispute was raised (null for a contract not yet ordered), for lists.
     * The hold is decided from the disputed record itself (escrowHeldReason in packages/trpc), not from this.
     */
    orderId: uuid('order_id'),
    description: text('description').notNull(),
    raisedBy: uuid('raised_by')
      .notNull()
      .references(() => users.id),
    raisedByOrgId: uuid('raised_by_org_id').references(() => organizations.id),
    /** Every organization party to the record, told of each decision. */
    partyOrgIds: uuid('party_org_ids').array().notNull().default([]),
    /**
     * Whether the dispute keeps its order's escrow held while open. A transit loss beyond the allowance is the
     * carrier's to answer from its freight, which the platform does not hold: that dispute holds nothing.
     */
    holdsEscrow: boolean('holds_escrow').notNull().default(true),
    resolutionNotes: text('resolution_notes'),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disputes_created_idx').on(t.createdAt, t.id),
    index('disputes_related_idx').on(t.relatedEntityType, t.relatedEntityId),
    index('disputes_order_idx').on(t.orderId),
    statusCheck('disputes_status_check', t.status, DISPUTE_STATUSES),
    statusCheck('disputes_category_check', t.category, DISPUTE_CATEGORIES),
    statusCheck('disputes_priority_check', t.priority, DISPUTE_PRIORITIES),
    statusCheck('disputes_related_type_check', t.relatedEntityType, DISPUTE_RELATED_TYPES),
  ],
);
