import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createDriver, createVehicle, dayIn, jobOf, registration } from '@energy/test/fleet';
import { Orders, signedOrder } from '@energy/test/fulfilment';
import { signIn as apiSignIn, json } from '@energy/test/procurement';
import { arrangeShipment } from './support/arrange-shipment';
import { chromiumAvailable } from './support/browser';
import { assignCrew, awardBid, placeBid, tenderTitle, updateJob } from './support/fleet-steps';
import { apiParties, notice, signIn, useJourney } from './support/journey';

/** Live updates reach an open screen within 2 seconds; the fallback refresh is every 30 seconds. */
const LIVE_MS = 5_000;
const WINNER = 'Northern Tankers Ltd';
const LOSER = 'Swift Haul Logistics';

/** The figure on one of /fleet/jobs' tiles (Active, Pending, Completed, Total), once loaded. */
async function tile(page: Page, label: string): Promise<number> {
  const figure = page.getByRole('group', { name: label }).locator('p').nth(1);
  await expect.poll(() => figure.textContent()).toMatch(/^[\d,]+$/);
  return Number((await figure.textContent())?.replace(/,/g, ''));
}

describe.skipIf(!chromiumAvailable)('fleet work in Chromium', () => {
  const journey = useJourney();

  it('a supplier tenders a shipment, two carriers bid, the supplier awards one, the winner assigns and completes the job while a second screen follows live', async () => {
    const server = journey.server;
    const parties = await apiParties(server);
    const winnerApi = await apiSignIn(server, 'logistics2');
    const { order } = await signedOrder(parties);
    expect((await parties.supplier.post(`/api/orders/${order.id}/confirm`)).status).toBe(200);
    // The winner's driver (free from today for ten days) and tanker, through the REST API.
    const token = Date.now().toString(36).slice(-6);
    const driver = await createDriver(winnerApi, {
      firstName: 'Garba',
      lastName: `Musa${token}`,
      availability: [{ availableFrom: dayIn(0), availableUntil: dayIn(10) }],
    });
    const vehicle = await createVehicle(winnerApi, { registrationNumber: registration('NTL') });
    const title = tenderTitle(`AGO lot ${token}`);

    // The supplier tenders the shipment to every logistics company.
    const supplier = await journey.newUser();
    await signIn(supplier.page, 'supplier');
    await supplier.page.waitForURL('**/offers');
    await supplier.page.goto('/orders');
    await arrangeShipment(supplier.page, order.orderNumber, {
      cargoDescription: `AGO lot ${token}`,
      carrier: 'open',
      maxRate: '2500',
    });
    await notice(supplier.page, 'Shipment Arranged');

    // Both carriers bid from their Tender Inbox: one at the default (90% of the maximum), one at its own rate.
    const bidders = [];
    for (const [username, rate, shown] of [
      ['logistics', null, '$2,250.00'],
      ['logistics2', '2400', '$2,400.00'],
    ] as const) {
      const carrier = await journey.newUser();
      await signIn(carrier.page, username);
      await carrier.page.waitForURL('**/logistics');
      await placeBid(carrier.page, title, token, rate, shown, async (card, rateInput) => {
        await card.getByText('$2,500.00').waitFor();
        if (!rate) expect(await rateInput.inputValue()).toBe('$2,250');
      });
      bidders.push(carrier);
    }
    const [loser, winner] = bidders;
    if (!loser || !winner) throw new Error('two bidders');

    // The supplier sees both bids on the shipment and awards Northern Tankers.
    const tracking = await awardBid(supplier.page, order.orderNumber, WINNER, async (dialog) => {
      const bids = dialog.getByRole('table', { name: 'Bids' });
      await expect.poll(() => bids.locator('tbody tr').count()).toBe(2);
      await bids
        .getByRole('row', { name: new RegExp(LOSER) })
        .getByText('$2,250.00')
        .waitFor();
    });
    const bids = tracking.getByRole('table', { name: 'Bids' });
    await bids
      .getByRole('row', { name: new RegExp(WINNER) })
      .getByText('Won', { exact: true })
      .waitFor();
    await bids
      .getByRole('row', { name: new RegExp(LOSER) })
      .getByText('Lost', { exact: true })
      .waitFor();
    expect(await tracking.getByRole('button', { name: /^Award to / }).count()).toBe(0);

    // Each carrier's open inbox follows without a reload: one won, the other did not.
    await winner.page
      .getByRole('article', { name: title })
      .getByText(`Your bid: $2,400.00 · Awarded`)
      .waitFor({ timeout: LIVE_MS });
    await loser.page
      .getByRole('article', { name: title })
      .getByText(`Your bid: $2,250.00 · Not awarded`)
      .waitFor({ timeout: LIVE_MS });

    // A second screen of the winner's company watches Live Job Tracking from here on.
    const watcher = await journey.newUser();
    await signIn(watcher.page, 'logistics2');
    await watcher.page.waitForURL('**/logistics');
    await watcher.page.goto(`/fleet/jobs?q=${token}`);
    const watched = watcher.page.getByRole('article', { name: title });
    await watched.getByText('Pending', { exact: true }).waitFor();
    await watched.getByText('0%', { exact: true }).waitFor();
    const completedBefore = await tile(watcher.page, 'Completed');
    // A mark on this very document: a reload would lose it.
    await watcher.page.evaluate(() => document.documentElement.setAttribute('data-watching', 'yes'));
    const notReloaded = () =>
      watcher.page.evaluate(() => document.documentElement.getAttribute('data-watching') === 'yes');

    // The winner assigns its driver and tanker: the dialog offers them, and the watcher sees the job assigned.
    await assignCrew(winner.page, title, token, `Garba Musa${token}`, vehicle.registrationNumber);
    await winner.page.getByRole('tab', { name: /^Assigned Jobs/ }).click();
    await winner.page.getByRole('article', { name: title }).getByText(`Garba Musa${token}`).waitFor();
    await watched.getByText('Assigned', { exact: true }).waitFor({ timeout: LIVE_MS });
    await watched.getByText(`Garba Musa${token}`).waitFor({ timeout: LIVE_MS });

    // The winner moves the job on from Live Job Tracking; each change shows on the watcher's screen as it happens.
    await winner.page.goto(`/fleet/jobs?q=${token}`);
    for (const [status, progress] of [
      ['In progress', '60%'],
      ['Completed', '100%'],
    ] as const) {
      await updateJob(winner.page, title, status);
      await watched.getByText(status, { exact: true }).waitFor({ timeout: LIVE_MS });
      await watched.getByText(progress, { exact: true }).waitFor({ timeout: LIVE_MS });
    }
    await expect.poll(() => tile(watcher.page, 'Completed'), { timeout: LIVE_MS }).toBe(completedBefore + 1);
    expect(await notReloaded()).toBe(true);
    // Completed is final: the card offers no further update.
    expect(await watched.getByRole('button', { name: `Update ${title}` }).count()).toBe(0);

    // The job drove its shipment: delivered.
    const shipment = (await json(await parties.supplier.get('/api/orders'), Orders)).find(
      (o) => o.id === order.id,
    )?.shipment;
    expect(shipment?.status).toBe('delivered');
    const job = await jobOf(winnerApi, shipment?.id ?? '');
    expect(job?.status).toBe('completed');
    expect(job?.driver?.id).toBe(driver.id);
    expect(job?.vehicle?.id).toBe(vehicle.id);
    for (const user of [supplier, loser, winner, watcher]) await user.context.close();
  });
});
