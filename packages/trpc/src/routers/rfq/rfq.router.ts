import { zPage } from '@energy/domain/schemas/paging';
import {
  ZRfq,
  ZRfqCancelInput,
  ZRfqCreateInput,
  ZRfqDeliveryTermsInput,
  ZRfqId,
  ZRfqListInput,
} from '@energy/domain/schemas/rfq';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { pageRfqs } from './rfq.list';
import * as rfq from './rfq.service';
import { RFQ_CSV } from './rfq.csv';

export const rfqRouter = router({
  list: permissionProcedure('rfq', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/rfq/rfqs',
        query: true,
        paged: true,
        csv: RFQ_CSV,
        summary: 'RFQs the caller may see, a page at a time',
      },
    })
    .input(ZRfqListInput)
    .output(zPage(ZRfq))
    .query(({ ctx, input }) => pageRfqs(ctx.db, scopeOf(ctx.user), input)),
  active: permissionProcedure('rfq', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/rfq/active',
        query: true,
        paged: true,
        csv: { ...RFQ_CSV, filename: 'open-rfqs' },
        summary: 'RFQs open for offers, a page at a time',
      },
    })
    .input(ZRfqListInput)
    .output(zPage(ZRfq))
    .query(({ ctx, input }) => pageRfqs(ctx.db, scopeOf(ctx.user), input, true)),
  byId: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'get', path: '/api/rfq/rfqs/{id}', summary: 'One RFQ' } })
    .input(ZRfqId)
    .output(ZRfq)
    .query(({ ctx, input }) => rfq.getRfq(ctx.db, scopeOf(ctx.user), input.id)),
  create: actionProcedure('rfq.create')
    .meta({ rest: { method: 'post', path: '/api/rfq/rfqs', status: 201, summary: 'Publish an RFQ' } })
    .input(ZRfqCreateInput)
    .output(ZRfq)
    .mutation(({ ctx, input }) => rfq.createRfq(ctx.db, scopeOf(ctx.user), input)),
  updateDeliveryTerms: actionProcedure('rfq.updateDeliveryTerms')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/rfq/rfqs/{id}/delivery-terms',
        bodyField: 'deliveryTerms',
        summary: "Change an RFQ's delivery terms before its first offer",
      },
    })
    .input(ZRfqDeliveryTermsInput)
    .output(ZRfq)
    .mutation(({ ctx, input }) => rfq.updateDeliveryTerms(ctx.db, scopeOf(ctx.user), input.id, input.deliveryTerms)),
  cancel: actionProcedure('rfq.cancel')
    .meta({ rest: { method: 'post', path: '/api/rfq/rfqs/{id}/cancel', summary: 'Cancel an RFQ' } })
    .input(ZRfqCancelInput)
    .output(ZRfq)
    .mutation(({ ctx, input }) => rfq.cancelRfq(ctx.db, scopeOf(ctx.user), input.id, input.reason)),
});
