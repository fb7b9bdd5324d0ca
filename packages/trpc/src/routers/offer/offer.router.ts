import { ZAcceptOfferInput, ZCounterInput, ZCounterResponseInput, ZOffer, ZOfferId, ZOfferInput, ZOfferListInput } from '@energy/domain/schemas/offer';
import { ZSuccessOutput } from '@energy/domain/schemas/auth';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { acceptOffer } from './award.service';
import { counterOffer, respondToCounter } from './counter.service';
import { pageOffers } from './offer.list';
import { deleteOffer, getOffer, reviseOffer, submitOffer } from './offer.service';

/**
 * Offers carry the rfq permission (the matrix has no offer resource): reading RFQs lets a supplier
 * quote on them; updating RFQs lets a buyer award and counter. Who owns what is checked in the services.
 */
export const offerRouter = router({
  list: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'get', path: '/api/offers', query: true, paged: true, summary: 'Offers, filtered by RFQ, status or counter-offer, a page at a time' } })
    .input(ZOfferListInput)
    .output(zPage(ZOffer))
    .query(({ ctx, input }) => pageOffers(ctx.db, scopeOf(ctx.user), input)),
  byId: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'get', path: '/api/offers/{id}', summary: 'One offer' } })
    .input(ZOfferId)
    .output(ZOffer)
    .query(({ ctx, input }) => getOffer(ctx.db, scopeOf(ctx.user), input.id)),
  create: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'post', path: '/api/offers', status: 201, summary: 'Submit an offer on an RFQ' } })
    .input(ZOfferInput)
    .output(ZOffer)
    .mutation(({ ctx, input }) => submitOffer(ctx.db, scopeOf(ctx.user), input)),
  revise: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'put', path: '/api/offers/{id}', bodyField: 'offer', summary: 'Revise a pending offer' } })
    .input(z.strictObject({ id: z.uuid('Unknown offer'), offer: ZOfferInput }))
    .output(ZOffer)
    .mutation(({ ctx, input }) => reviseOffer(ctx.db, scopeOf(ctx.user), input.id, input.offer)),
  delete: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'delete', path: '/api/offers/{id}', summary: 'Withdraw a pending offer' } })
    .input(ZOfferId)
    .output(ZSuccessOutput)
    .mutation(({ ctx, input }) => deleteOffer(ctx.db, scopeOf(ctx.user), input.id)),
  accept: permissionProcedure('rfq', 'update')
    .meta({ rest: { method: 'post', path: '/api/offers/{id}/accept', summary: 'Accept the offer version the buyer saw (body `{ "version": n }`); a changed offer answers 409 with its current terms' } })
    .input(ZAcceptOfferInput)
    .output(z.object({ contractId: z.string(), contractNumber: z.string() }))
    .mutation(({ ctx, input }) => acceptOffer(ctx.db, scopeOf(ctx.user), input.id, input.version)),
  counter: permissionProcedure('rfq', 'update')
    .meta({ rest: { method: 'post', path: '/api/offers/{offerId}/counter', summary: 'Counter an offer with another unit price' } })
    .input(ZCounterInput)
    .output(ZOffer)
    .mutation(({ ctx, input }) => counterOffer(ctx.db, scopeOf(ctx.user), input.offerId, input.unitPrice, input.note)),
  respondToCounter: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'post', path: '/api/offers/{offerId}/counter/respond', summary: 'Accept or reject a counter-offer' } })
    .input(ZCounterResponseInput)
    .output(ZOffer)
    .mutation(({ ctx, input }) => respondToCounter(ctx.db, scopeOf(ctx.user), input.offerId, input.response)),
});
