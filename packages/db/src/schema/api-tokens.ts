import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * API tokens (Settings > API tokens): a script's credential, sent as `Authorization: Bearer <token>`. It acts in
 * its organization with its own role, never stronger than its creator's. Only the token's SHA-256 is stored; the
 * token itself is shown once, at its creation. `prefix` is its first characters, for telling tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a platform token (an administrator's, outside any organization). */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The role the token acts with. Text like users.role: a role the application no longer knows acts as none. */
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_key').on(t.tokenHash),
    index('api_tokens_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('api_tokens_platform_created_idx').on(t.createdAt, t.id).where(sql`${t.organizationId} is null`),
  ],
);

/**
 * The first answer of a create sent with an `Idempotency-Key`, per caller (a user, or an API token) and key, for
 * 24 hours: a retry with the same key and body gets it again; another body gets 422. The row is inserted before
 * the create runs, in its transaction, so a concurrent duplicate waits on the key until the first commits.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` or `token:<id>`. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** The procedure called (`rfq.create`). */
    operation: text('operation').notNull(),
    /** SHA-256 of the operation and its input as JSON with sorted keys. */
    requestHash: text('request_hash').notNull(),
    /** The success status the first call answered and its JSON body. */
    status: text('status').notNull(),
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_caller_key').on(t.caller, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
