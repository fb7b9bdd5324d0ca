import { randomUUID } from 'node:crypto';
import { blackoutDates, driverAvailability, drivers, jobs, vehicles } from '@energy/db/schema/fleet';
import { users } from '@energy/db/schema/users';
import {
  ZAssignment,
  ZAssignmentOptions,
  ZDriver,
  ZJob,
  ZJobSummary,
  ZVehicle,
  ZVehicleDetails,
} from '@energy/domain/schemas/fleet';
import { ZOrder, ZShipment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { EventStream } from '@energy/test/events';
import { jobOf, tenderedShipment } from '@energy/test/fleet';
import { shipmentBody } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';

const DAY = 86_400_000;
const dayOf = (offset: number, from = Date.now()) => new Date(from + offset * DAY).toISOString().slice(0, 10);

describe.each(testBackends())('jobs and assignments over HTTP (%s)', (backend) => {
  let p: Parties;
  let fleet: HttpClient;
  let swift: HttpClient;
  let orgId: string;
  let userId: string;
  let n = 0;
  beforeAll(async () => {
    p = await startParties(backend);
    swift = await signIn(p.server, 'logistics');
    fleet = await signUp(p.server, 'fleetco', 'logistics');
    const [user] = await p.server.database.db.select().from(users).where(eq(users.username, 'fleetco'));
    orgId = user?.organizationId ?? '';
    userId = user?.id ?? '';
  });
  afterAll(() => p.server.close());

  const db = () => p.server.database.db;
  /** A tendered shipment fleetco takes: its pending job. */
  async function job(tender: Record<string, unknown> = {}) {
    const extra = Object.keys(tender).length
      ? { tender: { ...shipmentBody('00000000-0000-0000-0000-000000000000').tender, ...tender } }
      : {};
    const shipment = await tenderedShipment(p, extra);
    await json(await fleet.post(`/api/logistics/shipments/${shipment.id}/accept`), ZShipment);
    const found = await jobOf(fleet, shipment.id);
    if (!found) throw new Error('no job');
    return found;
  }
  /** A driver of fleetco available around the job's day, with `over` changing one thing. */
  async function driver(
    scheduled: string,
    over: Partial<typeof drivers.$inferInsert> = {},
    window: [number, number] | null = [-3, 3],
  ) {
    n += 1;
    const [row] = await db()
      .insert(drivers)
      .values({
        organizationId: orgId,
        firstName: 'Driver',
        lastName: `No${n}`,
        licenseNumber: `LIC-${n}-${randomUUID().slice(0, 6)}`,
        licenseClass: 'C',
        createdBy: userId,
        ...over,
      })
      .returning();
    if (!row) throw new Error('no driver');
    const base = Date.parse(scheduled);
    if (window)
      await db()
        .insert(driverAvailability)
        .values({ driverId: row.id, availableFrom: dayOf(window[0], base), availableUntil: dayOf(window[1], base) });
    return row;
  }
  async function vehicle(over: Partial<typeof vehicles.$inferInsert> = {}) {
    n += 1;
    const [row] = await db()
      .insert(vehicles)
      .values({
        organizationId: orgId,
        registrationNumber: `FLT-${n}-${randomUUID().slice(0, 4)}`,
        make: 'Volvo',
        model: 'FH16',
        year: 2022,
        vehicleType: 'tanker',
        capacity: '33000',
        createdBy: userId,
        ...over,
      })
      .returning();
    if (!row) throw new Error('no vehicle');
    return row;
  }
  const assign = (jobId: string, driverId: string, vehicleId: string) =>
    fleet.post('/api/assignments', { jobId, driverId, vehicleId, notes: 'Night run' });
  const setStatus = (client: HttpClient, jobId: string, body: Record<string, unknown>) =>
    client.request('PUT', `/api/jobs/${jobId}/status`, body);
  const options = async (jobId: string) =>
    json(await fleet.get(`/api/jobs/${jobId}/assignment-options`), ZAssignmentOptions);
  /** A driver and a vehicle of fleetco assigned to a job of their own, free around `scheduled` otherwise. */
  async function crewOnAJob(scheduled: string) {
    const [held, d, v] = [await job(), await driver(scheduled), await vehicle()];
    await json(await assign(held.id, d.id, v.id), ZJob, 201);
    return { job: held, driver: d, vehicle: v };
  }
  /** What the driver and vehicle lists show of a driver's current job and a vehicle's current driver. */
  const currentJobOf = async (driverId: string) =>
    (await json(await fleet.get(`/api/drivers/${driverId}`), ZDriver)).currentJobId;
  const currentDriverOf = async (vehicleId: string) =>
    (await json(await fleet.get(`/api/vehicles/${vehicleId}`), ZVehicleDetails)).currentDriver;

  it('offers only the drivers and vehicles every availability and compliance rule lets through, and refuses the others with the rule', async () => {
    const pending = await job();
    const day = pending.scheduledDate.slice(0, 10);
    const yesterday = dayOf(-1);
    const ok = await driver(pending.scheduledDate);
    const busy = await crewOnAJob(pending.scheduledDate);
    const excludedDrivers: [typeof ok, string][] = [
      [await driver(pending.scheduledDate, { status: 'off_duty' }), 'This driver is off duty, not available'],
      [busy.driver, 'This driver is already on a job'],
      [await driver(pending.scheduledDate, {}, [4, 9]), `This driver has no availability window on ${day}`],
      [
        await driver(pending.scheduledDate, { licenseExpiry: yesterday }),
        `This driver's license expired on ${yesterday}`,
      ],
      [
        await driver(pending.scheduledDate, { hasAdr: true, adrExpiry: yesterday }),
        `This driver's ADR certificate expired on ${yesterday}`,
      ],
      [
        await driver(pending.scheduledDate, { hasHse: true, hseExpiry: yesterday }),
        `This driver's HSE certificate expired on ${yesterday}`,
      ],
    ];
    const blacked = await driver(pending.scheduledDate);
    await db().insert(blackoutDates).values({
      organizationId: orgId,
      entityType: 'driver',
      entityId: blacked.id,
      startDate: day,
      endDate: day,
      reason: 'Training',
      createdBy: userId,
    });
    excludedDrivers.push([blacked, `This driver is blacked out on ${day}`]);

    const fit = await vehicle();
    const excludedVehicles: [typeof fit, string][] = [
      [await vehicle({ status: 'maintenance' }), 'This vehicle is maintenance, not available'],
      [busy.vehicle, 'This vehicle already has a driver on a job'],
      [await vehicle({ adrExpiryDate: yesterday }), `This vehicle's ADR certificate expired on ${yesterday}`],
      [await vehicle({ insuranceExpiryDate: yesterday }), `This vehicle's insurance expired on ${yesterday}`],
      [
        await vehicle({ roadworthinessExpiry: yesterday }),
        `This vehicle's roadworthiness certificate expired on ${yesterday}`,
      ],
    ];
    const grounded = await vehicle();
    await db()
      .insert(blackoutDates)
      .values({
        organizationId: orgId,
        entityType: 'vehicle',
        entityId: grounded.id,
        startDate: dayOf(-1, Date.parse(day)),
        endDate: dayOf(1, Date.parse(day)),
        reason: 'Service',
        createdBy: userId,
      });
    excludedVehicles.push([grounded, `This vehicle is blacked out on ${day}`]);

    const offered = await options(pending.id);
    expect(offered.drivers.map((d) => d.id)).toEqual([ok.id]);
    expect(offered.drivers[0]).toMatchObject({
      availableFrom: dayOf(-3, Date.parse(pending.scheduledDate)),
      status: 'available',
    });
    expect(offered.vehicles.map((v) => v.id)).toEqual([fit.id]);
    // Every driver and vehicle it cannot offer is listed with the assignment's own refusal.
    const byId = (rows: { id: string; reasons: string[] }[]) => Object.fromEntries(rows.map((r) => [r.id, r.reasons]));
    expect(byId(offered.excludedDrivers)).toEqual(
      Object.fromEntries(excludedDrivers.map(([d, message]) => [d.id, [message]])),
    );
    expect(byId(offered.excludedVehicles)).toEqual(
      Object.fromEntries(excludedVehicles.map(([v, message]) => [v.id, [message]])),
    );
    expect(offered.excludedVehicles.find((v) => v.id === grounded.id)?.name).toBe(
      `${grounded.registrationNumber} · Volvo FH16 (2022)`,
    );
    for (const [d, message] of excludedDrivers) {
      const refused = await assign(pending.id, d.id, fit.id);
      expect([refused.status, (await refused.json()).error]).toEqual([409, message]);
    }
    for (const [v, message] of excludedVehicles) {
      const refused = await assign(pending.id, ok.id, v.id);
      expect([refused.status, (await refused.json()).error]).toEqual([409, message]);
    }
    // Hazardous cargo: only a driver holding a valid ADR certificate.
    const hazardous = await job({ hazardous: true });
    const adr = await driver(hazardous.scheduledDate, { hasAdr: true, adrExpiry: dayOf(400) });
    expect((await options(hazardous.id)).drivers.map((d) => d.id).sort()).toEqual([adr.id]);
    const plain = await assign(hazardous.id, ok.id, fit.id);
    expect([plain.status, (await plain.json()).error]).toEqual([
      409,
      'This job carries hazardous cargo: the driver needs an ADR certificate',
    ]);
    expect((await options(pending.id)).drivers.map((d) => d.id).sort()).toEqual([ok.id, adr.id].sort());
    // A driver failing two rules carries both, in the rules' order; the hazardous job adds its ADR rule to the others.
    const twice = await driver(pending.scheduledDate, { status: 'off_duty', licenseExpiry: yesterday });
    expect((await options(pending.id)).excludedDrivers.find((d) => d.id === twice.id)).toEqual({
      id: twice.id,
      name: twice.firstName + ' ' + twice.lastName,
      reasons: ['This driver is off duty, not available', `This driver's license expired on ${yesterday}`],
    });
    expect((await options(hazardous.id)).excludedDrivers.find((d) => d.id === ok.id)?.reasons).toEqual([
      'This job carries hazardous cargo: the driver needs an ADR certificate',
    ]);
  });

  it("shows each driver's and vehicle's expired and expiring papers on the lists", async () => {
    const lapsed = await driver(dayOf(5), { licenseExpiry: dayOf(-2), hseExpiry: dayOf(30), adrExpiry: dayOf(31) });
    const papers = await vehicle({
      insuranceExpiryDate: dayOf(0),
      roadworthinessExpiry: dayOf(-1),
      adrExpiryDate: dayOf(200),
    });
    const listedDriver = (await json(await fleet.get('/api/drivers?limit=200'), z.array(ZDriver))).find(
      (d) => d.id === lapsed.id,
    );
    expect(listedDriver?.compliance).toEqual([
      { paper: 'License', expiresOn: dayOf(-2), state: 'expired' },
      { paper: 'HSE certificate', expiresOn: dayOf(30), state: 'expiring' },
    ]);
    const listedVehicle = (await json(await fleet.get('/api/vehicles?limit=200'), z.array(ZVehicle))).find(
      (v) => v.id === papers.id,
    );
    expect(listedVehicle?.compliance).toEqual([
      { paper: 'Roadworthiness certificate', expiresOn: dayOf(-1), state: 'expired' },
      { paper: 'Insurance', expiresOn: dayOf(0), state: 'expiring' },
    ]);
  });

  it("assigns and unassigns: the job, the driver's current job and the vehicle's current driver move together", async () => {
    const pending = await job();
    const d = await driver(pending.scheduledDate);
    const v = await vehicle();
    const assigned = await json(await assign(pending.id, d.id, v.id), ZJob, 201);
    expect(assigned).toMatchObject({
      status: 'assigned',
      progress: 25,
      driver: { id: d.id, name: d.firstName + ' ' + d.lastName },
      assignment: { notes: 'Night run', allowedActions: ['job.unassign'] },
    });
    expect(await currentJobOf(d.id)).toBe(pending.id);
    expect(await currentDriverOf(v.id)).toEqual({ id: d.id, name: d.firstName + ' ' + d.lastName });
    expect((await json(await fleet.get('/api/assignments'), z.array(ZAssignment))).map((a) => a.jobId)).toContain(
      pending.id,
    );
    expect(
      (await json(await fleet.get('/api/jobs?assigned=true&limit=200'), z.array(ZJob))).map((j) => j.id),
    ).toContain(pending.id);
    expect((await assign(pending.id, d.id, v.id)).status).toBe(409);

    const unassigned = await json(await fleet.request('DELETE', `/api/assignments/${assigned.assignment?.id}`), ZJob);
    expect(unassigned).toMatchObject({ status: 'pending', driver: null, vehicle: null, assignment: null });
    expect(await currentJobOf(d.id)).toBeNull();
    expect(await currentDriverOf(v.id)).toBeNull();
    expect((await fleet.request('DELETE', `/api/assignments/${assigned.assignment?.id}`)).status).toBe(409);
  });

  it('assigns one driver to one of two jobs raced at the same moment (201 and 409)', async () => {
    const [a, b] = [await job(), await job()];
    const d = await driver(a.scheduledDate);
    const [v1, v2] = [await vehicle(), await vehicle()];
    const raced = await Promise.all([assign(a.id, d.id, v1.id), assign(b.id, d.id, v2.id)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('moves the job along its machine from the dialog; the shipment and order follow; completed and cancelled are final and free the driver', async () => {
    const pending = await job();
    // The dialog's choices come with the row, from the job's machine: the UI lists them as they are.
    expect(pending.statusTargets).toEqual(['cancelled']);
    const d = await driver(pending.scheduledDate);
    const v = await vehicle();
    expect((await json(await assign(pending.id, d.id, v.id), ZJob, 201)).statusTargets).toEqual([
      'in_progress',
      'delayed',
      'cancelled',
    ]);
    const toPending = await setStatus(fleet, pending.id, { jobId: pending.id, status: 'pending' });
    expect([toPending.status, (await toPending.json()).error]).toEqual([
      409,
      'A job goes back to pending by unassigning its driver',
    ]);
    expect((await setStatus(fleet, pending.id, { jobId: pending.id, status: 'bogus' })).status).toBe(400);

    const started = await json(
      await setStatus(fleet, pending.id, { jobId: pending.id, status: 'in_progress', notes: 'Left the depot' }),
      ZJob,
    );
    expect(started).toMatchObject({
      status: 'in_progress',
      progress: 60,
      notes: 'Left the depot',
      statusTargets: ['delayed', 'completed', 'cancelled'],
    });
    expect(started.actualStartTime).not.toBeNull();
    const shipment = await json(await fleet.get(`/api/logistics/shipments/${pending.shipmentId}`), ZShipment);
    expect(shipment.status).toBe('in_transit');
    expect((await json(await p.buyer.get(`/api/orders/${shipment.orderId}`), ZOrder)).status).toBe('in_transit');

    const delayed = await json(
      await setStatus(fleet, pending.id, {
        jobId: pending.id,
        status: 'delayed',
        estimatedCompletion: new Date(Date.now() + DAY).toISOString(),
      }),
      ZJob,
    );
    expect(delayed).toMatchObject({ status: 'delayed', progress: 40 });
    expect(delayed.estimatedCompletion).not.toBeNull();
    const resumed = await json(await setStatus(fleet, pending.id, { jobId: pending.id, status: 'in_progress' }), ZJob);
    expect(resumed.actualStartTime).toBe(started.actualStartTime);

    const located = await json(
      await fleet.request('PUT', `/api/jobs/${pending.id}/location`, {
        jobId: pending.id,
        text: 'Berger junction',
        lat: 6.64,
        lng: 3.37,
      }),
      ZJob,
    );
    expect(located.currentLocation).toEqual({ text: 'Berger junction', lat: 6.64, lng: 3.37 });

    const done = await json(await setStatus(fleet, pending.id, { jobId: pending.id, status: 'completed' }), ZJob);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      assignment: null,
      // Its status is final; the carrier may still record its times at the delivery site (for demurrage).
      allowedActions: ['job.arriveAtSite'],
      statusTargets: [],
    });
    expect((await json(await fleet.get(`/api/logistics/shipments/${pending.shipmentId}`), ZShipment)).status).toBe(
      'delivered',
    );
    expect(await currentJobOf(d.id)).toBeNull();
    expect(await currentDriverOf(v.id)).toBeNull();
    const again = await setStatus(fleet, pending.id, { jobId: pending.id, status: 'cancelled' });
    expect([again.status, (await again.json()).error]).toEqual([
      409,
      'This job is completed: completed and cancelled jobs are final',
    ]);
    expect(
      (await fleet.request('PUT', `/api/jobs/${pending.id}/location`, { jobId: pending.id, text: 'Home' })).status,
    ).toBe(409);

    const other = await job();
    const d2 = await driver(other.scheduledDate);
    await json(await assign(other.id, d2.id, v.id), ZJob, 201);
    expect((await json(await setStatus(fleet, other.id, { jobId: other.id, status: 'cancelled' }), ZJob)).status).toBe(
      'cancelled',
    );
    expect(await currentJobOf(d2.id)).toBeNull();
    // A cancelled job leaves its shipment as it was.
    expect((await json(await fleet.get(`/api/logistics/shipments/${other.shipmentId}`), ZShipment)).status).toBe(
      'accepted',
    );
    expect((await setStatus(fleet, other.id, { jobId: other.id, status: 'in_progress' })).status).toBe(409);
  });

  it("follows the carrier's own shipment moves: in transit starts the job, delivered completes it", async () => {
    const pending = await job();
    await json(await assign(pending.id, (await driver(pending.scheduledDate)).id, (await vehicle()).id), ZJob, 201);
    await json(await fleet.post(`/api/logistics/shipments/${pending.shipmentId}/start-transit`), ZShipment);
    const started = await json(await fleet.get(`/api/jobs/${pending.id}`), ZJob);
    expect(started.status).toBe('in_progress');
    expect(started.actualStartTime).not.toBeNull();
    await json(await fleet.post(`/api/logistics/shipments/${pending.shipmentId}/deliver`), ZShipment);
    expect((await json(await fleet.get(`/api/jobs/${pending.id}`), ZJob)).status).toBe('completed');
  });

  it("counts the tiles over every job of the company, and keeps one company's jobs from another", async () => {
    const own = await signUp(p.server, 'tilesco', 'logistics');
    const shipments = [await tenderedShipment(p), await tenderedShipment(p)];
    for (const s of shipments) await json(await own.post(`/api/logistics/shipments/${s.id}/accept`), ZShipment);
    const [first] = await Promise.all(shipments.map((s) => jobOf(own, s.id)));
    expect(await json(await own.get('/api/jobs/summary'), ZJobSummary)).toEqual({
      active: 0,
      pending: 2,
      completed: 0,
      total: 2,
      delayed: 0,
      overdue: 0,
    });
    expect((await json(await own.get('/api/jobs?status=pending'), z.array(ZJob))).length).toBe(2);
    // A delayed job still holds its driver and vehicle: Active counts it (JOB_ACTIVE_STATES), as well as Delayed.
    await db()
      .update(jobs)
      .set({ status: 'delayed' })
      .where(eq(jobs.id, first?.id ?? ''));
    expect(await json(await own.get('/api/jobs/summary'), ZJobSummary)).toEqual({
      active: 1,
      pending: 1,
      completed: 0,
      total: 2,
      delayed: 1,
      overdue: 0,
    });

    expect(await jobOf(swift, shipments[0]?.id ?? '')).toBeUndefined();
    expect((await swift.get(`/api/jobs/${first?.id}`)).status).toBe(404);
    expect((await setStatus(swift, first?.id ?? '', { jobId: first?.id, status: 'cancelled' })).status).toBe(404);
    expect((await swift.get(`/api/jobs/${first?.id}/assignment-options`)).status).toBe(404);
    expect((await p.supplier.get('/api/jobs')).status).toBe(403);
    expect(
      (await p.supplier.post('/api/assignments', { jobId: first?.id, driverId: randomUUID(), vehicleId: randomUUID() }))
        .status,
    ).toBe(403);
  });

  it('tells every open tracking screen of the company about a status change through the live feed', async () => {
    const pending = await job();
    await json(await assign(pending.id, (await driver(pending.scheduledDate)).id, (await vehicle()).id), ZJob, 201);
    const [watcher, outsider] = await Promise.all([
      EventStream.open(await signIn(p.server, 'fleetco', 'secret-pass')),
      EventStream.open(swift),
    ]);
    try {
      await json(await setStatus(fleet, pending.id, { jobId: pending.id, status: 'in_progress' }), ZJob);
      const event = await watcher.waitFor('job.in_progress', pending.id);
      expect(event).toMatchObject({ entityType: 'job', payload: { fromState: 'assigned', toState: 'in_progress' } });
      await json(
        await fleet.request('PUT', `/api/jobs/${pending.id}/location`, { jobId: pending.id, text: 'Ojota' }),
        ZJob,
      );
      await watcher.waitFor('job.located', pending.id);
      expect(outsider.events.filter((e) => e.entityId === pending.id)).toEqual([]);
    } finally {
      await Promise.all([watcher.close(), outsider.close()]);
    }
  });
});
