import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    /** Set when a code sent by SMS to `phone` was entered; a changed phone clears it. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Text, not an enum: a role the application no longer knows must still load (and be shown as such). */
    role: text('role').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** Set while the account is deactivated: it cannot sign in and holds no sessions. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set when an admin approves the user's KYC review. */
    kycVerifiedAt: timestamp('kyc_verified_at', { withTimezone: true }),
    /**
     * May invite members into the organization in any of its roles (others only in their own role): the
     * account that created the organization, or one an admin made so.
     */
    managesMembers: boolean('manages_members').notNull().default(false),
    /** Set when the address is proven (the sign-up link, an invitation's link, the seed, create-admin); until then business calls answer 403. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // An address is reserved once proven: an unverified sign-up cannot block its owner (or an invitation to it).
    uniqueIndex('users_verified_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.verifiedAt} is not null`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId),
  ],
);
