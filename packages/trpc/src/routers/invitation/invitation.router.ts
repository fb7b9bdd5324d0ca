import {
  ZCreateInvitationInput,
  ZInvitation,
  ZInvitationPreview,
  ZInvitationTokenInput,
  ZOrganizationRef,
  ZRevokeInvitationInput,
} from '@energy/domain/schemas/invitation';
import { ZSuccessOutput } from '@energy/domain/schemas/auth';
import { z } from 'zod';
import { authedProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { publicProcedure, router } from '../../trpc';
import * as invitation from './invitation.service';

/**
 * Invitations into an organization. Not a role permission: any active member of the organization (of
 * whatever role) and any admin may invite, which the service checks against the organization.
 */
export const invitationRouter = router({
  create: authedProcedure
    .input(ZCreateInvitationInput)
    .output(ZInvitation)
    .mutation(({ ctx, input }) => invitation.createInvitation(ctx, scopeOf(ctx.user), input)),
  list: authedProcedure
    .input(ZOrganizationRef)
    .output(z.array(ZInvitation))
    .query(({ ctx, input }) => invitation.listInvitations(ctx.db, scopeOf(ctx.user), input.organizationId)),
  revoke: authedProcedure
    .input(ZRevokeInvitationInput)
    .output(ZSuccessOutput)
    .mutation(({ ctx, input }) => invitation.revokeInvitation(ctx.db, scopeOf(ctx.user), input)),
  /** Public: the invitation link opens Sign Up before its holder has an account. */
  preview: publicProcedure
    .input(ZInvitationTokenInput)
    .output(ZInvitationPreview)
    .query(({ ctx, input }) => invitation.previewInvitation(ctx.db, input.token)),
});
