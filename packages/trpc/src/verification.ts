import type { Executor } from '@energy/db/client';
import { organizations } from '@energy/db/schema/organizations';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { conflict } from './errors';
import type { CallerScope } from './scope';

/**
 * A joined organization's verification as a boolean column of the same SELECT (no query per row); false
 * when a left join found no organization.
 */
export function verifiedOf(org: { verification: AnyColumn }): SQL<boolean> {
  return sql<boolean>`coalesce(${org.verification} = 'verified', false)`;
}

/** Is this organization verified (its KYB review approved, or a demo company)? */
export async function isOrganizationVerified(db: Executor, organizationId: string): Promise<boolean> {
  const [org] = await db.select({ verification: organizations.verification }).from(organizations).where(eq(organizations.id, organizationId));
  return org?.verification === 'verified';
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
