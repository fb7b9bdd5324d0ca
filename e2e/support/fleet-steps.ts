import type { Locator, Page } from 'playwright-core';
import { notice } from './journey';

/**
 * A tender's title on its cards and dialogs: the cargo description and the route that arrangeShipment types
 * (e2e/support/arrange-shipment.ts).
 */
export const tenderTitle = (cargoDescription: string) =>
  `${cargoDescription} from Apapa depot, Lagos to Ikeja plant, Lagos`;

/**
 * A carrier bids on the tender `title` from its Tender Inbox (/fleet/tenders, searched by `search`): at `rate` in
 * dollars as typed, or at the dialog's default (90 % of the maximum) when `rate` is null. Resolves once the card
 * shows the bid as submitted.
 */
export async function placeBid(
  page: Page,
  title: string,
  search: string,
  rate: string | null,
  shown: string,
  /** Checks on the card and the dialog's rate before the bid is sent. */
  check?: (card: Locator, rateInput: Locator) => Promise<void>,
): Promise<void> {
  await page.goto(`/fleet/tenders?q=${encodeURIComponent(search)}`);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Bid on ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Place Bid: ${title}` });
  const rateInput = dialog.getByRole('textbox', { name: 'Proposed Rate (USD)', exact: true });
  await check?.(card, rateInput);
  if (rate) await rateInput.fill(rate);
  await dialog.getByRole('textbox', { name: 'Estimated Delivery Time', exact: true }).fill('2-3 business days');
  await dialog.getByRole('button', { name: 'Submit Bid' }).click();
  await notice(page, 'Tender Accepted');
  await card.getByText(`Your bid: ${shown} · Submitted`).waitFor();
}

/**
 * The supplier, on /orders, opens the shipment of `orderRef` (an order's or its contract's number) and awards its
 * tender to `winner` through the confirmation. Resolves to the open tracking dialog once the notice has shown.
 */
export async function awardBid(
  page: Page,
  orderRef: string,
  winner: string,
  /** Checks on the tracking dialog (its bids) before the award. */
  check?: (tracking: Locator) => Promise<void>,
): Promise<Locator> {
  await page
    .getByRole('row', { name: new RegExp(orderRef) })
    .getByRole('button', { name: /^Track / })
    .click();
  const tracking = page.getByRole('dialog', { name: 'Shipment Tracking' });
  await check?.(tracking);
  await tracking.getByRole('button', { name: `Award to ${winner}` }).click();
  await page
    .getByRole('dialog', { name: 'Award this bid?' })
    .getByRole('button', { name: 'Award', exact: true })
    .click();
  await notice(page, 'Bid Awarded');
  return tracking;
}

/** The winning carrier assigns `driver` and the vehicle `registration` to the job `title` on /fleet/assignments. */
export async function assignCrew(page: Page, title: string, search: string, driver: string, registration: string) {
  await page.goto(`/fleet/assignments?q=${encodeURIComponent(search)}`);
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Assign ${title}` })
    .click();
  const assign = page.getByRole('dialog', { name: `Assign Driver: ${title}` });
  await assign.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: new RegExp(driver) }).click();
  await assign.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: new RegExp(registration) }).click();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await notice(page, 'Driver Assigned');
}

/** Moves the job `title` on Live Job Tracking (already open) to `status` ('In progress', 'Completed') with a note. */
export async function updateJob(page: Page, title: string, status: string): Promise<void> {
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Update ${title}` }).click();
  const update = page.getByRole('dialog', { name: `Update Job: ${title}` });
  await update.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await update.getByRole('textbox', { name: 'Notes', exact: true }).fill(`${status} at ${new Date().toISOString()}`);
  await update.getByRole('button', { name: 'Update Status' }).click();
  await notice(page, 'Status Updated');
  await update.waitFor({ state: 'hidden' });
  await card.getByText(status, { exact: true }).waitFor();
}
