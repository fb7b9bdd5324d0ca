import { z } from 'zod';
import {
  ZEntityId,
  ZPayment,
  ZPaymentListInput,
  ZPaymentSummary,
  ZProcessPaymentInput,
} from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { pagePayments } from './payment.list';
import { getPayment, processPayment } from './payment.service';
import { PAYMENT_CSV } from './payment.csv';
import { paymentSummary } from './payment.summary';

export const paymentRouter = router({
  list: permissionProcedure('payment', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/payments',
        query: true,
        paged: true,
        csv: PAYMENT_CSV,
        summary: 'Payments the caller may see, a page at a time',
      },
    })
    .input(ZPaymentListInput)
    .output(zPage(ZPayment))
    .query(({ ctx, input }) => pagePayments(ctx.db, scopeOf(ctx.user), input)),
  summary: permissionProcedure('payment', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/payments/summary',
        summary:
          "The Payment Dashboard's figures over every payment the caller may see: volume and escrow per currency and converted into the caller's default currency, pending, succeeded and attempted counts",
      },
    })
    .input(z.void())
    .output(ZPaymentSummary)
    .query(({ ctx }) => paymentSummary(ctx.db, scopeOf(ctx.user), ctx.user.preferences.currency)),
  byId: permissionProcedure('payment', 'read')
    .meta({ rest: { method: 'get', path: '/api/payments/{id}', summary: 'One payment' } })
    .input(ZEntityId)
    .output(ZPayment)
    .query(({ ctx, input }) => getPayment(ctx.db, scopeOf(ctx.user), input.id)),
  process: actionProcedure('payment.process')
    .meta({
      rest: {
        method: 'post',
        path: '/api/payments/{id}/process',
        headers: { 'idempotency-key': 'idempotencyKey' },
        summary: 'Process a payment; the Idempotency-Key header makes retries safe: one key, one transition',
      },
      unprocessable: "An amount other than the payment's, or an Idempotency-Key already used with another amount.",
    })
    .input(ZProcessPaymentInput)
    .output(ZPayment)
    .mutation(({ ctx, input }) => processPayment(ctx.db, scopeOf(ctx.user), ctx.payments, input)),
});
