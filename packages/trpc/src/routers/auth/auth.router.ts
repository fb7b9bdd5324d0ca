import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZMessageOutput,
  ZSessionUser,
  ZSignupOptions,
  ZSuccessOutput,
} from '@energy/domain/schemas/auth';
import { ZRegisterServerInput, ZResetPasswordServerInput } from '../../auth/common-passwords';
import { z } from 'zod';
import { FORGOT_PASSWORD_LIMITS, rateLimited, REGISTER_LIMITS } from '../../auth/limits';
import { authedProcedure } from '../../permission';
import { publicProcedure, router } from '../../trpc';
import * as auth from './auth.service';

const ZNoInput = z.void();

export const authRouter = router({
  me: authedProcedure
    .meta({ rest: { method: 'get', path: '/api/user', summary: 'The signed-in user' } })
    .input(ZNoInput)
    .output(ZSessionUser)
    .query(({ ctx }) => ctx.user),
  login: publicProcedure
    .meta({ rest: { method: 'post', path: '/api/login', summary: 'Sign in; sets the session cookie' }, checksSecret: true })
    .input(ZLoginInput)
    .output(ZSessionUser)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  register: publicProcedure
    .meta({ rest: { method: 'post', path: '/api/register', status: 201, summary: 'Create an account and its organization' }, unbatched: true })
    .input(ZRegisterServerInput)
    .use(rateLimited('register', REGISTER_LIMITS))
    .output(ZSessionUser)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  /** Public: the sign-up form offers "Administrator" only while the server would accept it. */
  signupOptions: publicProcedure
    .meta({ rest: { method: 'get', path: '/api/auth/signup-options', summary: 'Which roles may sign up' } })
    .input(ZNoInput)
    .output(ZSignupOptions)
    .query(async ({ ctx }) => ({ adminSignupOpen: await auth.adminSignupOpen(ctx.db, ctx.config) })),
  /** Public so that a stale cookie can always be cleared. */
  logout: publicProcedure
    .meta({ rest: { method: 'post', path: '/api/logout', summary: 'End the session' } })
    .input(ZNoInput)
    .output(ZSuccessOutput)
    .mutation(async ({ ctx }) => {
      await auth.logout(ctx);
      return { success: true as const };
    }),
  forgotPassword: publicProcedure
    .meta({ rest: { method: 'post', path: '/api/forgot-password', summary: 'Mail a password reset link' }, unbatched: true })
    .input(ZForgotPasswordInput)
    .use(rateLimited('forgot', FORGOT_PASSWORD_LIMITS))
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx, input)),
  resetPassword: publicProcedure
    .meta({ rest: { method: 'post', path: '/api/reset-password', summary: 'Set a new password with a reset token' }, checksSecret: true })
    .input(ZResetPasswordServerInput)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx, input)),
});
