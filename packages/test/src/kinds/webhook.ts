import { z } from 'zod';
import { A, B, defineKindTests, ok, type AllowedContext, type Target, type VerbRow } from '../kind-tests';

const ORG_ROLES = ['buyer', 'supplier', 'logistics', 'finance'] as const;

/** A verb on an endpoint: its organization's members of every organization role; admins have none. */
const onEndpoint: VerbRow = {
  on: 'webhook',
  permission: 'webhook:manage',
  holders: [...ORG_ROLES],
  own: () => ({ organizationId: A }),
  states: { any: ok({}) },
};

/** An endpoint the buyer organization's buyer registers, read in its list. */
async function endpointIn({ clients, json, key }: AllowedContext): Promise<Target> {
  const { id } = await json(
    await clients.buyer.post('/api/webhooks', { url: `https://93.184.215.14/hooks/${key()}`, events: ['*'] }),
    z.object({ id: z.string() }),
    201,
  );
  return {
    id,
    read: async (c) => {
      const response = await c.get('/api/webhooks');
      if (!response.ok) return response;
      const row = ((await response.json()) as { id: string }[]).find((r) => r.id === id);
      return row
        ? new Response(JSON.stringify(row), { status: 200 })
        : new Response('{"error":"not found"}', { status: 404 });
    },
  };
}

/** Webhook endpoints: an organization's members register and keep their own; nobody else sees them. */
export const kindTests = defineKindTests({
  kind: 'webhook',
  base: { organizationId: B },
  verbs: {
    'webhook.create': { ...onEndpoint, on: 'organization' },
    'webhook.update': onEndpoint,
    'webhook.delete': onEndpoint,
    'webhook.test': onEndpoint,
    'webhook.resend': onEndpoint,
  },
  calls: {
    'webhook.update': (c, t) => c.request('PATCH', `/api/webhooks/${t.id}`, { description: 'Changed' }),
    'webhook.test': (c, t) => c.post(`/api/webhooks/${t.id}/test`, {}),
    'webhook.delete': (c, t) => c.request('DELETE', `/api/webhooks/${t.id}`),
  },
  states: { registered: endpointIn },
  world: async ({ parties, json }) =>
    (
      await json(
        await parties.buyer.post('/api/webhooks', { url: 'https://93.184.215.14/walk', events: ['order.*'] }),
        z.object({ id: z.string() }),
        201,
      )
    ).id,
  walk: (endpoint) => ({
    'webhook.list': { kind: 'list', rest: 'GET /api/webhooks', hides: (w) => [endpoint(w)] },
    'webhook.create': {
      kind: 'open',
      rest: 'POST /api/webhooks',
      input: (_w, _t, n) => ({ url: `https://93.184.215.14/walk/${n}`, events: ['*'] }),
    },
    'webhook.update': {
      kind: 'record',
      rest: 'PATCH /api/webhooks/:id',
      input: (w) => ({ id: endpoint(w), description: 'Walked' }),
    },
    'webhook.deliveries': {
      kind: 'record',
      rest: 'GET /api/webhooks/:id/deliveries',
      input: (w) => ({ id: endpoint(w) }),
    },
    'webhook.test': { kind: 'record', rest: 'POST /api/webhooks/:id/test', input: (w) => ({ id: endpoint(w) }) },
  }),
});
