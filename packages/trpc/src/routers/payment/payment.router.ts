import { ZEntityId, ZPayment, ZProcessPaymentInput } from '@energy/domain/schemas/fulfilment';
import { z } from 'zod';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { listPayments } from './payment.queries';
import { getPayment, processPayment } from './payment.service';

export const paymentRouter = router({
  list: permissionProcedure('payment', 'read')
    .meta({ rest: { method: 'get', path: '/api/payments', summary: 'Payments the caller may see' } })
    .input(z.void())
    .output(z.array(ZPayment))
    .query(({ ctx }) => listPayments(ctx.db, scopeOf(ctx.user))),
  byId: permissionProcedure('payment', 'read')
    .meta({ rest: { method: 'get', path: '/api/payments/{id}', summary: 'One payment' } })
    .input(ZEntityId)
    .output(ZPayment)
    .query(({ ctx, input }) => getPayment(ctx.db, scopeOf(ctx.user), input.id)),
  process: actionProcedure('payment.process')
    .meta({ rest: { method: 'post', path: '/api/payments/{id}/process', headers: { 'idempotency-key': 'idempotencyKey' }, summary: 'Process a payment; the Idempotency-Key header makes retries safe: one key, one transition' } })
    .input(ZProcessPaymentInput)
    .output(ZPayment)
    .mutation(({ ctx, input }) => processPayment(ctx.db, scopeOf(ctx.user), ctx.payments, input)),
});
