import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's second factor (TOTP, RFC 6238). The secret is stored encrypted (AES-256-GCM, the key from the
 * environment); until confirmedAt is set, enrolment is only started and sign-in does not ask for a code.
 * lastUsedStep is the time step of the last accepted code: a code of that step or an earlier one is refused,
 * so a code seen once cannot be replayed.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The single-use recovery codes of a confirmed second factor: only their SHA-256 is stored; usedAt spends one. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * The second step of a sign-in: the password was right, the code is still to come. The short-lived cookie holds
 * the token; only its SHA-256 is stored (like sessions). Completing the step deletes it.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);
