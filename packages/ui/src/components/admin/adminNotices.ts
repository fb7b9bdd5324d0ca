/** Spec 001 §8: "Success" with the text of what happened; the admin failure texts as titles (message keys). */
export const ADMIN_NOTICES = {
  success: 'admin.notices.success',
  reviewUpdated: 'admin.notices.reviewUpdated',
  reviewFailed: 'admin.notices.reviewFailed',
  disputeUpdated: 'admin.notices.disputeUpdated',
  disputeFailed: 'admin.notices.disputeFailed',
  userUpdated: 'admin.notices.userUpdated',
  userFailed: 'admin.notices.userFailed',
} as const;
