import { can, permissionName, type Action, type Resource } from '@energy/domain/permissions';
import { TRPCError } from '@trpc/server';
import { middleware, publicProcedure } from './trpc';

const requireUser = middleware(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Any signed-in user. */
export const authedProcedure = publicProcedure.meta({ access: { kind: 'authenticated' } }).use(requireUser);

/** A signed-in user whose role holds resource:action; FORBIDDEN names what is missing. */
export function permissionProcedure(resource: Resource, action: Action) {
  return authedProcedure.meta({ access: { kind: 'permission', resource, action } }).use(({ ctx, next }) => {
    if (!can(ctx.user.role, resource, action)) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `Missing permission: ${permissionName(resource, action)}`,
      });
    }
    return next();
  });
}
