import { actionEntry } from '@energy/domain/actions/registry';
import type { ActionName } from '@energy/domain/actions/catalog';
import { can, holds, permissionName, type Action, type AnyPermission, type Resource } from '@energy/domain/permissions';
import { EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import { TWO_FACTOR_MESSAGES } from '@energy/domain/schemas/two-factor';
import { TRPCError } from '@trpc/server';
import { openBeforeEnrolment } from './auth/two-factor';
import { middleware, publicProcedure } from './trpc';

const requireUser = middleware(({ ctx, path, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
  // A user who must set up a second factor first may only do that (auth/two-factor.ts).
  if (ctx.user.twoFactorEnrolmentRequired && !openBeforeEnrolment(path))
    throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_MESSAGES.enrolmentRequired });
  // tRPC lays these fields over the context itself (copying it): a full copy here was one more per call.
  return next({ ctx: { user: ctx.user } });
});

/** Any signed-in user, whether or not the address is verified: their own account, settings, notifications. */
export const authedProcedure = publicProcedure.meta({ access: { kind: 'authenticated' } }).use(requireUser);

/**
 * Business calls need a proven address. The one place this is checked: every builder
 * below (permission, grant, action) starts from here, so no procedure states it on its own.
 */
const verifiedProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.emailVerified) throw new TRPCError({ code: 'FORBIDDEN', message: EMAIL_MESSAGES.unverified });
  return next();
});

/** A signed-in user whose role holds resource:action; FORBIDDEN names what is missing. */
export function permissionProcedure(resource: Resource, action: Action) {
  return verifiedProcedure.meta({ access: { kind: 'permission', resource, action } }).use(({ ctx, next }) => {
    if (!can(ctx.user.role, resource, action)) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `Missing permission: ${permissionName(resource, action)}`,
      });
    }
    return next();
  });
}

/** A signed-in user whose role holds one of the domain's own permissions (e.g. `fleet:read`); reads only. */
export function grantProcedure(permission: AnyPermission) {
  return verifiedProcedure.meta({ access: { kind: 'grant', permission } }).use(({ ctx, next }) => {
    if (!holds(ctx.user.role, permission))
      throw new TRPCError({ code: 'FORBIDDEN', message: `Missing permission: ${permission}` });
    return next();
  });
}

/**
 * A mutation that does one verb of the action registry. The role's permission is checked here, before
 * anything is loaded (403 naming the permission, whether the record exists or not); the service loads the
 * record through the caller's visibility (404) and calls authorize for the party (403) and state (409).
 * The meta names the verb and its permission, for the router walk, the API table and OpenAPI.
 */
export function actionProcedure(action: ActionName) {
  const { permission } = actionEntry(action);
  return verifiedProcedure.meta({ access: { kind: 'action', action, permission } }).use(({ ctx, next }) => {
    if (!holds(ctx.user.role, permission))
      throw new TRPCError({ code: 'FORBIDDEN', message: `Missing permission: ${permission}` });
    return next();
  });
}
