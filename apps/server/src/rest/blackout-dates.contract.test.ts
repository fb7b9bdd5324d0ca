import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  registration,
  ZBlackout,
  ZVehicleDetails,
} from '@energy/test/fleet';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';

/** Spec 001 Blackout Dates: the form's rules, a vehicle or driver of the caller's own fleet, search by reason or entity label. */
describe.each(testBackends())('blackout dates over HTTP (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  let rival: HttpClient;

  beforeAll(async () => {
    p = await startParties(backend);
    [logistics, rival] = await Promise.all([
      signIn(p.server, 'logistics'),
      signUp(p.server, 'rivalblackout', 'logistics'),
    ]);
  });
  afterAll(() => p.server.close());

  it("validates the blackout form with the spec's messages", async () => {
    expect(await detailsOf(await logistics.post('/api/blackout-dates', {}))).toEqual([
      { path: 'entityType', message: 'Please select entity type' },
      { path: 'entityId', message: 'Please select a vehicle or driver' },
      { path: 'startDate', message: 'Start date is required' },
      { path: 'endDate', message: 'End date is required' },
      { path: 'reason', message: 'Reason is required' },
    ]);
    const vehicle = await createVehicle(logistics);
    const blanks = await detailsOf(
      await logistics.post(
        '/api/blackout-dates',
        blackoutBody('vehicle', vehicle.id, { entityId: '', startDate: '', endDate: '', reason: ' ' }),
      ),
    );
    expect(blanks).toEqual([
      { path: 'entityId', message: 'Please select a vehicle or driver' },
      { path: 'startDate', message: 'Start date is required' },
      { path: 'endDate', message: 'End date is required' },
      { path: 'reason', message: 'Reason is required' },
    ]);
    const backwards = await logistics.post(
      '/api/blackout-dates',
      blackoutBody('vehicle', vehicle.id, { startDate: dayIn(5), endDate: dayIn(4) }),
    );
    expect(await detailsOf(backwards)).toEqual([
      { path: 'endDate', message: 'End date must be after or equal to start date' },
    ]);
    const oneDay = await createBlackout(logistics, 'vehicle', vehicle.id, { startDate: dayIn(5), endDate: dayIn(5) });
    expect(oneDay).toMatchObject({
      startDate: dayIn(5),
      endDate: dayIn(5),
      isRecurring: false,
      description: null,
      entityLabel: vehicle.registrationNumber,
    });
    const edited = await logistics.request(
      'PUT',
      `/api/blackout-dates/${oneDay.id}`,
      blackoutBody('vehicle', vehicle.id, { startDate: dayIn(6), endDate: dayIn(5) }),
    );
    expect(await detailsOf(edited)).toEqual([
      { path: 'endDate', message: 'End date must be after or equal to start date' },
    ]);
  });

  it("takes only a vehicle or driver of the caller's company, of the type named", async () => {
    const [vehicle, driver, theirs] = await Promise.all([
      createVehicle(logistics),
      createDriver(logistics),
      createVehicle(rival),
    ]);
    const entityError = [{ path: 'entityId', message: 'Please select a vehicle or driver' }];
    expect(await detailsOf(await logistics.post('/api/blackout-dates', blackoutBody('vehicle', theirs.id)))).toEqual(
      entityError,
    );
    expect(await detailsOf(await logistics.post('/api/blackout-dates', blackoutBody('driver', vehicle.id)))).toEqual(
      entityError,
    );
    expect(await detailsOf(await logistics.post('/api/blackout-dates', blackoutBody('vehicle', driver.id)))).toEqual(
      entityError,
    );
    const mine = await createBlackout(logistics, 'driver', driver.id);
    expect(mine.entityLabel).toBe('Chidi Okafor');
    const moved = await logistics.request('PUT', `/api/blackout-dates/${mine.id}`, blackoutBody('vehicle', theirs.id));
    expect(await detailsOf(moved)).toEqual(entityError);
  });

  it('creates, edits, searches by reason or entity label, filters by entity type, shows on the vehicle, and deletes', async () => {
    const tag = `Blk${process.pid % 1000}`;
    const [vehicle, driver] = await Promise.all([
      createVehicle(logistics, { registrationNumber: registration(tag) }),
      createDriver(logistics, { firstName: 'Emeka', lastName: `${tag}ade` }),
    ]);
    const onVehicle = await createBlackout(logistics, 'vehicle', vehicle.id, {
      reason: 'Gearbox overhaul',
      description: 'At the Apapa workshop',
      startDate: dayIn(3),
      endDate: dayIn(6),
    });
    const onDriver = await createBlackout(logistics, 'driver', driver.id, {
      reason: `Annual leave ${tag}`,
      startDate: dayIn(1),
      endDate: dayIn(2),
      isRecurring: true,
    });
    expect(onVehicle.allowedActions.sort()).toEqual(['blackout.delete', 'blackout.update']);

    const byLabel = await json(await logistics.get(`/api/blackout-dates?q=${tag.toLowerCase()}`), Blackouts);
    expect(byLabel.map((b) => b.id)).toEqual([onDriver.id, onVehicle.id]);
    expect(
      (await json(await logistics.get('/api/blackout-dates?q=gearbox%20OVERHAUL&limit=200'), Blackouts)).map(
        (b) => b.id,
      ),
    ).toContain(onVehicle.id);
    expect(
      (await json(await logistics.get(`/api/blackout-dates?q=${tag}&entityType=driver`), Blackouts)).map((b) => b.id),
    ).toEqual([onDriver.id]);
    expect(
      (await json(await logistics.get(`/api/blackout-dates?q=${tag}&entityType=vehicle`), Blackouts)).map((b) => b.id),
    ).toEqual([onVehicle.id]);
    const paged = await logistics.get(`/api/blackout-dates?q=${tag}&limit=1`);
    expect(paged.headers.get('x-total-count')).toBe('2');
    const next = /^<([^>]+)>; rel="next"$/.exec(paged.headers.get('link') ?? '')?.[1] ?? '';
    expect((await json(paged, Blackouts)).map((b) => b.id)).toEqual([onDriver.id]);
    expect((await json(await logistics.get(next), Blackouts)).map((b) => b.id)).toEqual([onVehicle.id]);

    const edited = await json(
      await logistics.request(
        'PUT',
        `/api/blackout-dates/${onVehicle.id}`,
        blackoutBody('vehicle', vehicle.id, { reason: 'Tyres', startDate: dayIn(4), endDate: dayIn(8) }),
      ),
      ZBlackout,
    );
    expect(edited).toMatchObject({
      id: onVehicle.id,
      reason: 'Tyres',
      startDate: dayIn(4),
      endDate: dayIn(8),
      description: null,
    });
    const details = await json(await logistics.get(`/api/vehicles/${vehicle.id}`), ZVehicleDetails);
    expect(details.blackouts).toEqual([{ id: onVehicle.id, startDate: dayIn(4), endDate: dayIn(8), reason: 'Tyres' }]);

    const csv = await (await logistics.get(`/api/blackout-dates.csv?q=${tag}&entityType=driver`)).text();
    expect(csv.split('\r\n')[1]).toBe(
      `"driver","Emeka ${tag}ade","${dayIn(1)}","${dayIn(2)}","Annual leave ${tag}","","yes","${onDriver.createdAt}"`,
    );

    expect(await json(await logistics.request('DELETE', `/api/blackout-dates/${onDriver.id}`), Deleted)).toEqual({
      id: onDriver.id,
    });
    expect((await json(await logistics.get(`/api/blackout-dates?q=${tag}`), Blackouts)).map((b) => b.id)).toEqual([
      onVehicle.id,
    ]);
    expect((await logistics.request('DELETE', `/api/blackout-dates/${onDriver.id}`)).status).toBe(404);
  });
});
