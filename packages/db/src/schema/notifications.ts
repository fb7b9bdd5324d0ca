import { COLOR_SCHEMES, CURRENCIES, DEFAULT_PREFERENCES, LANGUAGES, TIMEZONES } from '@energy/domain/schemas/settings';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '@energy/domain/schemas/notification';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { organizations } from './organizations';
import { rfqs } from './rfqs';
import { users } from './users';

/** A notification's text as the notifier stores it (packages/trpc/src/notifications/stored-text.ts reads it). */
export interface StoredNotificationText {
  key: string;
  values: Record<string, unknown>;
}

/**
 * One row per user told of a domain event. (user_id, event_id) is unique, so a round that runs again
 * over the same event (a crash before its claim committed) writes nothing twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    priority: text('priority').notNull(),
    /** The title and message as written, in the recipient's language then (what the mail said; all older rows have). */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * What the title and message say without their words: the catalogue key and its values (record names as
     * phrases, amounts in minor units), so each read renders them in the reader's current language. Null on rows
     * written before it: those read as written.
     */
    text: jsonb('text').$type<StoredNotificationText>(),
    /** The route of the record, e.g. /offers/… */
    link: text('link'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_event_key').on(t.userId, t.eventId),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    statusCheck('notifications_type_check', t.type, NOTIFICATION_TYPES),
    statusCheck('notifications_priority_check', t.priority, NOTIFICATION_PRIORITIES),
  ],
);

/** Notification preferences and system settings; a user without a row has the spec's defaults. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(DEFAULT_PREFERENCES.emailNotifications),
    smsNotifications: boolean('sms_notifications').notNull().default(DEFAULT_PREFERENCES.smsNotifications),
    rfqUpdates: boolean('rfq_updates').notNull().default(DEFAULT_PREFERENCES.rfqUpdates),
    paymentAlerts: boolean('payment_alerts').notNull().default(DEFAULT_PREFERENCES.paymentAlerts),
    shipmentTracking: boolean('shipment_tracking').notNull().default(DEFAULT_PREFERENCES.shipmentTracking),
    language: text('language').notNull().default(DEFAULT_PREFERENCES.language),
    timezone: text('timezone').notNull().default(DEFAULT_PREFERENCES.timezone),
    currency: text('currency').notNull().default(DEFAULT_PREFERENCES.currency),
    colorScheme: text('color_scheme').notNull().default(DEFAULT_PREFERENCES.colorScheme),
    /**
     * The IANA zone the user's browser last reported (signed in or opened the app), for the 'browser' time zone
     * where the server writes times (mails, CSV); null until one is reported.
     */
    browserTimeZone: text('browser_time_zone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('user_preferences_language_check', t.language, LANGUAGES),
    statusCheck('user_preferences_timezone_check', t.timezone, TIMEZONES),
    statusCheck('user_preferences_currency_check', t.currency, CURRENCIES),
    statusCheck('user_preferences_color_scheme_check', t.colorScheme, COLOR_SCHEMES),
  ],
);

/**
 * New-RFQ notices to suppliers: the first RFQ in a user's hour is told at once and opens the
 * hour (opened_at); later ones wait in rfq_digest_items until the hour is over, then go out as one digest. The
 * window is claimed with an upsert, so two instances handling two RFQs at once never both tell them at once.
 */
export const rfqNoticeWindows = pgTable('rfq_notice_windows', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
});

/** An RFQ a supplier's user will hear of in the hour's digest; deleted when the digest is written. */
export const rfqDigestItems = pgTable(
  'rfq_digest_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rfqId] })],
);
