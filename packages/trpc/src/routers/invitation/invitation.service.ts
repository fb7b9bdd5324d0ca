import type { Database, Executor } from '@energy/db/client';
import { invitations } from '@energy/db/schema/invitations';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import { invitableRoles, isRole, ROLE_LABELS, type Role } from '@energy/domain/roles';
import {
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  type TCreateInvitationInput,
  type TInvitation,
  type TInvitationPreview,
  type ZInvitationListInput,
} from '@energy/domain/schemas/invitation';
import type { TPage } from '@energy/domain/schemas/paging';
import { DomainError } from '@energy/domain/errors';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { verifiedHolderOf } from '../../auth/email-verification';
import { generateToken, hashToken } from '../../auth/tokens';
import type { Context } from '../../context';
import { badRequest, notFound } from '../../errors';
import { invitationMail } from '../../auth/account-mails';
import { iso } from '../../iso-date';
import { MATCH, NO_PAGE_KEY, rememberKeys, runPage, type Keyset, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';

const TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

/** Not accepted, not revoked, not expired. */
const pending = (now: Date) =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

/**
 * Any active member of the organization, or a platform admin. The caller's session is only valid for an
 * active account (deactivation deletes its sessions), so membership is the session's organization.
 */
export async function requireMemberOrAdmin(
  db: Executor,
  scope: CallerScope,
  organizationId: string,
  action?: 'invitation.create' | 'invitation.revoke',
) {
  if (action) requireAllowed(scope, action, { organizationId });
  else if (!scope.isAdmin && scope.orgId !== organizationId) {
    throw new DomainError('forbidden', INVITATION_MESSAGES.notMember);
  }
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!organization) throw notFound('Organization');
  return organization;
}

/**
 * An invitation grants only the inviter's own role, unless the inviter manages the organization's members
 * (users.manages_members) or is an admin: otherwise finance could invite a buyer account it controls and
 * pay for the purchases that account raises, or a buyer could create the finance account that pays its own.
 */
async function requireMayGrant(db: Executor, scope: CallerScope, role: Role): Promise<void> {
  if (scope.isAdmin || scope.role === role) return;
  const [inviter] = await db
    .select({ managesMembers: users.managesMembers })
    .from(users)
    .where(eq(users.id, scope.userId));
  if (inviter?.managesMembers) return;
  const own = isRole(scope.role) ? ROLE_LABELS[scope.role] : scope.role;
  throw new DomainError('forbidden', INVITATION_MESSAGES.ownRoleOnly(own, ROLE_LABELS[role]));
}

function invitationLink(ctx: Pick<Context, 'config'>, token: string): string {
  return new URL(`/auth?invite=${encodeURIComponent(token)}`, ctx.config.appUrl).toString();
}

export async function createInvitation(
  ctx: Pick<Context, 'db' | 'mailer' | 'config' | 'language'>,
  scope: CallerScope,
  input: TCreateInvitationInput,
): Promise<TInvitation> {
  const token = generateToken();
  const now = new Date();
  const { invitation, organizationName, held } = await ctx.db.transaction(async (tx) => {
    const organization = await requireMemberOrAdmin(tx, scope, input.organizationId, 'invitation.create');
    if (!invitableRoles(organization.type).includes(input.role))
      throw badRequest('role', INVITATION_MESSAGES.roleNotInvitable);
    await requireMayGrant(tx, scope, input.role);
    // The same answer whether or not the address has an account: only its owner's mailbox learns.
    const held = (await verifiedHolderOf(tx, input.email)) !== undefined;
    // A new invitation to the same address replaces a pending one, so only the latest link works.
    await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(invitations.organizationId, organization.id),
          eq(sql`lower(${invitations.email})`, input.email.toLowerCase()),
          pending(now),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({
        tokenHash: hashToken(token),
        organizationId: organization.id,
        email: input.email,
        role: input.role,
        invitedBy: scope.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TTL_MS),
      })
      .returning();
    if (!row) throw new Error('Invitation was not created');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: organization.id,
      action: 'invitation.created',
      entityType: 'invitation',
      entityId: row.id,
      toState: 'pending',
      details: { role: row.role },
    });
    return { invitation: row, organizationName: organization.name, held };
  });
  await ctx.mailer.send(
    invitationMail(
      invitation.email,
      {
        organization: organizationName,
        role: ROLE_LABELS[input.role],
        link: held ? null : invitationLink(ctx, token),
        days: INVITATION_TTL_DAYS,
      },
      ctx.language,
    ),
  );
  const [shown] = await listInvitationRows(ctx.db, eq(invitations.id, invitation.id));
  if (!shown) throw new Error('Invitation was not created');
  return shown;
}

async function listInvitationRows(db: Executor, where: SQL | undefined, page?: Keyset): Promise<TInvitation[]> {
  const query = db
    .select({
      pageKey: page?.key ?? NO_PAGE_KEY,
      id: invitations.id,
      organizationId: invitations.organizationId,
      email: invitations.email,
      role: invitations.role,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(where, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(invitations.createdAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const items = rows.map(
    (r): TInvitation => ({
      id: r.id,
      organizationId: r.organizationId,
      email: r.email,
      role: r.role,
      invitedByName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
      createdAt: iso(r.createdAt),
      expiresAt: iso(r.expiresAt),
    }),
  );
  return rememberKeys(
    items,
    rows.map((r) => r.pageKey),
  );
}

const INVITATION_LIST: ListSpec<'createdAt' | 'email'> = {
  name: 'invitation',
  id: invitations.id,
  sorts: {
    createdAt: { column: invitations.createdAt, kind: 'timestamptz' },
    email: { column: invitations.email, kind: 'text' },
  },
  search: [invitations.email],
};

/** The organization's pending invitations, newest first unless sorted otherwise. */
export async function listInvitations(
  db: Database,
  scope: CallerScope,
  input: z.output<typeof ZInvitationListInput>,
): Promise<TPage<TInvitation>> {
  await requireMemberOrAdmin(db, scope, input.organizationId);
  const open = and(eq(invitations.organizationId, input.organizationId), pending(new Date()));
  return runPage(
    db,
    INVITATION_LIST,
    input,
    (keyset) => listInvitationRows(db, open, keyset),
    (search) => db.select(MATCH).from(invitations).where(and(open, search)).$dynamic(),
  );
}

export async function revokeInvitation(
  db: Database,
  scope: CallerScope,
  input: { organizationId: string; id: string },
): Promise<{ success: true }> {
  await db.transaction(async (tx) => {
    await requireMemberOrAdmin(tx, scope, input.organizationId, 'invitation.revoke');
    const [revoked] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(invitations.id, input.id), eq(invitations.organizationId, input.organizationId), pending(new Date())),
      )
      .returning({ id: invitations.id });
    if (!revoked) throw notFound('Invitation');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: input.organizationId,
      action: 'invitation.revoked',
      entityType: 'invitation',
      entityId: revoked.id,
      fromState: 'pending',
      toState: 'revoked',
    });
  });
  return { success: true };
}

/** Public: what an invitation link shows. Unknown, expired, revoked and used tokens all read the same. */
export async function previewInvitation(db: Database, token: string): Promise<TInvitationPreview> {
  const [row] = await db
    .select({
      organizationName: organizations.name,
      organizationType: organizations.type,
      role: invitations.role,
      email: invitations.email,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(and(eq(invitations.tokenHash, hashToken(token)), pending(new Date())));
  if (!row || !isRole(row.role)) throw new DomainError('not_found', INVITATION_MESSAGES.invalid);
  return { ...row, role: row.role, expiresAt: iso(row.expiresAt) };
}

export interface AcceptedInvitation {
  id: string;
  organizationId: string;
  role: Role;
}

/**
 * Spends an invitation inside the sign-up's transaction. The conditional UPDATE is the check: of two
 * concurrent sign-ups with one token, the second waits for the first's row lock and then finds it used.
 * If the sign-up fails later (username taken), the transaction rolls the use back.
 */
export async function consumeInvitation(
  tx: Executor,
  token: string,
  claim: { email: string; role: Role | undefined },
): Promise<AcceptedInvitation> {
  const [invitation] = await tx
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.tokenHash, hashToken(token)), pending(new Date())))
    .returning({
      id: invitations.id,
      organizationId: invitations.organizationId,
      role: invitations.role,
      email: invitations.email,
    });
  if (!invitation || !isRole(invitation.role)) throw badRequest('invitationToken', INVITATION_MESSAGES.invalid);
  if (invitation.email.toLowerCase() !== claim.email.toLowerCase())
    throw badRequest('email', INVITATION_MESSAGES.otherEmail);
  if (claim.role && claim.role !== invitation.role) {
    throw badRequest('role', `This invitation is for the role ${ROLE_LABELS[invitation.role]}`);
  }
  return { id: invitation.id, organizationId: invitation.organizationId, role: invitation.role };
}

export async function markInvitationAccepted(
  tx: Executor,
  invitation: AcceptedInvitation,
  userId: string,
): Promise<void> {
  await tx.update(invitations).set({ acceptedBy: userId }).where(eq(invitations.id, invitation.id));
  await recordAudit(tx, {
    actorUserId: userId,
    organizationId: invitation.organizationId,
    action: 'invitation.accepted',
    entityType: 'invitation',
    entityId: invitation.id,
    fromState: 'pending',
    toState: 'accepted',
  });
}
