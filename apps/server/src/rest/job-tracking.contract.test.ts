import { auditLog } from '@energy/db/schema/audit';
import { jobPositions, jobs } from '@energy/db/schema/fleet';
import { FLEET_MESSAGES, ZJob, ZJobRoute } from '@energy/domain/schemas/fleet';
import { ZShipment, ZShipmentSummary } from '@energy/domain/schemas/fulfilment';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crewJob } from '@energy/test/crew';
import { testBackends } from '@energy/test/databases';
import { detailsOf, errorOf, jobOf, tenderedShipment } from '@energy/test/fleet';
import type { HttpClient } from '@energy/test/http-client';
import { json, signUp, startParties, type Parties } from '@energy/test/procurement';

/** Lagos, the Sagamu interchange and Ibadan: legs of 45,737.8 m and 68,472.6 m on the mean Earth radius (114,210.4 m; the straight line is 113,693.8 m). */
const LAGOS = { text: 'Lagos', lat: '6.5244', lng: '3.3792' };
const SAGAMU = { text: 'Sagamu interchange', lat: '6.8390', lng: '3.6460' };
const IBADAN = { text: 'Ibadan', lat: '7.3775', lng: '3.9470' };
const LAGOS_SAGAMU_IBADAN_M = 114_210;

describe.each(testBackends())('job positions, distance driven and start transit over HTTP (%s)', (backend) => {
  let p: Parties;
  let carrier: HttpClient;
  let otherCarrier: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    [carrier, otherCarrier] = await Promise.all([
      signUp(p.server, 'trackco', 'logistics'),
      signUp(p.server, 'othertrackco', 'logistics'),
    ]);
  });
  afterAll(() => p.server.close());

  const db = () => p.server.database.db;
  /** A shipment tendered to every carrier and accepted by trackco: its pending job. */
  async function acceptedJob() {
    const shipment = await tenderedShipment(p);
    await json(await carrier.post(`/api/logistics/shipments/${shipment.id}/accept`), ZShipment);
    const job = await jobOf(carrier, shipment.id);
    if (!job) throw new Error('no job');
    return { shipment, job };
  }
  const locate = (jobId: string, body: Record<string, unknown>) =>
    carrier.request('PUT', `/api/jobs/${jobId}/location`, { jobId, ...body });
  const route = async (jobId: string, client = carrier) =>
    json(await client.get(`/api/jobs/${jobId}/positions`), ZJobRoute);
  const summary = async (client = carrier) =>
    json(await client.get('/api/logistics/shipments/summary'), ZShipmentSummary);
  /** A crewed job on the road through these points. */
  async function drivenJob(points: Record<string, string>[]) {
    const { shipment, job } = await acceptedJob();
    await crewJob(p.server, carrier, shipment.id);
    await json(await carrier.post(`/api/logistics/shipments/${shipment.id}/start-transit`), ZShipment);
    for (const point of points) await json(await locate(job.id, point), ZJob);
    return { shipment, job };
  }

  it('takes coordinates within their ranges, both or neither, and stores them as the exact decimals given', async () => {
    const { shipment, job } = await acceptedJob();
    await crewJob(p.server, carrier, shipment.id);
    expect(await detailsOf(await locate(job.id, { lat: 91, lng: 3 }))).toEqual([
      { path: 'lat', message: FLEET_MESSAGES.latitudeRange },
    ]);
    expect(await detailsOf(await locate(job.id, { lat: 6.5, lng: '-180.5' }))).toEqual([
      { path: 'lng', message: FLEET_MESSAGES.longitudeRange },
    ]);
    expect(await detailsOf(await locate(job.id, { lat: '6.52440001', lng: 3 }))).toEqual([
      { path: 'lat', message: FLEET_MESSAGES.coordinateDecimal },
    ]);
    expect(await detailsOf(await locate(job.id, { lat: 'north', lng: 3 }))).toEqual([
      { path: 'lat', message: FLEET_MESSAGES.coordinateDecimal },
    ]);
    expect(await detailsOf(await locate(job.id, { lat: 6.5 }))).toEqual([
      { path: 'lng', message: FLEET_MESSAGES.coordinatesTogether },
    ]);
    expect(await db().select().from(jobPositions).where(eq(jobPositions.jobId, job.id))).toEqual([]);

    // A JSON number and a decimal string are both kept as written.
    const located = await json(await locate(job.id, { text: 'Apapa gate 2', lat: 6.4474123, lng: '3.3679' }), ZJob);
    expect(located.currentLocation).toEqual({ text: 'Apapa gate 2', lat: 6.4474123, lng: 3.3679 });
    const stored = await db()
      .select({
        lat: sql<string>`${jobPositions.lat}::text`,
        lng: sql<string>`${jobPositions.lng}::text`,
        text: jobPositions.locationText,
      })
      .from(jobPositions)
      .where(eq(jobPositions.jobId, job.id));
    expect(stored).toEqual([{ lat: '6.4474123', lng: '3.3679000', text: 'Apapa gate 2' }]);
    const [current] = await db()
      .select({ lat: sql<string>`${jobs.locationLat}::text`, lng: sql<string>`${jobs.locationLng}::text` })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(current).toEqual({ lat: '6.4474123', lng: '3.3679000' });

    // A text alone moves the current location's text, keeps the last coordinates and adds no position.
    const texted = await json(await locate(job.id, { text: 'Waiting at the weighbridge' }), ZJob);
    expect(texted.currentLocation).toEqual({ text: 'Waiting at the weighbridge', lat: 6.4474123, lng: 3.3679 });
    expect((await route(job.id)).positions).toHaveLength(1);
  });

  it('draws the route from the positions in the order reported, with the distance of their great-circle legs (Lagos -> Sagamu -> Ibadan: 114.2 km)', async () => {
    const { job } = await drivenJob([LAGOS, SAGAMU, IBADAN]);
    const drawn = await route(job.id);
    expect(drawn.positions.map(({ text, lat, lng }) => ({ text, lat, lng }))).toEqual([
      { text: 'Lagos', lat: 6.5244, lng: 3.3792 },
      { text: 'Sagamu interchange', lat: 6.839, lng: 3.646 },
      { text: 'Ibadan', lat: 7.3775, lng: 3.947 },
    ]);
    expect(drawn).toMatchObject({
      jobId: job.id,
      origin: job.origin,
      destination: job.destination,
      status: 'in_progress',
    });
    expect(Math.abs(drawn.distanceMeters - LAGOS_SAGAMU_IBADAN_M)).toBeLessThanOrEqual(1);
    expect(Date.parse(drawn.lastUpdate)).toBeGreaterThanOrEqual(Date.parse(drawn.positions.at(-1)?.recordedAt ?? ''));
    // Another company's job is not found; nobody signed in is refused.
    expect(await errorOf(await otherCarrier.get(`/api/jobs/${job.id}/positions`), 404)).toBe('Job not found');
    expect((await fetch(`${p.server.url}/api/jobs/${job.id}/positions`)).status).toBe(401);
    const trpc = await carrier.get(
      `/api/trpc/job.positions?input=${encodeURIComponent(JSON.stringify({ jobId: job.id }))}`,
    );
    expect(ZJobRoute.parse(((await trpc.json()) as { result: { data: unknown } }).result.data)).toEqual(drawn);
  });

  it("shows on the Logistics Dashboard the distance its jobs completed this month drove, and not the others'", async () => {
    expect((await summary()).distanceMeters).toBe(0);
    const completed = await drivenJob([LAGOS, SAGAMU, IBADAN]);
    await json(await carrier.post(`/api/logistics/shipments/${completed.shipment.id}/deliver`), ZShipment);
    await drivenJob([LAGOS, IBADAN]); // still on the road: not counted yet
    const lastMonth = await drivenJob([IBADAN, LAGOS]);
    await json(await carrier.post(`/api/logistics/shipments/${lastMonth.shipment.id}/deliver`), ZShipment);
    const now = new Date();
    await db()
      .update(jobs)
      .set({ completedAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 60_000) })
      .where(eq(jobs.id, lastMonth.job.id));

    expect(Math.abs((await summary()).distanceMeters - LAGOS_SAGAMU_IBADAN_M)).toBeLessThanOrEqual(1);
    expect((await summary(otherCarrier)).distanceMeters).toBe(0);
    expect((await summary(await signUp(p.server, 'tracksupplier', 'supplier'))).distanceMeters).toBe(0);
  });

  it('starts transit only when the job has a driver and a vehicle, and moves the job with the shipment', async () => {
    const { shipment, job } = await acceptedJob();
    const accepted = await json(await carrier.get(`/api/logistics/shipments/${shipment.id}`), ZShipment);
    expect(accepted.allowedActions).not.toContain('shipment.startTransit');
    expect(await errorOf(await carrier.post(`/api/logistics/shipments/${shipment.id}/start-transit`), 409)).toBe(
      FLEET_MESSAGES.transitNeedsCrew,
    );
    expect((await json(await carrier.get(`/api/logistics/shipments/${shipment.id}`), ZShipment)).status).toBe(
      'accepted',
    );
    expect((await json(await carrier.get(`/api/jobs/${job.id}`), ZJob)).status).toBe('pending');
    expect(
      (await json(await p.supplier.get(`/api/orders/${shipment.orderId}`), z.object({ status: z.string() }))).status,
    ).toBe('allocated');

    const { driverId, vehicleId } = await crewJob(p.server, carrier, shipment.id);
    expect(
      (await json(await carrier.get(`/api/logistics/shipments/${shipment.id}`), ZShipment)).allowedActions,
    ).toContain('shipment.startTransit');
    const moving = await json(await carrier.post(`/api/logistics/shipments/${shipment.id}/start-transit`), ZShipment);
    expect(moving.status).toBe('in_transit');
    const started = await json(await carrier.get(`/api/jobs/${job.id}`), ZJob);
    expect(started).toMatchObject({ status: 'in_progress', assignedDriverId: driverId, assignedVehicleId: vehicleId });
    expect(started.actualStartTime).not.toBeNull();
    const moves = await db()
      .select({ from: auditLog.fromState, to: auditLog.toState })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, job.id), eq(auditLog.toState, 'in_progress')));
    expect(moves).toEqual([{ from: 'assigned', to: 'in_progress' }]);
  });
});
