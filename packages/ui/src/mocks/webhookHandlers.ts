import type { TWebhook, TWebhookCreated, TWebhookDelivery } from '@energy/domain/schemas/webhooks';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { RequestHandler } from 'msw';
import { serverError, trpcMsw } from './handlers';

const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const EVERY_VERB = ['webhook.update', 'webhook.delete', 'webhook.test', 'webhook.resend'] as const;

/** The buyer organization's endpoints: one healthy, one failing for a day, one disabled after 3 days of failures. */
export const webhookList: TWebhook[] = [
  {
    id: 'b8000000-0000-4000-8000-000000000001',
    url: 'https://erp.example.com/hooks/energyhub',
    description: 'ERP purchase feed',
    events: ['order.*', 'shipment.delivered', 'settlement.paid', 'contract.signed'],
    enabled: true,
    disabledAt: null,
    disabledReason: null,
    failingSince: null,
    createdAt: '2026-10-01T08:00:00.000Z',
    allowedActions: [...EVERY_VERB],
  },
  {
    id: 'b8000000-0000-4000-8000-000000000002',
    url: 'https://finance.example.net/webhooks',
    description: 'Finance bridge',
    events: ['*'],
    enabled: true,
    disabledAt: null,
    disabledReason: null,
    failingSince: '2026-11-27T09:30:00.000Z',
    createdAt: '2026-11-02T10:00:00.000Z',
    allowedActions: [...EVERY_VERB],
  },
  {
    id: 'b8000000-0000-4000-8000-000000000003',
    url: 'https://staging.example.org/hook',
    description: '',
    events: ['rfq.created'],
    enabled: false,
    disabledAt: '2026-11-20T06:00:00.000Z',
    disabledReason: 'failing',
    failingSince: '2026-11-17T06:00:00.000Z',
    createdAt: '2026-09-12T14:00:00.000Z',
    allowedActions: [...EVERY_VERB],
  },
];

const [erp, finance, staging] = webhookList as [TWebhook, TWebhook, TWebhook];

const delivery = (id: string, fields: Partial<TWebhookDelivery>): TWebhookDelivery => ({
  id,
  messageId: id,
  eventType: 'order.confirmed',
  eventId: '4182',
  status: 'succeeded',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  lastAttemptAt: '2026-11-28T05:10:02.000Z',
  nextAttemptAt: null,
  createdAt: '2026-11-28T05:10:00.000Z',
  ...fields,
});

/** Each endpoint's delivery log, the newest first. */
export const webhookDeliveries: Record<string, TWebhookDelivery[]> = {
  [erp.id]: [
    delivery('c9000000-0000-4000-8000-000000000001', {}),
    delivery('c9000000-0000-4000-8000-000000000002', {
      eventType: 'shipment.delivered',
      eventId: '4177',
      attempts: 2,
      lastAttemptAt: '2026-11-27T18:01:05.000Z',
      createdAt: '2026-11-27T18:00:00.000Z',
    }),
  ],
  [finance.id]: [
    delivery('c9000000-0000-4000-8000-000000000011', {
      eventType: 'settlement.paid',
      eventId: '4180',
      status: 'pending',
      attempts: 4,
      lastStatusCode: 503,
      lastAttemptAt: '2026-11-28T11:50:00.000Z',
      nextAttemptAt: '2026-11-28T13:50:00.000Z',
      createdAt: '2026-11-28T10:00:00.000Z',
    }),
    delivery('c9000000-0000-4000-8000-000000000012', {
      eventType: 'webhook.test',
      eventId: null,
      status: 'failed',
      attempts: 12,
      lastStatusCode: null,
      lastError: 'Timed out after 10 s',
      lastAttemptAt: '2026-11-28T11:30:00.000Z',
      createdAt: '2026-11-27T12:00:00.000Z',
    }),
  ],
  [staging.id]: [],
};

/** The one answer that carries the signing secret: a new endpoint. */
export const createdWebhook = (input: { url: string; events: string[]; description?: string }): TWebhookCreated => ({
  ...erp,
  id: 'b8000000-0000-4000-8000-000000000009',
  url: input.url,
  events: input.events,
  description: input.description ?? '',
  createdAt: '2026-11-28T06:00:00.000Z',
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
});

const fails = (code: TRPC_ERROR_CODE_KEY, message: string, details?: { path: string; message: string }[]) => () => {
  throw serverError(code, message, details);
};

/** Settings > Webhooks and an endpoint's delivery log. */
export const webhookHandlers = {
  list: (list: TWebhook[] = webhookList) => trpcMsw.webhook.list.query(() => list),
  listLoading: () => trpcMsw.webhook.list.query(() => pendingForever()),
  listFails: (code: TRPC_ERROR_CODE_KEY = 'INTERNAL_SERVER_ERROR', message = 'Internal server error') =>
    trpcMsw.webhook.list.query(fails(code, message)),
  deliveries: (log: Record<string, TWebhookDelivery[]> = webhookDeliveries) =>
    trpcMsw.webhook.deliveries.query(({ input }) => (log[input.id] ?? []).slice(0, Number(input.limit ?? 50))),
  deliveriesLoading: () => trpcMsw.webhook.deliveries.query(() => pendingForever()),
  deliveriesFail: (code: TRPC_ERROR_CODE_KEY = 'INTERNAL_SERVER_ERROR', message = 'Internal server error') =>
    trpcMsw.webhook.deliveries.query(fails(code, message)),
  createSucceeds: (sent?: unknown[]) =>
    trpcMsw.webhook.create.mutation(({ input }) => {
      sent?.push(input);
      return createdWebhook(input);
    }),
  createFails: (code: TRPC_ERROR_CODE_KEY, message: string, details?: { path: string; message: string }[]) =>
    trpcMsw.webhook.create.mutation(fails(code, message, details)),
  updateSucceeds: (sent?: unknown[]) =>
    trpcMsw.webhook.update.mutation(({ input }) => {
      sent?.push(input);
      const base = webhookList.find((endpoint) => endpoint.id === input.id) ?? erp;
      const enabled = input.enabled ?? base.enabled;
      return {
        ...base,
        url: input.url ?? base.url,
        events: input.events ?? base.events,
        description: input.description ?? base.description,
        enabled,
        ...(enabled ? { disabledAt: null, disabledReason: null } : {}),
      };
    }),
  updateFails: (code: TRPC_ERROR_CODE_KEY, message: string, details?: { path: string; message: string }[]) =>
    trpcMsw.webhook.update.mutation(fails(code, message, details)),
  deleteSucceeds: (sent?: unknown[]) =>
    trpcMsw.webhook.delete.mutation(({ input }) => {
      sent?.push(input);
      return { id: input.id };
    }),
  deleteFails: (code: TRPC_ERROR_CODE_KEY, message: string) => trpcMsw.webhook.delete.mutation(fails(code, message)),
  testSucceeds: (sent?: unknown[]) =>
    trpcMsw.webhook.test.mutation(({ input }) => {
      sent?.push(input);
      return delivery('c9000000-0000-4000-8000-000000000099', {
        eventType: 'webhook.test',
        eventId: null,
        status: 'pending',
        attempts: 0,
        lastStatusCode: null,
        lastAttemptAt: null,
        nextAttemptAt: '2026-11-28T06:00:00.000Z',
        createdAt: '2026-11-28T06:00:00.000Z',
      });
    }),
  testFails: (code: TRPC_ERROR_CODE_KEY, message: string) => trpcMsw.webhook.test.mutation(fails(code, message)),
  resendSucceeds: (sent?: unknown[]) =>
    trpcMsw.webhook.resend.mutation(({ input }) => {
      sent?.push(input);
      const log = Object.values(webhookDeliveries).flat();
      const base = log.find((entry) => entry.id === input.deliveryId) ?? delivery(input.deliveryId, {});
      return { ...base, status: 'pending', nextAttemptAt: '2026-11-28T06:00:00.000Z' };
    }),
  resendFails: (code: TRPC_ERROR_CODE_KEY, message: string) => trpcMsw.webhook.resend.mutation(fails(code, message)),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
