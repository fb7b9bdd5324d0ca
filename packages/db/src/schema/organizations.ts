import { ORGANIZATION_TYPES } from '@energy/domain/roles';
import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizationType = pgEnum('organization_type', ORGANIZATION_TYPES);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  type: organizationType('type').notNull(),
  /** Settings > Organization. */
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
