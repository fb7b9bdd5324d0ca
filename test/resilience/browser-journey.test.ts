import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startCluster, type Cluster } from '../../deploy/cluster/cluster';
import type { ServerStats } from '../../deploy/cluster/haproxy';
import { awaitFunnelCount, FUNNEL_STAGES, funnelCounts, openFunnel } from '../../e2e/support/admin-funnel';
import { launchChromium } from '../../e2e/support/browser';
import { arrangeShipment } from '../../e2e/support/arrange-shipment';
import { confirmOrder, confirmReceipt, processPayments, submitPod } from '../../e2e/support/delivery-steps';
import { assignCrew, awardBid, placeBid, tenderTitle, updateJob } from '../../e2e/support/fleet-steps';
import { notice, signIn } from '../../e2e/support/journey';
import { createDriver, createVehicle, dayIn, registration } from '@energy/test/fleet';
import { Orders } from '@energy/test/fulfilment';
import { json, signIn as apiSignIn } from '@energy/test/procurement';
import { ZPayment } from '@energy/domain/schemas/fulfilment';
import { z } from 'zod';
import {
  acceptOffer,
  counterOffer,
  createRfq,
  reviseOffer,
  signDrawn,
  signTyped,
  submitOffer,
} from '../../e2e/support/procurement-steps';
import { figures } from './support/report';

/** A request the browsers saw go wrong: no answer (Chromium's reason) or an answer of 5xx, and when. */
interface Failure {
  at: number;
  what: string;
}

function watch(page: Page, failures: Failure[]): void {
  page.on('requestfailed', (request) =>
    failures.push({
      at: performance.now(),
      what: `${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText ?? 'failed'}`,
    }),
  );
  page.on('response', (response) => {
    if (response.status() >= 500)
      failures.push({ at: performance.now(), what: `${response.status()} ${new URL(response.url()).pathname}` });
  });
}

const WINNER = 'Northern Tankers Ltd';

/** The live streams each instance holds now: its current sessions in haproxy's events backend. */
function streamsPerInstance(stats: readonly ServerStats[]): Record<string, number> {
  return Object.fromEntries(
    stats.filter((row) => row.backend === 'energyhub_events').map((row) => [row.server, row.current]),
  );
}

/** A demo account signed in over HTTP through haproxy, for what the journey prepares by the API. */
/** Chromium's reason for a request the page itself gave up (a navigation away, a stream closed by the app). */
const ABORTED_BY_PAGE = /net::ERR_ABORTED$/;

/**
 * The five roles' journey in Chromium through haproxy in front of two instances, from the RFQ to the settled deal
 * (offers, a counter-offer, signatures, the order, an open tender with two bids, the award, the crew, the job, the
 * signed proof of delivery, escrow captured and released, the admin's funnel), the instance holding the most live
 * streams SIGKILLed once the contract is signed and started again while the journey goes on: every step's screen
 * shows its state, with no reload by the user, and live updates keep arriving through haproxy.
 */
describe('the five-role browser journey while an instance is killed and restarted', () => {
  let cluster: Cluster | undefined;
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await cluster?.stop();
  });

  it('completes, each screen showing the right state', async () => {
    const started = performance.now();
    cluster = await startCluster({ instances: 2 });
    const browser = await launchChromium();
    const failures: Failure[] = [];
    const newUser = async (username: string, landing: string) => {
      const context = await browser.newContext({ baseURL: cluster?.url, viewport: { width: 1366, height: 900 } });
      context.setDefaultTimeout(30_000);
      contexts.push(context);
      const page = await context.newPage();
      watch(page, failures);
      await signIn(page, username);
      await page.waitForURL(`**/${landing}`);
      return page;
    };
    const durations: Record<string, string> = {};
    const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const from = performance.now();
      const result = await run();
      durations[name] = `${((performance.now() - from) / 1000).toFixed(1)} s`;
      return result;
    };
    try {
      const journeyStarted = performance.now();
      const admin = await step('admin signs in, opens the funnel', async () => {
        const page = await newUser('admin', 'admin');
        await openFunnel(page);
        return page;
      });
      const funnelBefore = await funnelCounts(admin);
      const buyer = await step('buyer signs in', () => newUser('buyer', 'rfq'));
      const rfqUrl = await step('buyer creates the RFQ', () => createRfq(buyer, `AGO resilience ${Date.now()}`));
      const supplier = await step('supplier signs in', () => newUser('supplier', 'offers'));
      await step('supplier offers (escrow)', () => submitOffer(supplier, rfqUrl, '1150', 'Escrow'));
      await step('the offer shows on the buyer’s open page', () =>
        buyer.getByText('Delta Crude Supply Co').first().waitFor(),
      );
      const supplier2 = await step('second supplier signs in', () => newUser('supplier2', 'offers'));
      await step('second supplier offers', () => submitOffer(supplier2, rfqUrl, '1250'));
      await step('buyer counters the second offer', async () => {
        await buyer.getByText('₦6,250,000.00').first().waitFor();
        await counterOffer(buyer, 'Atlantic Refined Products', '1160');
      });
      await step('second supplier revises', () => reviseOffer(supplier2, rfqUrl, '1160'));
      await step('the revised offer shows on the buyer’s open page', () =>
        buyer.getByText('₦5,800,000.00').first().waitFor(),
      );
      const contractNumber = await step('buyer accepts', () => acceptOffer(buyer, 'Delta Crude Supply Co'));
      expect(contractNumber).toMatch(/^CON-/);
      await step('buyer signs', () => signTyped(buyer, contractNumber, 'Bola Adeyemi'));
      await step('supplier signs (drawn)', () => signDrawn(supplier, contractNumber, 'Sade Okonkwo'));

      // The buyer keeps its orders open from here on: what reaches it after the kill comes over its live stream.
      await step('buyer opens its orders', async () => {
        await buyer.goto('/orders');
        await buyer.getByRole('row', { name: new RegExp(contractNumber) }).waitFor();
      });

      // The kill: the instance holding the most of the browsers' live streams (haproxy's events backend, leastconn,
      // its servers' current sessions); requests are round robin, so it serves their calls as well. It dies.
      const statsBefore = await cluster.haproxy.stats();
      const streamsBefore = streamsPerInstance(statsBefore);
      const victimName = [...Object.entries(streamsBefore)].sort((a, b) => b[1] - a[1])[0]?.[0];
      const victim = cluster.instances.find((instance) => instance.name === victimName);
      if (!victim) throw new Error('no instance holds a live stream');
      const killedAt = performance.now();
      await victim.kill();
      const restart = victim.restart();
      // The journey carries on at once, on the instance left, while the killed one starts again.
      await step('supplier views the signed contract', async () => {
        await supplier.getByRole('button', { name: `View ${contractNumber}` }).click();
        const signatures = supplier.getByRole('region', { name: 'Signatures' });
        await signatures.getByText(/^Signed by Bola Adeyemi on /).waitFor();
        await signatures.getByRole('img', { name: 'Signature of Sade Okonkwo' }).waitFor();
      });
      const recoveredMs = performance.now() - killedAt;
      await restart;
      const restartMs = performance.now() - killedAt;
      const finance = await step('finance signs in', () => newUser('finance', 'payments'));
      await step('finance sees the payment schedule', async () => {
        await finance.goto('/contracts');
        await finance.getByRole('button', { name: `View ${contractNumber}` }).click();
        const detail = finance.getByRole('dialog', { name: `Contract ${contractNumber}` });
        await detail.getByRole('tab', { name: 'Settlements' }).click();
        await detail.getByText('₦1,150,000.00').waitFor();
        await detail.getByText('₦4,600,000.00').waitFor();
      });
      await step('supplier confirms the order', async () => {
        await supplier.goto('/orders');
        await confirmOrder(supplier, contractNumber);
      });
      // No reload: the buyer's stream, cut if it ran on the killed instance, came back through haproxy.
      const buyerRow = buyer.getByRole('row', { name: new RegExp(contractNumber) });
      await step('the buyer’s open orders show it confirmed, live', () =>
        buyerRow.getByText('Confirmed', { exact: true }).waitFor(),
      );
      const streamsAfter = streamsPerInstance(await cluster.haproxy.stats());

      const token = Date.now().toString(36).slice(-6);
      const cargo = `AGO resilience ${token}`;
      const title = tenderTitle(cargo);
      await step('supplier tenders the shipment to every carrier', async () => {
        // The order's row is found by its contract's number, shown beside the order's.
        await arrangeShipment(supplier, contractNumber, { cargoDescription: cargo, carrier: 'open', maxRate: '2500' });
        await notice(supplier, 'Shipment Arranged');
      });
      const loser = await step('a carrier signs in', () => newUser('logistics', 'logistics'));
      await step('it bids at the default rate', () => placeBid(loser, title, token, null, '$2,250.00'));
      const winner = await step('a second carrier signs in', () => newUser('logistics2', 'logistics'));
      await step('it bids its own rate', () => placeBid(winner, title, token, '2400', '$2,400.00'));
      await step('supplier awards the second carrier', () => awardBid(supplier, contractNumber, WINNER));
      await step('the winner’s open inbox shows the award, live', () =>
        winner.getByRole('article', { name: title }).getByText('Your bid: $2,400.00 · Awarded').waitFor(),
      );

      // The winner's driver and tanker, through the REST API as its fleet office would have entered them.
      const winnerApi = await apiSignIn(cluster, 'logistics2', DEMO_PASSWORD);
      const driver = await createDriver(winnerApi, {
        firstName: 'Garba',
        lastName: `Musa${token}`,
        availability: [{ availableFrom: dayIn(0), availableUntil: dayIn(10) }],
      });
      const vehicle = await createVehicle(winnerApi, { registrationNumber: registration('RSL') });
      await step('the winner assigns its driver and tanker', () =>
        assignCrew(winner, title, token, `${driver.firstName} ${driver.lastName}`, vehicle.registrationNumber),
      );
      await step('the job runs and completes on Live Job Tracking', async () => {
        await winner.goto(`/fleet/jobs?q=${token}`);
        await updateJob(winner, title, 'In progress');
        await updateJob(winner, title, 'Completed');
      });
      const supplierApi = await apiSignIn(cluster, 'supplier', DEMO_PASSWORD);
      const order = (await json(await supplierApi.get('/api/orders'), Orders)).find(
        (candidate) => candidate.contractNumber === contractNumber,
      );
      const shipmentNumber = order?.shipment?.shipmentNumber;
      if (!order || !shipmentNumber) throw new Error('the order has no shipment');
      expect(order.shipment?.status).toBe('delivered');
      await step('the winner submits the proof of delivery, signed on the pad', async () => {
        await winner.goto('/logistics');
        await submitPod(winner, shipmentNumber, { recipient: 'Tunde Bakare', signed: true, notes: 'Seals intact' });
      });
      const financeApi = await apiSignIn(cluster, 'finance', DEMO_PASSWORD);
      const payments = (await json(await financeApi.get('/api/payments'), z.array(ZPayment))).filter(
        (payment) => payment.orderId === order.id,
      );
      expect(payments).toHaveLength(2);
      await step('finance captures both payments into escrow', async () => {
        await finance.goto('/payments');
        await processPayments(
          finance,
          payments.map((payment) => payment.paymentNumber),
        );
      });
      await step('the buyer confirms receipt: escrow released', async () => {
        await buyer.goto('/orders');
        await confirmReceipt(buyer, contractNumber, /held in escrow is released to .* now\.$/);
        await buyerRow.getByText(/^Released .*\(receipt confirmed\)$/).waitFor();
      });
      const settled = (await json(await financeApi.get('/api/payments'), z.array(ZPayment))).filter(
        (payment) => payment.orderId === order.id,
      );
      expect(settled.map((payment) => payment.status)).toEqual(['completed', 'completed']);
      const settledBefore = funnelBefore.get('Settlement') ?? Number.NaN;
      const funnelAfter = await step('the admin funnel counts the deal, settled', () =>
        awaitFunnelCount(admin, 'Settlement', settledBefore + 1),
      );
      const journeyMs = performance.now() - journeyStarted;
      const statsAfter = await cluster.haproxy.stats();
      const added = (field: 'retries' | 'redispatches' | 'connectionErrors' | 'responseErrors' | 'serverErrors') =>
        statsAfter.reduce((sum, row) => sum + row[field], 0) - statsBefore.reduce((sum, row) => sum + row[field], 0);
      const afterKill = failures.filter((failure) => failure.at >= killedAt);
      const unanswered = afterKill.filter((failure) => !ABORTED_BY_PAGE.test(failure.what));

      figures('browser journey, an instance killed', {
        'steps (Chromium, through haproxy, 2 instances)': durations,
        killed: `${victim.name} (SIGKILL) after both signatures, holding the most live streams`,
        'live streams per instance (haproxy events backend) before the kill, after the order’s confirmation': `${JSON.stringify(streamsBefore)}, ${JSON.stringify(streamsAfter)}`,
        'next step’s screen right after the kill': `${(recoveredMs / 1000).toFixed(1)} s`,
        'killed instance ready again': `${(restartMs / 1000).toFixed(1)} s`,
        'requests without an answer or with a 5xx the browsers saw after the kill (aborted by the page left out)':
          unanswered.map((failure) => failure.what),
        'requests the pages aborted after the kill (navigations, streams)': afterKill.length - unanswered.length,
        'haproxy after the kill: retries, redispatches, connection errors, response errors, 5xx': [
          added('retries'),
          added('redispatches'),
          added('connectionErrors'),
          added('responseErrors'),
          added('serverErrors'),
        ].join(', '),
        'admin funnel, every stage': FUNNEL_STAGES.map(
          (stage) => `${stage} ${funnelBefore.get(stage)} → ${funnelAfter.get(stage)}`,
        ),
        journey: `${(journeyMs / 1000).toFixed(1)} s`,
        'total with the cluster’s start': `${((performance.now() - started) / 1000).toFixed(1)} s`,
      });
      expect(victim.running()).toBe(true);
      // No answer of 5xx reached a page: haproxy took the killed instance out of rotation (or retried elsewhere).
      expect(afterKill.filter((failure) => /^5\d\d /.test(failure.what))).toEqual([]);
      for (const stage of FUNNEL_STAGES)
        expect(funnelAfter.get(stage), stage).toBe((funnelBefore.get(stage) ?? Number.NaN) + 1);
    } finally {
      await browser.close();
    }
  });
});
