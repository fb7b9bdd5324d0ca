import { unvalidated as input, withPath, type RestRoute } from './adapter';

/** Invitations into an organization, and its members (issue 7, item 1). */
export function invitationRoutes(route: RestRoute): void {
  route('get', '/api/organizations/:organizationId/members', (caller, { params }) =>
    caller.organization.members(input({ organizationId: params.organizationId })),
  );
  route('get', '/api/organizations/:organizationId/invitations', (caller, { params }) =>
    caller.invitation.list(input({ organizationId: params.organizationId })),
  );
  route(
    'post',
    '/api/organizations/:organizationId/invitations',
    (caller, { params, body }) => caller.invitation.create(withPath(body, { organizationId: params.organizationId })),
    201,
  );
  route('delete', '/api/organizations/:organizationId/invitations/:id', (caller, { params }) =>
    caller.invitation.revoke(input({ organizationId: params.organizationId, id: params.id })),
  );
  route('get', '/api/invitations/:token', (caller, { params }) => caller.invitation.preview(input({ token: params.token })));
}
