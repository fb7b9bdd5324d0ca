import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Links that prove an address: only the SHA-256 of each token is stored (like sessions, reset tokens and
 * invitations), so a leaked table cannot be turned into verified addresses or changed emails.
 */

/** The sign-up link that verifies the account's address; a resend replaces the user's previous one. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: a link for an address the account no longer has proves nothing. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/**
 * A change of a user's email: it takes effect when the link mailed to the new address is followed
 * (confirmedAt); the old address gets a link that undoes it (restores the old address, ends every
 * session) until undoExpiresAt. A newer request cancels an unconfirmed one (cancelledAt).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    undoTokenHash: text('undo_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_token_key').on(t.confirmTokenHash),
    uniqueIndex('email_changes_undo_token_key').on(t.undoTokenHash),
    index('email_changes_user_idx').on(t.userId, t.createdAt),
  ],
);
