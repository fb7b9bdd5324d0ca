import { SETTINGS_MESSAGES } from '@energy/domain/schemas/settings';
import { notifyNow } from '@energy/test/mail';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRfq, signIn as apiSignIn, submitOffer } from '@energy/test/procurement';
import { chromiumAvailable } from './support/browser';
import { useJourney } from './support/journey';

/** Console errors and uncaught page errors, as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** /notifications as the buyer, in Chromium. */
describe.skipIf(!chromiumAvailable)('notifications, in Chromium', () => {
  const journey = useJourney();

  it('the first frame of /notifications hydrates with no error, titled "Notifications · EnergyHub"; navigation retitles the page', async () => {
    const buyer = await apiSignIn(journey.server, 'buyer');
    const supplier = await apiSignIn(journey.server, 'supplier');
    const rfq = await createRfq(buyer, { title: 'Hydration diesel lot' });
    await submitOffer(supplier, rfq.id);
    await notifyNow(journey.server, journey.server.url);
    const cookie = { name: 'session', value: buyer.sessionCookie ?? '', url: journey.server.url };

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const { context, page } = await journey.newUser();
      await page.setViewportSize(viewport);
      // A phone's CPU (6 times slower): the layout's queries then answer while the page is still being taken over,
      // which drew their answer over the server's "loading" frame (React #418) until the layout and the screen
      // were taken over in one pass (apps/web/src/lazy-screens.tsx).
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await context.addCookies([cookie]);
      const errors = errorsOf(page);
      // The server's own HTML: the frame and its title.
      const html = await (await context.request.get('/notifications')).text();
      expect(html).toContain('<title>Notifications · EnergyHub</title>');
      expect(html).toContain('<div id="root" inert>');
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () =>
          Object.assign(window, { frameHeading: document.querySelector('h1') }),
        );
      });
      await page.goto('/notifications');
      const item = page.getByRole('listitem', { name: 'New offer' }).first();
      await item.waitFor();
      await expect.poll(() => item.textContent()).toContain(rfq.rfqNumber);
      await item.getByText('Just now').waitFor();
      expect(await page.locator('#root').getAttribute('inert')).toBeNull();
      // Taken over as it stood: the server's heading is the one on screen (a mismatch redraws it, with an error).
      expect(
        await page.evaluate(
          () => document.querySelector('h1') === (window as unknown as { frameHeading: unknown }).frameHeading,
        ),
      ).toBe(true);
      expect(await page.title()).toBe('Notifications · EnergyHub');
      expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }

    const { context, page } = await journey.newUser();
    await context.addCookies([cookie]);
    await page.goto('/notifications');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await expect.poll(() => page.title()).toBe('Settings · EnergyHub');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'RFQ & Quotes' }).click();
    await expect.poll(() => page.title()).toBe('RFQ Management · EnergyHub');
    await context.close();
  });

  it('a notice is dismissed by a swipe of 50 px to the right, not by 40 px', async () => {
    const buyer = await apiSignIn(journey.server, 'buyer');
    const { context, page } = await journey.newUser();
    await context.addCookies([{ name: 'session', value: buyer.sessionCookie ?? '', url: journey.server.url }]);
    await page.goto('/settings?tab=notifications');
    const save = page.getByRole('button', { name: 'Save Notification Settings' });
    const showNotice = async () => {
      await save.click();
      const shown = page.locator('.mantine-Notification-root', { hasText: SETTINGS_MESSAGES.preferencesSaved });
      await shown.waitFor();
      return shown;
    };
    const swipe = async (dx: number) => {
      const box = await page.locator('.mantine-Notification-root').first().boundingBox();
      if (!box) throw new Error('no notice on screen');
      const x = box.x + 40;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (const step of [0.25, 0.5, 0.75, 1]) await page.mouse.move(x + dx * step, y);
      await page.mouse.up();
    };

    const notice = await showNotice();
    await swipe(40);
    await page.waitForTimeout(400);
    expect(await notice.isVisible()).toBe(true);
    await swipe(50);
    await notice.waitFor({ state: 'detached' });

    // The close button still dismisses one.
    const again = await showNotice();
    await again.getByRole('button', { name: 'Close notification' }).click();
    await again.waitFor({ state: 'detached' });
    await context.close();
  });
});
