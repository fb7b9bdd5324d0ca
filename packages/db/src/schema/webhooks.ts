import { WEBHOOK_DELIVERY_STATUSES } from '@energy/domain/schemas/webhooks';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An organization's webhook endpoint: a URL that receives the organization's events of the types it chose, signed
 * with its secret (Standard Webhooks). `role` is its registrant's role when it was registered: the endpoint hears of
 * what a member of that role may read, as the live feed filters a subscriber.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    role: text('role').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types of the catalogue, `<kind>.*`, or `*`. */
    events: text('events').array().notNull(),
    /** `whsec_` + base64: kept readable, since every delivery is signed with it. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason', { enum: ['failing', 'manual'] }),
    /** The first failed attempt since the last success; 3 days of it disable the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    statusCheck('webhook_endpoints_disabled_reason_check', t.disabledReason, ['failing', 'manual']),
  ],
);

/**
 * One event (or test) to one endpoint, with its attempts. Unique per endpoint and event, so an event is queued once
 * per endpoint however many instances fan it out. `payload` is the body's object; `next_attempt_at` is when a worker
 * may take it next (taking it moves it forward, a lease, so no other instance sends it meanwhile).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Retries stop after this (a day after it was queued or resent). */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    statusCheck('webhook_deliveries_status_check', t.status, WEBHOOK_DELIVERY_STATUSES),
  ],
);
