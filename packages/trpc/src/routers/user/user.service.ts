import type { Executor } from '@energy/db/client';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import { ORGANIZATION_TYPE_FOR_ROLE, type Role } from '@energy/domain/roles';
import { TRPCError } from '@trpc/server';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { invalidateUserSessions } from '../../auth/sessions';
import { badRequest, conflict, notFound } from '../../errors';
import type { CallerScope } from '../../scope';

/**
 * Account administration for the coming admin user screens. Every change of what an account may do
 * ends its sessions in the same transaction: a session carries the role it was opened with in the
 * caller's mind, and a deactivated account must lose access at once, not at its next idle expiry.
 */

function requireAdmin(actor: CallerScope): void {
  if (!actor.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Missing permission: user:update' });
}

async function loadUser(tx: Executor, userId: string) {
  const [user] = await tx
    .select({ id: users.id, role: users.role, organizationId: users.organizationId, deactivatedAt: users.deactivatedAt, organizationType: organizations.type })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  if (!user) throw notFound('User');
  return user;
}

export async function changeUserRole(db: Executor, actor: CallerScope, userId: string, role: Role): Promise<void> {
  requireAdmin(actor);
  if (userId === actor.userId) throw conflict('You cannot change your own role');
  await db.transaction(async (tx) => {
    const user = await loadUser(tx, userId);
    if (user.role === role) return;
    // The role must fit the organization the account works for (a finance officer of a buyer, ...).
    const fits = user.organizationType ? ORGANIZATION_TYPE_FOR_ROLE[role] === user.organizationType : role === 'admin';
    if (!fits) throw badRequest('role', `A ${role} account cannot belong to this organization`);
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    await invalidateUserSessions(tx, userId);
    await recordAudit(tx, {
      actorUserId: actor.userId, organizationId: user.organizationId, action: 'user.role_changed', entityType: 'user',
      entityId: userId, fromState: user.role, toState: role,
    });
  });
}

export async function deactivateUser(db: Executor, actor: CallerScope, userId: string): Promise<void> {
  requireAdmin(actor);
  if (userId === actor.userId) throw conflict('You cannot deactivate your own account');
  await db.transaction(async (tx) => {
    const user = await loadUser(tx, userId);
    const [changed] = await tx
      .update(users)
      .set({ deactivatedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (!changed) throw conflict('This account is already deactivated');
    await invalidateUserSessions(tx, userId);
    await recordAudit(tx, {
      actorUserId: actor.userId, organizationId: user.organizationId, action: 'user.deactivated', entityType: 'user',
      entityId: userId, fromState: 'active', toState: 'deactivated',
    });
  });
}

export async function reactivateUser(db: Executor, actor: CallerScope, userId: string): Promise<void> {
  requireAdmin(actor);
  await db.transaction(async (tx) => {
    const user = await loadUser(tx, userId);
    const [changed] = await tx
      .update(users)
      .set({ deactivatedAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (!changed) throw conflict('This account is already active');
    await recordAudit(tx, {
      actorUserId: actor.userId, organizationId: user.organizationId, action: 'user.reactivated', entityType: 'user',
      entityId: userId, fromState: 'deactivated', toState: 'active',
    });
  });
}

/**
 * Is there an administrator yet? The start banner and the sign-up rule ask. A deactivated admin counts:
 * deactivating the only admin must not reopen first-admin sign-up to anyone.
 */
export async function adminExists(db: Executor): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return admin !== undefined;
}
