import { randomUUID } from 'node:crypto';
import type { DbHandle } from '@energy/db/client';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, SHIPMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import {
  CONTRACT_TRANSITIONS,
  COUNTER_STATUSES,
  OFFER_TRANSITIONS,
  RFQ_TRANSITIONS,
} from '@energy/domain/machines/procurement';
import { SETTLEMENT_RECORD_STATUSES } from '@energy/domain/schemas/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { seedFleetAssetsDemo } from './seed/fleet-assets-demo';
import { seedFulfilmentDemo } from './seed/fulfilment-demo';
import { seedProcurementDemo } from './seed/procurement-demo';

/** Every status column, with the states its domain machine (or status list) knows. */
const STATUS_COLUMNS = [
  { name: 'rfqs.status', table: 'rfqs', column: 'status', states: Object.keys(RFQ_TRANSITIONS) },
  { name: 'offers.status', table: 'offers', column: 'status', states: Object.keys(OFFER_TRANSITIONS) },
  { name: 'offers.counter_status', table: 'offers', column: 'counter_status', states: [...COUNTER_STATUSES] },
  { name: 'contracts.status', table: 'contracts', column: 'status', states: Object.keys(CONTRACT_TRANSITIONS) },
  { name: 'settlements.status', table: 'settlements', column: 'status', states: [...SETTLEMENT_RECORD_STATUSES] },
  { name: 'orders.status', table: 'orders', column: 'status', states: Object.keys(ORDER_TRANSITIONS) },
  { name: 'shipments.status', table: 'shipments', column: 'status', states: Object.keys(SHIPMENT_TRANSITIONS) },
  { name: 'payments.status', table: 'payments', column: 'status', states: Object.keys(PAYMENT_TRANSITIONS) },
];

const UNKNOWN = 'no_such_status';

/** What the database answered when it refused a statement; fails the test when it did not refuse. */
async function refusal(statement: Promise<unknown>): Promise<{ code: unknown; constraint: unknown }> {
  try {
    await statement;
  } catch (error) {
    // drizzle wraps the driver's error; PGlite names the constraint `constraint`, postgres.js `constraint_name`.
    const driverError = (error instanceof Error && error.cause ? error.cause : error) as Record<string, unknown>;
    return { code: driverError.code, constraint: driverError.constraint ?? driverError.constraint_name };
  }
  throw new Error('the database accepted the statement');
}

describe.each(testBackends())('status columns are constrained to their machine (%s)', (backend) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await openTestDb(backend);
    // A row in every table, made by the real services.
    await seedProcurementDemo(database.db);
    // The carrier's fleet first, as at start: a shipment leaves only with its job's driver and vehicle.
    await seedFleetAssetsDemo(database.db);
    await seedFulfilmentDemo(database.db);
  });
  afterAll(() => database.close());

  it.each(STATUS_COLUMNS)(
    '$name refuses an unknown status on insert (23514, check violation)',
    async ({ table, column }) => {
      // A copy of a real row with a new id and an unknown status: only the status is wrong, and the check refuses it.
      const changes = JSON.stringify({ id: randomUUID(), [column]: UNKNOWN });
      const t = sql.identifier(table);
      const insert = database.db.execute(
        sql`insert into ${t} select (jsonb_populate_record(null::${t}, to_jsonb(r) || ${changes}::jsonb)).* from ${t} r limit 1`,
      );
      expect(await refusal(insert)).toEqual({ code: '23514', constraint: `${table}_${column}_check` });
    },
  );

  it.each(STATUS_COLUMNS)(
    '$name takes every state its machine knows, and refuses an unknown one on update',
    async ({ table, column, states }) => {
      const t = sql.identifier(table);
      const c = sql.identifier(column);
      // A live row: moving it through every state never meets another live shipment of its order.
      const oneRow = sql`(select id from ${t} order by status = 'cancelled', id limit 1)`;
      for (const state of states) await database.db.execute(sql`update ${t} set ${c} = ${state} where id = ${oneRow}`);
      const update = database.db.execute(sql`update ${t} set ${c} = ${UNKNOWN} where id = ${oneRow}`);
      expect(await refusal(update)).toEqual({ code: '23514', constraint: `${table}_${column}_check` });
    },
  );
});
