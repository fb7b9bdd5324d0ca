import {
  ZEmailTokenInput,
  ZForgotPasswordInput,
  ZLoginInput,
  ZMessageOutput,
  ZSessionUser,
  ZSignUpResult,
  ZSignupOptions,
  ZSuccessOutput,
} from '@energy/domain/schemas/auth';
import { ZRegisterServerInput, ZResetPasswordServerInput } from '../../auth/common-passwords';
import { z } from 'zod';
import { FORGOT_PASSWORD_LIMITS, rateLimited, REGISTER_LIMITS, VERIFY_RESEND_LIMITS } from '../../auth/limits';
import { authedProcedure } from '../../permission';
import { publicProcedure, router } from '../../trpc';
import { confirmEmailChange, undoEmailChange } from '../../auth/email-change';
import { resendVerification, verifyEmail } from '../../auth/email-verification';
import * as auth from './auth.service';
import { ZLoginResult, ZTwoFactorLoginInput } from '@energy/domain/schemas/two-factor';
import { completeSecondStep } from '../two-factor/two-factor-login';

const ZNoInput = z.void();

export const authRouter = router({
  me: authedProcedure
    .meta({ rest: { method: 'get', path: '/api/user', summary: 'The signed-in user' } })
    .input(ZNoInput)
    .output(ZSessionUser)
    .query(({ ctx }) => ctx.user),
  login: publicProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/login',
        summary:
          'Sign in; sets the session cookie, or for an account with two-factor sign-in answers { twoFactorRequired: true } and sets only the second-step cookie',
      },
      checksSecret: true,
    })
    .input(ZLoginInput)
    .output(ZLoginResult)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  /** The second step of a sign-in: the second-step cookie names the account, a code or a recovery code proves it. */
  loginTwoFactor: publicProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/login/two-factor',
        summary:
          'Complete a sign-in with a code from the authenticator or a recovery code (after POST /api/login answered twoFactorRequired); sets the session cookie',
      },
      checksSecret: true,
    })
    .input(ZTwoFactorLoginInput)
    .output(ZSessionUser)
    .mutation(({ ctx, input }) => completeSecondStep(ctx, input)),
  register: publicProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/register',
        status: 201,
        summary:
          "Create an account and its organization; the same answer whether or not the address has an account, and a link to verify it (an invitation's sign-up is verified and signed in)",
      },
      unbatched: true,
    })
    .input(ZRegisterServerInput)
    .use(rateLimited('register', REGISTER_LIMITS))
    .output(ZSignUpResult)
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
  /** Public: the mailed link is the credential; the token comes in the body, so it never reaches the request log. */
  verifyEmail: publicProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/verify-email',
        summary: "Verify the account's email with the token of the mailed link",
      },
      checksSecret: true,
    })
    .input(ZEmailTokenInput)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => verifyEmail(ctx.db, input.token)),
  resendVerification: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/verify-email/resend',
        summary: 'Mail the verification link again (signed in, address not yet verified)',
      },
    })
    .input(ZNoInput)
    .use(rateLimited('verify-resend', VERIFY_RESEND_LIMITS))
    .output(ZMessageOutput)
    .mutation(({ ctx }) => resendVerification(ctx, ctx.user.id)),
  confirmEmailChange: publicProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/email-change/confirm',
        summary: 'Make a change of email take effect with the token of the link mailed to the new address',
      },
      checksSecret: true,
    })
    .input(ZEmailTokenInput)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.db, input.token)),
  undoEmailChange: publicProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/email-change/undo',
        summary:
          'Cancel or undo a change of email with the token of the link mailed to the old address (7 days); ends every session',
      },
      checksSecret: true,
    })
    .input(ZEmailTokenInput)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => undoEmailChange(ctx.db, input.token)),
  forgotPassword: publicProcedure
    .meta({
      rest: { method: 'post', path: '/api/forgot-password', summary: 'Mail a password reset link' },
      unbatched: true,
    })
    .input(ZForgotPasswordInput)
    .use(rateLimited('forgot', FORGOT_PASSWORD_LIMITS))
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx, input)),
  resetPassword: publicProcedure
    .meta({
      rest: { method: 'post', path: '/api/reset-password', summary: 'Set a new password with a reset token' },
      checksSecret: true,
    })
    .input(ZResetPasswordServerInput)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx, input)),
});
