import { ORGANIZATION_TYPES } from '@energy/domain/roles';
import { ZMemberListInput, ZOrganizationListInput, ZOrganizationMember } from '@energy/domain/schemas/invitation';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { listMembers, listOrganizations } from './organization.service';
import { MEMBER_CSV, ORGANIZATION_CSV } from './organization.csv';

const ZOrganization = z.object({ id: z.string(), name: z.string(), type: z.enum(ORGANIZATION_TYPES) });

/** The directory of organizations (names and kinds only): whom to tender a shipment to, whom an RFQ is for. */
export const organizationRouter = router({
  list: permissionProcedure('organization', 'read')
    .meta({ rest: { method: 'get', path: '/api/organizations', query: true, paged: true, csv: ORGANIZATION_CSV, summary: 'The organization directory, by type, a page at a time' } })
    .input(ZOrganizationListInput)
    .output(zPage(ZOrganization))
    .query(({ ctx, input }) => listOrganizations(ctx.db, scopeOf(ctx.user), input)),
  /** Members only see their own organization's members (admins any): checked in the service. */
  members: permissionProcedure('user', 'read')
    .meta({ rest: { method: 'get', path: '/api/organizations/{organizationId}/members', query: true, paged: true, csv: MEMBER_CSV, summary: 'Members of the caller\'s organization, a page at a time' } })
    .input(ZMemberListInput)
    .output(zPage(ZOrganizationMember))
    .query(({ ctx, input }) => listMembers(ctx.db, scopeOf(ctx.user), input)),
});
