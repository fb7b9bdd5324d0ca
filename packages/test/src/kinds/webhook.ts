import { z } from 'zod';
import { A, B, defineKindTests, ok, type AllowedContext, type Target, type VerbRow } from '../kind-tests';
import type { WalkRow } from '../authorization-table';

const ORG_ROLES = ['buyer', 'supplier', 'logistics', 'finance'] as const;
const ZId = z.object({ id: z.string() });

/** The walk's endpoints are the buyer organization's: its buyer and finance keep them, the others cannot see them. */
const BUYER_ORGANIZATION: Pick<WalkRow, 'party' | 'notParty'> = { party: ['buyer', 'finance'], notParty: 404 };

/**
 * The delete row's calls that may delete, in one world: its two parties, on their own and the other's record, over two
 * transports. Every other caller is refused before the endpoint is looked at, and calls on the walk's endpoint.
 */
const DELETE_CALLS = 8;

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
    // A delivery of the endpoint (a test event), sent again.
    'webhook.resend': async (c, t) => {
      const sent = await c.post(`/api/webhooks/${t.id}/test`, {});
      if (!sent.ok) return sent;
      const { id } = ZId.parse(await sent.json());
      return c.post(`/api/webhooks/${t.id}/deliveries/${id}/resend`, {});
    },
  },
  states: { registered: endpointIn },
  // An endpoint of the buyer organization with one delivery (a test event), and endpoints for the deletes to use up.
  world: async ({ parties, json }) => {
    const register = async (path: string) =>
      (
        await json(
          await parties.buyer.post('/api/webhooks', { url: `https://93.184.215.14/${path}`, events: ['order.*'] }),
          ZId,
          201,
        )
      ).id;
    const endpoint = await register('walk');
    const delivery = (await json(await parties.buyer.post(`/api/webhooks/${endpoint}/test`, {}), ZId, 201)).id;
    const spares: string[] = [];
    for (let n = 0; n < DELETE_CALLS; n++) spares.push(await register(`walk/spare/${n}`));
    return { endpoint, delivery, spares };
  },
  walk: (mine) => ({
    'webhook.list': { kind: 'list', rest: 'GET /api/webhooks', hides: (w) => [mine(w).endpoint] },
    'webhook.create': {
      kind: 'open',
      rest: 'POST /api/webhooks',
      input: (_w, _t, n) => ({ url: `https://93.184.215.14/walk/${n}`, events: ['*'] }),
    },
    'webhook.update': {
      kind: 'record',
      rest: 'PATCH /api/webhooks/:id',
      input: (w) => ({ id: mine(w).endpoint, description: 'Walked' }),
      ...BUYER_ORGANIZATION,
    },
    'webhook.deliveries': {
      kind: 'record',
      rest: 'GET /api/webhooks/:id/deliveries',
      input: (w) => ({ id: mine(w).endpoint }),
      ...BUYER_ORGANIZATION,
    },
    'webhook.test': {
      kind: 'record',
      rest: 'POST /api/webhooks/:id/test',
      input: (w) => ({ id: mine(w).endpoint }),
      ...BUYER_ORGANIZATION,
    },
    'webhook.resend': {
      kind: 'record',
      rest: 'POST /api/webhooks/:id/deliveries/:deliveryId/resend',
      input: (w) => ({ id: mine(w).endpoint, deliveryId: mine(w).delivery }),
      ...BUYER_ORGANIZATION,
    },
    // Each party's call takes an endpoint of its own: a delete uses its endpoint up.
    'webhook.delete': {
      kind: 'record',
      rest: 'DELETE /api/webhooks/:id',
      input: (w, _t, _n, role) => ({
        id:
          role && BUYER_ORGANIZATION.party?.includes(role)
            ? (mine(w).spares.pop() ?? mine(w).endpoint)
            : mine(w).endpoint,
      }),
      ...BUYER_ORGANIZATION,
    },
  }),
});
