import type { Executor } from '@energy/db/client';
import { userPreferences } from '@energy/db/schema/notifications';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import {
  DEFAULT_PREFERENCES,
  SETTINGS_MESSAGES,
  type TOrganizationSettings,
  type TOrganizationSettingsInput,
  type TPreferences,
  type TProfile,
  type TProfileInput,
  type TEmailChangeInput,
} from '@energy/domain/schemas/settings';
import { PRODUCT_TYPES, type ProductType } from '@energy/domain/constants';
import { DomainError } from '@energy/domain/errors';
import { and, eq, isNull } from 'drizzle-orm';
import { countryOfPhone, readPhone } from '@energy/domain/schemas/phone';
import { recordAudit } from '../../audit';
import { decide, requireAllowed } from '../../authorize';
import { hashPassword, requirePasswordWithoutNames, verifyPassword } from '../../auth/password';
import { pendingEmailOf, requestEmailChange } from '../../auth/email-change';
import { invalidateUserSessions } from '../../auth/sessions';
import type { Context } from '../../context';
import { badRequest, notFound } from '../../errors';
import type { CallerScope } from '../../scope';
import { requireDistinctName, similarNameConflict } from '../organization/organization.names';
import { dropPhoneCode } from '../phone/phone.service';
import { reviewRename } from '../review/review.service';

type SignedIn = Context & { user: NonNullable<Context['user']> };

async function loadUser(db: Executor, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  if (!user) throw notFound('User');
  return user;
}

export async function readProfile(db: Executor, userId: string): Promise<TProfile> {
  const user = await loadUser(db, userId);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    phoneVerified: user.phone !== '' && user.phoneVerifiedAt !== null,
    role: user.role,
    username: user.username,
    pendingEmail: await pendingEmailOf(db, userId),
  };
}

/**
 * The phone as saved: E.164, read by readPhone (a national number in the country of the organization's phone,
 * when that is known); 400 naming `phone` when it cannot be read.
 */
async function phoneToSave(db: Executor, userId: string, raw: string): Promise<string> {
  const [org] = await db
    .select({ phone: organizations.phone })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  const reading = readPhone(raw, countryOfPhone(org?.phone));
  if (!reading.ok) throw badRequest('phone', reading.message);
  return reading.e164;
}

/**
 * Name and phone; the role is not the user's to change, and the address changes only through changeEmail. A
 * changed phone is no longer verified, and a code sent to the old one is dropped.
 */
export async function saveProfile(db: Executor, userId: string, input: TProfileInput): Promise<TProfile> {
  const phone = await phoneToSave(db, userId, input.phone);
  const current = await loadUser(db, userId);
  const changed = current.phone !== phone;
  await db
    .update(users)
    .set({ ...input, phone, ...(changed ? { phoneVerifiedAt: null } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId));
  if (changed) await dropPhoneCode(db, userId);
  await recordAudit(db, { actorUserId: userId, action: 'user.profile_updated', entityType: 'user', entityId: userId });
  return readProfile(db, userId);
}

/** A session alone cannot move the account to another address: the current password, then the new address's link. */
export async function changeEmail(
  ctx: SignedIn,
  input: TEmailChangeInput,
): Promise<{ message: string; pendingEmail: string }> {
  await requireCurrentPassword(ctx.db, ctx.user.id, input.currentPassword);
  return requestEmailChange(ctx, ctx.user, input.email);
}

/** Who may edit an organization's details: the verb organization.update (members other than finance, and admins). */
function mayEdit(scope: CallerScope, organizationId: string): boolean {
  return decide(scope, 'organization.update', { organizationId }).ok;
}

async function organizationSettings(
  db: Executor,
  scope: CallerScope,
  organizationId: string,
): Promise<TOrganizationSettings> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw notFound('Organization');
  return {
    id: org.id,
    name: org.name,
    address: org.address,
    phone: org.phone,
    taxId: org.taxId,
    productTypes: (org.productTypes ?? []).filter((t): t is ProductType =>
      (PRODUCT_TYPES as readonly string[]).includes(t),
    ),
    editable: mayEdit(scope, org.id),
  };
}

export function readOrganization(db: Executor, scope: CallerScope): Promise<TOrganizationSettings> {
  if (!scope.orgId) throw new DomainError('not_found', SETTINGS_MESSAGES.noOrganization);
  return organizationSettings(db, scope, scope.orgId);
}

/**
 * Another organization's details are not the caller's to see (404); the procedure has refused finance already
 * (403). A name like another organization's is 409; a member renaming a verified organization sends it back to review.
 */
export async function saveOrganization(
  db: Executor,
  scope: CallerScope,
  organizationId: string,
  input: TOrganizationSettingsInput,
): Promise<TOrganizationSettings> {
  if (!scope.isAdmin && scope.orgId !== organizationId) throw notFound('Organization');
  requireAllowed(scope, 'organization.update', { organizationId });
  const [current] = await db
    .select({ name: organizations.name, type: organizations.type })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!current) throw notFound('Organization');
  if (current.type !== 'supplier' && input.productTypes && input.productTypes.length > 0)
    throw badRequest('productTypes', SETTINGS_MESSAGES.productTypesSupplierOnly);
  await requireDistinctName(db, input.name, { except: organizationId });
  const { productTypes, ...details } = input;
  await db
    .update(organizations)
    // No product type chosen is every product type (null); left out, they stay as they are.
    .set({
      ...details,
      ...(productTypes === undefined
        ? {}
        : { productTypes: productTypes.length === 0 ? null : [...new Set(productTypes)] }),
    })
    .where(eq(organizations.id, organizationId))
    .catch((error: unknown) => {
      throw similarNameConflict(error);
    });
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId,
    action: 'organization.updated',
    entityType: 'organization',
    entityId: organizationId,
  });
  if (!scope.isAdmin && input.name !== current.name)
    await reviewRename(db, scope, organizationId, { from: current.name, to: input.name });
  return organizationSettings(db, scope, organizationId);
}

export async function readPreferences(db: Executor, userId: string): Promise<TPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return DEFAULT_PREFERENCES;
  // The zone the browser reported is the server's to read, not one of the settings the user saves.
  const { userId: _user, updatedAt: _at, browserTimeZone: _reported, ...stored } = row;
  return {
    ...stored,
    language: stored.language as TPreferences['language'],
    timezone: stored.timezone as TPreferences['timezone'],
    currency: stored.currency as TPreferences['currency'],
    colorScheme: stored.colorScheme as TPreferences['colorScheme'],
  };
}

export async function savePreferences(db: Executor, userId: string, input: TPreferences): Promise<TPreferences> {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
  return readPreferences(db, userId);
}

async function requireCurrentPassword(db: Executor, userId: string, password: string) {
  const user = await loadUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw badRequest('currentPassword', SETTINGS_MESSAGES.wrongPassword);
  return user;
}

/** Checks the current password, stores the new one and ends every other session of the user. */
export async function changePassword(
  ctx: SignedIn,
  input: { currentPassword: string; password: string },
): Promise<{ message: string }> {
  const user = await requireCurrentPassword(ctx.db, ctx.user.id, input.currentPassword);
  requirePasswordWithoutNames(input.password, user);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, ctx.user.id));
    const current = ctx.session?.id;
    await invalidateUserSessions(tx, ctx.user.id, current);
    await recordAudit(tx, {
      actorUserId: ctx.user.id,
      action: 'user.password_changed',
      entityType: 'user',
      entityId: ctx.user.id,
    });
  });
  return { message: SETTINGS_MESSAGES.passwordChanged };
}

/** Deactivates the account (its records stay, for audit), ends every session and clears the cookie. */
export async function deleteAccount(ctx: SignedIn, input: { currentPassword: string }): Promise<{ message: string }> {
  await requireCurrentPassword(ctx.db, ctx.user.id, input.currentPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ deactivatedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, ctx.user.id));
    await invalidateUserSessions(tx, ctx.user.id);
    await recordAudit(tx, {
      actorUserId: ctx.user.id,
      organizationId: ctx.user.organizationId,
      action: 'user.account_deleted',
      entityType: 'user',
      entityId: ctx.user.id,
      fromState: 'active',
      toState: 'deactivated',
    });
  });
  ctx.cookies.clear();
  return { message: SETTINGS_MESSAGES.accountDeleted };
}
