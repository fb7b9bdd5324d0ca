import { BUDGET_PERIOD_TYPES } from '@energy/domain/schemas/budget';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A buyer organization's spending budget for one month or quarter, for all its purchases or for one product
 * type. The amount is integer minor units of `currency`; committed, spent and remaining are
 * computed from the organization's contracts, offers, payments and settlements when read, never stored.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodType: text('period_type').notNull(),
    /** The first day of the month or quarter. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** Null: every product type. */
    productType: text('product_type'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One budget per organization, period and product type (all product types counting as one).
    uniqueIndex('budgets_org_period_product_key').on(
      t.organizationId,
      t.periodType,
      t.periodStart,
      sql`coalesce(${t.productType}, '')`,
    ),
    index('budgets_org_start_idx').on(t.organizationId, t.periodStart, t.id),
    statusCheck('budgets_period_type_check', t.periodType, BUDGET_PERIOD_TYPES),
    check('budgets_amount_check', sql`${t.amount} > 0`),
  ],
);
