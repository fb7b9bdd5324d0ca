import type { Page } from 'playwright-core';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
/** The tender deadline as its picker takes it typed, e.g. "November 20, 2026 2:30 PM" (the browser's time zone). */
const longDateTime = (date: Date) =>
  `${longDate(date)} ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true }).format(date)}`;

export interface ArrangeTerms {
  cargoDescription: string;
  /** A company's name, or the open tender to every logistics company. */
  carrier: string | 'open';
  /** The tender's maximum rate in dollars, as typed. */
  maxRate: string;
}

/** The supplier fills the Arrange Shipment dialog of an order row on /orders (the shipment and its tender terms) and sends it. */
export async function arrangeShipment(page: Page, orderNumber: string, terms: ArrangeTerms): Promise<void> {
  await page
    .getByRole('row', { name: new RegExp(orderNumber) })
    .getByRole('button', { name: 'Arrange Shipment' })
    .click();
  const arrange = page.getByRole('dialog', { name: 'Arrange Shipment' });
  await arrange.getByRole('textbox', { name: 'Origin', exact: true }).fill('Apapa depot, Lagos');
  await arrange.getByRole('textbox', { name: 'Destination', exact: true }).fill('Ikeja plant, Lagos');
  const typed: [string, string][] = [
    // The deadline falls before the departure day begins (the form refuses a deadline after the departure).
    ['Estimated Departure', longDate(inDays(2))],
    ['Estimated Arrival', longDate(inDays(3))],
    ['Bid Deadline', longDateTime(inDays(0.5))],
  ];
  for (const [label, text] of typed) {
    const input = arrange.getByRole('textbox', { name: label, exact: true });
    await input.fill(text);
    await input.press('Tab');
  }
  await arrange.getByRole('textbox', { name: 'Cargo Description', exact: true }).fill(terms.cargoDescription);
  if (terms.carrier !== 'open') {
    await arrange.getByRole('combobox', { name: 'Logistics Company', exact: true }).click();
    await page.getByRole('option', { name: terms.carrier, exact: true }).click();
  }
  await arrange.getByRole('textbox', { name: 'Maximum Rate (USD)', exact: true }).fill(terms.maxRate);
  await arrange.getByRole('button', { name: 'Arrange Shipment' }).click();
}
