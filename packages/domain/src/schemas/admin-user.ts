import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { ROLES } from '../roles';
import { ZSessionUser } from './auth';
import { zPagedListInput } from './paging';
import { ADMIN_USER_SORTS } from '../list-sorts';

export { ADMIN_USER_SORTS } from '../list-sorts';

export { ADMIN_USER_MESSAGES } from './admin-user-messages';

export const USER_ACTIVITY = ['active', 'deactivated'] as const;

/** One account as /admin/users lists it: the session user's fields, and its standing. */
export const ZAdminUser = ZSessionUser.omit({
  preferences: true,
  twoFactorEnabled: true,
  twoFactorEnrolmentRequired: true,
}).extend({
  active: z.boolean(),
  kycVerified: z.boolean(),
  createdAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserListInput = zPagedListInput(ADMIN_USER_SORTS, {
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_ACTIVITY).optional(),
  organizationId: z.uuid('Organization not found').optional(),
});
export type TAdminUserListInput = z.input<typeof ZAdminUserListInput>;

/** PATCH /api/admin/users/{id}: a new role and/or organization (null: none, for an admin). */
export const ZAdminUserUpdateInput = z.strictObject({
  id: z.uuid('User not found'),
  role: z.enum(ROLES).optional(),
  organizationId: z.uuid('Organization not found').nullable().optional(),
});
export type TAdminUserUpdateInput = z.input<typeof ZAdminUserUpdateInput>;
