import { z } from 'zod';
import { ORGANIZATION_TYPES, ROLES } from '../roles';
import { zPagedListInput } from './paging';

/** Days an invitation stays valid. */
export const INVITATION_TTL_DAYS = 7;

export { INVITATION_MESSAGES } from './invitation-messages';

const organizationId = z.uuid('Organization must be a valid organization id');

export const ZOrganizationRef = z.strictObject({ organizationId });
export type TOrganizationRef = z.infer<typeof ZOrganizationRef>;

/** Open invitations of one organization: `q` matches the email. */
export const ZInvitationListInput = zPagedListInput(['createdAt', 'email'], { organizationId });
/** Members of one organization: `q` matches name, username and email; by name A-Z unless said. */
export const ZMemberListInput = zPagedListInput(['name', 'username'], { organizationId }, 'asc');
/** The organization directory: `q` matches the name; filter by type; by name A-Z unless said. */
export const ZOrganizationListInput = zPagedListInput(
  ['name', 'createdAt'],
  { type: z.enum(ORGANIZATION_TYPES).optional() },
  'asc',
);

export const ZCreateInvitationInput = z.strictObject({
  organizationId,
  email: z.string().trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address')),
  role: z.enum(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` }),
});
export type TCreateInvitationInput = z.infer<typeof ZCreateInvitationInput>;

export const ZRevokeInvitationInput = z.strictObject({ organizationId, id: z.uuid('Invitation not found') });

export const ZInvitationTokenInput = z.strictObject({
  token: z.string().trim().min(1, 'Invitation token is required').max(200),
});

/** A pending invitation as its organization's members see it (never the token). */
export const ZInvitation = z.object({
  id: z.string(),
  organizationId: z.string(),
  email: z.string(),
  role: z.string(),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** What the invitation link shows before sign-up. */
export const ZInvitationPreview = z.object({
  organizationName: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  role: z.enum(ROLES),
  email: z.string(),
  expiresAt: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/** A member of an organization, for its members card. */
export const ZOrganizationMember = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  /** Invites in any of the organization's roles; the others invite their own role only. */
  managesMembers: z.boolean(),
});
export type TOrganizationMember = z.infer<typeof ZOrganizationMember>;

/** The Invite dialog's fields: the organization comes from the page, not the form. */
export const ZInviteMemberForm = ZCreateInvitationInput.omit({ organizationId: true });
export type TInviteMemberForm = z.infer<typeof ZInviteMemberForm>;
