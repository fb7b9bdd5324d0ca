import { ZOrganizationEntry, ZOrganizationUpdateInput } from '@energy/domain/schemas/organization';
import { ZMemberListInput, ZOrganizationListInput, ZOrganizationMember } from '@energy/domain/schemas/invitation';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { listMembers, listOrganizations, updateOrganization } from './organization.service';
import { MEMBER_CSV, ORGANIZATION_CSV } from './organization.csv';

/**
 * The directory of organizations (names, kinds and verification; member counts for one's own only): whom to
 * tender a shipment to, whom an RFQ is for, and /organizations.
 */
export const organizationRouter = router({
  list: permissionProcedure('organization', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/organizations',
        query: true,
        paged: true,
        csv: ORGANIZATION_CSV,
        summary: 'The organization directory, by type, a page at a time',
      },
    })
    .input(ZOrganizationListInput)
    .output(zPage(ZOrganizationEntry))
    .query(({ ctx, input }) => listOrganizations(ctx.db, scopeOf(ctx.user), input)),
  /** Members only see their own organization's members (admins any): checked in the service. */
  members: permissionProcedure('user', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/organizations/{organizationId}/members',
        query: true,
        paged: true,
        csv: MEMBER_CSV,
        summary: "Members of the caller's organization, a page at a time",
      },
    })
    .input(ZMemberListInput)
    .output(zPage(ZOrganizationMember))
    .query(({ ctx, input }) => listMembers(ctx.db, scopeOf(ctx.user), input)),
  /** Platform moderation: only admins hold organization:moderate. */
  update: actionProcedure('organization.moderate')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/organizations/{id}',
        summary: "Edit an organization's name, type or verification (admin)",
      },
    })
    .input(ZOrganizationUpdateInput)
    .output(ZOrganizationEntry)
    .mutation(({ ctx, input }) => updateOrganization(ctx.db, scopeOf(ctx.user), input)),
});
