import { ZJob, ZJobRoute } from '@energy/domain/schemas/fleet';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { describe, expect, it } from 'vitest';
import { crewJob } from '@energy/test/crew';
import { jobOf, tenderedShipment } from '@energy/test/fleet';
import { signIn as apiSignIn, json } from '@energy/test/procurement';
import { chromiumAvailable } from './support/browser';
import { apiParties, signIn, useJourney } from './support/journey';

/** Live updates reach an open screen within 2 seconds; the fallback refresh is every 30 seconds. */
const LIVE_MS = 5_000;

describe.skipIf(!chromiumAvailable)('live job tracking in Chromium: Call and Track', () => {
  const journey = useJourney();

  it('calls the driver through a tel: link and follows the job on the offline map as a new position arrives live', async () => {
    const server = journey.server;
    const parties = await apiParties(server);
    const carrierApi = await apiSignIn(server, 'logistics');
    // A shipment the demo carrier accepted and started with its crew, its driver's phone on the job.
    const shipment = await tenderedShipment(parties);
    await json(await carrierApi.post(`/api/logistics/shipments/${shipment.id}/accept`), ZShipment);
    await crewJob(server, carrierApi, shipment.id);
    await json(await carrierApi.post(`/api/logistics/shipments/${shipment.id}/start-transit`), ZShipment);
    const job = await jobOf(carrierApi, shipment.id);
    if (!job) throw new Error('no job');
    const locate = (point: Record<string, string>) =>
      carrierApi.request('PUT', `/api/jobs/${job.id}/location`, { jobId: job.id, ...point });
    for (const point of [
      { text: 'Lagos', lat: '6.5244', lng: '3.3792' },
      { text: 'Sagamu interchange', lat: '6.8390', lng: '3.6460' },
    ]) {
      await json(await locate(point), ZJob);
    }

    const carrier = await journey.newUser();
    await signIn(carrier.page, 'logistics');
    await carrier.page.waitForURL('**/logistics');
    await carrier.page.goto(`/fleet/jobs?q=${job.jobNumber}`);
    const card = carrier.page.getByRole('article', { name: job.title });
    const call = card.getByRole('link', { name: /^Call Crew Driver/ });
    expect(await call.getAttribute('href')).toBe('tel:+2348031234567');

    await card.getByRole('button', { name: `Track ${job.title}` }).click();
    const dialog = carrier.page.getByRole('dialog', { name: `Track ${job.title}` });
    const map = dialog.getByRole('img', { name: /^Route of / });
    await expect.poll(() => map.locator('[data-position]').count()).toBe(2);
    // Drawn from the outlines in the app's own bundle: Nigeria's is there, and no request left for a map service.
    expect(await map.locator('[data-country="Nigeria"]').count()).toBe(1);
    await dialog.getByText(/^Last position: Sagamu interchange/).waitFor();

    // The driver's phone reports Ibadan: the open map follows over the live feed, well before the 30-second fallback.
    const requests: string[] = [];
    carrier.page.on('request', (request) => requests.push(request.url()));
    const reported = Date.now();
    await json(await locate({ text: 'Ibadan', lat: '7.3775', lng: '3.9470' }), ZJob);
    await expect.poll(() => map.locator('[data-position]').count(), { timeout: LIVE_MS }).toBe(3);
    expect(Date.now() - reported).toBeLessThan(LIVE_MS);
    await dialog.getByText(/^Last position: Ibadan/).waitFor();
    const route = await json(await carrierApi.get(`/api/jobs/${job.id}/positions`), ZJobRoute);
    expect(route.positions.map((p) => p.text)).toEqual(['Lagos', 'Sagamu interchange', 'Ibadan']);
    expect(requests.every((url) => url.startsWith(server.url))).toBe(true);
  });
});
