import {
  ZWebhook,
  ZWebhookCreated,
  ZWebhookCreateInput,
  ZWebhookDeliveriesInput,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookIdInput,
  ZWebhookList,
  ZWebhookResendInput,
  ZWebhookUpdateInput,
} from '@energy/domain/schemas/webhooks';
import { z } from 'zod';
import { actionProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  resendWebhookDelivery,
  testWebhook,
  updateWebhook,
  webhookDeliveryLog,
} from './webhook.service';

/**
 * Webhooks: the endpoints an organization registers to receive its events, signed (Standard Webhooks), and their
 * delivery log. The deliveries themselves are sent by the webhook worker (webhooks/deliver.ts).
 */
export const webhookRouter = router({
  list: grantProcedure('webhook:read')
    .meta({ rest: { method: 'get', path: '/api/webhooks', summary: "The caller's organization's webhook endpoints" } })
    .input(z.void())
    .output(ZWebhookList)
    .query(({ ctx }) => listWebhooks(ctx.db, scopeOf(ctx.user))),
  create: actionProcedure('webhook.create')
    .meta({
      rest: {
        method: 'post',
        path: '/api/webhooks',
        status: 201,
        summary:
          'Register an endpoint (https) for event types of the catalog, `<kind>.*` or `["*"]`; answers its signing secret (`whsec_…`) this once',
      },
    })
    .input(ZWebhookCreateInput)
    .output(ZWebhookCreated)
    .mutation(({ ctx, input }) =>
      createWebhook(ctx.db, scopeOf(ctx.user), input, ctx.config.webhookAllowPrivate ?? false),
    ),
  update: actionProcedure('webhook.update')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/webhooks/{id}',
        summary: "Change an endpoint's URL, event types or description, or enable or disable it",
      },
    })
    .input(ZWebhookUpdateInput)
    .output(ZWebhook)
    .mutation(({ ctx, input }) =>
      updateWebhook(ctx.db, scopeOf(ctx.user), input, ctx.config.webhookAllowPrivate ?? false),
    ),
  delete: actionProcedure('webhook.delete')
    .meta({
      rest: { method: 'delete', path: '/api/webhooks/{id}', summary: 'Delete an endpoint and its delivery log' },
    })
    .input(ZWebhookIdInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteWebhook(ctx.db, scopeOf(ctx.user), input)),
  deliveries: grantProcedure('webhook:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/webhooks/{id}/deliveries',
        query: true,
        summary: "An endpoint's deliveries, the newest first: status, attempts, last answer, next attempt",
      },
    })
    .input(ZWebhookDeliveriesInput)
    .output(ZWebhookDeliveryList)
    .query(({ ctx, input }) => webhookDeliveryLog(ctx.db, scopeOf(ctx.user), input)),
  test: actionProcedure('webhook.test')
    .meta({
      rest: {
        method: 'post',
        path: '/api/webhooks/{id}/test',
        status: 201,
        summary: 'Queue a signed `webhook.test` event to the endpoint (sent within seconds; see its deliveries)',
      },
    })
    .input(ZWebhookIdInput)
    .output(ZWebhookDelivery)
    .mutation(({ ctx, input }) => testWebhook(ctx.db, scopeOf(ctx.user), input)),
  resend: actionProcedure('webhook.resend')
    .meta({
      rest: {
        method: 'post',
        path: '/api/webhooks/{id}/deliveries/{deliveryId}/resend',
        summary: 'Send one delivery again now, with a new day of retries',
      },
    })
    .input(ZWebhookResendInput)
    .output(ZWebhookDelivery)
    .mutation(({ ctx, input }) => resendWebhookDelivery(ctx.db, scopeOf(ctx.user), input)),
});
