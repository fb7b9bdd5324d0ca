import { DISPUTE_MESSAGES } from '@energy/domain/schemas/dispute';
import { REVIEW_MESSAGES } from '@energy/domain/schemas/review';
import { ADMIN_USER_MESSAGES } from '@energy/domain/schemas/admin-user';

/** Spec 001 §8: "Success" with the text of what happened; the admin failure texts as titles. */
export const ADMIN_NOTICES = {
  success: 'Success',
  reviewUpdated: REVIEW_MESSAGES.updated,
  reviewFailed: REVIEW_MESSAGES.updateFailed,
  disputeUpdated: DISPUTE_MESSAGES.updated,
  disputeFailed: DISPUTE_MESSAGES.updateFailed,
  userUpdated: ADMIN_USER_MESSAGES.updated,
  userFailed: ADMIN_USER_MESSAGES.updateFailed,
} as const;
