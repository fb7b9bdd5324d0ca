import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import {
  blackoutBody,
  createBlackout,
  createDriver,
  createVehicle,
  dayIn,
  detailsOf,
  driverBody,
  vehicleBody,
  ZBlackout,
  ZDriver,
  ZVehicle,
} from '@energy/test/fleet';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, startParties, type Parties } from '@energy/test/procurement';

const TrpcBlackout = z.object({ result: z.object({ data: ZBlackout }) });

/**
 * Blackout days in the past are refused by the server itself (not only by the picker), and every
 * day field takes an ISO date or an ISO date-time (its calendar day in UTC); anything else is "<Field> must be a
 * date (YYYY-MM-DD)", not "<Field> is required".
 */
describe.each(testBackends())('day fields over HTTP (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    logistics = await signIn(p.server, 'logistics');
  });
  afterAll(() => p.server.close());

  it('refuses a blackout starting or ending in the past (400 with the message), over REST and tRPC', async () => {
    const vehicle = await createVehicle(logistics);
    const past = await logistics.post(
      '/api/blackout-dates',
      blackoutBody('vehicle', vehicle.id, { startDate: dayIn(-1), endDate: dayIn(2) }),
    );
    expect(past.status).toBe(400);
    expect(await detailsOf(past)).toEqual([{ path: 'startDate', message: 'Start date cannot be in the past' }]);
    const long = await logistics.post(
      '/api/blackout-dates',
      blackoutBody('vehicle', vehicle.id, { startDate: '2020-01-01', endDate: '2020-01-03' }),
    );
    expect(long.status).toBe(400);
    expect(await detailsOf(long)).toEqual([{ path: 'startDate', message: 'Start date cannot be in the past' }]);
    const trpc = await logistics.post(
      '/api/trpc/blackout.create',
      blackoutBody('vehicle', vehicle.id, { startDate: dayIn(-3), endDate: dayIn(-2) }),
    );
    expect(trpc.status).toBe(400);
    expect(await trpc.text()).toContain('Start date cannot be in the past');
    // Today is not in the past.
    expect(
      await createBlackout(logistics, 'vehicle', vehicle.id, { startDate: dayIn(0), endDate: dayIn(0) }),
    ).toMatchObject({ startDate: dayIn(0) });

    // Editing may not move a blackout into the past; days it already had stay editable.
    const upcoming = await createBlackout(logistics, 'vehicle', vehicle.id, { startDate: dayIn(3), endDate: dayIn(4) });
    const moved = await logistics.request(
      'PUT',
      `/api/blackout-dates/${upcoming.id}`,
      blackoutBody('vehicle', vehicle.id, { startDate: dayIn(-2), endDate: dayIn(4) }),
    );
    expect(moved.status).toBe(400);
    expect(await detailsOf(moved)).toEqual([{ path: 'startDate', message: 'Start date cannot be in the past' }]);
    const kept = await logistics.request(
      'PUT',
      `/api/blackout-dates/${upcoming.id}`,
      blackoutBody('vehicle', vehicle.id, { startDate: dayIn(3), endDate: dayIn(4), reason: 'Brakes' }),
    );
    expect((await json(kept, ZBlackout)).reason).toBe('Brakes');
  });

  it('answers "<Field> must be a date (YYYY-MM-DD)" for a day field that is no date, "is required" only when missing', async () => {
    const vehicle = await createVehicle(logistics);
    const garbage = await logistics.post(
      '/api/blackout-dates',
      blackoutBody('vehicle', vehicle.id, { startDate: 'next tuesday', endDate: '2026-02-30' }),
    );
    expect(garbage.status).toBe(400);
    expect(await detailsOf(garbage)).toEqual([
      { path: 'startDate', message: 'Start date must be a date (YYYY-MM-DD)' },
      { path: 'endDate', message: 'End date must be a date (YYYY-MM-DD)' },
    ]);
    const numbers = await logistics.post(
      '/api/blackout-dates',
      blackoutBody('vehicle', vehicle.id, { startDate: 20261201, endDate: '12/01/2026' }),
    );
    expect(await detailsOf(numbers)).toEqual([
      { path: 'startDate', message: 'Start date must be a date (YYYY-MM-DD)' },
      { path: 'endDate', message: 'End date must be a date (YYYY-MM-DD)' },
    ]);
    const { startDate: _s, endDate: _e, ...missing } = blackoutBody('vehicle', vehicle.id);
    expect(await detailsOf(await logistics.post('/api/blackout-dates', missing))).toEqual([
      { path: 'startDate', message: 'Start date is required' },
      { path: 'endDate', message: 'End date is required' },
    ]);
    const vehicleGarbage = await logistics.post(
      '/api/vehicles',
      vehicleBody({ insuranceExpiryDate: 'soon', nextMaintenanceDate: '2027-13-01' }),
    );
    expect(await detailsOf(vehicleGarbage)).toEqual([
      { path: 'insuranceExpiryDate', message: 'Insurance expiry date must be a date (YYYY-MM-DD)' },
      { path: 'nextMaintenanceDate', message: 'Next maintenance date must be a date (YYYY-MM-DD)' },
    ]);
    const driverGarbage = await logistics.post(
      '/api/drivers',
      driverBody({ licenseExpiry: 'x', availability: [{ availableFrom: 'monday', availableUntil: dayIn(5) }] }),
    );
    expect(await detailsOf(driverGarbage)).toEqual([
      { path: 'licenseExpiry', message: 'License expiry must be a date (YYYY-MM-DD)' },
      { path: 'availability.0.availableFrom', message: 'Available from must be a date (YYYY-MM-DD)' },
    ]);
  });

  it('takes an ISO date-time as its calendar day in UTC', async () => {
    const vehicle = await createVehicle(logistics);
    const start = dayIn(10);
    const next = dayIn(11);
    // 23:30 at UTC-05:00 is 04:30 of the next day in UTC.
    const blackout = await createBlackout(logistics, 'vehicle', vehicle.id, {
      startDate: `${start}T10:15:00.000Z`,
      endDate: `${start}T23:30:00-05:00`,
    });
    expect(blackout).toMatchObject({ startDate: start, endDate: next });
    const viaTrpc = await logistics.post(
      '/api/trpc/blackout.create',
      blackoutBody('vehicle', vehicle.id, { startDate: `${start}T00:00:00+02:00`, endDate: `${next}T12:00:00Z` }),
    );
    expect((await json(viaTrpc, TrpcBlackout)).result.data).toMatchObject({ startDate: dayIn(9), endDate: next });
    const insured = await json(
      await logistics.post('/api/vehicles', vehicleBody({ insuranceExpiryDate: `${dayIn(200)}T08:00:00Z` })),
      ZVehicle,
      201,
    );
    expect(insured.insuranceExpiryDate).toBe(dayIn(200));
    const driver = await createDriver(logistics, {
      licenseExpiry: `${dayIn(300)}T18:00:00.123Z`,
      availability: [{ availableFrom: `${dayIn(1)}T00:00:00Z`, availableUntil: dayIn(30) }],
    });
    expect(ZDriver.parse(driver)).toMatchObject({
      licenseExpiry: dayIn(300),
      availability: [{ availableFrom: dayIn(1), availableUntil: dayIn(30) }],
    });
  });
});
