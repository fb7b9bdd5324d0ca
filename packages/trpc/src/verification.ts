import type { Executor } from '@energy/db/client';
import { organizations } from '@energy/db/schema/organizations';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import type { OrganizationVerification } from '@energy/domain/schemas/organization';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { conflict } from './errors';
import type { CallerScope } from './scope';

const VERIFIED: OrganizationVerification = 'verified';

/** The organization of this id (or of the id a column holds), when it is verified: its KYB review approved, or a demo company. */
const verifiedOrganization = (organizationId: string | AnyPgColumn) =>
  and(eq(organizations.id, organizationId), eq(organizations.verification, VERIFIED));

/** SQL: the organization a column names is verified; list queries embed it, so each row needs no extra query. */
export function organizationVerified(organizationId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${organizations} where ${verifiedOrganization(organizationId)})`;
}

/**
 * A joined organization's verification as a boolean column of the same SELECT (no query per row); false
 * when a left join found no organization.
 */
export function verifiedOf(org: { verification: AnyColumn }): SQL<boolean> {
  return sql<boolean>`coalesce(${org.verification} = ${VERIFIED}, false)`;
}

/** Is this organization verified? */
export async function isOrganizationVerified(db: Executor, organizationId: string): Promise<boolean> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(verifiedOrganization(organizationId));
  return org !== undefined;
}

/**
 * The marketplace gate: an organization that is not verified may browse and prepare, but may not submit an
 * offer or bid on and accept a tender. 409 naming verification, after the action registry has allowed the verb
 * (so a wrong role or party still gets its 403 first). Admins act for no organization and pass.
 */
export async function requireVerifiedOrganization(db: Executor, scope: CallerScope, gate: 'offer' | 'tender'): Promise<void> {
  if (scope.isAdmin || !scope.orgId) return;
  if (!(await isOrganizationVerified(db, scope.orgId))) throw conflict(VERIFICATION_MESSAGES[gate]);
}
