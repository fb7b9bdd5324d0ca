import type { DbHandle } from '@energy/db/client';
import { auditLog } from '@energy/db/schema/audit';
import { contracts } from '@energy/db/schema/contracts';
import { domainEvents } from '@energy/db/schema/events';
import { drivers, jobAssignments, jobs, vehicles } from '@energy/db/schema/fleet';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import type { JobStatus, OrderStatus, ShipmentStatus } from '@energy/domain/constants';
import type { EntityDescriptor } from '@energy/domain/entities/descriptor';
import { ENTITIES, followersOf, type MachineKind, type RecordKind } from '@energy/domain/entities/registry';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { ENTITY_TABLES, FOLLOW_EFFECTS } from './entity-binding';
import { onActiveJob } from './fleet';
import { transition } from './transition';

/** The one row a query returns. */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('no row');
  return row;
}

/** An error's message with its causes' (a driver's error under drizzle's). */
function messages(error: unknown): string {
  return error instanceof Error ? `${error.message} ${messages(error.cause)}` : '';
}

describe("the descriptors' follows", () => {
  it('name a leader with a machine, link by columns the tables have, and every follower kind has its effects', () => {
    const leaders = (Object.keys(ENTITIES) as RecordKind[]).flatMap((kind) => {
      const descriptor: EntityDescriptor = ENTITIES[kind];
      return (descriptor.follows ?? []).map((follow) => follow.leader);
    });
    expect(leaders.length).toBeGreaterThan(0);
    for (const leader of leaders) expect(Object.keys(ENTITY_TABLES)).toContain(leader);
    for (const leader of Object.keys(ENTITY_TABLES) as MachineKind[]) {
      for (const follower of followersOf(leader)) {
        expect(Object.keys(FOLLOW_EFFECTS)).toContain(follower.kind);
        const [table, column] =
          'follower' in follower.link
            ? [ENTITY_TABLES[follower.kind], follower.link.follower]
            : [ENTITY_TABLES[leader], follower.link.leader];
        expect(Object.keys(getTableColumns(table)), `${follower.kind} follows ${leader}`).toContain(column);
        for (const [state, states] of Object.entries(follower.on)) {
          expect(Object.keys(ENTITIES[leader].machine.transitions)).toContain(state);
          for (const to of states) expect(Object.keys(ENTITIES[follower.kind].machine.transitions)).toContain(to);
        }
      }
    }
  });
});

describe.each(testBackends())("the transition runner's follow-on moves (%s)", (backend) => {
  let database: DbHandle;
  let party: Record<'buyer' | 'supplier' | 'logistics', { id: string; organizationId: string }>;
  let n = 0;
  const now = new Date('2026-03-02T10:00:00.000Z');

  beforeAll(async () => {
    database = await openTestDb(backend);
    const rows = await database.db
      .select({ id: users.id, username: users.username, organizationId: users.organizationId })
      .from(users)
      .where(inArray(users.username, ['buyer', 'supplier', 'logistics']));
    const demo = (username: string) => {
      const found = rows.find((row) => row.username === username);
      if (!found?.organizationId) throw new Error(`the demo ${username} has no organization`);
      return { id: found.id, organizationId: found.organizationId };
    };
    party = { buyer: demo('buyer'), supplier: demo('supplier'), logistics: demo('logistics') };
  });
  afterAll(() => database.close());

  /** An order of the demo buyer from the demo supplier, its shipment carried by the demo carrier, and its job with a crew. */
  async function world(states: { order: OrderStatus; shipment: ShipmentStatus; job: JobStatus }) {
    const { db } = database;
    const key = `FOLLOW-${backend}-${++n}`;
    const day = 86_400_000;
    const terms = { method: 'escrow' as const, daysToPayment: 30, advancePayment: 0 };
    const rfq = one(
      await db
        .insert(rfqs)
        .values({
          rfqNumber: `RFQ-${key}`,
          buyerOrgId: party.buyer.organizationId,
          createdBy: party.buyer.id,
          title: 'Follows',
          productType: 'diesel',
          quantity: '10',
          unit: 'liters',
          deliveryLocation: 'Lagos',
          deliveryDate: new Date(now.getTime() + 30 * day),
          closeDate: new Date(now.getTime() + 10 * day),
          status: 'awarded',
        })
        .returning(),
    );
    const offer = one(
      await db
        .insert(offers)
        .values({
          rfqId: rfq.id,
          supplierOrgId: party.supplier.organizationId,
          submittedBy: party.supplier.id,
          unitPrice: 100,
          totalPrice: 1000,
          validUntil: new Date(now.getTime() + 10 * day),
          paymentTerms: terms,
          status: 'selected',
          isSelected: true,
        })
        .returning(),
    );
    const contract = one(
      await db
        .insert(contracts)
        .values({
          contractNumber: `CON-${key}`,
          rfqId: rfq.id,
          offerId: offer.id,
          buyerOrgId: party.buyer.organizationId,
          supplierOrgId: party.supplier.organizationId,
          totalValue: 1000,
          currency: 'NGN',
          paymentTerms: terms,
          status: 'active',
        })
        .returning(),
    );
    const order = one(
      await db
        .insert(orders)
        .values({
          orderNumber: `ORD-${key}`,
          contractId: contract.id,
          buyerOrgId: party.buyer.organizationId,
          supplierOrgId: party.supplier.organizationId,
          totalValue: 1000,
          currency: 'NGN',
          status: states.order,
        })
        .returning(),
    );
    const shipment = one(
      await db
        .insert(shipments)
        .values({
          shipmentNumber: `SHP-${key}`,
          orderId: order.id,
          logisticsOrgId: party.logistics.organizationId,
          status: states.shipment,
          originLocation: 'Warri',
          destinationLocation: 'Lagos',
          cargoDescription: 'Diesel',
          estimatedDeparture: now,
          estimatedArrival: new Date(now.getTime() + day),
          createdBy: party.supplier.id,
        })
        .returning(),
    );
    const carrier = party.logistics.organizationId;
    const driver = one(
      await db
        .insert(drivers)
        .values({
          organizationId: carrier,
          firstName: 'Ade',
          lastName: key,
          licenseNumber: `LIC-${key}`,
          licenseClass: 'C',
          createdBy: party.logistics.id,
        })
        .returning(),
    );
    const vehicle = one(
      await db
        .insert(vehicles)
        .values({
          organizationId: carrier,
          registrationNumber: `REG-${key}`,
          make: 'MAN',
          model: 'TGS',
          year: 2020,
          vehicleType: 'tanker',
          capacity: '30000',
          createdBy: party.logistics.id,
        })
        .returning(),
    );
    const job = one(
      await db
        .insert(jobs)
        .values({
          jobNumber: `JOB-${key}`,
          organizationId: carrier,
          shipmentId: shipment.id,
          title: key,
          status: states.job,
          origin: 'Warri',
          destination: 'Lagos',
          scheduledDate: now,
          clientCompany: 'Delta Crude Supply Co',
          assignedDriverId: driver.id,
          assignedVehicleId: vehicle.id,
        })
        .returning(),
    );
    await db
      .insert(jobAssignments)
      .values({ jobId: job.id, driverId: driver.id, vehicleId: vehicle.id, assignedBy: party.logistics.id });
    return { contract, order, shipment, job, driver, vehicle };
  }

  const orderOf = async (id: string) => one(await database.db.select().from(orders).where(eq(orders.id, id)));
  const shipmentOf = async (id: string) => one(await database.db.select().from(shipments).where(eq(shipments.id, id)));
  const jobOf = async (id: string) => one(await database.db.select().from(jobs).where(eq(jobs.id, id)));
  /** Whether a driver or vehicle is on an active job, as the assignment rules and the delete button read it. */
  const held = async (w: { driver: { id: string }; vehicle: { id: string } }) => [
    one(
      await database.db
        .select({ on: onActiveJob('driver') })
        .from(drivers)
        .where(eq(drivers.id, w.driver.id)),
    ).on,
    one(
      await database.db
        .select({ on: onActiveJob('vehicle') })
        .from(vehicles)
        .where(eq(vehicles.id, w.vehicle.id)),
    ).on,
  ];
  /** The audit rows of some records, oldest first: [entity type, action, from, to, actor, organization]. */
  const audits = async (...ids: string[]) =>
    (await database.db.select().from(auditLog).where(inArray(auditLog.entityId, ids)).orderBy(asc(auditLog.id))).map(
      (a) => [a.entityType, a.action, a.fromState, a.toState, a.actorUserId, a.organizationId],
    );
  /** Their events, oldest first: [type, organizations told, payload]. */
  const events = async (...ids: string[]) =>
    (
      await database.db
        .select()
        .from(domainEvents)
        .where(inArray(domainEvents.entityId, ids))
        .orderBy(asc(domainEvents.id))
    ).map((e) => [e.type, e.organizationIds, e.payload]);

  /** The carrier's move of its shipment, as moveShipmentIn makes it. */
  const carrierMoves = (id: string, to: 'in_transit' | 'delivered') =>
    transition(database.db, 'shipment', id, {
      to,
      set: { updatedAt: now },
      now,
      refusal: (state) => `${state}`,
      audit: {
        actorUserId: party.logistics.id,
        organizationId: party.logistics.organizationId,
        organizations: [party.buyer.organizationId, party.supplier.organizationId, party.logistics.organizationId],
      },
    });

  it("moves a shipment's order and job with it, in the same transaction, each with its audit row and event", async () => {
    const w = await world({ order: 'allocated', shipment: 'accepted', job: 'assigned' });
    const { buyer, supplier, logistics } = party;
    expect(await held(w)).toEqual([true, true]);
    await carrierMoves(w.shipment.id, 'in_transit');
    expect((await orderOf(w.order.id))?.status).toBe('in_transit');
    expect((await orderOf(w.order.id))?.updatedAt).toEqual(now);
    const job = await jobOf(w.job.id);
    expect([job?.status, job?.actualStartTime, job?.lastUpdate]).toEqual(['in_progress', now, now]);
    expect(await audits(w.shipment.id, w.order.id, w.job.id)).toEqual([
      ['shipment', 'shipment.in_transit', 'accepted', 'in_transit', logistics.id, logistics.organizationId],
      ['order', 'order.in_transit', 'allocated', 'in_transit', logistics.id, logistics.organizationId],
      ['job', 'job.in_progress', 'assigned', 'in_progress', logistics.id, logistics.organizationId],
    ]);
    expect(await events(w.order.id, w.job.id)).toEqual([
      [
        'order.in_transit',
        [logistics.organizationId, buyer.organizationId, supplier.organizationId],
        { fromState: 'allocated', toState: 'in_transit' },
      ],
      [
        'job.in_progress',
        [logistics.organizationId, supplier.organizationId],
        { fromState: 'assigned', toState: 'in_progress' },
      ],
    ]);

    // Delivered: the order follows, the job completes and frees its driver and vehicle; its start time stays.
    const later = new Date(now.getTime() + 3_600_000);
    await transition(database.db, 'shipment', w.shipment.id, {
      to: 'delivered',
      now: later,
      refusal: (state) => `${state}`,
      audit: { actorUserId: logistics.id, organizationId: logistics.organizationId },
    });
    expect((await orderOf(w.order.id))?.status).toBe('delivered');
    const done = await jobOf(w.job.id);
    expect([done?.status, done?.actualStartTime, done?.completedAt, done?.lastUpdate]).toEqual([
      'completed',
      now,
      later,
      later,
    ]);
    expect(await held(w)).toEqual([false, false]);
    expect(
      (await database.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, w.job.id)))[0]?.endedAt,
    ).toEqual(later);
    expect((await audits(w.order.id, w.job.id)).slice(2)).toEqual([
      ['order', 'order.delivered', 'in_transit', 'delivered', logistics.id, logistics.organizationId],
      ['job', 'job.completed', 'in_progress', 'completed', logistics.id, logistics.organizationId],
    ]);
  });

  it('moves a follower through every state its follow lists: a job not yet started is started, then completed', async () => {
    const w = await world({ order: 'in_transit', shipment: 'in_transit', job: 'assigned' });
    await carrierMoves(w.shipment.id, 'delivered');
    expect((await audits(w.job.id)).map(([, action, from, to]) => [action, from, to])).toEqual([
      ['job.in_progress', 'assigned', 'in_progress'],
      ['job.completed', 'in_progress', 'completed'],
    ]);
    const job = await jobOf(w.job.id);
    expect([job?.status, job?.actualStartTime, job?.completedAt]).toEqual(['completed', now, now]);
  });

  it('skips a follow its machine refuses: a completed job stays completed, and writes nothing for it', async () => {
    const w = await world({ order: 'in_transit', shipment: 'in_transit', job: 'completed' });
    await carrierMoves(w.shipment.id, 'delivered');
    expect((await shipmentOf(w.shipment.id))?.status).toBe('delivered');
    expect((await orderOf(w.order.id))?.status).toBe('delivered');
    expect((await jobOf(w.job.id))?.status).toBe('completed');
    expect(await audits(w.job.id)).toEqual([]);
    expect(await events(w.job.id)).toEqual([]);
  });

  it('follows the followers in turn: an order cancelled cancels its contract and its shipment, which cancels its job and frees its crew', async () => {
    const w = await world({ order: 'allocated', shipment: 'accepted', job: 'assigned' });
    const { buyer, supplier, logistics } = party;
    await transition(database.db, 'order', w.order.id, {
      to: 'cancelled',
      set: { cancelReason: 'Walk', updatedAt: now },
      now,
      refusal: (state) => `${state}`,
      audit: {
        actorUserId: buyer.id,
        organizationId: buyer.organizationId,
        organizations: [buyer.organizationId, supplier.organizationId],
        details: { reason: 'Walk' },
      },
    });
    expect((await shipmentOf(w.shipment.id))?.status).toBe('cancelled');
    const job = await jobOf(w.job.id);
    expect([job?.status, job?.lastUpdate]).toEqual(['cancelled', now]);
    expect(await held(w)).toEqual([false, false]);
    expect(await audits(w.order.id, w.contract.id, w.shipment.id, w.job.id)).toEqual([
      ['order', 'order.cancelled', 'allocated', 'cancelled', buyer.id, buyer.organizationId],
      ['contract', 'contract.cancelled', 'active', 'cancelled', buyer.id, buyer.organizationId],
      ['shipment', 'shipment.cancelled', 'accepted', 'cancelled', buyer.id, buyer.organizationId],
      ['job', 'job.cancelled', 'assigned', 'cancelled', buyer.id, logistics.organizationId],
    ]);
    expect(await events(w.order.id, w.contract.id, w.shipment.id, w.job.id)).toEqual([
      [
        'order.cancelled',
        [buyer.organizationId, supplier.organizationId],
        { fromState: 'allocated', toState: 'cancelled', reason: 'Walk' },
      ],
      [
        'contract.cancelled',
        [buyer.organizationId, supplier.organizationId],
        { fromState: 'active', toState: 'cancelled' },
      ],
      [
        'shipment.cancelled',
        [buyer.organizationId, supplier.organizationId, logistics.organizationId],
        { fromState: 'accepted', toState: 'cancelled' },
      ],
      [
        'job.cancelled',
        [logistics.organizationId, supplier.organizationId],
        { fromState: 'assigned', toState: 'cancelled' },
      ],
    ]);
  });

  it("activates a contract with its order's confirmation, under the action name the verb always wrote", async () => {
    const w = await world({ order: 'created', shipment: 'tendered', job: 'pending' });
    await database.db.update(contracts).set({ status: 'signed' }).where(eq(contracts.id, w.contract.id));
    const { buyer, supplier } = party;
    await transition(database.db, 'order', w.order.id, {
      to: 'confirmed',
      now,
      refusal: (state) => `${state}`,
      audit: {
        actorUserId: supplier.id,
        organizationId: supplier.organizationId,
        organizations: [buyer.organizationId],
      },
    });
    expect(await audits(w.contract.id)).toEqual([
      ['contract', 'contract.activated', 'signed', 'active', supplier.id, supplier.organizationId],
    ]);
    expect(await events(w.contract.id)).toEqual([
      [
        'contract.activated',
        [supplier.organizationId, buyer.organizationId],
        { fromState: 'signed', toState: 'active' },
      ],
    ]);
  });

  it("moves all or nothing: a follower that fails rolls its leader back, and the caller's own work around it still commits", async () => {
    const w = await world({ order: 'allocated', shipment: 'accepted', job: 'assigned' });
    const other = await world({ order: 'allocated', shipment: 'accepted', job: 'pending' });
    const { db } = database;
    // The job's UPDATE fails after the shipment and the order moved.
    await db.execute(
      sql.raw(
        `create function refuse_job() returns trigger language plpgsql as $$ begin raise exception 'the job refuses'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_job before update on jobs for each row when (old.id = '${w.job.id}') execute function refuse_job()`,
      ),
    );
    try {
      await db.transaction(async (tx) => {
        const failed = await transition(tx, 'shipment', w.shipment.id, {
          to: 'in_transit',
          now,
          refusal: (state) => `${state}`,
          audit: { actorUserId: party.logistics.id },
        }).then(
          () => null,
          (error: unknown) => error,
        );
        expect(messages(failed)).toContain('the job refuses');
        await tx.update(orders).set({ cancelReason: 'still here' }).where(eq(orders.id, other.order.id));
      });
    } finally {
      await db.execute(sql.raw('drop trigger refuse_job on jobs'));
      await db.execute(sql.raw('drop function refuse_job()'));
    }
    expect((await shipmentOf(w.shipment.id))?.status).toBe('accepted');
    expect((await orderOf(w.order.id))?.status).toBe('allocated');
    expect((await jobOf(w.job.id))?.status).toBe('assigned');
    expect(await audits(w.shipment.id, w.order.id, w.job.id)).toEqual([]);
    expect(await events(w.shipment.id, w.order.id, w.job.id)).toEqual([]);
    expect((await orderOf(other.order.id))?.cancelReason).toBe('still here');
  });
});
