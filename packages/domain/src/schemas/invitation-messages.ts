/** The refusals of invitations, zod-free so the verbs' party rules (and the first page) can name them. */
export const INVITATION_MESSAGES = {
  needsInvitation: 'Joining an organization needs an invitation',
  invalid: 'This invitation is invalid, has expired, was revoked or has already been used. Ask for a new one.',
  otherEmail: 'This invitation is for another email address',
  roleNotInvitable: 'This role cannot be invited to this organization',
  notMember: 'Only members of this organization and administrators can do this',
  /** Without the member-management permission an invitation carries the inviter's own role only. */
  ownRoleOnly: (own: string, invited: string) =>
    `You can invite ${own} members only. Inviting someone as ${invited} needs a member who manages the organization's members, or an administrator.`,
} as const;
