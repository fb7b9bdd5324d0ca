import { jobAssignments, jobs } from '@energy/db/schema/fleet';
import { ZSessionUser } from '@energy/domain/schemas/auth';
import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import {
  blackoutBody,
  Blackouts,
  createBlackout,
  createDriver,
  createVehicle,
  dayIn,
  Deleted,
  detailsOf,
  driverBody,
  Drivers,
  errorOf,
  jobHolding,
  registration,
  vehicleBody,
  Vehicles,
  ZDriver,
  ZVehicle,
  ZVehicleDetails,
} from '@energy/test/fleet';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';

const nextYear = new Date().getUTCFullYear() + 1;

describe.each(testBackends())('fleet assets over HTTP: vehicles, drivers, blackout dates (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  let rival: HttpClient;
  let admin: HttpClient;
  let me: z.infer<typeof ZSessionUser>;

  beforeAll(async () => {
    p = await startParties(backend);
    [logistics, rival, admin] = await Promise.all([
      signIn(p.server, 'logistics'),
      signUp(p.server, 'rivalfleet', 'logistics'),
      signIn(p.server, 'admin'),
    ]);
    me = await json(await logistics.get('/api/user'), ZSessionUser);
  });
  afterAll(() => p.server.close());

  describe('vehicles', () => {
    it("registers a vehicle with the spec's defaults (active, liters, diesel, Euro 6) and the verbs its owner may do", async () => {
      const vehicle = await createVehicle(logistics);
      expect(vehicle).toMatchObject({
        status: 'active',
        capacityUnit: 'liters',
        fuelType: 'diesel',
        emissionStandard: 'Euro 6',
        organizationId: me.organizationId,
        currentDriver: null,
      });
      expect(vehicle.allowedActions.sort()).toEqual(['vehicle.delete', 'vehicle.setStatus', 'vehicle.update']);
      const details = await json(await logistics.get(`/api/vehicles/${vehicle.id}`), ZVehicleDetails);
      expect(details).toMatchObject({ id: vehicle.id, jobs: [], blackouts: [] });
    });

    it("validates the onboarding form with the spec's messages", async () => {
      expect(await detailsOf(await logistics.post('/api/vehicles', {}))).toEqual(
        expect.arrayContaining([
          { path: 'registrationNumber', message: 'Registration number is required' },
          { path: 'make', message: 'Make is required' },
          { path: 'model', message: 'Model is required' },
          { path: 'year', message: 'Year must be 1900 or later' },
          { path: 'vehicleType', message: 'Vehicle type is required' },
          { path: 'capacity', message: 'Capacity is required' },
        ]),
      );
      const blanks = await detailsOf(
        await logistics.post(
          '/api/vehicles',
          vehicleBody({
            registrationNumber: ' ',
            make: '',
            model: '',
            vehicleType: '',
            capacity: '',
            capacityUnit: '',
          }),
        ),
      );
      expect(blanks).toEqual([
        { path: 'registrationNumber', message: 'Registration number is required' },
        { path: 'make', message: 'Make is required' },
        { path: 'model', message: 'Model is required' },
        { path: 'vehicleType', message: 'Vehicle type is required' },
        { path: 'capacity', message: 'Capacity is required' },
        { path: 'capacityUnit', message: 'Capacity unit is required' },
      ]);
      const dates = await detailsOf(
        await logistics.post(
          '/api/vehicles',
          vehicleBody({
            adrExpiryDate: dayIn(-1),
            insuranceExpiryDate: dayIn(-1),
            roadworthinessExpiry: dayIn(-1),
            lastMaintenanceDate: dayIn(1),
            nextMaintenanceDate: dayIn(-1),
          }),
        ),
      );
      expect(dates).toEqual([
        { path: 'adrExpiryDate', message: FLEET_MESSAGES.expiryPast },
        { path: 'insuranceExpiryDate', message: FLEET_MESSAGES.expiryPast },
        { path: 'roadworthinessExpiry', message: FLEET_MESSAGES.expiryPast },
        { path: 'lastMaintenanceDate', message: FLEET_MESSAGES.lastMaintenanceFuture },
        { path: 'nextMaintenanceDate', message: FLEET_MESSAGES.nextMaintenancePast },
      ]);
      // Today is allowed on every picker.
      await createVehicle(logistics, {
        adrExpiryDate: dayIn(0),
        insuranceExpiryDate: dayIn(400),
        roadworthinessExpiry: dayIn(0),
        lastMaintenanceDate: dayIn(0),
        nextMaintenanceDate: dayIn(0),
      });
    });

    it('takes years from 1900 to next year', async () => {
      expect(await detailsOf(await logistics.post('/api/vehicles', vehicleBody({ year: 1899 })))).toEqual([
        { path: 'year', message: 'Year must be 1900 or later' },
      ]);
      expect(await detailsOf(await logistics.post('/api/vehicles', vehicleBody({ year: nextYear + 1 })))).toEqual([
        { path: 'year', message: 'Year cannot be in the future' },
      ]);
      expect(await detailsOf(await logistics.post('/api/vehicles', vehicleBody({ year: 2020.5 })))).toEqual([
        { path: 'year', message: 'Year must be 1900 or later' },
      ]);
      expect((await createVehicle(logistics, { year: 1900 })).year).toBe(1900);
      expect((await createVehicle(logistics, { year: nextYear })).year).toBe(nextYear);
    });

    it('keeps registration numbers unique per organization, case-insensitively, on create and edit; another company may use the same', async () => {
      const registrationNumber = registration('UNQ');
      const first = await createVehicle(logistics, { registrationNumber });
      const again = await logistics.post(
        '/api/vehicles',
        vehicleBody({ registrationNumber: registrationNumber.toLowerCase() }),
      );
      expect(await detailsOf(again, 409)).toEqual([
        { path: 'registrationNumber', message: FLEET_MESSAGES.registrationTaken },
      ]);
      expect((await createVehicle(rival, { registrationNumber })).registrationNumber).toBe(registrationNumber);
      const second = await createVehicle(logistics);
      const clash = await logistics.request('PUT', `/api/vehicles/${second.id}`, vehicleBody({ registrationNumber }));
      expect(await detailsOf(clash, 409)).toEqual([
        { path: 'registrationNumber', message: FLEET_MESSAGES.registrationTaken },
      ]);
      const edited = await json(
        await logistics.request(
          'PUT',
          `/api/vehicles/${first.id}`,
          vehicleBody({ registrationNumber, make: 'Volvo', model: 'FH16' }),
        ),
        ZVehicle,
      );
      expect(edited).toMatchObject({
        id: first.id,
        registrationNumber,
        make: 'Volvo',
        model: 'FH16',
        status: 'active',
      });
    });

    it('toggles status per spec: active becomes maintenance, any other status becomes active; moves off the machine are 409', async () => {
      const vehicle = await createVehicle(logistics);
      const setStatus = (status: string) =>
        logistics.request('PATCH', `/api/vehicles/${vehicle.id}/status`, { status });
      expect((await json(await setStatus('maintenance'), ZVehicle)).status).toBe('maintenance');
      expect((await json(await setStatus('active'), ZVehicle)).status).toBe('active');
      expect(await errorOf(await setStatus('active'), 409)).toBe('This vehicle is active and cannot move to active');
      expect((await json(await setStatus('inactive'), ZVehicle)).status).toBe('inactive');
      expect(await errorOf(await setStatus('maintenance'), 409)).toBe(
        'This vehicle is inactive and cannot move to maintenance',
      );
      expect((await json(await setStatus('active'), ZVehicle)).status).toBe('active');
      expect(await detailsOf(await setStatus('parked'))).toEqual([{ path: 'status', message: expect.any(String) }]);
    });

    it('refuses to delete a vehicle (and its driver) on an active job with 409; one that carried jobs is kept for its history; one without is deleted with its blackouts', async () => {
      const [vehicle, driver] = await Promise.all([createVehicle(logistics), createDriver(logistics)]);
      const jobId = await jobHolding(p, {
        logisticsOrgId: me.organizationId ?? '',
        vehicleId: vehicle.id,
        driverId: driver.id,
        userId: me.id,
      });
      const held = await json(await logistics.get(`/api/vehicles/${vehicle.id}`), ZVehicleDetails);
      expect(held.allowedActions).not.toContain('vehicle.delete');
      expect(held.jobs).toEqual([
        expect.objectContaining({ id: jobId, title: 'AGO to Ikeja', status: 'assigned', driverName: 'Chidi Okafor' }),
      ]);
      expect(await errorOf(await logistics.request('DELETE', `/api/vehicles/${vehicle.id}`), 409)).toBe(
        FLEET_MESSAGES.vehicleOnActiveJob,
      );
      expect((await json(await logistics.get(`/api/drivers/${driver.id}`), ZDriver)).allowedActions).not.toContain(
        'driver.delete',
      );
      expect(await errorOf(await logistics.request('DELETE', `/api/drivers/${driver.id}`), 409)).toBe(
        'This driver is on an active job and cannot be deleted',
      );

      const db = p.server.database.db;
      await db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, jobId));
      await db.update(jobAssignments).set({ endedAt: new Date() }).where(eq(jobAssignments.jobId, jobId));
      expect((await json(await logistics.get(`/api/vehicles/${vehicle.id}`), ZVehicle)).allowedActions).toContain(
        'vehicle.delete',
      );
      expect(await errorOf(await logistics.request('DELETE', `/api/vehicles/${vehicle.id}`), 409)).toBe(
        FLEET_MESSAGES.vehicleHasHistory,
      );
      expect(await errorOf(await logistics.request('DELETE', `/api/drivers/${driver.id}`), 409)).toBe(
        FLEET_MESSAGES.driverHasHistory,
      );

      const spare = await createVehicle(logistics);
      const blackout = await createBlackout(logistics, 'vehicle', spare.id);
      expect(await json(await logistics.request('DELETE', `/api/vehicles/${spare.id}`), Deleted)).toEqual({
        id: spare.id,
      });
      expect((await logistics.get(`/api/vehicles/${spare.id}`)).status).toBe(404);
      const left = await json(
        await logistics.get(`/api/blackout-dates?q=${encodeURIComponent(blackout.reason)}&limit=200`),
        Blackouts,
      );
      expect(left.map((b) => b.id)).not.toContain(blackout.id);
      expect((await logistics.request('DELETE', `/api/vehicles/${spare.id}`)).status).toBe(404);
    });

    it('searches registration, make or model case-insensitively, filters by status, and pages with a total and a next link', async () => {
      const tag = `Srch${process.pid % 1000}`;
      // One after another, so that newest first is c, b, a.
      const a = await createVehicle(logistics, { registrationNumber: registration(tag) });
      const b = await createVehicle(logistics, { make: `${tag}make`, model: 'Actros' });
      const c = await createVehicle(logistics, { model: `${tag} Model` });
      await createVehicle(rival, { make: `${tag}make` });
      const found = await json(
        await logistics.get(`/api/vehicles?q=${tag.toUpperCase()}&sort=registrationNumber&order=asc`),
        Vehicles,
      );
      expect(found.map((v) => v.id).sort()).toEqual([a.id, b.id, c.id].sort());
      await logistics.request('PATCH', `/api/vehicles/${b.id}/status`, { status: 'maintenance' });
      const inMaintenance = await json(await logistics.get(`/api/vehicles?q=${tag}&status=maintenance`), Vehicles);
      expect(inMaintenance.map((v) => v.id)).toEqual([b.id]);
      expect(await json(await logistics.get(`/api/vehicles?q=${tag}&status=inactive`), Vehicles)).toEqual([]);

      const first = await logistics.get(`/api/vehicles?q=${tag}&limit=2`);
      expect(first.headers.get('x-total-count')).toBe('3');
      const firstPage = await json(first, Vehicles);
      const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link') ?? '')?.[1];
      expect(next).toBeDefined();
      const second = await logistics.get(next ?? '');
      expect(second.headers.get('link')).toBeNull();
      const seen = [...firstPage, ...(await json(second, Vehicles))].map((v) => v.id);
      expect(seen).toEqual([c.id, b.id, a.id]);
      expect((await logistics.get('/api/vehicles?status=parked')).status).toBe(400);
    });

    it("exports the list as CSV: the caller's vehicles with the filter on screen", async () => {
      const vehicle = await createVehicle(logistics, { registrationNumber: registration('CSV') });
      const response = await logistics.get(`/api/vehicles.csv?q=${vehicle.registrationNumber}`);
      expect(response.status).toBe(200);
      const [header, row, more] = (await response.text()).split('\r\n');
      expect(header?.startsWith('"Registration Number","Make","Model","Year"')).toBe(true);
      expect(row?.startsWith(`"${vehicle.registrationNumber}","MAN","TGS 26.440","2021"`)).toBe(true);
      expect(more).toBe('');
      expect((await rival.get(`/api/vehicles.csv?q=${vehicle.registrationNumber}`)).status).toBe(200);
      expect(await (await rival.get(`/api/vehicles.csv?q=${vehicle.registrationNumber}`)).text()).not.toContain(
        vehicle.registrationNumber,
      );
    });
  });

  describe('drivers', () => {
    it('adds a driver with availability windows: the row shows the window containing today, else the next, else none; edits replace the windows', async () => {
      const driver = await createDriver(logistics, {
        phone: '+234 800 000 0000',
        email: 'chidi@example.com',
        hasADR: true,
        adrExpiry: dayIn(200),
        rating: 4.5,
        availability: [
          { availableFrom: dayIn(10), availableUntil: dayIn(20) },
          { availableFrom: dayIn(-2), availableUntil: dayIn(3) },
        ],
      });
      expect(driver).toMatchObject({
        status: 'available',
        hasADR: true,
        hasHSE: false,
        rating: 4.5,
        availableFrom: dayIn(-2),
        availableUntil: dayIn(3),
        currentJobId: null,
      });
      expect(driver.availability).toEqual([
        { availableFrom: dayIn(-2), availableUntil: dayIn(3) },
        { availableFrom: dayIn(10), availableUntil: dayIn(20) },
      ]);
      expect(driver.allowedActions.sort()).toEqual(['driver.delete', 'driver.update']);

      const {
        id: _id,
        organizationId: _o,
        allowedActions: _a,
        createdAt: _c,
        currentJobId: _j,
        availableFrom: _f,
        availableUntil: _u,
        compliance: _p,
        ...fields
      } = driver;
      const update = (changes: Record<string, unknown>) =>
        logistics.request('PUT', `/api/drivers/${driver.id}`, { ...fields, ...changes });
      const future = await json(
        await update({
          availability: [
            { availableFrom: dayIn(-30), availableUntil: dayIn(-20) },
            { availableFrom: dayIn(5), availableUntil: dayIn(6) },
          ],
        }),
        ZDriver,
      );
      expect(future).toMatchObject({ availableFrom: dayIn(5), availableUntil: dayIn(6) });
      expect(future.availability).toHaveLength(2);
      const past = await json(
        await update({ availability: [{ availableFrom: dayIn(-30), availableUntil: dayIn(-20) }], status: 'off_duty' }),
        ZDriver,
      );
      expect(past).toMatchObject({
        availableFrom: null,
        availableUntil: null,
        status: 'off_duty',
        availability: [{ availableFrom: dayIn(-30), availableUntil: dayIn(-20) }],
      });
      expect((await json(await update({ availability: [] }), ZDriver)).availability).toEqual([]);
    });

    it('validates the driver form, and keeps license numbers unique per organization', async () => {
      expect(await detailsOf(await logistics.post('/api/drivers', {}))).toEqual(
        expect.arrayContaining([
          { path: 'firstName', message: FLEET_MESSAGES.firstNameRequired },
          { path: 'lastName', message: FLEET_MESSAGES.lastNameRequired },
          { path: 'licenseNumber', message: FLEET_MESSAGES.licenseNumberRequired },
          { path: 'licenseClass', message: FLEET_MESSAGES.licenseClassRequired },
        ]),
      );
      const bad = await detailsOf(
        await logistics.post(
          '/api/drivers',
          driverBody({
            email: 'nope',
            rating: 6,
            availability: [{ availableFrom: dayIn(5), availableUntil: dayIn(4) }],
          }),
        ),
      );
      expect(bad).toEqual([
        { path: 'email', message: FLEET_MESSAGES.emailInvalid },
        { path: 'rating', message: FLEET_MESSAGES.ratingRange },
        { path: 'availability.0.availableUntil', message: FLEET_MESSAGES.windowOrder },
      ]);
      const driver = await createDriver(logistics);
      const again = await logistics.post(
        '/api/drivers',
        driverBody({ licenseNumber: driver.licenseNumber.toLowerCase() }),
      );
      expect(await detailsOf(again, 409)).toEqual([{ path: 'licenseNumber', message: FLEET_MESSAGES.licenseTaken }]);
      await createDriver(rival, { licenseNumber: driver.licenseNumber });
    });

    it('searches name, license, phone or email, filters by status, and deletes a driver without jobs', async () => {
      const tag = `Drv${process.pid % 1000}`;
      const driver = await createDriver(logistics, { firstName: 'Ngozi', lastName: `${tag}son`, status: 'suspended' });
      expect(
        (await json(await logistics.get(`/api/drivers?q=${encodeURIComponent(`ngozi ${tag}`)}`), Drivers)).map(
          (d) => d.id,
        ),
      ).toEqual([driver.id]);
      expect(
        (await json(await logistics.get(`/api/drivers?q=${driver.licenseNumber}&status=suspended`), Drivers)).map(
          (d) => d.id,
        ),
      ).toEqual([driver.id]);
      expect(
        await json(await logistics.get(`/api/drivers?q=${driver.licenseNumber}&status=available`), Drivers),
      ).toEqual([]);
      expect(await json(await logistics.request('DELETE', `/api/drivers/${driver.id}`), Deleted)).toEqual({
        id: driver.id,
      });
      expect((await logistics.get(`/api/drivers/${driver.id}`)).status).toBe(404);
    });
  });

  it("keeps each logistics company's fleet to itself: another company gets empty lists and 404s; admin reads all and writes nothing", async () => {
    const [vehicle, driver] = await Promise.all([createVehicle(logistics), createDriver(logistics)]);
    const blackout = await createBlackout(logistics, 'vehicle', vehicle.id);
    const [theirVehicle] = await Promise.all([createVehicle(rival)]);

    const rivalVehicles = await json(await rival.get('/api/vehicles?limit=200'), Vehicles);
    expect(rivalVehicles.map((v) => v.id)).toContain(theirVehicle.id);
    expect(rivalVehicles.map((v) => v.id)).not.toContain(vehicle.id);
    expect((await json(await rival.get('/api/drivers?limit=200'), Drivers)).map((d) => d.id)).not.toContain(driver.id);
    expect((await json(await rival.get('/api/blackout-dates?limit=200'), Blackouts)).map((b) => b.id)).not.toContain(
      blackout.id,
    );
    expect((await json(await logistics.get('/api/vehicles?limit=200'), Vehicles)).map((v) => v.id)).not.toContain(
      theirVehicle.id,
    );

    const refused = await Promise.all([
      rival.get(`/api/vehicles/${vehicle.id}`),
      rival.request('PUT', `/api/vehicles/${vehicle.id}`, vehicleBody()),
      rival.request('PATCH', `/api/vehicles/${vehicle.id}/status`, { status: 'maintenance' }),
      rival.request('DELETE', `/api/vehicles/${vehicle.id}`),
      rival.get(`/api/drivers/${driver.id}`),
      rival.request('PUT', `/api/drivers/${driver.id}`, driverBody()),
      rival.request('DELETE', `/api/drivers/${driver.id}`),
      rival.request('PUT', `/api/blackout-dates/${blackout.id}`, blackoutBody('vehicle', theirVehicle.id)),
      rival.request('DELETE', `/api/blackout-dates/${blackout.id}`),
      rival.get(`/api/trpc/vehicle.byId?input=${encodeURIComponent(JSON.stringify({ vehicleId: vehicle.id }))}`),
    ]);
    expect(refused.map((r) => r.status)).toEqual(Array(refused.length).fill(404));
    expect(await errorOf(await rival.get(`/api/vehicles/${vehicle.id}`), 404)).toBe('Vehicle not found');
    const unchanged = await json(await logistics.get(`/api/vehicles/${vehicle.id}`), ZVehicleDetails);
    expect(unchanged).toMatchObject({
      status: 'active',
      registrationNumber: vehicle.registrationNumber,
      blackouts: [expect.objectContaining({ id: blackout.id })],
    });

    // Admin reads every company's fleet, offered no verbs, and holds no fleet:manage.
    const adminView = await json(await admin.get(`/api/vehicles/${vehicle.id}`), ZVehicleDetails);
    expect(adminView.allowedActions).toEqual([]);
    expect(
      (await json(await admin.get(`/api/vehicles?q=${theirVehicle.registrationNumber}`), Vehicles)).map((v) => v.id),
    ).toEqual([theirVehicle.id]);
    expect((await json(await admin.get(`/api/drivers/${driver.id}`), ZDriver)).id).toBe(driver.id);
    expect(await errorOf(await admin.post('/api/vehicles', vehicleBody()), 403)).toBe(
      'Missing permission: fleet:manage',
    );
    expect(await errorOf(await admin.request('DELETE', `/api/blackout-dates/${blackout.id}`), 403)).toBe(
      'Missing permission: fleet:manage',
    );
  });

  it('refuses buyers, suppliers and finance: 403 Missing permission: fleet:read on reads, fleet:manage on writes', async () => {
    const vehicle = await createVehicle(logistics);
    for (const client of [p.buyer, p.supplier, p.finance]) {
      for (const path of [
        '/api/vehicles',
        `/api/vehicles/${vehicle.id}`,
        '/api/drivers',
        '/api/blackout-dates',
        '/api/vehicles.csv',
      ]) {
        expect(await errorOf(await client.get(path), 403)).toBe('Missing permission: fleet:read');
      }
      expect(await errorOf(await client.post('/api/vehicles', vehicleBody()), 403)).toBe(
        'Missing permission: fleet:manage',
      );
      expect(
        await errorOf(
          await client.request('PATCH', `/api/vehicles/${vehicle.id}/status`, { status: 'maintenance' }),
          403,
        ),
      ).toBe('Missing permission: fleet:manage');
      expect(await errorOf(await client.post('/api/blackout-dates', blackoutBody('vehicle', vehicle.id)), 403)).toBe(
        'Missing permission: fleet:manage',
      );
    }
    expect(await errorOf(await fetch(`${p.server.url}/api/vehicles`), 401)).toBe('Not authenticated');
  });
});
