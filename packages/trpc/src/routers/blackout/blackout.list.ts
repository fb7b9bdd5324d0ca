import type { Executor } from '@energy/db/client';
import { blackoutDates, drivers, vehicles } from '@energy/db/schema/fleet';
import type { BLACKOUT_SORTS, TBlackout, ZBlackoutListInput } from '@energy/domain/schemas/fleet';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { driverName } from '../driver/driver.queries';
import { driverOfBlackout, listBlackouts, vehicleOfBlackout, visibleBlackouts } from './blackout.queries';

/** Spec 001 Blackout Dates: the search matches the reason or the entity label (registration or driver name). */
const BLACKOUT_LIST: ListSpec<(typeof BLACKOUT_SORTS)[number]> = {
  name: 'blackout',
  id: blackoutDates.id,
  sorts: {
    startDate: { column: blackoutDates.startDate, kind: 'date' },
    createdAt: { column: blackoutDates.createdAt, kind: 'timestamptz' },
  },
  search: [blackoutDates.reason, vehicles.registrationNumber, driverName],
};

export function pageBlackouts(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZBlackoutListInput>,
): Promise<TPage<TBlackout>> {
  const filter = input.entityType ? eq(blackoutDates.entityType, input.entityType) : undefined;
  return runPage(
    db,
    BLACKOUT_LIST,
    input,
    (keyset) => listBlackouts(db, scope, filter, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(blackoutDates)
        .leftJoin(vehicles, vehicleOfBlackout)
        .leftJoin(drivers, driverOfBlackout)
        .where(and(visibleBlackouts(scope), filter, search))
        .$dynamic(),
  );
}
