import { CONTENT_STATUSES, CONTENT_TYPES } from '@energy/domain/schemas/content';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';

/*
 * Platform administration (spec 001): content items the admin publishes and feature flags the server
 * evaluates per user. Neither belongs to an organization; only admins write them.
 */

export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: text('type').notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_items_updated_idx').on(t.updatedAt, t.id),
    index('content_items_created_idx').on(t.createdAt, t.id),
    // Users read published items of a type, newest first.
    index('content_items_status_type_updated_idx').on(t.status, t.type, t.updatedAt, t.id),
    statusCheck('content_items_status_check', t.status, CONTENT_STATUSES),
    statusCheck('content_items_type_check', t.type, CONTENT_TYPES),
  ],
);

export const featureFlags = pgTable(
  'feature_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(false),
    rolloutPercentage: integer('rollout_percentage').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feature_flags_name_key').on(sql`lower(${t.name})`),
    index('feature_flags_created_idx').on(t.createdAt, t.id),
    check(
      'feature_flags_rollout_range',
      sql`${t.rolloutPercentage} between 0 and 100 and ${t.rolloutPercentage} % 5 = 0`,
    ),
  ],
);
