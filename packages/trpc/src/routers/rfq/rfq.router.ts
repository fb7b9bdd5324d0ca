import { ZRfq, ZRfqCancelInput, ZRfqCreateInput, ZRfqId } from '@energy/domain/schemas/rfq';
import { z } from 'zod';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import * as rfq from './rfq.service';

export const rfqRouter = router({
  list: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'get', path: '/api/rfq/rfqs', summary: 'RFQs the caller may see' } })
    .input(z.void())
    .output(z.array(ZRfq))
    .query(({ ctx }) => rfq.listRfqs(ctx.db, scopeOf(ctx.user), undefined)),
  active: permissionProcedure('rfq', 'read')
    .meta({ rest: { method: 'get', path: '/api/rfq/active', summary: 'RFQs open for offers' } })
    .input(z.void())
    .output(z.array(ZRfq))
    .query(({ ctx }) => rfq.listActiveRfqs(ctx.db, scopeOf(ctx.user))),
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
  cancel: actionProcedure('rfq.cancel')
    .meta({ rest: { method: 'post', path: '/api/rfq/rfqs/{id}/cancel', summary: 'Cancel an RFQ' } })
    .input(ZRfqCancelInput)
    .output(ZRfq)
    .mutation(({ ctx, input }) => rfq.cancelRfq(ctx.db, scopeOf(ctx.user), input.id, input.reason)),
});
