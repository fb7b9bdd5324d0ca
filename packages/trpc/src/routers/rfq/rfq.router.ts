import { ZRfq, ZRfqCancelInput, ZRfqCreateInput, ZRfqId } from '@energy/domain/schemas/rfq';
import { z } from 'zod';
import { permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import * as rfq from './rfq.service';

export const rfqRouter = router({
  list: permissionProcedure('rfq', 'read').input(z.void()).output(z.array(ZRfq)).query(({ ctx }) => rfq.listRfqs(ctx.db, scopeOf(ctx.user), undefined)),
  active: permissionProcedure('rfq', 'read').input(z.void()).output(z.array(ZRfq)).query(({ ctx }) => rfq.listActiveRfqs(ctx.db, scopeOf(ctx.user))),
  byId: permissionProcedure('rfq', 'read').input(ZRfqId).output(ZRfq).query(({ ctx, input }) => rfq.getRfq(ctx.db, scopeOf(ctx.user), input.id)),
  create: permissionProcedure('rfq', 'create').input(ZRfqCreateInput).output(ZRfq).mutation(({ ctx, input }) => rfq.createRfq(ctx.db, scopeOf(ctx.user), input)),
  cancel: permissionProcedure('rfq', 'update')
    .input(ZRfqCancelInput)
    .output(ZRfq)
    .mutation(({ ctx, input }) => rfq.cancelRfq(ctx.db, scopeOf(ctx.user), input.id, input.reason)),
});
