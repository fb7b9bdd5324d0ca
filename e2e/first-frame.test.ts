import { describe, expect, it } from 'vitest';
import { createRfq, signIn as apiSignIn } from '@energy/test/procurement';
import { chromiumAvailable } from './support/browser';
import { useJourney } from './support/journey';

/**
 * Signed-in pages arrive drawn: the server renders the page's first frame (the web build's renderer,
 * apps/web/src/entry-server.tsx) into index.html, so the title and layout paint before any script has
 * loaded; the app then replaces that frame with the same page, usable.
 */
describe.skipIf(!chromiumAvailable)("a signed-in page's first frame, in Chromium", () => {
  const journey = useJourney();

  it('paints the page before any script runs, inert; the app then takes it over as it stands, usable, with no error', async () => {
    const buyer = await apiSignIn(journey.server, 'buyer');
    const rfq = await createRfq(buyer, { title: 'First frame diesel lot' });
    const cookie = { name: 'session', value: buyer.sessionCookie ?? '', url: journey.server.url };

    // What the server sent, with no script at all: the layout, the title and the list's loading state.
    const still = await journey.browser.newContext({ baseURL: journey.server.url, javaScriptEnabled: false });
    await still.addCookies([cookie]);
    const frame = await still.newPage();
    await frame.goto('/rfq');
    await expect.poll(() => frame.locator('h1').textContent()).toBe('RFQ Management');
    expect(await frame.locator('h1').isVisible()).toBe(true);
    expect(await frame.getByText('Loading RFQs...').isVisible()).toBe(true);
    // The skeleton rows hold still: pulsing, they repainted every frame while the page started (theme.ts).
    expect(await frame.getByTestId('skeleton-row').count()).toBeGreaterThan(0);
    expect(await frame.locator('[data-testid="skeleton-row"][data-animate]').count()).toBe(0);
    expect(await frame.locator('nav[aria-label="Main navigation"]').isVisible()).toBe(true);
    expect(await frame.locator('#root').getAttribute('inert')).toBe('');
    await still.close();

    // The app over it, on a phone and on a wide screen: React takes the frame over as it stands (the heading the
    // server sent is the one on screen afterwards; a mismatch would have it drawn anew, with an error in the
    // console), the list loads, the frame's inertness is gone and the page answers clicks.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const { context, page } = await journey.newUser();
      await page.setViewportSize(viewport);
      await context.addCookies([cookie]);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Before any of the app's scripts has run (they wait for the frame's first paint), remember the frame's heading
      // and the ids Mantine gave its components (inputs, popovers, the shell).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () =>
          Object.assign(window, {
            frameHeading: document.querySelector('h1'),
            frameIds: [...document.querySelectorAll('#root [id^="mantine-"]')].map((element) => [element, element.id]),
          }),
        );
      });
      await page.goto('/rfq');
      await page.getByText(rfq.title).first().waitFor();
      expect(await page.locator('#root').getAttribute('inert')).toBeNull();
      expect(
        await page.evaluate(
          () => document.querySelector('h1') === (window as unknown as { frameHeading: unknown }).frameHeading,
        ),
      ).toBe(true);
      // The ids stay as the server drew them: Mantine's own useId swapped each for a random one right after
      // hydrating, drawing every component holding one a second time in a long task (apps/web/src/stable-mantine-id.ts).
      const ids = await page.evaluate(() => {
        const frameIds = (window as unknown as { frameIds: [Element, string][] }).frameIds;
        return {
          drawn: frameIds.length,
          changed: frameIds.filter(([element, id]) => element.isConnected && element.id !== id).map(([, id]) => id),
        };
      });
      expect(ids.drawn).toBeGreaterThan(0);
      expect(ids.changed).toEqual([]);
      // The page's chunks came through the module graph, not one <link rel="modulepreload"> each: each link took
      // the main thread about a millisecond, and a screen's were appended all at once (apps/web/vite.config.ts).
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
      // The table's stylesheet comes with the table's chunk, on the wide screen (RowsTable.tsx), not with every page.
      const tableStyled = await page.evaluate(() => {
        const table = document.querySelector('.mantine-datatable');
        return table ? getComputedStyle(table).getPropertyValue('--mantine-datatable-selection-color') !== '' : null;
      });
      expect(tableStyled).toBe(viewport.width > 768 ? true : null);
      await page.getByRole('button', { name: 'Create RFQ' }).click();
      await page.getByRole('dialog').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
