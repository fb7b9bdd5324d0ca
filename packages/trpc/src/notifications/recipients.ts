import type { Executor } from '@energy/db/client';
import { userPreferences } from '@energy/db/schema/notifications';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import { holds } from '@energy/domain/permissions';
import { isRole } from '@energy/domain/roles';
import { EVENT_ENTITY_PERMISSIONS } from '@energy/domain/entities/registry';
import type { TDomainEvent } from '@energy/domain/schemas/events';
import type { NotificationType } from '@energy/domain/schemas/notification';
import { DEFAULT_PREFERENCES, TIMEZONES, type TPreferences } from '@energy/domain/schemas/settings';
import { isLanguage } from '@energy/i18n/languages';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  role: string;
  /** Null for a platform admin created without an organization. */
  organizationId: string | null;
  preferences: Pick<TPreferences, 'emailNotifications' | 'rfqUpdates' | 'paymentAlerts' | 'shipmentTracking'>;
  /** The zone their mails show times in (Settings > System), the spec's default without a row. */
  timezone: TPreferences['timezone'];
  /** The zone their browser last reported, which 'browser' means in their mails; null until one is reported. */
  browserTimeZone: string | null;
  /** The language their notifications and mails are written in (Settings > System). */
  language: TPreferences['language'];
}

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  role: users.role,
  organizationId: users.organizationId,
  emailNotifications: userPreferences.emailNotifications,
  rfqUpdates: userPreferences.rfqUpdates,
  paymentAlerts: userPreferences.paymentAlerts,
  shipmentTracking: userPreferences.shipmentTracking,
  timezone: userPreferences.timezone,
  browserTimeZone: userPreferences.browserTimeZone,
  language: userPreferences.language,
};
interface RecipientRow {
  id: string;
  email: string;
  firstName: string;
  role: string;
  organizationId: string | null;
  emailNotifications: boolean | null;
  rfqUpdates: boolean | null;
  paymentAlerts: boolean | null;
  shipmentTracking: boolean | null;
  timezone: string | null;
  browserTimeZone: string | null;
  language: string | null;
}

const isTimezone = (value: string | null): value is TPreferences['timezone'] =>
  (TIMEZONES as readonly (string | null)[]).includes(value);

function toRecipient(row: RecipientRow): Recipient {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    role: row.role,
    organizationId: row.organizationId,
    timezone: isTimezone(row.timezone) ? row.timezone : DEFAULT_PREFERENCES.timezone,
    browserTimeZone: row.browserTimeZone,
    language: isLanguage(row.language) ? row.language : DEFAULT_PREFERENCES.language,
    preferences: {
      emailNotifications: row.emailNotifications ?? DEFAULT_PREFERENCES.emailNotifications,
      rfqUpdates: row.rfqUpdates ?? DEFAULT_PREFERENCES.rfqUpdates,
      paymentAlerts: row.paymentAlerts ?? DEFAULT_PREFERENCES.paymentAlerts,
      shipmentTracking: row.shipmentTracking ?? DEFAULT_PREFERENCES.shipmentTracking,
    },
  };
}

/** The active members of these organizations, with their notification preferences (the spec's defaults without a row). */
export async function membersOf(tx: Executor, organizationIds: readonly string[]): Promise<Recipient[]> {
  if (organizationIds.length === 0) return [];
  const rows = await tx
    .select(recipientColumns)
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(inArray(users.organizationId, [...organizationIds]), isNull(users.deactivatedAt), ne(users.role, 'admin')),
    );
  return rows.map(toRecipient);
}

/** A verified supplier's member, with the product types its organization supplies (null: every product type). */
export type SupplierRecipient = Recipient & { productTypes: readonly string[] | null };

/**
 * The active members of verified supplier organizations, who may quote on a new RFQ, with the
 * product types their organization named in Settings > Organization (`organizations.product_types`).
 */
export async function verifiedSupplierMembers(tx: Executor): Promise<SupplierRecipient[]> {
  const rows = await tx
    .select({ ...recipientColumns, productTypes: organizations.productTypes })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(
        eq(organizations.type, 'supplier'),
        eq(organizations.verification, 'verified'),
        isNull(users.deactivatedAt),
        ne(users.role, 'admin'),
      ),
    );
  return rows.map(({ productTypes, ...row }) => ({ ...toRecipient(row), productTypes }));
}

/** A supplier that named its product types hears of RFQs for those only; one that named none, of every RFQ. */
export function suppliesProduct(supplier: SupplierRecipient, productType: string | undefined): boolean {
  return (
    !supplier.productTypes ||
    supplier.productTypes.length === 0 ||
    (productType !== undefined && supplier.productTypes.includes(productType))
  );
}

/** Whether a verified supplier's member hears of a new RFQ: a role that reads RFQs, not its author, RFQ updates on. */
export function hearsOfNewRfq(user: Recipient, event: TDomainEvent): boolean {
  return (
    user.id !== event.actorUserId &&
    isRole(user.role) &&
    holds(user.role, EVENT_ENTITY_PERMISSIONS.rfq) &&
    user.preferences.rfqUpdates
  );
}

/**
 * What platform admins are told of: the parties' trouble that may need the platform (a failed payment, a
 * cancelled order, an overdue settlement), not their everyday business.
 */
export const ADMIN_ALERTS: ReadonlySet<string> = new Set(['payment.failed', 'order.cancelled', 'settlement.overdue']);

/** The active platform admins, when one of these events is an alert for them. */
export async function adminsAlertedBy(tx: Executor, events: readonly TDomainEvent[]): Promise<Recipient[]> {
  if (!events.some((event) => ADMIN_ALERTS.has(event.type))) return [];
  const rows = await tx
    .select(recipientColumns)
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
  return rows.map(toRecipient);
}

/** Which preference switches a type of notification on: RFQ updates, payment alerts, shipment tracking (orders: always). */
function categoryOn(preferences: Recipient['preferences'], type: NotificationType): boolean {
  switch (type) {
    case 'rfq':
    case 'offer':
    case 'contract':
      return preferences.rfqUpdates;
    case 'payment':
    case 'settlement':
      return preferences.paymentAlerts;
    case 'shipment':
    case 'tender':
    case 'job':
      return preferences.shipmentTracking;
    default:
      return true;
  }
}

/**
 * Who is told of an event: members of an organization it concerns whose role may read its record (as the
 * live feed's mayHear), not its actor, and who have not switched its category off. Platform admins are
 * told of ADMIN_ALERTS only, whichever organization they concern.
 */
export function isRecipient(user: Recipient, event: TDomainEvent, type: NotificationType): boolean {
  if (user.role === 'admin')
    return user.id !== event.actorUserId && ADMIN_ALERTS.has(event.type) && categoryOn(user.preferences, type);
  return (
    user.organizationId !== null &&
    user.id !== event.actorUserId &&
    event.organizationIds.includes(user.organizationId) &&
    isRole(user.role) &&
    holds(user.role, EVENT_ENTITY_PERMISSIONS[event.entityType]) &&
    categoryOn(user.preferences, type)
  );
}
