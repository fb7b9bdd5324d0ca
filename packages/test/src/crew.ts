import { randomUUID } from 'node:crypto';
import { driverAvailability, drivers, jobs, vehicles } from '@energy/db/schema/fleet';
import { and, eq, ne } from 'drizzle-orm';
import type { HttpClient } from './http-client';
import type { TestServer } from './server';

const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * Gives the carrier's job for `shipmentId` a driver and a vehicle through the API (POST /api/assignments), so
 * the shipment may start transit. The driver and vehicle are inserted, free and fit for the
 * next ten days. Returns the job's and the driver's ids.
 */
export async function crewJob(
  server: TestServer,
  carrier: HttpClient,
  shipmentId: string,
): Promise<{ jobId: string; driverId: string; vehicleId: string }> {
  const { db } = server.database;
  const [job] = await db
    .select({ id: jobs.id, organizationId: jobs.organizationId })
    .from(jobs)
    .where(and(eq(jobs.shipmentId, shipmentId), ne(jobs.status, 'cancelled')));
  if (!job) throw new Error('the shipment has no job');
  const tag = randomUUID().slice(0, 8);
  const createdBy = randomUUID();
  const [driver] = await db
    .insert(drivers)
    .values({
      organizationId: job.organizationId,
      firstName: 'Crew',
      lastName: `Driver ${tag}`,
      phone: '+2348031234567',
      licenseNumber: `CREW-${tag}`,
      licenseClass: 'C',
      createdBy,
    })
    .returning({ id: drivers.id });
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      organizationId: job.organizationId,
      registrationNumber: `CRW-${tag}`,
      make: 'MAN',
      model: 'TGS',
      year: 2021,
      vehicleType: 'tanker',
      capacity: '30000',
      createdBy,
    })
    .returning({ id: vehicles.id });
  if (!driver || !vehicle) throw new Error('no driver or vehicle');
  await db
    .insert(driverAvailability)
    .values({ driverId: driver.id, availableFrom: dayOf(-1), availableUntil: dayOf(10) });
  const assigned = await carrier.post('/api/assignments', {
    jobId: job.id,
    driverId: driver.id,
    vehicleId: vehicle.id,
  });
  if (assigned.status !== 201) throw new Error(`assignment answered ${assigned.status}: ${await assigned.text()}`);
  return { jobId: job.id, driverId: driver.id, vehicleId: vehicle.id };
}

/** The carrier's steps on a shipment ('accept', 'start-transit', 'deliver', ...), its job crewed before transit starts. */
export async function carrierSteps(
  server: TestServer,
  carrier: HttpClient,
  shipmentId: string,
  steps: readonly string[],
): Promise<Response[]> {
  const answers: Response[] = [];
  for (const step of steps) {
    if (step === 'start-transit') await crewJob(server, carrier, shipmentId);
    answers.push(await carrier.post(`/api/logistics/shipments/${shipmentId}/${step}`));
  }
  return answers;
}
