import { entry } from '../actions/entry';
import { memberOf, ownerOf } from '../actions/parties';
import { defineEntity } from './descriptor';

declare module '../actions/records' {
  interface RecordFacts {
    /** A webhook endpoint: it belongs to the organization that registered it, whose events it receives. */
    webhook: { organizationId: string };
  }
}

const onEndpoint = (what: string) =>
  entry({
    on: 'webhook',
    permission: 'webhook:manage',
    party: ownerOf('webhook endpoint'),
    transition: { none: what },
  });

/**
 * A webhook endpoint of an organization (Settings > Webhooks): a URL that receives, signed, the organization's events
 * of the types it chose. Its members register, change, delete and test their own; its events (created, updated,
 * deleted, disabled after 3 days of failed deliveries) tell the members, which is how a disabled endpoint is noticed.
 */
export const webhook = defineEntity({
  label: 'Webhook endpoint',
  table: 'webhookEndpoints',
  events: { permission: 'webhook:read', refreshes: ['webhook', 'notification'], notificationType: 'webhook' },
  page: () => '/settings/webhooks',
  verbs: {
    'webhook.create': entry({
      on: 'organization',
      permission: 'webhook:manage',
      party: memberOf,
      transition: { none: 'registers an endpoint and answers its signing secret once' },
    }),
    'webhook.update': onEndpoint('changes its URL, event types, description, or enables or disables it'),
    'webhook.delete': onEndpoint('deletes the endpoint and its delivery log'),
    'webhook.test': onEndpoint('queues a signed test event to the endpoint'),
    'webhook.resend': onEndpoint('sends one of its deliveries again, with a new day of retries'),
  },
});
