import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events: one row per state change, written in the change's own transaction, so an
 * event exists exactly when its change committed. The id is the resumable event id of the live feed.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `<entity>.<verb>`, e.g. `offer.accepted`. */
    type: text('type').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** Every organization the change concerns: both parties of an offer, the carrier of a shipment… */
    organizationIds: uuid('organization_ids').array().notNull().default([]),
    actorUserId: uuid('actor_user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the notifier has written this event's notifications (it claims rows where this is null). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** Set once the webhook worker has queued this event's deliveries (it claims rows where this is null). */
    webhooksAt: timestamp('webhooks_at', { withTimezone: true }),
  },
  // "Events after id X for organization Y": the primary key ranges over ids, this index finds the
  // organization's rows (`organization_ids && array[Y]`) on a resume far behind.
  (t) => [
    index('domain_events_organizations_idx').using('gin', t.organizationIds),
    index('domain_events_unnotified_idx').on(t.id).where(sql`${t.notifiedAt} is null`),
    index('domain_events_webhooks_pending_idx').on(t.id).where(sql`${t.webhooksAt} is null`),
  ],
);
