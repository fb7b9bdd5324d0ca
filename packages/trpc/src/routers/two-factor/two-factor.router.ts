import { ZSuccessOutput } from '@energy/domain/schemas/auth';
import { ZEntityId } from '@energy/domain/schemas/fulfilment';
import {
  ZOrganizationTwoFactorInput,
  ZRecoveryCodes,
  ZTwoFactorCodeInput,
  ZTwoFactorDisableInput,
  ZTwoFactorEnrolment,
  ZTwoFactorStatus,
} from '@energy/domain/schemas/two-factor';
import { z } from 'zod';
import { actionProcedure, authedProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import {
  confirmEnrolment,
  disableTwoFactor,
  resetTwoFactor,
  setOrganizationRule,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.service';

/**
 * Settings > Security: the signed-in user's second factor (TOTP, RFC 6238). The sign-in's second step is
 * auth.loginTwoFactor; status, start and confirm stay open to a user who must enrol before anything else.
 */
export const twoFactorRouter = router({
  status: authedProcedure
    .meta({
      rest: { method: 'get', path: '/api/settings/two-factor', summary: "Whether the caller's second factor is on" },
    })
    .input(z.void())
    .output(ZTwoFactorStatus)
    .query(({ ctx }) => twoFactorStatus(ctx)),
  start: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/settings/two-factor',
        summary: 'Start enrolment: a new secret and its otpauth:// URL (for the QR code); confirmed by the first code',
      },
    })
    .input(z.void())
    .output(ZTwoFactorEnrolment)
    .mutation(({ ctx }) => startEnrolment(ctx)),
  confirm: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/settings/two-factor/confirm',
        summary: 'Confirm enrolment with a code: two-factor sign-in is on; answers the ten recovery codes, shown once',
      },
      checksSecret: true,
    })
    .input(ZTwoFactorCodeInput)
    .output(ZRecoveryCodes)
    .mutation(({ ctx, input }) => confirmEnrolment(ctx, input.code)),
  disable: authedProcedure
    .meta({
      rest: {
        method: 'delete',
        path: '/api/settings/two-factor',
        summary: 'Turn two-factor sign-in off with the password and a current code; the recovery codes are dropped',
      },
      checksSecret: true,
    })
    .input(ZTwoFactorDisableInput)
    .output(ZSuccessOutput)
    .mutation(({ ctx, input }) => disableTwoFactor(ctx, input)),
  setOrganizationRule: authedProcedure
    .meta({
      rest: {
        method: 'put',
        path: '/api/settings/two-factor/organization',
        summary: "Require a second factor of every member of the caller's organization (its managers only)",
      },
    })
    .input(ZOrganizationTwoFactorInput)
    .output(ZTwoFactorStatus)
    .mutation(({ ctx, input }) => setOrganizationRule(ctx, input.required)),
  adminReset: actionProcedure('user.resetTwoFactor')
    .meta({
      rest: {
        method: 'post',
        path: '/api/admin/users/{id}/two-factor/reset',
        summary: "Remove a user's second factor (admin; audited); every session of the user ends",
      },
    })
    .input(ZEntityId)
    .output(ZSuccessOutput)
    .mutation(({ ctx, input }) => resetTwoFactor(ctx, scopeOf(ctx.user), input.id)),
});
