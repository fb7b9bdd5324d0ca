import type { Executor } from '@energy/db/client';
import { drivers } from '@energy/db/schema/fleet';
import type { DRIVER_SORTS, TDriver, ZDriverListInput } from '@energy/domain/schemas/fleet';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { driverName, listDrivers, visibleDrivers } from './driver.queries';

/** The search matches the driver's name, license number, phone or email. */
const DRIVER_LIST: ListSpec<(typeof DRIVER_SORTS)[number]> = {
  name: 'driver',
  id: drivers.id,
  sorts: {
    createdAt: { column: drivers.createdAt, kind: 'timestamptz' },
    lastName: { column: drivers.lastName, kind: 'text' },
    rating: { column: drivers.rating, kind: 'numeric' },
  },
  search: [driverName, drivers.licenseNumber, drivers.phone, drivers.email],
};

export function pageDrivers(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZDriverListInput>,
): Promise<TPage<TDriver>> {
  const filter = input.status ? eq(drivers.status, input.status) : undefined;
  return runPage(
    db,
    DRIVER_LIST,
    input,
    (keyset) => listDrivers(db, scope, filter, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(drivers)
        .where(and(visibleDrivers(scope), filter, search))
        .$dynamic(),
  );
}
