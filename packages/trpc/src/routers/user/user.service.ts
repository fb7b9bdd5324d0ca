import type { Executor } from '@energy/db/client';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import type { ActionName } from '@energy/domain/actions/catalog';
import type { RecordFacts } from '@energy/domain/actions/records';
import { ADMIN_USER_MESSAGES } from '@energy/domain/schemas/admin-user';
import { ORGANIZATION_TYPE_FOR_ROLE, type Role } from '@energy/domain/roles';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { invalidateUserSessions } from '../../auth/sessions';
import { badRequest, conflict, notFound } from '../../errors';
import type { CallerScope } from '../../scope';

/**
 * Account administration (/admin/users). Every change of what an account may do ends its sessions in the
 * same transaction: a session carries the role it was opened with in the caller's mind, and a deactivated
 * account must lose access at once, not at its next idle expiry. The last active admin is never demoted
 * or deactivated (409), so the platform always keeps one.
 */

async function loadUser(tx: Executor, userId: string) {
  const [user] = await tx
    .select({
      id: users.id,
      role: users.role,
      organizationId: users.organizationId,
      deactivatedAt: users.deactivatedAt,
      organizationType: organizations.type,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return user ?? null;
}

/** Is this active admin the only one? Locks the other active admins, so two demotions cannot race past each other. */
async function isLastActiveAdmin(
  tx: Executor,
  user: { id: string; role: string; deactivatedAt: Date | null },
): Promise<boolean> {
  if (user.role !== 'admin' || user.deactivatedAt) return false;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt), ne(users.id, user.id)))
    .for('update');
  return others.length === 0;
}

export async function accountFacts(
  tx: Executor,
  user: { id: string; role: string; deactivatedAt: Date | null },
): Promise<RecordFacts['account']> {
  return { active: user.deactivatedAt === null, lastActiveAdmin: await isLastActiveAdmin(tx, user) };
}

/** Loads, locks and authorizes: 403 for a non-admin before anything, 404 for an unknown user, 409 by the registry's rules. */
async function authorizedUser(tx: Executor, actor: CallerScope, action: ActionName, userId: string) {
  const user = await loadUser(tx, userId);
  requireAllowed(actor, action, user ? await accountFacts(tx, user) : null);
  if (!user) throw notFound('User');
  return user;
}

export interface AccountChange {
  role?: Role | undefined;
  /** Undefined: unchanged; null: none (an admin only). */
  organizationId?: string | null | undefined;
}

/** An admin moves a user to another role and/or organization; the role must fit the organization's type. */
export async function updateUser(
  db: Executor,
  actor: CallerScope,
  userId: string,
  change: AccountChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await authorizedUser(tx, actor, 'user.update', userId);
    const role = change.role ?? (user.role as Role);
    const organizationId = change.organizationId === undefined ? user.organizationId : change.organizationId;
    if (role === user.role && organizationId === user.organizationId) return;
    if (user.role === 'admin' && role !== 'admin' && (await isLastActiveAdmin(tx, user)))
      throw conflict(ADMIN_USER_MESSAGES.lastAdmin);
    let organizationType = user.organizationType;
    if (organizationId !== user.organizationId) {
      const [org] = organizationId
        ? await tx.select({ type: organizations.type }).from(organizations).where(eq(organizations.id, organizationId))
        : [];
      if (organizationId && !org) throw notFound('Organization');
      organizationType = org?.type ?? null;
    }
    if (!organizationType && role !== 'admin')
      throw badRequest('organizationId', ADMIN_USER_MESSAGES.organizationRequired);
    // The role must fit the organization the account works for (a finance officer of a buyer, ...).
    const fits = organizationType ? ORGANIZATION_TYPE_FOR_ROLE[role] === organizationType : role === 'admin';
    if (!fits) throw badRequest('role', `A ${role} account cannot belong to this organization`);
    await tx.update(users).set({ role, organizationId, updatedAt: new Date() }).where(eq(users.id, userId));
    await invalidateUserSessions(tx, userId);
    if (role !== user.role) {
      await recordAudit(tx, {
        actorUserId: actor.userId,
        organizationId,
        action: 'user.role_changed',
        entityType: 'user',
        entityId: userId,
        fromState: user.role,
        toState: role,
      });
    }
    if (organizationId !== user.organizationId) {
      await recordAudit(tx, {
        actorUserId: actor.userId,
        organizationId,
        action: 'user.organization_changed',
        entityType: 'user',
        entityId: userId,
        details: { from: user.organizationId, to: organizationId },
      });
    }
  });
}

export const changeUserRole = (db: Executor, actor: CallerScope, userId: string, role: Role) =>
  updateUser(db, actor, userId, { role });

export async function deactivateUser(db: Executor, actor: CallerScope, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await authorizedUser(tx, actor, 'user.deactivate', userId);
    const [changed] = await tx
      .update(users)
      .set({ deactivatedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (!changed) throw conflict('This user is already deactivated');
    await invalidateUserSessions(tx, userId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      organizationId: user.organizationId,
      action: 'user.deactivated',
      entityType: 'user',
      entityId: userId,
      fromState: 'active',
      toState: 'deactivated',
    });
  });
}

/** Reactivation also ends any session (there should be none): the account starts again from a fresh sign-in. */
export async function reactivateUser(db: Executor, actor: CallerScope, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await authorizedUser(tx, actor, 'user.reactivate', userId);
    const [changed] = await tx
      .update(users)
      .set({ deactivatedAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (!changed) throw conflict('This user is already active');
    await invalidateUserSessions(tx, userId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      organizationId: user.organizationId,
      action: 'user.reactivated',
      entityType: 'user',
      entityId: userId,
      fromState: 'deactivated',
      toState: 'active',
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
