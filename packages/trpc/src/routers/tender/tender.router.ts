import {
  ZAwardInput,
  ZBid,
  ZBidInput,
  ZShipmentBidsInput,
  ZTender,
  ZTenderIdInput,
  ZTenderListInput,
} from '@energy/domain/schemas/fleet';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { actionProcedure, grantProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { TENDER_CSV } from './tender.csv';
import { pageTenders } from './tender.list';
import { awardBid, bidOnTender, getTender, rejectTender, shipmentBids } from './tender.service';

/**
 * Tender Inbox (spec 001): tendered shipments as each logistics company sees them, its bids and declines;
 * and the shipper's side: the bids on its shipment and the award.
 */
export const tenderRouter = router({
  list: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/tenders',
        query: true,
        paged: true,
        csv: TENDER_CSV,
        summary: "Tenders open to the caller's company and its answered ones (`q`; `status`, `priority`)",
      },
    })
    .input(ZTenderListInput)
    .output(zPage(ZTender))
    .query(({ ctx, input }) => pageTenders(ctx.db, scopeOf(ctx.user), input)),
  byId: grantProcedure('fleet:read')
    .meta({ rest: { method: 'get', path: '/api/tenders/{id}', summary: 'One tender' } })
    .input(ZTenderIdInput)
    .output(ZTender)
    .query(({ ctx, input }) => getTender(ctx.db, scopeOf(ctx.user), input.id)),
  bid: actionProcedure('tender.bid')
    .meta({
      rest: {
        method: 'post',
        path: '/api/tenders/{id}/accept',
        creates: true,
        summary:
          'Bid on an open tender: proposed rate (minor units, at most the maximum rate), estimated delivery time, notes',
      },
    })
    .input(ZBidInput)
    .output(ZTender)
    .mutation(({ ctx, input }) => bidOnTender(ctx.db, scopeOf(ctx.user), input)),
  reject: actionProcedure('tender.reject')
    .meta({ rest: { method: 'post', path: '/api/tenders/{id}/reject', summary: 'Decline an open tender (final)' } })
    .input(ZTenderIdInput)
    .output(ZTender)
    .mutation(({ ctx, input }) => rejectTender(ctx.db, scopeOf(ctx.user), input.id)),
  bids: permissionProcedure('shipment', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/logistics/shipments/{shipmentId}/bids',
        summary: 'The bids on a shipment, for its shipper (the supplier)',
      },
    })
    .input(ZShipmentBidsInput)
    .output(z.array(ZBid))
    .query(({ ctx, input }) => shipmentBids(ctx.db, scopeOf(ctx.user), input.shipmentId)),
  award: actionProcedure('tender.award')
    .meta({
      rest: {
        method: 'post',
        path: '/api/bids/{bidId}/award',
        summary: "Award the shipment to one bid: the winner's tender is awarded, the others close, a job is created",
      },
    })
    .input(ZAwardInput)
    .output(ZShipment)
    .mutation(({ ctx, input }) => awardBid(ctx.db, scopeOf(ctx.user), input)),
});
