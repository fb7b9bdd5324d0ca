import { randomUUID } from 'node:crypto';
import { driverAvailability, drivers, vehicles } from '@energy/db/schema/fleet';
import { users } from '@energy/db/schema/users';
import { ZBid, ZJob } from '@energy/domain/schemas/fleet';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { bid, jobOf, tenderOf } from './fleet';
import type { HttpClient } from './http-client';
import { json } from './procurement';
import type { TestServer } from './server';

/** The fleet records the walk calls tender and job procedures on, in one world (one logistics company). */
export interface FleetWorld {
  /** Tenders to this world's carrier alone, each for one verb: bid, decline. */
  tenderToBid: string;
  tenderToReject: string;
  /** The carrier's submitted bid on a shipment tendered to it, for the shipper's award. */
  bidToAward: string;
  shipmentWithBid: string;
  /** Pending jobs: one to assign (with a free driver and vehicle), one to cancel from the status dialog (a delivered shipment's job is completed). */
  jobToAssign: string;
  jobToCancel: string;
  driverFree: string;
  vehicleFree: string;
  /** Assigned jobs: one whose location moves, one whose assignment ends. */
  jobTracked: string;
  /** The accepted shipment of `jobTracked`: its job has a driver and a vehicle, so it may start transit. */
  shipmentCrewed: string;
  assignmentToEnd: string;
}

const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** A driver and a vehicle of the carrier, free and fit for the next ten days (inserted: the fleet routers are walked on their own rows). */
export async function freePair(server: TestServer, orgId: string, userId: string) {
  const { db } = server.database;
  const tag = randomUUID().slice(0, 8);
  const [driver] = await db
    .insert(drivers)
    .values({
      organizationId: orgId,
      firstName: 'Walk',
      lastName: `Driver ${tag}`,
      licenseNumber: `WALK-${tag}`,
      licenseClass: 'C',
      createdBy: userId,
    })
    .returning();
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      organizationId: orgId,
      registrationNumber: `WLK-${tag}`,
      make: 'MAN',
      model: 'TGS',
      year: 2021,
      vehicleType: 'tanker',
      capacity: '30000',
      createdBy: userId,
    })
    .returning();
  if (!driver || !vehicle) throw new Error('no driver or vehicle');
  await db
    .insert(driverAvailability)
    .values({ driverId: driver.id, availableFrom: dayOf(-1), availableUntil: dayOf(10) });
  return { driverId: driver.id, vehicleId: vehicle.id };
}

/**
 * `tender(steps)` tenders a shipment to this world's carrier and has it take the steps (['accept'] makes
 * its job); `accepted` is a shipment it already accepted, `delivered` one it delivered.
 */
export async function buildFleet(
  server: TestServer,
  parties: { supplier: HttpClient; logistics: HttpClient },
  orgId: string,
  tender: (steps: string[]) => Promise<{ shipment: TShipment }>,
  accepted: TShipment,
): Promise<FleetWorld> {
  const { supplier, logistics } = parties;
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.organizationId, orgId));
  const userId = user?.id ?? '';
  const [toBid, toReject, withBid, tracked, toEnd, toCancel] = await Promise.all([
    tender([]),
    tender([]),
    tender([]),
    tender(['accept']),
    tender(['accept']),
    tender(['accept']),
  ]);
  const tenderId = async (shipmentId: string) => (await tenderOf(logistics, shipmentId))?.id ?? '';
  const jobId = async (shipmentId: string) => (await jobOf(logistics, shipmentId))?.id ?? '';
  await logistics.post(`/api/tenders/${await tenderId(withBid.shipment.id)}/accept`, bid(1000));
  const [bidToAward] = await json(
    await supplier.get(`/api/logistics/shipments/${withBid.shipment.id}/bids`),
    z.array(ZBid),
  );
  const assignTo = async (shipmentId: string) => {
    const pair = await freePair(server, orgId, userId);
    return json(await logistics.post('/api/assignments', { jobId: await jobId(shipmentId), ...pair }), ZJob, 201);
  };
  const free = await freePair(server, orgId, userId);
  const [jobTracked, ending] = [await assignTo(tracked.shipment.id), await assignTo(toEnd.shipment.id)];
  return {
    tenderToBid: await tenderId(toBid.shipment.id),
    tenderToReject: await tenderId(toReject.shipment.id),
    bidToAward: bidToAward?.id ?? '',
    shipmentWithBid: withBid.shipment.id,
    jobToAssign: await jobId(accepted.id),
    jobToCancel: await jobId(toCancel.shipment.id),
    driverFree: free.driverId,
    vehicleFree: free.vehicleId,
    jobTracked: jobTracked.id,
    shipmentCrewed: tracked.shipment.id,
    assignmentToEnd: ending.assignment?.id ?? '',
  };
}
