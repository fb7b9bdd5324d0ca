import { TWO_FACTOR_MESSAGES, type TTwoFactorStatus } from '@energy/domain/schemas/two-factor';
import { sessionUsers, type SessionUserFixture } from './fixtures/auth';
import { recoveryCodes, twoFactorEnrolment, twoFactorOff, twoFactorOn } from './fixtures/twoFactor';
import { serverError, trpcMsw } from './handlers';

/** Two-factor sign-in: Settings > Security's status and enrolment, and the sign-in's second step. */
export const twoFactorHandlers = {
  status: (status: TTwoFactorStatus = twoFactorOff) => trpcMsw.twoFactor.status.query(() => status),
  statusOn: () => trpcMsw.twoFactor.status.query(() => twoFactorOn),
  start: () => trpcMsw.twoFactor.start.mutation(() => twoFactorEnrolment),
  confirms: () => trpcMsw.twoFactor.confirm.mutation(() => recoveryCodes),
  confirmRefused: () =>
    trpcMsw.twoFactor.confirm.mutation(() => {
      throw serverError('BAD_REQUEST', TWO_FACTOR_MESSAGES.invalidCode, [
        { path: 'code', message: TWO_FACTOR_MESSAGES.invalidCode },
      ]);
    }),
  disables: () => trpcMsw.twoFactor.disable.mutation(() => ({ success: true as const })),
  setsOrganizationRule: (status: TTwoFactorStatus) =>
    trpcMsw.twoFactor.setOrganizationRule.mutation(({ input }) => ({
      ...status,
      organizationRequires: input.required,
    })),
  /** The password was right; the account has a second factor. */
  loginAsksForCode: () => trpcMsw.auth.login.mutation(() => ({ twoFactorRequired: true as const })),
  codeSignsIn: (user: SessionUserFixture = sessionUsers.buyer) =>
    trpcMsw.auth.loginTwoFactor.mutation(() => ({ ...user, twoFactorEnabled: true })),
  codeReused: () =>
    trpcMsw.auth.loginTwoFactor.mutation(() => {
      throw serverError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.codeReused);
    }),
};
