import { userPreferences } from '@energy/db/schema/notifications';
import { organizations } from '@energy/db/schema/organizations';
import { passwordResetTokens } from '@energy/db/schema/sessions';
import { users } from '@energy/db/schema/users';
import { DEFAULT_SIGNUP_ROLE, ORGANIZATION_TYPE_FOR_ROLE, type Role } from '@energy/domain/roles';
import { INVITATION_MESSAGES } from '@energy/domain/schemas/invitation';
import {
  EMAIL_MESSAGES,
  type TForgotPasswordInput,
  type TLoginInput,
  type TResetPasswordInput,
  type TSessionUser,
  type TSignUpResult,
} from '@energy/domain/schemas/auth';
import { AUTH_NOTICES } from '@energy/domain/notices';
import type { TLoginResult } from '@energy/domain/schemas/two-factor';
import { DomainError } from '@energy/domain/errors';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ZRegisterServerInput } from '../../auth/common-passwords';
import type { Executor } from '@energy/db/client';
import { recordAudit } from '../../audit';
import { violatedUniqueConstraint } from '../../db-errors';
import type { AuthConfig, Context } from '../../context';
import { badRequest, conflict } from '../../errors';
import { hashPassword, requirePasswordWithoutNames, verifyAgainstDummy, verifyPassword } from '../../auth/password';
import {
  createSession,
  invalidateSession,
  invalidateUserSessions,
  SESSION_USER_COLUMNS,
  sessionUserOf,
} from '../../auth/sessions';
import { signUpAttemptMail } from '../../auth/account-mails';
import { issueVerificationToken, mailVerificationLink, verifiedHolderOf } from '../../auth/email-verification';
import { queueResetRequest } from '../../auth/reset-requests';
import { hashToken } from '../../auth/tokens';
import { beginSecondStep, confirmedFactorOf, withTwoFactorRule } from '../../auth/two-factor';
import { consumeInvitation, markInvitationAccepted } from '../invitation/invitation.service';
import { adminExists } from '../user/user.service';
import { requireDistinctName } from '../organization/organization.names';

/** One message for an unknown username and a wrong password, so neither can be told apart. */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ADMIN_SIGNUP_REFUSED =
  'Signing up as an administrator is not allowed. Ask an existing administrator to create your account.';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

export const ADMIN_SIGNUP_CLOSED_IN_PRODUCTION =
  'Signing up as an administrator is not possible on this server. Administrators are created with `npm run create-admin`.';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Ask an administrator to reactivate it.';

type ParsedRegisterInput = z.output<typeof ZRegisterServerInput>;

export async function loadSessionUser(ctx: Pick<Context, 'db' | 'config'>, userId: string): Promise<TSessionUser> {
  const [row] = await ctx.db
    .select({ ...SESSION_USER_COLUMNS, organizationName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new DomainError('not_found', 'User not found');
  return withTwoFactorRule(sessionUserOf(row, row.organizationName), ctx.config);
}

async function requireActiveAccount(ctx: Context, userId: string): Promise<void> {
  const [account] = await ctx.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId));
  if (account?.deactivatedAt) throw new DomainError('forbidden', ACCOUNT_DEACTIVATED);
}

export async function startSession(ctx: Context, userId: string): Promise<void> {
  await requireActiveAccount(ctx, userId);
  const issued = await createSession(ctx.db, userId, ctx.config);
  ctx.cookies.set(issued.token, issued.expiresAt);
}

export async function login(ctx: Context, input: TLoginInput): Promise<TLoginResult> {
  // Attempts are counted and refused by the procedure's meta (checksSecret: trpc.ts, auth/throttle.ts).
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
  if (await confirmedFactorOf(ctx.db, user.id)) {
    // No session yet: only the second step's own short-lived cookie (auth/two-factor.ts).
    await requireActiveAccount(ctx, user.id);
    await beginSecondStep(ctx, user.id);
    return { twoFactorRequired: true };
  }
  await startSession(ctx, user.id);
  await recordAudit(ctx.db, { actorUserId: user.id, action: 'user.login', entityType: 'user', entityId: user.id });
  return loadSessionUser(ctx, user.id);
}

/** A new account's own organization, so every record it makes has an owner; admins belong to none. */
async function ownOrganization(tx: Executor, input: ParsedRegisterInput, role: Role): Promise<string | null> {
  if (role === 'admin') return null;
  const name = `${input.firstName} ${input.lastName} (${input.username})`;
  // The parts passed the identity rule; the whole must not look like another organization's name either.
  await requireDistinctName(tx, name, { field: 'username' });
  const [org] = await tx
    .insert(organizations)
    .values({ name, type: ORGANIZATION_TYPE_FOR_ROLE[role] })
    .returning({ id: organizations.id });
  return org?.id ?? null;
}

/**
 * Admin sign-up over the network: never in production (the first admin comes from `npm run
 * create-admin`); elsewhere the first admin may sign up, later ones only with ALLOW_ADMIN_SIGNUP.
 */
export async function adminSignupOpen(db: Executor, config: AuthConfig): Promise<boolean> {
  if (config.production) return false;
  return config.allowAdminSignup || !(await adminExists(db));
}

interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: string;
  organizationId: string | null;
  /** Set when the address is already proven (an invitation's link, create-admin); else the sign-up link sets it. */
  verifiedAt: Date | null;
  /** The account that creates its organization manages its members. */
  managesMembers?: boolean;
}

/** Refuses a taken username or email with 409, inserts the user and writes the audit row. */
/**
 * Two sign-ups racing for one username both pass insertAccount's check; the unique indexes (on the user,
 * and on the organization named after the username) stop the second, which then gets the same 409.
 */
function raceLostAs409(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === undefined) throw error;
  throw constraint.includes('email')
    ? conflict('An account with this email already exists', 'email')
    : conflict('Username is already taken', 'username');
}

async function requireFreeUsername(tx: Executor, username: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (taken) throw conflict('Username is already taken', 'username');
}

/** Refuses a taken username, and an address another account has proven, with 409. */
async function insertAccount(tx: Executor, account: NewAccount): Promise<string> {
  await requireFreeUsername(tx, account.username);
  if (await verifiedHolderOf(tx, account.email)) throw conflict('An account with this email already exists', 'email');
  const [created] = await tx.insert(users).values(account).returning({ id: users.id });
  if (!created) throw new Error('User was not created');
  await recordAudit(tx, {
    actorUserId: created.id,
    organizationId: account.organizationId,
    action: 'user.registered',
    entityType: 'user',
    entityId: created.id,
    toState: account.role,
  });
  return created.id;
}

type Registered =
  | { kind: 'created'; userId: string; verificationToken: string | null }
  | { kind: 'address-taken'; holder: { email: string; firstName: string } };

/**
 * An account joining by invitation is created verified and signed in: the invitation's link proved the
 * address. Any other sign-up gets the same answer whether or not the address already has an account:
 * a new account gets the link that verifies it; the owner of a proven address gets a
 * notice instead, and nothing is created.
 */
export async function register(ctx: Context, input: ParsedRegisterInput): Promise<TSignUpResult> {
  const passwordHash = await hashPassword(input.password);
  const registered = await ctx.db
    .transaction(async (tx): Promise<Registered> => {
      // Joining an existing organization needs its invitation; an id alone proves nothing.
      const invitation = input.invitationToken
        ? await consumeInvitation(tx, input.invitationToken, { email: input.email, role: input.role })
        : null;
      if (input.organizationId && input.organizationId !== invitation?.organizationId) {
        throw badRequest('organizationId', INVITATION_MESSAGES.needsInvitation);
      }
      const role = invitation?.role ?? input.role ?? DEFAULT_SIGNUP_ROLE;
      if (role === 'admin') {
        if (ctx.config.production) throw new DomainError('forbidden', ADMIN_SIGNUP_CLOSED_IN_PRODUCTION);
        // Serialises first-admin sign-ups so two cannot both slip through.
        await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
        if (!(await adminSignupOpen(tx, ctx.config))) {
          throw new DomainError('forbidden', ADMIN_SIGNUP_REFUSED);
        }
      }
      // Sign-ups for one username queue here until the first commits or fails, so a lost race is told the username is
      // taken, never that the organization named after it looks like another's (which it then would).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signup:${input.username.toLowerCase()}`}))`);
      if (!invitation) {
        // The username is checked first, so its 409 does not depend on the address.
        await requireFreeUsername(tx, input.username);
        const holder = await verifiedHolderOf(tx, input.email);
        if (holder) return { kind: 'address-taken', holder };
      }
      const organizationId = invitation?.organizationId ?? (await ownOrganization(tx, input, role));
      const created = await insertAccount(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role,
        organizationId,
        verifiedAt: invitation ? new Date() : null,
        managesMembers: !invitation && organizationId !== null,
      });
      if (invitation) await markInvitationAccepted(tx, invitation, created);
      // The link's token commits with the account; the mail goes once both are stored.
      const verificationToken = invitation
        ? null
        : await issueVerificationToken(tx, { id: created, email: input.email, firstName: input.firstName });
      return { kind: 'created', userId: created, verificationToken };
    })
    .catch(raceLostAs409);
  if (registered.kind === 'address-taken') {
    await ctx.mailer.send(
      signUpAttemptMail(registered.holder.email, registered.holder.firstName, ctx.config.appUrl, ctx.language),
    );
  } else if (registered.verificationToken) {
    await mailVerificationLink(
      ctx,
      { id: registered.userId, email: input.email, firstName: input.firstName },
      registered.verificationToken,
    );
  } else {
    await startSession(ctx, registered.userId);
    return { message: AUTH_NOTICES.accountCreated, user: await loadSessionUser(ctx, registered.userId) };
  }
  return { message: EMAIL_MESSAGES.signUpSent(input.email), user: null };
}

/** `npm run create-admin`: an administrator without the sign-up rule, validated like a sign-up. */
export async function createAdminAccount(
  db: Executor,
  account: { username: string; email: string; password: string; firstName: string; lastName: string },
): Promise<{ id: string; username: string; email: string }> {
  const input = ZRegisterServerInput.parse({ ...account, confirmPassword: account.password, role: 'admin' });
  const passwordHash = await hashPassword(input.password);
  const id = await db
    .transaction((tx) =>
      insertAccount(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'admin',
        organizationId: null,
        verifiedAt: new Date(),
      }),
    )
    .catch(raceLostAs409);
  return { id, username: input.username, email: input.email };
}

export async function logout(ctx: Context): Promise<void> {
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  ctx.cookies.clear();
  if (ctx.user) {
    await recordAudit(ctx.db, {
      actorUserId: ctx.user.id,
      action: 'user.logout',
      entityType: 'user',
      entityId: ctx.user.id,
    });
  }
}

export const FORGOT_PASSWORD_MESSAGE = AUTH_NOTICES.resetLinkSentText;

/**
 * Answers the same, in the same time, whether or not the address has an account: the request is only
 * queued here; the mail worker looks the account up and sends the link (auth/reset-requests.ts).
 */
export async function forgotPassword(ctx: Context, input: TForgotPasswordInput): Promise<{ message: string }> {
  await queueResetRequest(ctx.db, input.email);
  return { message: FORGOT_PASSWORD_MESSAGE };
}

export async function resetPassword(ctx: Context, input: TResetPasswordInput): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    // Deleting the row is what spends the token: of two concurrent uses only one gets it back.
    const [token] = await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.id, hashToken(input.token)), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!token) throw badRequest('token', INVALID_RESET_LINK);
    // Refused before the update, so the rolled-back delete leaves the link usable for a better password.
    const [account] = await tx
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, token.userId));
    if (account) requirePasswordWithoutNames(input.password, account);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, token.userId));
    await invalidateUserSessions(tx, token.userId);
    await recordAudit(tx, {
      actorUserId: token.userId,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: token.userId,
    });
  });
  return { message: AUTH_NOTICES.passwordResetSuccessful };
}
