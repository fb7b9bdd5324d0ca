import type { Executor } from '@energy/db/client';
import { driverAvailability, drivers } from '@energy/db/schema/fleet';
import type { RecordFacts } from '@energy/domain/actions/records';
import { driverCompliance } from '@energy/domain/fleet-compliance';
import { todayOf, type TDriver } from '@energy/domain/schemas/fleet';
import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { driverCurrentJob } from '../../fleet';
import { iso } from '../../iso-date';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import { ownedByCaller, type CallerScope } from '../../scope';

export type DriverFacts = RecordFacts['driver'];
type Window = TDriver['availability'][number];

/** Drivers: the logistics company that employs them, and admins. */
export const visibleDrivers = (scope: CallerScope): SQL | undefined => ownedByCaller(scope, drivers.organizationId);

/** "First Last", as lists show and search a driver. */
export const driverName = sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}`;

/** The spec's single window: the one containing today, else the next one to come, else none. */
export function currentWindow(windows: readonly Window[], now: Date): Window | null {
  const today = todayOf(now);
  const sorted = [...windows].sort((a, b) =>
    a.availableFrom < b.availableFrom ? -1 : a.availableFrom > b.availableFrom ? 1 : 0,
  );
  return (
    sorted.find((w) => w.availableFrom <= today && today <= w.availableUntil) ??
    sorted.find((w) => w.availableFrom > today) ??
    null
  );
}

type DriverRow = typeof drivers.$inferSelect;

/** `currentJobId`: the active job holding the driver (driverCurrentJob); it is on an active job exactly when there is one. */
function driverFacts(d: DriverRow, currentJobId: string | null): DriverFacts {
  return { organizationId: d.organizationId, status: d.status, onActiveJob: currentJobId !== null };
}

/**
 * A driver as every list shows it (the drivers list, the assign dialog): `currentJobId` is driverCurrentJob,
 * `availability` its windows by start date; the spec's single window is the current one, else the next one
 * (currentWindow).
 */
export function toDriver(
  d: DriverRow,
  currentJobId: string | null,
  availability: Window[],
  scope: CallerScope,
  now: Date,
): TDriver {
  const window = currentWindow(availability, now);
  return {
    allowedActions: allowedFor(scope, 'driver', driverFacts(d, currentJobId), now),
    id: d.id,
    organizationId: d.organizationId,
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone,
    email: d.email,
    licenseNumber: d.licenseNumber,
    licenseClass: d.licenseClass,
    licenseExpiry: d.licenseExpiry,
    hasADR: d.hasAdr,
    adrExpiry: d.adrExpiry,
    hasHSE: d.hasHse,
    hseExpiry: d.hseExpiry,
    rating: d.rating,
    status: d.status,
    currentJobId,
    availableFrom: window?.availableFrom ?? null,
    availableUntil: window?.availableUntil ?? null,
    availability,
    createdAt: iso(d.createdAt),
    compliance: driverCompliance(d, todayOf(now)),
  };
}

/** Drivers the caller may see, each with its availability windows and what the action rules read of it. */
export async function loadDrivers(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
  now = new Date(),
): Promise<{ row: TDriver; facts: DriverFacts }[]> {
  const query = db
    .select({ driver: drivers, currentJobId: driverCurrentJob(), pageKey: page?.key ?? NO_PAGE_KEY })
    .from(drivers)
    .where(and(visibleDrivers(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(drivers.createdAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const ids = rows.map((r) => r.driver.id);
  const windows = ids.length
    ? await db
        .select({
          driverId: driverAvailability.driverId,
          availableFrom: driverAvailability.availableFrom,
          availableUntil: driverAvailability.availableUntil,
        })
        .from(driverAvailability)
        .where(inArray(driverAvailability.driverId, ids))
        .orderBy(asc(driverAvailability.availableFrom), asc(driverAvailability.id))
    : [];
  const loaded = rows.map(({ driver: d, currentJobId }) => {
    const availability = windows
      .filter((w) => w.driverId === d.id)
      .map(({ availableFrom, availableUntil }) => ({ availableFrom, availableUntil }));
    return { row: toDriver(d, currentJobId, availability, scope, now), facts: driverFacts(d, currentJobId) };
  });
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}

export async function listDrivers(db: Executor, scope: CallerScope, filter?: SQL, page?: Keyset): Promise<TDriver[]> {
  return (await loadDrivers(db, scope, filter, page)).map((loaded) => loaded.row);
}
