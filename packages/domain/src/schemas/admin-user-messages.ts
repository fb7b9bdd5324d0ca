/** The admin user management's refusals: zod-free, so the action registry (read by every screen) can name them. */
export const ADMIN_USER_MESSAGES = {
  lastAdmin: 'This is the last active admin: another active admin is needed first',
  updated: 'User updated',
  updateFailed: 'Failed to update user',
  fetchFailed: 'Failed to fetch users',
  empty: 'No users found matching the current filters.',
  adminHasNoOrganization: 'An admin belongs to no organization',
  organizationRequired: 'A non-admin user needs an organization',
} as const;
