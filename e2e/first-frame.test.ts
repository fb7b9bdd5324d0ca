import { LANDING_PATHS, ROLES } from '@energy/domain/roles';
import { describe, expect, it } from 'vitest';
import { createRfq, signIn as apiSignIn } from '@energy/test/procurement';
import { chromiumAvailable } from './support/browser';
import { useJourney } from './support/journey';

/** A phone's browser (Lighthouse's mobile user agent): the server draws its pages' first frames for a phone. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

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

    // What the server sent, with no script at all: the layout, the title and the list's rows, drawn from the
    // buyer's own answers; as a table for a desktop browser, as cards for a phone's (it says it is one).
    for (const device of [{ phone: false }, { phone: true, userAgent: PHONE_USER_AGENT }]) {
      const still = await journey.browser.newContext({
        baseURL: journey.server.url,
        javaScriptEnabled: false,
        ...(device.phone ? { userAgent: device.userAgent, isMobile: true, viewport: { width: 390, height: 844 } } : {}),
      });
      await still.addCookies([cookie]);
      const frame = await still.newPage();
      await frame.goto('/rfq');
      await expect.poll(() => frame.locator('h1').textContent()).toBe('RFQ Management');
      expect(await frame.locator('h1').isVisible()).toBe(true);
      expect(await frame.getByText(rfq.title).first().isVisible()).toBe(true);
      expect(await frame.getByText('Loading RFQs...').count()).toBe(0);
      expect(await frame.locator('.mantine-datatable').count()).toBe(device.phone ? 0 : 1);
      expect(await frame.locator('nav[aria-label="Main navigation"]').isVisible()).toBe(true);
      expect(await frame.locator('#root').getAttribute('inert')).toBe('');
      await still.close();
    }

    // The app over it, on a phone and on a wide screen: React takes the frame over as it stands (the heading the
    // server sent is the one on screen afterwards; a mismatch would have it drawn anew, with an error in the
    // console), asks for none of the answers the frame was drawn with, the frame's inertness is gone and the page
    // answers clicks.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const phone = viewport.width < 768;
      const { context, page } = await journey.newUser(phone ? { userAgent: PHONE_USER_AGENT, isMobile: true } : {});
      await page.setViewportSize(viewport);
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/trpc/')) asked.push(...url.pathname.slice('/api/trpc/'.length).split(','));
      });
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
      // The frame holds the rows already; the app has taken it over once the frame is no longer inert.
      await page.locator('#root:not([inert])').waitFor();
      await page.getByText(rfq.title).first().waitFor();
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
      expect(asked).not.toContain('rfq.list');
      expect(asked).not.toContain('notification.counters');
      await context.close();
    }
  });

  it('hears what changed while the page was loading: its live feed starts where its answers were read', async () => {
    const buyer = await apiSignIn(journey.server, 'buyer');
    await createRfq(buyer, { title: 'Drawn before the change' });
    const { context, page } = await journey.newUser();
    await context.addCookies([{ name: 'session', value: buyer.sessionCookie ?? '', url: journey.server.url }]);
    // The app's scripts are held back until the change is made: the frame is drawn, the feed not yet open.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/rfq', { waitUntil: 'commit' });
    await page.getByText('Drawn before the change').first().waitFor();
    const later = await createRfq(buyer, { title: 'Created while the page loaded' });
    release();
    await page.locator('#root:not([inert])').waitFor();
    // No reload: the feed replays the event raised after the frame's answers, and the list refreshes.
    await page.getByText(later.title).first().waitFor({ timeout: 10_000 });
    await context.close();
  });
  it('acts on a tap made on the frame before the app took it over, once it has', async () => {
    const buyer = await apiSignIn(journey.server, 'buyer');
    const { context, page } = await journey.newUser();
    await context.addCookies([{ name: 'session', value: buyer.sessionCookie ?? '', url: journey.server.url }]);
    // The page's own scripts (its entry and what that imports, named in the page) run at once; the app they then
    // ask for is held back until the tap has been made on the inert frame.
    const html = await (await context.request.get('/rfq')).text();
    const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let appAskedFor: () => void = () => undefined;
    const asking = new Promise<void>((resolve) => {
      appAskedFor = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (named.has(new URL(route.request().url()).pathname)) return route.continue();
      appAskedFor();
      await released;
      await route.continue();
    });
    await page.goto('/rfq', { waitUntil: 'commit' });
    await asking;
    const create = page.locator('#root[inert] button', { hasText: 'Create RFQ' });
    const box = await create.boundingBox();
    if (!box) throw new Error('the frame has no Create RFQ button on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.locator('#root:not([inert])').waitFor();
    await page.getByRole('dialog').waitFor({ timeout: 10_000 });
    await context.close();
  });

  it("builds no zod schema while a role's landing page or dashboard loads: forms build theirs when opened", async () => {
    // A schema module built on a page's load was its longest task on a phone (the layout's sign-in schemas, ~55 ms
    // of one task, four times that under Lighthouse; the logistics list's dialogs' 1,420 schemas). zod calls this
    // hook for every schema it builds.
    const built: string[] = [];
    for (const role of ROLES) {
      const session = await apiSignIn(journey.server, role);
      for (const path of new Set([LANDING_PATHS[role], `/dashboard/${role}`])) {
        const { context, page } = await journey.newUser();
        await context.addCookies([{ name: 'session', value: session.sessionCookie ?? '', url: journey.server.url }]);
        await page.addInitScript(() => {
          const counted = { schemas: 0 };
          Object.assign(window, { schemasBuilt: counted });
          Object.assign(globalThis, { __zod_globalConfig: { postProcessor: () => void (counted.schemas += 1) } });
        });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const schemas = await page.evaluate(
          () => (window as unknown as { schemasBuilt: { schemas: number } }).schemasBuilt.schemas,
        );
        if (schemas > 0) built.push(`${path} (${role}): ${schemas}`);
        await context.close();
      }
    }
    expect(built).toEqual([]);
  });
});
