import type { Database } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import type { OrganizationType } from '@energy/domain/roles';
import type { TOrganizationMember } from '@energy/domain/schemas/invitation';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { CallerScope } from '../../scope';
import { requireMemberOrAdmin } from '../invitation/invitation.service';

/**
 * The organizations an organization trades with: the other parties of its RFQs' offers, its contracts,
 * orders and shipments (the carrier, or the buyer and supplier of a carried order).
 */
function tradingPartners(orgId: string) {
  return sql`
    select ${rfqs.buyerOrgId} from ${offers} join ${rfqs} on ${rfqs.id} = ${offers.rfqId} where ${offers.supplierOrgId} = ${orgId}
    union select ${offers.supplierOrgId} from ${offers} join ${rfqs} on ${rfqs.id} = ${offers.rfqId} where ${rfqs.buyerOrgId} = ${orgId}
    union select ${contracts.buyerOrgId} from ${contracts} where ${contracts.supplierOrgId} = ${orgId}
    union select ${contracts.supplierOrgId} from ${contracts} where ${contracts.buyerOrgId} = ${orgId}
    union select ${orders.buyerOrgId} from ${orders} where ${orders.supplierOrgId} = ${orgId}
    union select ${orders.supplierOrgId} from ${orders} where ${orders.buyerOrgId} = ${orgId}
    union select ${shipments.logisticsOrgId} from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId}
      where ${shipments.logisticsOrgId} is not null and (${orders.buyerOrgId} = ${orgId} or ${orders.supplierOrgId} = ${orgId})
    union select ${orders.buyerOrgId} from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId} where ${shipments.logisticsOrgId} = ${orgId}
    union select ${orders.supplierOrgId} from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId} where ${shipments.logisticsOrgId} = ${orgId}`;
}

/**
 * The organization directory. Admins see every organization; everyone else their own and those they
 * trade with, so an account cannot harvest every organization's id.
 *
 * Decision: logistics companies are a marketplace for suppliers. A supplier arranging a shipment must be
 * able to pick a carrier it has never worked with (ArrangeShipmentModal, shipment.create), so suppliers
 * also see every logistics organization (names and kinds only). Joining one still needs an invitation.
 */
export async function listOrganizations(db: Database, scope: CallerScope, type: OrganizationType | undefined) {
  const ofType = type ? eq(organizations.type, type) : undefined;
  let visible;
  if (!scope.isAdmin) {
    const own = scope.orgId;
    visible = or(
      own ? eq(organizations.id, own) : undefined,
      own ? sql`${organizations.id} in (${tradingPartners(own)})` : undefined,
      scope.role === 'supplier' ? eq(organizations.type, 'logistics') : undefined,
    );
    // An account without an organization, and not a supplier, sees nothing.
    visible ??= sql`false`;
  }
  return db
    .select({ id: organizations.id, name: organizations.name, type: organizations.type })
    .from(organizations)
    .where(and(ofType, visible))
    .orderBy(asc(organizations.name));
}

/** The active members of an organization, for its members card: to its members and to admins. */
export async function listMembers(db: Database, scope: CallerScope, organizationId: string): Promise<TOrganizationMember[]> {
  await requireMemberOrAdmin(db, scope, organizationId);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deactivatedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map(({ firstName, lastName, ...member }) => ({ ...member, name: `${firstName} ${lastName}` }));
}
