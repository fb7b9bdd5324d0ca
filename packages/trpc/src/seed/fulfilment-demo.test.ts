import type { DbHandle } from '@energy/db/client';
import { settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { shipments } from '@energy/db/schema/shipments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { seedFleetAssetsDemo } from './fleet-assets-demo';
import { seedFulfilmentDemo } from './fulfilment-demo';
import { seedProcurementDemo } from './procurement-demo';

const statuses = async (
  database: DbHandle,
  table: typeof orders | typeof shipments | typeof payments | typeof settlements,
) => new Set((await database.db.select({ status: table.status }).from(table)).map((r) => r.status));

describe.each(testBackends())('fulfilment demo seed (%s)', (backend) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it('puts orders, shipments and payments in every resting status, once', async () => {
    await seedProcurementDemo(database.db);
    // The carrier's fleet first, as at start: a shipment leaves only with its job's driver and vehicle.
    await seedFleetAssetsDemo(database.db);
    expect(await seedFulfilmentDemo(database.db)).toEqual({ created: true });
    expect(await statuses(database, orders)).toEqual(
      new Set(['created', 'confirmed', 'allocated', 'in_transit', 'delivered', 'completed', 'cancelled']),
    );
    expect(await statuses(database, shipments)).toEqual(
      new Set(['tendered', 'accepted', 'in_transit', 'delivered', 'pod_confirmed', 'cancelled']),
    );
    // `processing` lasts only inside one request, so no payment rests there.
    expect(await statuses(database, payments)).toEqual(
      new Set(['pending', 'captured', 'completed', 'failed', 'refunded']),
    );
    // Escrow: one order in its inspection period (captured money held), one released on the buyer's receipt.
    const rows = await database.db
      .select({ order: orders, payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId));
    const inspecting = rows.filter((r) => r.order.releaseDueAt && !r.order.releasedAt);
    expect(inspecting.length).toBeGreaterThan(0);
    expect(
      inspecting.every((r) => r.payment.status === 'captured' && (r.order.releaseDueAt as Date) > new Date()),
    ).toBe(true);
    const released = rows.filter((r) => r.order.releasedAt);
    expect(released.length).toBeGreaterThan(0);
    expect(
      released.every(
        (r) => r.payment.status === 'completed' && r.order.status === 'completed' && r.order.receiptConfirmedAt,
      ),
    ).toBe(true);
    // Advances paid outside the platform: one confirmed by the supplier, one awaiting its confirmation.
    expect(await statuses(database, settlements)).toEqual(new Set(['pending', 'awaiting_confirmation', 'completed']));
    expect(await seedFulfilmentDemo(database.db)).toEqual({ created: false });
  });
});
