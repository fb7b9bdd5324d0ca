import { zPage } from '@energy/domain/schemas/paging';
import {
  ZKybSubmitInput,
  ZKycSubmitInput,
  ZMyVerification,
  ZReview,
  ZReviewListInput,
  ZReviewStatusInput,
} from '@energy/domain/schemas/review';
import { z } from 'zod';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { pageReviews } from './review.list';
import { decideReview, myVerification, submitKyb, submitKyc } from './review.service';

/** KYB/KYC (spec 001): organizations and users submit documents; admins (user:approve) decide in the review queue. */
export const reviewRouter = router({
  list: permissionProcedure('user', 'approve')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/kyb-kyc-reviews',
        query: true,
        paged: true,
        summary: 'The KYB/KYC review queue, admin only (`q`: organization or user id or name; `status`, `reviewType`)',
      },
    })
    .input(ZReviewListInput)
    .output(zPage(ZReview))
    .query(({ ctx, input }) => pageReviews(ctx.db, scopeOf(ctx.user), input)),
  // One call for the three decisions (spec 001 §7); they share user:approve and the service runs the verb of the chosen status.
  updateStatus: actionProcedure('review.approve')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/admin/kyb-kyc-reviews/{id}/status',
        summary: 'Take under review, approve or reject (non-blank rejectionReason) a pending or under-review review',
      },
    })
    .input(ZReviewStatusInput)
    .output(ZReview)
    .mutation(({ ctx, input }) => decideReview(ctx.db, scopeOf(ctx.user), input)),
  submitKyb: actionProcedure('review.submitKyb')
    .meta({
      rest: {
        method: 'post',
        path: '/api/organizations/{organizationId}/kyb',
        status: 201,
        summary: "Submit the organization's company documents (document ids) for KYB review",
      },
    })
    .input(ZKybSubmitInput)
    .output(ZReview)
    .mutation(({ ctx, input }) => submitKyb(ctx.db, scopeOf(ctx.user), input)),
  submitKyc: actionProcedure('review.submitKyc')
    .meta({
      rest: {
        method: 'post',
        path: '/api/settings/kyc',
        status: 201,
        summary: "Submit the caller's identity documents (document ids) for KYC review",
      },
    })
    .input(ZKycSubmitInput)
    .output(ZReview)
    .mutation(({ ctx, input }) => submitKyc(ctx.db, scopeOf(ctx.user), input)),
  mine: permissionProcedure('organization', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/settings/verification',
        summary: "The caller's organization verification and KYC state, with the latest KYB and KYC reviews",
      },
    })
    .input(z.void())
    .output(ZMyVerification)
    .query(({ ctx }) => myVerification(ctx.db, scopeOf(ctx.user))),
});
