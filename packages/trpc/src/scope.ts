import type { TSessionUser } from '@energy/domain/schemas/auth';
import { forbidden } from '@energy/domain/errors';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Whose records a caller may see: admins everything, everyone else their own organization's. */
export interface CallerScope {
  userId: string;
  role: string;
  isAdmin: boolean;
  orgId: string | null;
}

export function scopeOf(
  user: Pick<TSessionUser, 'id' | 'role' | 'organizationId'> & Partial<TSessionUser>,
): CallerScope {
  return { userId: user.id, role: user.role, isAdmin: user.role === 'admin', orgId: user.organizationId };
}

/** The caller's organization, or 403 for an account that belongs to none. */
export function requireOrg(scope: CallerScope): string {
  if (!scope.orgId) throw forbidden('Your account does not belong to an organization');
  return scope.orgId;
}

/** Records that belong to one organization (fleet records): its members see them, admins all, anyone else none. */
export function ownedByCaller(scope: CallerScope, organizationColumn: AnyColumn): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  return eq(organizationColumn, scope.orgId);
}
