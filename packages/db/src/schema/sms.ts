import { SMS_PURPOSES, SMS_STATUSES } from '@energy/domain/schemas/phone';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { users } from './users';

/**
 * Text messages waiting for the SMS worker, and the record of those sent. A row is written in the transaction
 * that decides the message (a verification code, a notification), then claimed by the worker with FOR UPDATE
 * SKIP LOCKED: pending until it is handed to the provider (sent), or kept here and logged when no provider is
 * configured (logged), or given up after its last attempt (failed). A failed attempt waits until run_after.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** E.164. */
    to: text('to').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due from this time on: the next try after a failure, or the end of a claim's lease. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure's summary (the provider's status), kept for the admin. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_due_idx').on(t.status, t.runAfter),
    index('sms_outbox_to_idx').on(t.to),
    statusCheck('sms_outbox_status_check', t.status, SMS_STATUSES),
    statusCheck('sms_outbox_purpose_check', t.purpose, SMS_PURPOSES),
  ],
);

/**
 * A verification code sent to a user's phone (one at a time per user: a new code replaces the last). Only the
 * code's hash is kept; the code proves the number it was sent to, so a phone changed since is not verified by it.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164: the number the code was sent to. */
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes entered; at the limit the code is spent. */
  attempts: integer('attempts').notNull().default(0),
  /** When the code was sent: the next one waits for the resend interval. */
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
