import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../deploy/cluster/cluster';
import { awaitFunnelCount, funnelCounts, openFunnel } from '../../e2e/support/admin-funnel';
import { launchChromium } from '../../e2e/support/browser';
import { arrangeShipment } from '../../e2e/support/arrange-shipment';
import { notice, signIn } from '../../e2e/support/journey';
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

/** Chromium's reason for a request the page itself gave up (a navigation away, a stream closed by the app). */
const ABORTED_BY_PAGE = /net::ERR_ABORTED$/;

/**
 * The buyer's and the supplier's journey in Chromium through haproxy in front of two instances, one of them SIGKILLed
 * once the contract is signed and started again while the journey goes on: every step's screen shows its state, with
 * no reload by the user.
 */
describe('a browser journey while an instance is killed and restarted', () => {
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
      await step('supplier offers', () => submitOffer(supplier, rfqUrl, '1150'));
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

      // The kill: either instance serves the browsers' next requests (round robin); app1 dies.
      const victim = cluster.instances[0];
      if (!victim) throw new Error('no instance');
      const statsBefore = await cluster.haproxy.stats();
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
        const row = supplier.getByRole('row', { name: new RegExp(contractNumber) });
        await row.getByRole('button', { name: 'Confirm Order' }).click();
        await notice(supplier, 'Order Confirmed');
      });
      await step('supplier tenders the shipment to every carrier', async () => {
        // The order's row is found by its contract's number, shown beside the order's.
        await arrangeShipment(supplier, contractNumber, {
          cargoDescription: '5,000 l AGO, one tanker',
          carrier: 'open',
          maxRate: '2500',
        });
        await notice(supplier, 'Shipment Arranged');
      });
      const signedBefore = funnelBefore.get('Contract signing') ?? Number.NaN;
      const funnelAfter = await step('the admin funnel counts the deal', () =>
        awaitFunnelCount(admin, 'Contract signing', signedBefore + 1),
      );
      const journeyMs = performance.now() - journeyStarted;
      const statsAfter = await cluster.haproxy.stats();
      const added = (field: 'retries' | 'redispatches' | 'connectionErrors' | 'responseErrors' | 'serverErrors') =>
        statsAfter.reduce((sum, row) => sum + row[field], 0) - statsBefore.reduce((sum, row) => sum + row[field], 0);
      const afterKill = failures.filter((failure) => failure.at >= killedAt);
      const unanswered = afterKill.filter((failure) => !ABORTED_BY_PAGE.test(failure.what));

      figures('browser journey, an instance killed', {
        'steps (Chromium, through haproxy, 2 instances)': durations,
        killed: `${victim.name} (SIGKILL) after both signatures`,
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
        'admin funnel, contract signing': `${signedBefore} before, ${funnelAfter.get('Contract signing')} after`,
        journey: `${(journeyMs / 1000).toFixed(1)} s`,
        'total with the cluster’s start': `${((performance.now() - started) / 1000).toFixed(1)} s`,
      });
      expect(victim.running()).toBe(true);
      // No answer of 5xx reached a page: haproxy took the killed instance out of rotation (or retried elsewhere).
      expect(afterKill.filter((failure) => /^5\d\d /.test(failure.what))).toEqual([]);
      for (const stage of ['RFQ creation', 'Quote response', 'Quote acceptance', 'Contract signing'] as const)
        expect(funnelAfter.get(stage), stage).toBe((funnelBefore.get(stage) ?? Number.NaN) + 1);
    } finally {
      await browser.close();
    }
  });
});
