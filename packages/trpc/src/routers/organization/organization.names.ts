import type { Executor } from '@energy/db/client';
import { nameSkeleton, organizations } from '@energy/db/schema/organizations';
import { ORGANIZATION_MESSAGES } from '@energy/domain/schemas/organization';
import { and, eq, ne, sql } from 'drizzle-orm';
import { violatedUniqueConstraint } from '../../db-errors';
import { conflict } from '../../errors';

/** The unique constraints that keep two organizations from looking alike. */
const NAME_CONSTRAINTS = new Set(['organizations_name_unique', 'organizations_name_skeleton_unique']);

/**
 * 409 when another organization's name has this name's skeleton (case, spacing, punctuation and look-alike
 * letters folded: see nameSkeleton), e.g. "Delta Crude Supply Co." next to "Delta Crude Supply Co". `field`
 * names the input the user can change (sign-up derives the name from the username).
 */
export async function requireDistinctName(
  db: Executor,
  name: string,
  options: { except?: string; field?: string } = {},
): Promise<void> {
  const [similar] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.nameSkeleton, nameSkeleton(sql`${name}::text`)),
        options.except ? ne(organizations.id, options.except) : undefined,
      ),
    )
    .limit(1);
  if (similar) throw conflict(ORGANIZATION_MESSAGES.nameTaken, options.field ?? 'name');
}

/** Two renames racing for look-alike names both pass the check; the unique index stops the second: the same 409. */
export function similarNameConflict(error: unknown, field = 'name'): unknown {
  const constraint = violatedUniqueConstraint(error);
  return constraint !== undefined && NAME_CONSTRAINTS.has(constraint)
    ? conflict(ORGANIZATION_MESSAGES.nameTaken, field)
    : error;
}
