import {
  ZPhoneVerificationRequest,
  ZPhoneVerificationSent,
  ZPhoneVerified,
  ZPhoneVerifyInput,
} from '@energy/domain/schemas/phone';
import { authedProcedure } from '../../permission';
import { router } from '../../trpc';
import { sendPhoneCode, verifyPhoneCode } from './phone.service';

/** The profile's phone number proven by a code sent to it by SMS (then high-priority notifications may go there). */
export const phoneRouter = router({
  sendCode: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/settings/phone/verification',
        summary:
          "Send a 6-digit code by SMS to the caller's profile phone (valid 10 minutes, 5 tries; a new code at most once a minute, 5 an hour)",
      },
      unbatched: true,
    })
    .input(ZPhoneVerificationRequest)
    .output(ZPhoneVerificationSent)
    .mutation(({ ctx }) => sendPhoneCode(ctx)),
  verify: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/settings/phone/verify',
        summary: "Verify the caller's profile phone with the code sent to it",
      },
      checksSecret: true,
    })
    .input(ZPhoneVerifyInput)
    .output(ZPhoneVerified)
    .mutation(({ ctx, input }) => verifyPhoneCode(ctx, input)),
});
