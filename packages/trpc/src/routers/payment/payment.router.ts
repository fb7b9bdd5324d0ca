import { ZEntityId, ZPayment, ZProcessPaymentInput } from '@energy/domain/schemas/fulfilment';
import { z } from 'zod';
import { permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { listPayments } from './payment.queries';
import { getPayment, processPayment } from './payment.service';

export const paymentRouter = router({
  list: permissionProcedure('payment', 'read').input(z.void()).output(z.array(ZPayment)).query(({ ctx }) => listPayments(ctx.db, scopeOf(ctx.user))),
  byId: permissionProcedure('payment', 'read').input(ZEntityId).output(ZPayment).query(({ ctx, input }) => getPayment(ctx.db, scopeOf(ctx.user), input.id)),
  process: permissionProcedure('payment', 'update')
    .input(ZProcessPaymentInput)
    .output(ZPayment)
    .mutation(({ ctx, input }) => processPayment(ctx.db, scopeOf(ctx.user), ctx.payments, input)),
});
