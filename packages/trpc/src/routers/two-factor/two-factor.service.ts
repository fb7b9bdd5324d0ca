import { organizations } from '@energy/db/schema/organizations';
import { twoFactorRecoveryCodes, userTwoFactor } from '@energy/db/schema/two-factor';
import { users } from '@energy/db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '@energy/domain/errors';
import {
  TWO_FACTOR_MESSAGES,
  type TRecoveryCodes,
  type TTwoFactorDisableInput,
  type TTwoFactorEnrolment,
  type TTwoFactorStatus,
} from '@energy/domain/schemas/two-factor';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import type { CallerScope } from '../../scope';
import { accountFacts } from '../user/user.service';
import type { Context } from '../../context';
import { verifyPassword } from '../../auth/password';
import { invalidateUserSessions } from '../../auth/sessions';
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  removeSecondFactor,
  requiredTwoFactorRoles,
  spendCode,
  totpOf,
  twoFactorKey,
} from '../../auth/two-factor';

type SignedIn = Context & { user: TSessionUser };

async function factorOf(ctx: SignedIn) {
  const [row] = await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, ctx.user.id));
  return row;
}

/** Whether the caller manages their organization (its creator, who also invites its members). */
async function managesOrganization(ctx: SignedIn): Promise<boolean> {
  if (!ctx.user.organizationId) return false;
  const [row] = await ctx.db.select({ manages: users.managesMembers }).from(users).where(eq(users.id, ctx.user.id));
  return row?.manages === true;
}

export async function twoFactorStatus(ctx: SignedIn): Promise<TTwoFactorStatus> {
  const factor = await factorOf(ctx);
  const [left] = await ctx.db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, ctx.user.id), isNull(twoFactorRecoveryCodes.usedAt)));
  const [organization] = ctx.user.organizationId
    ? await ctx.db
        .select({ requires: organizations.requireTwoFactor })
        .from(organizations)
        .where(eq(organizations.id, ctx.user.organizationId))
    : [];
  const organizationRequires = organization ? organization.requires : null;
  return {
    enabled: Boolean(factor?.confirmedAt),
    confirmedAt: factor?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: factor?.confirmedAt ? (left?.n ?? 0) : 0,
    required: organizationRequires === true || requiredTwoFactorRoles(ctx.config).includes(ctx.user.role),
    organizationRequires,
    canSetOrganizationRule: await managesOrganization(ctx),
  };
}

/** A new secret, stored encrypted and unconfirmed (replacing an unconfirmed one); confirmed by the first code. */
export async function startEnrolment(ctx: SignedIn): Promise<TTwoFactorEnrolment> {
  const key = twoFactorKey(ctx.config);
  if ((await factorOf(ctx))?.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = newTotpSecret();
  const secretEncrypted = encryptSecret(secret, key);
  const now = new Date();
  await ctx.db
    .insert(userTwoFactor)
    .values({ userId: ctx.user.id, secretEncrypted, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretEncrypted, confirmedAt: null, lastUsedStep: null, createdAt: now, updatedAt: now },
    });
  return { secret, otpauthUrl: totpOf(secret, ctx.user.username).toString() };
}

/** The first code proves the authenticator holds the secret: the factor is on, and ten recovery codes shown once. */
export async function confirmEnrolment(ctx: SignedIn, code: string): Promise<TRecoveryCodes> {
  const key = twoFactorKey(ctx.config);
  const factor = await factorOf(ctx);
  if (!factor) throw conflict(TWO_FACTOR_MESSAGES.notEnrolling);
  if (factor.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const step = acceptedStep(decryptSecret(factor.secretEncrypted, key), code);
  if (step === null) throw badRequest('code', TWO_FACTOR_MESSAGES.invalidCode);
  const now = new Date();
  await ctx.db
    .update(userTwoFactor)
    .set({ confirmedAt: now, lastUsedStep: step, updatedAt: now })
    .where(eq(userTwoFactor.userId, ctx.user.id));
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, ctx.user.id));
  await ctx.db
    .insert(twoFactorRecoveryCodes)
    .values(recoveryCodes.map((c) => ({ userId: ctx.user.id, codeHash: recoveryCodeHash(c), createdAt: now })));
  await recordAudit(ctx.db, {
    actorUserId: ctx.user.id,
    organizationId: ctx.user.organizationId,
    action: 'user.two_factor_enabled',
    entityType: 'user',
    entityId: ctx.user.id,
  });
  return { recoveryCodes };
}

/** Off again with the password and a current code; the recovery codes go with it. */
export async function disableTwoFactor(ctx: SignedIn, input: TTwoFactorDisableInput): Promise<{ success: true }> {
  const key = twoFactorKey(ctx.config);
  const factor = await factorOf(ctx);
  if (!factor?.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
  const [account] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!account || !(await verifyPassword(account.passwordHash, input.password)))
    throw badRequest('password', TWO_FACTOR_MESSAGES.wrongPassword);
  const spent = await spendCode(ctx.db, ctx.user.id, input.code, key);
  if (spent === 'reused') throw badRequest('code', TWO_FACTOR_MESSAGES.codeReused);
  if (spent === 'invalid') throw badRequest('code', TWO_FACTOR_MESSAGES.invalidCode);
  await removeSecondFactor(ctx.db, ctx.user.id);
  await recordAudit(ctx.db, {
    actorUserId: ctx.user.id,
    organizationId: ctx.user.organizationId,
    action: 'user.two_factor_disabled',
    entityType: 'user',
    entityId: ctx.user.id,
  });
  return { success: true };
}

/** The organization's managers make a second factor mandatory for every member (or not). */
export async function setOrganizationRule(ctx: SignedIn, required: boolean): Promise<TTwoFactorStatus> {
  const organizationId = ctx.user.organizationId;
  if (!organizationId) throw forbidden(TWO_FACTOR_MESSAGES.noOrganization);
  if (!(await managesOrganization(ctx))) throw forbidden(TWO_FACTOR_MESSAGES.organizationRuleForbidden);
  await ctx.db.update(organizations).set({ requireTwoFactor: required }).where(eq(organizations.id, organizationId));
  await recordAudit(ctx.db, {
    actorUserId: ctx.user.id,
    organizationId,
    action: 'organization.two_factor_rule',
    entityType: 'organization',
    entityId: organizationId,
    toState: required ? 'required' : 'optional',
  });
  return twoFactorStatus(ctx);
}

/** An admin removes a user's second factor (a lost phone and lost codes): audited, every session of the user ends. */
export async function resetTwoFactor(ctx: SignedIn, actor: CallerScope, userId: string): Promise<{ success: true }> {
  const [target] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      organizationId: users.organizationId,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  requireAllowed(actor, 'user.resetTwoFactor', target ? await accountFacts(ctx.db, target) : null);
  if (!target) throw notFound('User');
  const hadFactor = await removeSecondFactor(ctx.db, userId);
  await invalidateUserSessions(ctx.db, userId);
  await recordAudit(ctx.db, {
    actorUserId: ctx.user.id,
    organizationId: target.organizationId,
    action: 'user.two_factor_reset',
    entityType: 'user',
    entityId: userId,
    details: { hadFactor },
  });
  return { success: true };
}
