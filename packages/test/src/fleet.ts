import { jobAssignments, jobs } from '@energy/db/schema/fleet';
import type { BlackoutEntityType, JobStatus } from '@energy/domain/constants';
import { todayOf, ZBlackout, ZDriver, ZJob, ZTender, ZVehicle, ZVehicleDetails } from '@energy/domain/schemas/fleet';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { expect } from 'vitest';
import { z } from 'zod';
import { shipmentBody, signedOrder } from './fulfilment';
import type { HttpClient } from './http-client';
import { inDays, json, type Parties } from './procurement';

export const Vehicles = z.array(ZVehicle);
export const Drivers = z.array(ZDriver);
export const Blackouts = z.array(ZBlackout);
export { ZBlackout, ZDriver, ZVehicle, ZVehicleDetails };

const DAY = 86_400_000;
/** A calendar day `days` from today (UTC), as the fleet forms send it. */
export const dayIn = (days: number) => todayOf(new Date(Date.now() + days * DAY));

let made = 0;
/** A registration number unique across a test run (the field holds 20 characters). */
export const registration = (prefix = 'KJA') => `${prefix}-${process.pid % 1000}-${++made}`;

/** The onboarding form's required fields; the rest take the spec's defaults. */
export const vehicleBody = (overrides: Record<string, unknown> = {}) => ({
  registrationNumber: registration(),
  make: 'MAN',
  model: 'TGS 26.440',
  year: 2021,
  vehicleType: 'tanker',
  capacity: '33000',
  ...overrides,
});

export const driverBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Chidi',
  lastName: 'Okafor',
  licenseNumber: `LIC-${process.pid % 1000}-${++made}`,
  licenseClass: 'C+E',
  ...overrides,
});

export const blackoutBody = (
  entityType: BlackoutEntityType,
  entityId: string,
  overrides: Record<string, unknown> = {},
) => ({
  entityType,
  entityId,
  startDate: dayIn(7),
  endDate: dayIn(9),
  reason: 'Scheduled service',
  ...overrides,
});

export async function createVehicle(logistics: HttpClient, overrides: Record<string, unknown> = {}) {
  return json(await logistics.post('/api/vehicles', vehicleBody(overrides)), ZVehicle, 201);
}

export async function createDriver(logistics: HttpClient, overrides: Record<string, unknown> = {}) {
  return json(await logistics.post('/api/drivers', driverBody(overrides)), ZDriver, 201);
}

export async function createBlackout(
  logistics: HttpClient,
  entityType: BlackoutEntityType,
  entityId: string,
  overrides: Record<string, unknown> = {},
) {
  return json(
    await logistics.post('/api/blackout-dates', blackoutBody(entityType, entityId, overrides)),
    ZBlackout,
    201,
  );
}

/**
 * A job of the carrier `logisticsOrgId` holding `vehicleId` and `driverId` through a live assignment, written
 * straight to the tables (the shipment it carries is made through the API). Returns the job's id.
 */
export async function jobHolding(
  p: Parties,
  ids: { logisticsOrgId: string; vehicleId: string; driverId: string; userId: string },
  status: JobStatus = 'assigned',
): Promise<string> {
  const { order } = await signedOrder(p);
  await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), z.unknown());
  const body = shipmentBody(order.id, {
    logisticsOrgId: ids.logisticsOrgId,
    tender: { maxRate: 150_000, bidDeadline: inDays(1) },
  });
  const shipment = await json(await p.supplier.post('/api/logistics/shipments', body), ZShipment, 201);
  const db = p.server.database.db;
  const [job] = await db
    .insert(jobs)
    .values({
      jobNumber: `JOB-T-${shipment.shipmentNumber}`,
      organizationId: ids.logisticsOrgId,
      shipmentId: shipment.id,
      title: 'AGO to Ikeja',
      status,
      origin: shipment.originLocation,
      destination: shipment.destinationLocation,
      scheduledDate: new Date(inDays(2)),
      clientCompany: 'Test supplier',
      assignedDriverId: ids.driverId,
      assignedVehicleId: ids.vehicleId,
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error('no job');
  await db
    .insert(jobAssignments)
    .values({ jobId: job.id, driverId: ids.driverId, vehicleId: ids.vehicleId, assignedBy: ids.userId });
  return job.id;
}

export const Deleted = z.object({ id: z.string() });
const Details = z.array(z.object({ path: z.string(), message: z.string() }));

/** The field details of a 400 (or of a 409 naming a field). */
export async function detailsOf(response: Response, status = 400) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return Details.parse((JSON.parse(text) as { details?: unknown }).details ?? []);
}

/** The error message of a refusal with this status. */
export async function errorOf(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (JSON.parse(text) as { error: string }).error;
}

export const Tenders = z.array(ZTender);
export const Jobs = z.array(ZJob);

/** A confirmed order tendered by the supplier (to every logistics company unless `extra` names one). */
export async function tenderedShipment(p: Parties, extra: Record<string, unknown> = {}) {
  const { order } = await signedOrder(p);
  const confirmed = await p.supplier.post(`/api/orders/${order.id}/confirm`);
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  return json(await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id, extra)), ZShipment, 201);
}

/** The tender of a shipment as this logistics company sees it (undefined: it does not see it). */
export async function tenderOf(carrier: HttpClient, shipmentId: string) {
  return (await json(await carrier.get('/api/tenders?limit=200'), Tenders)).find((t) => t.shipmentId === shipmentId);
}

/** The job a logistics company holds for a shipment. */
export async function jobOf(carrier: HttpClient, shipmentId: string) {
  return (await json(await carrier.get('/api/jobs?limit=200'), Jobs)).find((j) => j.shipmentId === shipmentId);
}

export const bid = (proposedRate: number, extra: Record<string, unknown> = {}) => ({
  proposedRate,
  estimatedDeliveryTime: '2-3 business days',
  notes: 'Sealed tanker',
  ...extra,
});
