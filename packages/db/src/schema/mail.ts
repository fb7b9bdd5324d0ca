import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail kept locally when no SMTP server is configured (development and tests). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/**
 * Forgot-password requests waiting for the mail worker. The request is answered as soon as its row is
 * written, so the answer takes the same time whether or not the email has an account; the worker then
 * looks the account up, issues the token and sends the mail.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A failed attempt is retried from this time on. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('password_reset_requests_run_after_idx').on(t.runAfter)],
);
