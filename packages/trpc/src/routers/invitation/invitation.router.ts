import {
  ZCreateInvitationInput,
  ZInvitation,
  ZInvitationListInput,
  ZInvitationPreview,
  ZInvitationTokenInput,
  ZRevokeInvitationInput,
} from '@energy/domain/schemas/invitation';
import { ZSuccessOutput } from '@energy/domain/schemas/auth';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, authedProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { publicProcedure, router } from '../../trpc';
import * as invitation from './invitation.service';
import { INVITATION_CSV } from './invitation.csv';

/**
 * Invitations into an organization: every role holds organization:invite; the party rule (registry) is
 * membership of the organization, which an admin does not need.
 */
export const invitationRouter = router({
  create: actionProcedure('invitation.create')
    .meta({
      rest: {
        method: 'post',
        path: '/api/organizations/{organizationId}/invitations',
        status: 201,
        summary: 'Invite someone into the organization',
      },
    })
    .input(ZCreateInvitationInput)
    .output(ZInvitation)
    .mutation(({ ctx, input }) => invitation.createInvitation(ctx, scopeOf(ctx.user), input)),
  list: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/organizations/{organizationId}/invitations',
        query: true,
        paged: true,
        csv: INVITATION_CSV,
        summary: 'Open invitations of the organization, a page at a time',
      },
    })
    .input(ZInvitationListInput)
    .output(zPage(ZInvitation))
    .query(({ ctx, input }) => invitation.listInvitations(ctx.db, scopeOf(ctx.user), input)),
  revoke: actionProcedure('invitation.revoke')
    .meta({
      rest: {
        method: 'delete',
        path: '/api/organizations/{organizationId}/invitations/{id}',
        summary: 'Revoke an invitation',
      },
    })
    .input(ZRevokeInvitationInput)
    .output(ZSuccessOutput)
    .mutation(({ ctx, input }) => invitation.revokeInvitation(ctx.db, scopeOf(ctx.user), input)),
  /** Public: the invitation link opens Sign Up before its holder has an account. */
  preview: publicProcedure
    .meta({ rest: { method: 'get', path: '/api/invitations/{token}', summary: 'Preview an invitation (public)' } })
    .input(ZInvitationTokenInput)
    .output(ZInvitationPreview)
    .query(({ ctx, input }) => invitation.previewInvitation(ctx.db, input.token)),
});
