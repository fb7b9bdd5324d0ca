import type { Executor } from '@energy/db/client';
import { vehicles } from '@energy/db/schema/fleet';
import type { TPage } from '@energy/domain/schemas/paging';
import type { TVehicle, VEHICLE_SORTS, ZVehicleListInput } from '@energy/domain/schemas/fleet';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { listVehicles, visibleVehicles } from './vehicle.queries';

/** Spec 001 Fleet Management: the search matches registration, make or model, case-insensitive. */
const VEHICLE_LIST: ListSpec<(typeof VEHICLE_SORTS)[number]> = {
  name: 'vehicle',
  id: vehicles.id,
  sorts: {
    createdAt: { column: vehicles.createdAt, kind: 'timestamptz' },
    registrationNumber: { column: vehicles.registrationNumber, kind: 'text' },
    year: { column: vehicles.year, kind: 'bigint' },
  },
  search: [vehicles.registrationNumber, vehicles.make, vehicles.model],
};

export function pageVehicles(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZVehicleListInput>,
): Promise<TPage<TVehicle>> {
  const filter = input.status ? eq(vehicles.status, input.status) : undefined;
  return runPage(
    db,
    VEHICLE_LIST,
    input,
    (keyset) => listVehicles(db, scope, filter, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(vehicles)
        .where(and(visibleVehicles(scope), filter, search))
        .$dynamic(),
  );
}
