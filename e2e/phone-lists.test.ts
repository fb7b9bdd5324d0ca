import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paymentsOf, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import { chromiumAvailable } from './support/browser';
import { apiParties, signIn, useJourney } from './support/journey';

const PHONE = { width: 390, height: 844 };

/**
 * Whether the page scrolls sideways: the document wider than the screen, and the elements that stick out past
 * its right edge without a scrolling or clipping box of their own (a layout that hides the overflow still cuts them).
 */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (
          ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX) &&
          parent.tagName !== 'MAIN'
        )
          return true;
      }
      return false;
    };
    const outside = [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1 && !clipped(element))
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').slice(0, 40)}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, outside };
  });

/** A row action on a phone: scroll to its card, then the whole button is on the screen. */
async function actionInReach(page: Page, cardText: string, button: string) {
  const card = page.locator('article', { hasText: cardText });
  await card.scrollIntoViewIfNeeded();
  const box = await card.getByRole('button', { name: button }).boundingBox();
  expect(box).not.toBeNull();
  const { x = -1, y = -1, width = 0, height = 0 } = box ?? {};
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(PHONE.width);
  expect(y + height).toBeLessThanOrEqual(PHONE.height);
}

describe.skipIf(!chromiumAvailable)('lists on a 390 px phone, in Chromium', () => {
  const journey = useJourney();

  it("the settlement, payment and logistics dashboards never scroll sideways, and each row's action is in reach on its card", async () => {
    const server = journey.server;
    const parties = await apiParties(server);
    // A confirmed order: its payments wait for finance, its shipment is an open tender for every carrier.
    const { order } = await signedOrder(parties);
    expect((await parties.supplier.post(`/api/orders/${order.id}/confirm`)).status).toBe(200);
    const [advance] = await paymentsOf(parties.finance, order.id);
    const created = await parties.supplier.post(
      '/api/logistics/shipments',
      shipmentBody(order.id, {
        tender: { maxRate: 50_000_00, bidDeadline: new Date(Date.now() + 86_400_000).toISOString() },
      }),
    );
    expect(created.status).toBe(201);
    const shipment = (await created.json()) as { shipmentNumber: string };

    const finance = await journey.newUser();
    await finance.page.setViewportSize(PHONE);
    await signIn(finance.page, 'finance');
    await finance.page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    await finance.page.goto('/settlements');
    await finance.page.getByText('Recent Settlements').waitFor();
    const settlements = await scrollsSideways(finance.page);
    expect(settlements.scrollWidth).toBeLessThanOrEqual(settlements.clientWidth);
    expect(settlements.outside).toEqual([]);

    await finance.page.goto('/payments');
    await finance.page.locator('article', { hasText: advance?.paymentNumber ?? '' }).waitFor();
    const payments = await scrollsSideways(finance.page);
    expect(payments.scrollWidth).toBeLessThanOrEqual(payments.clientWidth);
    expect(payments.outside).toEqual([]);
    await actionInReach(finance.page, advance?.paymentNumber ?? '', `Process ${advance?.paymentNumber}`);
    await finance.context.close();

    const carrier = await journey.newUser();
    await carrier.page.setViewportSize(PHONE);
    await signIn(carrier.page, 'logistics');
    await carrier.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await carrier.page.goto('/logistics');
    await carrier.page.locator('article', { hasText: shipment.shipmentNumber }).waitFor();
    const shipments = await scrollsSideways(carrier.page);
    expect(shipments.scrollWidth).toBeLessThanOrEqual(shipments.clientWidth);
    expect(shipments.outside).toEqual([]);
    await actionInReach(carrier.page, shipment.shipmentNumber, `Accept ${shipment.shipmentNumber}`);
    await carrier.context.close();
  });
});
