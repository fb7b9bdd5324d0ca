import type { Executor } from '@energy/db/client';
import { blackoutDates, drivers, vehicles } from '@energy/db/schema/fleet';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { BlackoutEntityType } from '@energy/domain/constants';
import type { TBlackout } from '@energy/domain/schemas/fleet';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso } from '../../iso-date';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import { ownedByCaller, type CallerScope } from '../../scope';
import { driverName } from '../driver/driver.queries';

export type BlackoutFacts = RecordFacts['blackout'];

/** Blackout dates: the logistics company whose vehicle or driver they concern, and admins. */
export const visibleBlackouts = (scope: CallerScope): SQL | undefined =>
  ownedByCaller(scope, blackoutDates.organizationId);

/** The vehicle's registration, or the driver's name: what the list shows and `q` searches besides the reason. */
export const entityLabel = sql<string>`coalesce(${vehicles.registrationNumber}, ${driverName}, '')`;

/** Join conditions: each blackout to its vehicle or its driver (the other stays null). */
export const vehicleOfBlackout = and(eq(blackoutDates.entityType, 'vehicle'), eq(vehicles.id, blackoutDates.entityId));
export const driverOfBlackout = and(eq(blackoutDates.entityType, 'driver'), eq(drivers.id, blackoutDates.entityId));

/** Blackouts the caller may see, each with what the action rules read of it. */
export async function loadBlackouts(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<{ row: TBlackout; facts: BlackoutFacts }[]> {
  const query = db
    .select({ blackout: blackoutDates, entityLabel, pageKey: page?.key ?? NO_PAGE_KEY })
    .from(blackoutDates)
    .leftJoin(vehicles, vehicleOfBlackout)
    .leftJoin(drivers, driverOfBlackout)
    .where(and(visibleBlackouts(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [asc(blackoutDates.startDate), asc(blackoutDates.id)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const loaded = rows.map(({ blackout: b, entityLabel: label }) => {
    const facts: BlackoutFacts = { organizationId: b.organizationId };
    const row: TBlackout = {
      allowedActions: allowedFor(scope, 'blackout', facts),
      id: b.id,
      organizationId: b.organizationId,
      entityType: b.entityType as BlackoutEntityType,
      entityId: b.entityId,
      entityLabel: label,
      startDate: b.startDate,
      endDate: b.endDate,
      reason: b.reason,
      description: b.description,
      isRecurring: b.isRecurring,
      createdAt: iso(b.createdAt),
    };
    return { row, facts };
  });
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}

export async function listBlackouts(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<TBlackout[]> {
  return (await loadBlackouts(db, scope, filter, page)).map((loaded) => loaded.row);
}
