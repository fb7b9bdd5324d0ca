import { ORGANIZATION_TYPES } from '@energy/domain/roles';
import { ORGANIZATION_VERIFICATION_STATES } from '@energy/domain/schemas/organization';
import { CONFUSABLE_LETTERS, CONFUSABLE_SEQUENCES } from '@energy/domain/text';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';

export const organizationType = pgEnum('organization_type', ORGANIZATION_TYPES);

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The skeleton of an organization name, in SQL: NFKC, lower case, NFD, only letters and digits kept (spaces,
 * punctuation, accents and invisible characters go), then the domain's look-alike letters folded to Latin.
 * "Dеlta Crude Supply Co." (Cyrillic е, a dot), "DELTA  crude supply co" and "Delta Crude Supply Co" share
 * one. Built from the domain's tables; one expression serves the stored column and the look-up, so the two
 * always agree (on PostgreSQL and PGlite alike: every function in it is immutable).
 */
export function nameSkeleton(name: SQL): SQL {
  const from = Object.keys(CONFUSABLE_LETTERS).join('');
  const to = Object.values(CONFUSABLE_LETTERS).join('');
  const stripped = sql`regexp_replace(normalize(lower(normalize(${name}, NFKC)), NFD), '[^[:alnum:]]', '', 'g')`;
  const folded = sql`translate(${stripped}, ${sql.raw(literal(from))}, ${sql.raw(literal(to))})`;
  return CONFUSABLE_SEQUENCES.reduce(
    (text, [seq, one]) => sql`replace(${text}, ${sql.raw(literal(seq))}, ${sql.raw(literal(one))})`,
    folded,
  );
}

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    /** Unique: no two organizations may have names that look alike. */
    nameSkeleton: text('name_skeleton')
      .notNull()
      .unique()
      .generatedAlwaysAs((): SQL => nameSkeleton(sql.raw('"name"'))),
    type: organizationType('type').notNull(),
    verification: text('verification', { enum: ORGANIZATION_VERIFICATION_STATES }).notNull().default('pending'),
    /** Settings > Organization. */
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    /** A supplier's product types (PRODUCT_TYPES): it hears of new RFQs of these only; null hears of every RFQ. */
    productTypes: text('product_types').array(),
    /** Every member must sign in with a second factor (TOTP); set by the organization's managers. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [statusCheck('organizations_verification_check', t.verification, ORGANIZATION_VERIFICATION_STATES)],
);
