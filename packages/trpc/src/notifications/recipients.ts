import type { Executor } from '@energy/db/client';
import { userPreferences } from '@energy/db/schema/notifications';
import { users } from '@energy/db/schema/users';
import { holds } from '@energy/domain/permissions';
import { isRole } from '@energy/domain/roles';
import { EVENT_ENTITY_PERMISSIONS, type TDomainEvent } from '@energy/domain/schemas/events';
import type { NotificationType } from '@energy/domain/schemas/notification';
import { DEFAULT_PREFERENCES, type TPreferences } from '@energy/domain/schemas/settings';
import { and, eq, inArray, isNull } from 'drizzle-orm';

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  role: string;
  organizationId: string;
  preferences: Pick<TPreferences, 'emailNotifications' | 'rfqUpdates' | 'paymentAlerts' | 'shipmentTracking'>;
}

/** The active members of these organizations, with their notification preferences (the spec's defaults without a row). */
export async function membersOf(tx: Executor, organizationIds: readonly string[]): Promise<Recipient[]> {
  if (organizationIds.length === 0) return [];
  const rows = await tx
    .select({
      id: users.id, email: users.email, firstName: users.firstName, role: users.role, organizationId: users.organizationId,
      emailNotifications: userPreferences.emailNotifications, rfqUpdates: userPreferences.rfqUpdates,
      paymentAlerts: userPreferences.paymentAlerts, shipmentTracking: userPreferences.shipmentTracking,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(and(inArray(users.organizationId, [...organizationIds]), isNull(users.deactivatedAt)));
  return rows.flatMap((row) =>
    row.organizationId === null
      ? []
      : [{
          id: row.id, email: row.email, firstName: row.firstName, role: row.role, organizationId: row.organizationId,
          preferences: {
            emailNotifications: row.emailNotifications ?? DEFAULT_PREFERENCES.emailNotifications,
            rfqUpdates: row.rfqUpdates ?? DEFAULT_PREFERENCES.rfqUpdates,
            paymentAlerts: row.paymentAlerts ?? DEFAULT_PREFERENCES.paymentAlerts,
            shipmentTracking: row.shipmentTracking ?? DEFAULT_PREFERENCES.shipmentTracking,
          },
        }],
  );
}

/** Which preference switches a type of notification on: RFQ updates, payment alerts, shipment tracking (orders: always). */
function categoryOn(preferences: Recipient['preferences'], type: NotificationType): boolean {
  switch (type) {
    case 'rfq': case 'offer': case 'contract': return preferences.rfqUpdates;
    case 'payment': case 'settlement': return preferences.paymentAlerts;
    case 'shipment': case 'tender': case 'job': return preferences.shipmentTracking;
    default: return true;
  }
}

/**
 * Who is told of an event: members of an organization it concerns whose role may read its record (as the
 * live feed's mayHear), not its actor, and who have not switched its category off. Platform admins belong
 * to no party's organization and are not notified of the parties' business.
 */
export function isRecipient(user: Recipient, event: TDomainEvent, type: NotificationType): boolean {
  return (
    user.id !== event.actorUserId &&
    event.organizationIds.includes(user.organizationId) &&
    isRole(user.role) &&
    holds(user.role, EVENT_ENTITY_PERMISSIONS[event.entityType]) &&
    categoryOn(user.preferences, type)
  );
}
