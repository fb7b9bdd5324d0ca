import {
  ZAcceptOfferInput,
  ZCounterInput,
  ZCounterResponseInput,
  ZOffer,
  ZOfferId,
  ZOfferInput,
  ZOfferListInput,
} from '@energy/domain/schemas/offer';
import { ZSuccessOutput } from '@energy/domain/schemas/auth';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { acceptOffer } from './award.service';
import { counterOffer, respondToCounter } from './counter.service';
import { pageOffers } from './offer.list';
import { deleteOffer, getOffer, reviseOffer, submitOffer } from './offer.service';
import { OFFER_CSV } from './offer.csv';

/**
 * Offers are read with the rfq permission (the spec's matrix has no offer resource); every change is a
 * verb of the action registry, with its own permission (offer:submit, offer:accept...).
 */
/** The 422 of a call that prices a formula offer (offer.indicative.ts). */
const UNPRICEABLE_FORMULA = 'A formula offer on an index without a quote yet cannot be priced.';

export const offerRouter = router({
  list: permissionProcedure('rfq', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/offers',
        query: true,
        paged: true,
        csv: OFFER_CSV,
        summary: 'Offers, filtered by RFQ, status or counter-offer, a page at a time',
      },
    })
    .input(ZOfferListInput)
    .output(zPage(ZOffer))
    .query(({ ctx, input }) => pageOffers(ctx.db, scopeOf(ctx.user), input)),
  byId: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'get', path: '/api/offers/{id}', summary: 'One offer' } })
    .input(ZOfferId)
    .output(ZOffer)
    .query(({ ctx, input }) => getOffer(ctx.db, scopeOf(ctx.user), input.id)),
  create: actionProcedure('offer.submit')
    .meta({
      rest: { method: 'post', path: '/api/offers', status: 201, summary: 'Submit an offer on an RFQ' },
      unprocessable: UNPRICEABLE_FORMULA,
    })
    .input(ZOfferInput)
    .output(ZOffer)
    .mutation(({ ctx, input }) => submitOffer(ctx.db, scopeOf(ctx.user), input)),
  revise: actionProcedure('offer.revise')
    .meta({
      rest: { method: 'put', path: '/api/offers/{id}', bodyField: 'offer', summary: 'Revise a pending offer' },
      unprocessable: UNPRICEABLE_FORMULA,
    })
    .input(z.strictObject({ id: z.uuid('Unknown offer'), offer: ZOfferInput }))
    .output(ZOffer)
    .mutation(({ ctx, input }) => reviseOffer(ctx.db, scopeOf(ctx.user), input.id, input.offer)),
  delete: actionProcedure('offer.withdraw')
    .meta({ rest: { method: 'delete', path: '/api/offers/{id}', summary: 'Withdraw a pending offer' } })
    .input(ZOfferId)
    .output(ZSuccessOutput)
    .mutation(({ ctx, input }) => deleteOffer(ctx.db, scopeOf(ctx.user), input.id)),
  accept: actionProcedure('offer.accept')
    .meta({
      rest: {
        method: 'post',
        path: '/api/offers/{id}/accept',
        summary:
          'Accept the offer version the buyer saw (body `{ "version": n }`); a changed offer answers 409 with its current terms',
      },
    })
    .input(ZAcceptOfferInput)
    .output(z.object({ contractId: z.string(), contractNumber: z.string() }))
    .mutation(({ ctx, input }) => acceptOffer(ctx.db, scopeOf(ctx.user), input.id, input.version)),
  counter: actionProcedure('offer.counter')
    .meta({
      rest: {
        method: 'post',
        path: '/api/offers/{offerId}/counter',
        summary:
          'Counter a fixed offer with another unit price (`unitPrice`), or a formula offer with another differential (`differential`)',
      },
      unprocessable: UNPRICEABLE_FORMULA,
    })
    .input(ZCounterInput)
    .output(ZOffer)
    .mutation(({ ctx, input }) =>
      counterOffer(
        ctx.db,
        scopeOf(ctx.user),
        input.offerId,
        { unitPrice: input.unitPrice, differential: input.differential },
        input.note,
      ),
    ),
  respondToCounter: actionProcedure('offer.respondToCounter')
    .meta({
      rest: {
        method: 'post',
        path: '/api/offers/{offerId}/counter/respond',
        summary: 'Accept or reject a counter-offer',
      },
      unprocessable: UNPRICEABLE_FORMULA,
    })
    .input(ZCounterResponseInput)
    .output(ZOffer)
    .mutation(({ ctx, input }) => respondToCounter(ctx.db, scopeOf(ctx.user), input.offerId, input.response)),
});
