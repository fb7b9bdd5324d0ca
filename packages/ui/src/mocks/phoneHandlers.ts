import { PHONE_CODE_RESEND_MS, PHONE_CODE_TTL_MS, SMS_MESSAGES } from '@energy/domain/schemas/phone';
import type { RequestHandler } from 'msw';
import { buyerProfile, type ProfileFixture } from './fixtures/settings';
import { serverError, trpcMsw } from './handlers';

/** The code the mocked SMS carries: the verify handlers accept this one only. */
export const MOCK_PHONE_CODE = '123456';

/** A profile whose saved phone is verified. */
export const verifiedProfile: ProfileFixture = { ...buyerProfile, phoneVerified: true };

/** Phone verification (Settings > Profile): a code sent to the saved phone, then checked. */
export const phoneHandlers = {
  sendCodeSucceeds: (profile: ProfileFixture = buyerProfile) =>
    trpcMsw.phone.sendCode.mutation(() => {
      const now = Date.now();
      return {
        message: SMS_MESSAGES.codeSent,
        phone: profile.phone,
        expiresAt: new Date(now + PHONE_CODE_TTL_MS).toISOString(),
        resendAfter: new Date(now + PHONE_CODE_RESEND_MS).toISOString(),
      };
    }),
  sendCodeTooSoon: () =>
    trpcMsw.phone.sendCode.mutation(() => {
      throw serverError('TOO_MANY_REQUESTS', SMS_MESSAGES.resendTooSoon);
    }),
  /** MOCK_PHONE_CODE verifies the phone; any other code is wrong (400 naming code). */
  verify: (profile: ProfileFixture = buyerProfile) =>
    trpcMsw.phone.verify.mutation(({ input }) => {
      if (input.code !== MOCK_PHONE_CODE)
        throw serverError('BAD_REQUEST', SMS_MESSAGES.wrongCode, [{ path: 'code', message: SMS_MESSAGES.wrongCode }]);
      return { message: SMS_MESSAGES.phoneVerified, phone: profile.phone, phoneVerified: true as const };
    }),
  verifyExpired: () =>
    trpcMsw.phone.verify.mutation(() => {
      throw serverError('BAD_REQUEST', SMS_MESSAGES.codeExpired, [{ path: 'code', message: SMS_MESSAGES.codeExpired }]);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

/** The whole verification answered: a code sent, MOCK_PHONE_CODE accepted. */
export const allPhone = (profile: ProfileFixture = buyerProfile): RequestHandler[] => [
  phoneHandlers.sendCodeSucceeds(profile),
  phoneHandlers.verify(profile),
];
