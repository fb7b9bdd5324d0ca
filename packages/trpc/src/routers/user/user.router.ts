import { ZAdminUser, ZAdminUserListInput, ZAdminUserUpdateInput } from '@energy/domain/schemas/admin-user';
import { ZEntityId } from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { getAdminUser, pageUsers } from './user.queries';
import { deactivateUser, reactivateUser, updateUser } from './user.service';

/** /admin/users (spec 000 user resource, admin only): every account; role, organization and activity changes revoke its sessions. */
export const userRouter = router({
  list: permissionProcedure('user', 'update')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/users',
        query: true,
        paged: true,
        summary:
          'Every account, admin only (`q`: username, email, name or organization; `role`, `status`, `organizationId`)',
      },
    })
    .input(ZAdminUserListInput)
    .output(zPage(ZAdminUser))
    .query(({ ctx, input }) => pageUsers(ctx.db, scopeOf(ctx.user), input)),
  update: actionProcedure('user.update')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/admin/users/{id}',
        summary: "Change a user's role and/or organization; their sessions end",
      },
    })
    .input(ZAdminUserUpdateInput)
    .output(ZAdminUser)
    .mutation(async ({ ctx, input }) => {
      const scope = scopeOf(ctx.user);
      await updateUser(ctx.db, scope, input.id, { role: input.role, organizationId: input.organizationId });
      return getAdminUser(ctx.db, scope, input.id);
    }),
  deactivate: actionProcedure('user.deactivate')
    .meta({
      rest: {
        method: 'post',
        path: '/api/admin/users/{id}/deactivate',
        summary: 'Deactivate an account (never the last active admin); its sessions end',
      },
    })
    .input(ZEntityId)
    .output(ZAdminUser)
    .mutation(async ({ ctx, input }) => {
      const scope = scopeOf(ctx.user);
      await deactivateUser(ctx.db, scope, input.id);
      return getAdminUser(ctx.db, scope, input.id);
    }),
  reactivate: actionProcedure('user.reactivate')
    .meta({
      rest: { method: 'post', path: '/api/admin/users/{id}/reactivate', summary: 'Reactivate a deactivated account' },
    })
    .input(ZEntityId)
    .output(ZAdminUser)
    .mutation(async ({ ctx, input }) => {
      const scope = scopeOf(ctx.user);
      await reactivateUser(ctx.db, scope, input.id);
      return getAdminUser(ctx.db, scope, input.id);
    }),
});
