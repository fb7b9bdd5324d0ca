import { drivers, vehicles } from '@energy/db/schema/fleet';
import { users } from '@energy/db/schema/users';
import { checkRouteAccess } from '@energy/domain/routes';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipmentBody, signedOrder } from '@energy/test/fulfilment';
import { chromiumAvailable } from './support/browser';
import { apiParties, signIn, useJourney } from './support/journey';

/**
 * Every list screen, for every role that may open it, at 1440 px and at 390 px: the page never
 * scrolls sideways, each row's actions sit inside the table's box without scrolling it, no badge is cut, no card's
 * content spills past its edge and no chart label is cut.
 */
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const ROLES = ['buyer', 'supplier', 'logistics', 'finance', 'admin'] as const;
const LIST_SCREENS = [
  '/',
  '/rfq',
  '/orders',
  '/offers',
  '/contracts',
  '/payments',
  '/settlements',
  '/logistics',
  '/pod',
  '/documents',
  '/organizations',
  '/notifications',
  '/fleet/vehicles',
  '/fleet/drivers',
  '/fleet/blackouts',
  '/fleet/tenders',
  '/fleet/assignments',
  '/fleet/jobs',
] as const;

interface Layout {
  scrollWidth: number;
  clientWidth: number;
  /** Row action buttons or links outside their table's visible box (or off the screen). */
  actionsOutside: string[];
  /** Badges whose text does not fit (root or label). */
  cutBadges: string[];
  /** Cards (panels) whose content spills past their edge, and chart tick labels cut at the chart's edge. */
  spills: string[];
  /** How many row actions and badges it measured (the lists are not empty). */
  actions: number;
  badges: number;
}

const measure = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const actionsOutside: string[] = [];
    for (const action of document.querySelectorAll('main [data-row-actions] button, main [data-row-actions] a')) {
      const box = action.getBoundingClientRect();
      if (box.width === 0) continue;
      // The nearest box that scrolls or clips sideways: the table's; else the screen.
      let frame: DOMRect = new DOMRect(0, 0, root.clientWidth, window.innerHeight);
      for (let parent = action.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) {
          frame = parent.getBoundingClientRect();
          break;
        }
      }
      if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.right > root.clientWidth + 1)
        actionsOutside.push(describe(action));
    }
    const cutBadges = [...document.querySelectorAll('main .mantine-Badge-root')]
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label');
        return (
          badge.scrollWidth > badge.clientWidth + 1 || (label !== null && label.scrollWidth > label.clientWidth + 1)
        );
      })
      .map(describe);
    const spills = [...document.querySelectorAll('main .mantine-Paper-root')]
      .filter((card) => getComputedStyle(card).overflowX === 'visible' && card.scrollWidth > card.clientWidth + 1)
      .map((card) => `card ${describe(card.querySelector('h2, h3, h4') ?? card)}`);
    for (const chart of document.querySelectorAll('main svg.recharts-surface')) {
      const frame = chart.getBoundingClientRect();
      for (const tick of chart.querySelectorAll('.recharts-cartesian-axis-tick text')) {
        const box = tick.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) spills.push(`chart tick ${describe(tick)}`);
      }
    }
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      actionsOutside,
      cutBadges,
      spills,
      actions: document.querySelectorAll('main [data-row-actions] button, main [data-row-actions] a').length,
      badges: document.querySelectorAll('main .mantine-Badge-root').length,
    };
  });

/**
 * Opens a screen as the app's own links do: through the router (history.pushState and the popstate it listens to),
 * with no page load; the bundle, the session and the lazy chunks already loaded stay. The headings of the screen left
 * behind are marked, so that settled() waits for the new screen's own.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('main h1, main h2')) heading.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/** The screen has drawn its rows, cards or empty state (no skeleton or loader left). */
async function settled(page: Page) {
  await page.locator('main h1:not([data-left]), main h2:not([data-left])').first().waitFor();
  await page
    .waitForFunction(
      () => document.querySelectorAll('main .mantine-Skeleton-root, main .mantine-Loader-root').length === 0,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await afterLayout(page);
}

/**
 * The fonts, the transitions a resize started (the app shell slides its navigation away below its breakpoint, over
 * 200 ms, and the page measured midway was 57 px narrower) and two animation frames: what a resize or a late row
 * changed has been laid out and painted.
 */
async function afterLayout(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => done(null)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(() => done(null)));
  });
  await page.waitForTimeout(100);
}

describe.skipIf(!chromiumAvailable)('list screens at 1440 and 390 px, every role, in Chromium', () => {
  const journey = useJourney();

  // Rows on every list: an RFQ, its offer and contract, a confirmed order with its payments and an open tender,
  // and a carrier's driver (license expired: the compliance badge) and vehicle (insurance expiring).
  beforeAll(async () => {
    const parties = await apiParties(journey.server);
    const { order } = await signedOrder(parties);
    expect((await parties.supplier.post(`/api/orders/${order.id}/confirm`)).status).toBe(200);
    const tender = { maxRate: 50_000_00, bidDeadline: new Date(Date.now() + 86_400_000).toISOString() };
    expect((await parties.supplier.post('/api/logistics/shipments', shipmentBody(order.id, { tender }))).status).toBe(
      201,
    );
    const { db } = journey.server.database;
    const [carrier] = await db.select().from(users).where(eq(users.username, 'logistics'));
    if (!carrier?.organizationId) throw new Error('the demo carrier is missing');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await db.insert(drivers).values({
      organizationId: carrier.organizationId,
      firstName: 'Oluwaseun',
      lastName: 'Adebayo-Williams',
      email: 'oluwaseun.adebayo-williams@haulage.example',
      phone: '+234 803 555 0199',
      licenseNumber: 'LAG-DL-2026-000417',
      licenseClass: 'E',
      licenseExpiry: day(-3),
      hasAdr: true,
      adrExpiry: day(12),
      createdBy: carrier.id,
    });
    await db.insert(vehicles).values({
      organizationId: carrier.organizationId,
      registrationNumber: 'LSR-482-XA',
      make: 'Mercedes-Benz',
      model: 'Actros 2645 LS',
      year: 2021,
      vehicleType: 'tanker',
      capacity: '33000',
      insuranceExpiryDate: day(10),
      roadworthinessExpiry: day(-1),
      createdBy: carrier.id,
    });
  });

  it.each(ROLES)("%s: no sideways page scroll, row actions inside the table's box, no cut badge", async (role) => {
    const { page, context } = await journey.newUser();
    await signIn(page, role);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    const failures: Record<string, Layout> = {};
    const measured = { actions: 0, badges: 0 };
    const screens = LIST_SCREENS.filter((path) => checkRouteAccess(role, path).allowed);
    // Each screen is opened once, at the first width, then measured at each width as the window is resized (a
    // user turning a tablet or narrowing a window sees the same). The first is loaded, the others opened in the app
    // as its navigation does: a page load per screen (the bundle parsed and run again, the first frame hydrated)
    // was most of this file's time.
    for (const [index, path] of screens.entries()) {
      await page.setViewportSize(WIDTHS[0]);
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await settled(page);
      for (const viewport of WIDTHS) {
        if (viewport !== WIDTHS[0]) {
          await page.setViewportSize(viewport);
          await afterLayout(page);
        }
        const layout = await measure(page);
        measured.actions += layout.actions;
        measured.badges += layout.badges;
        if (
          layout.scrollWidth > layout.clientWidth ||
          layout.actionsOutside.length > 0 ||
          layout.cutBadges.length > 0 ||
          layout.spills.length > 0
        ) {
          failures[`${viewport.width}px ${path}`] = layout;
        }
      }
    }
    await context.close();
    expect(screens.length).toBeGreaterThan(3);
    // The screens had rows with buttons and badges to measure, at both widths.
    expect(measured.actions).toBeGreaterThan(0);
    expect(measured.badges).toBeGreaterThan(0);
    expect(failures).toEqual({});
  });
});
