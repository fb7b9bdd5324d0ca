import type { Database, Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import type { OrganizationType } from '@energy/domain/roles';
import type { TOrganizationEntry, TOrganizationUpdateInput } from '@energy/domain/schemas/organization';
import type { TOrganizationMember, ZMemberListInput, ZOrganizationListInput } from '@energy/domain/schemas/invitation';
import type { TPage } from '@energy/domain/schemas/paging';
import type { z } from 'zod';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MATCH, rememberKeys, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { requireMemberOrAdmin } from '../invitation/invitation.service';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { notFound } from '../../errors';
import { carriesShipment, shipmentCarrierOrgId } from '../order/order.queries';
import { requireDistinctName, similarNameConflict } from './organization.names';

/**
 * The organizations an organization trades with: the other parties of its RFQs' offers, its contracts,
 * orders and shipments (the carrier, or the buyer and supplier of a carried order; a carrier that declined
 * the tender carries nothing).
 */
function tradingPartners(orgId: string) {
  return sql`
    select ${rfqs.buyerOrgId} from ${offers} join ${rfqs} on ${rfqs.id} = ${offers.rfqId} where ${offers.supplierOrgId} = ${orgId}
    union select ${offers.supplierOrgId} from ${offers} join ${rfqs} on ${rfqs.id} = ${offers.rfqId} where ${rfqs.buyerOrgId} = ${orgId}
    union select ${contracts.buyerOrgId} from ${contracts} where ${contracts.supplierOrgId} = ${orgId}
    union select ${contracts.supplierOrgId} from ${contracts} where ${contracts.buyerOrgId} = ${orgId}
    union select ${orders.buyerOrgId} from ${orders} where ${orders.supplierOrgId} = ${orgId}
    union select ${orders.supplierOrgId} from ${orders} where ${orders.buyerOrgId} = ${orgId}
    union select ${shipmentCarrierOrgId} from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId}
      where ${shipments.logisticsOrgId} is not null and (${orders.buyerOrgId} = ${orgId} or ${orders.supplierOrgId} = ${orgId})
    union select ${orders.buyerOrgId} from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId} where ${carriesShipment(orgId)}
    union select ${orders.supplierOrgId} from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId} where ${carriesShipment(orgId)}`;
}

/**
 * The organization directory. Admins see every organization; everyone else their own and those they
 * trade with, so an account cannot harvest every organization's id.
 *
 * Decision: logistics companies are a marketplace for suppliers. A supplier arranging a shipment must be
 * able to pick a carrier it has never worked with (ArrangeShipmentModal, shipment.create), so suppliers
 * also see every logistics organization (names and kinds only). Joining one still needs an invitation.
 */
const ORGANIZATION_LIST: ListSpec<'name' | 'createdAt'> = {
  name: 'organization',
  id: organizations.id,
  sorts: {
    name: { column: organizations.name, kind: 'text' },
    createdAt: { column: organizations.createdAt, kind: 'timestamptz' },
  },
  search: [organizations.name],
};

function visibleOrganizations(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  const own = scope.orgId;
  const visible = or(
    own ? eq(organizations.id, own) : undefined,
    own ? sql`${organizations.id} in (${tradingPartners(own)})` : undefined,
    scope.role === 'supplier' ? eq(organizations.type, 'logistics') : undefined,
  );
  // An account without an organization, and not a supplier, sees nothing.
  return visible ?? sql`false`;
}

/** Active members, counted for the caller's own organization and for admins (null for everyone else). */
function memberCount(scope: CallerScope) {
  const counted = sql<number>`(select count(*) from ${users} where ${users.organizationId} = ${organizations.id} and ${users.deactivatedAt} is null)`;
  if (scope.isAdmin) return sql<number | null>`${counted}`.mapWith((v) => (v === null ? null : Number(v)));
  const own = scope.orgId ?? '00000000-0000-0000-0000-000000000000';
  return sql<number | null>`case when ${organizations.id} = ${own} then ${counted} end`.mapWith((v) =>
    v === null ? null : Number(v),
  );
}

export function listOrganizations(
  db: Database,
  scope: CallerScope,
  input: z.output<typeof ZOrganizationListInput>,
): Promise<TPage<TOrganizationEntry>> {
  const where = and(input.type ? eq(organizations.type, input.type) : undefined, visibleOrganizations(scope));
  return runPage(
    db,
    ORGANIZATION_LIST,
    input,
    async (keyset) => {
      const rows = await db
        .select({
          pageKey: keyset.key,
          id: organizations.id,
          name: organizations.name,
          type: organizations.type,
          verification: organizations.verification,
          memberCount: memberCount(scope),
        })
        .from(organizations)
        .where(and(where, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit);
      const entries = rows.map(
        ({ pageKey: _key, ...org }): TOrganizationEntry => ({
          ...org,
          type: org.type as OrganizationType,
          verification: org.verification,
          isOwn: org.id === scope.orgId,
        }),
      );
      return rememberKeys(
        entries,
        rows.map((r) => r.pageKey),
      );
    },
    (search) => db.select(MATCH).from(organizations).where(and(where, search)).$dynamic(),
  );
}

/** Members sort by last name (the list shows "First Last"). */
const MEMBER_LIST: ListSpec<'name' | 'username'> = {
  name: 'member',
  id: users.id,
  sorts: { name: { column: users.lastName, kind: 'text' }, username: { column: users.username, kind: 'text' } },
  search: [users.firstName, users.lastName, users.username, users.email],
};

/** The active members of an organization, for its members card: to its members and to admins. */
export async function listMembers(
  db: Database,
  scope: CallerScope,
  input: z.output<typeof ZMemberListInput>,
): Promise<TPage<TOrganizationMember>> {
  await requireMemberOrAdmin(db, scope, input.organizationId);
  const active = and(eq(users.organizationId, input.organizationId), isNull(users.deactivatedAt));
  return runPage(
    db,
    MEMBER_LIST,
    input,
    async (keyset) => {
      const rows = await db
        .select({
          pageKey: keyset.key,
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          role: users.role,
          managesMembers: users.managesMembers,
        })
        .from(users)
        .where(and(active, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit);
      const items = rows.map(({ pageKey: _key, firstName, lastName, ...member }) => ({
        ...member,
        name: `${firstName} ${lastName}`,
      }));
      return rememberKeys(
        items,
        rows.map((r) => r.pageKey),
      );
    },
    (search) => db.select(MATCH).from(users).where(and(active, search)).$dynamic(),
  );
}

/** Admin edits an organization's name, type or verification; a name like another organization's is 409. The admin is the reviewer: verification stays as set. */
export async function updateOrganization(
  db: Executor,
  scope: CallerScope,
  input: TOrganizationUpdateInput,
): Promise<TOrganizationEntry> {
  const [current] = await db.select().from(organizations).where(eq(organizations.id, input.id));
  requireAllowed(scope, 'organization.moderate', current ? { organizationId: current.id } : null);
  if (!current) throw notFound('Organization');
  if (input.name) await requireDistinctName(db, input.name, { except: current.id });
  const changes = {
    name: input.name ?? current.name,
    type: input.type ?? current.type,
    verification: input.verification ?? current.verification,
  };
  await db
    .update(organizations)
    .set(changes)
    .where(eq(organizations.id, current.id))
    .catch((error: unknown) => {
      throw similarNameConflict(error);
    });
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId: current.id,
    action: 'organization.updated',
    entityType: 'organization',
    entityId: current.id,
    fromState: current.verification,
    toState: changes.verification,
    details: { name: changes.name, type: changes.type },
  });
  const [members] = await db
    .select({ count: memberCount(scope) })
    .from(organizations)
    .where(eq(organizations.id, current.id));
  return {
    id: current.id,
    name: changes.name,
    type: changes.type,
    verification: changes.verification,
    isOwn: current.id === scope.orgId,
    memberCount: members?.count ?? null,
  };
}
