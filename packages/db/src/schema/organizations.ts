import { ORGANIZATION_TYPES } from '@energy/domain/roles';
import { ORGANIZATION_VERIFICATION_STATES } from '@energy/domain/schemas/organization';
import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';

export const organizationType = pgEnum('organization_type', ORGANIZATION_TYPES);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    type: organizationType('type').notNull(),
    verification: text('verification').notNull().default('pending'),
    /** Settings > Organization. */
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [statusCheck('organizations_verification_check', t.verification, ORGANIZATION_VERIFICATION_STATES)],
);
