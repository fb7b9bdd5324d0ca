import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every state transition and account event: who, when, what, from which state to which. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    organizationId: uuid('organization_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** The address the request came from (as the server resolves it behind trusted proxies); null for background jobs. */
    clientAddress: text('client_address'),
    /** The API token the request came with (Authorization: Bearer), null for a signed-in session or a job. */
    apiTokenId: uuid('api_token_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_at_idx').on(t.at),
    // The audit log viewer's filters by actor and by organization, newest first.
    index('audit_log_actor_at_idx').on(t.actorUserId, t.at, t.id),
    index('audit_log_organization_at_idx').on(t.organizationId, t.at, t.id),
  ],
);
