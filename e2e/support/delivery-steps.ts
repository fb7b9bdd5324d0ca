import type { Locator, Page } from 'playwright-core';
import { notice, noticeOrFailure } from './journey';
import { drawSignature } from './signature';

/** The carrier's row of `shipmentNumber` on its Logistics Dashboard (/logistics). */
export const shipmentRow = (page: Page, shipmentNumber: string) =>
  page.getByRole('row', { name: new RegExp(shipmentNumber) });

/** The supplier confirms the order on its /orders row named by `orderRef` (the order's or its contract's number). */
export async function confirmOrder(page: Page, orderRef: string): Promise<void> {
  await page
    .getByRole('row', { name: new RegExp(orderRef) })
    .getByRole('button', { name: 'Confirm Order' })
    .click();
  await notice(page, 'Order Confirmed');
}

/** The named carrier accepts the shipment tendered to it from its row on /logistics. */
export async function acceptShipment(page: Page, shipmentNumber: string): Promise<void> {
  await shipmentRow(page, shipmentNumber)
    .getByRole('button', { name: `Accept ${shipmentNumber}` })
    .click();
  await notice(page, 'Shipment Accepted');
}

/** The carrier starts transit from the shipment's row (its job has a driver and a vehicle) and waits for the move's notice. */
export async function startTransit(page: Page, shipmentNumber: string): Promise<void> {
  await shipmentRow(page, shipmentNumber).getByRole('button', { name: 'Start Transit' }).click();
  await noticeOrFailure(page, new RegExp(`${shipmentNumber} has left `), 'Update Failed');
}

/** The carrier marks the shipment delivered from its row, through the confirmation, and waits for the move's notice. */
export async function markDelivered(page: Page, shipmentNumber: string): Promise<void> {
  await shipmentRow(page, shipmentNumber).getByRole('button', { name: 'Mark Delivered' }).click();
  await page
    .getByRole('dialog', { name: 'Mark this shipment delivered?' })
    .getByRole('button', { name: 'Mark Delivered', exact: true })
    .click();
  await noticeOrFailure(page, new RegExp(`${shipmentNumber} has arrived at `), 'Update Failed');
}

export interface PodEntry {
  recipient: string;
  /** Drawn on the pad with the mouse. */
  signed?: boolean;
  notes?: string;
  /** Fills the receiver's measured fields (volume, temperature, density) inside the form. */
  measure?: (form: Locator) => Promise<void>;
}

/** The carrier submits the proof of delivery of a delivered shipment from its row, and waits for the notice. */
export async function submitPod(page: Page, shipmentNumber: string, entry: PodEntry): Promise<void> {
  await shipmentRow(page, shipmentNumber)
    .getByRole('button', { name: `Submit POD for ${shipmentNumber}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Submit Proof of Delivery' });
  await form.getByRole('textbox', { name: 'Recipient Name', exact: true }).fill(entry.recipient);
  if (entry.signed) await drawSignature(page, form.getByLabel('Signature pad'));
  if (entry.notes) await form.getByRole('textbox', { name: 'Notes', exact: true }).fill(entry.notes);
  await entry.measure?.(form);
  await form.getByRole('button', { name: 'Submit POD' }).click();
  await notice(page, 'POD Submitted');
}

/** Finance processes each of `paymentNumbers` on /payments (already open) and waits until the list has refetched. */
export async function processPayments(page: Page, paymentNumbers: readonly string[]): Promise<void> {
  for (const paymentNumber of paymentNumbers) {
    await page.getByRole('button', { name: `Process ${paymentNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Process Payment' });
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await notice(page, 'Payment Captured');
    await dialog.waitFor({ state: 'hidden' });
  }
  // The list refetches after each capture: the Process buttons go once it has.
  for (const paymentNumber of paymentNumbers)
    await page.getByRole('button', { name: `Process ${paymentNumber}` }).waitFor({ state: 'detached' });
}

/**
 * The buyer confirms receipt of the order on the /orders row named by `orderRef` (its order's or its contract's
 * number), through the dialog, once the dialog shows `says` (what happens to the money) when given.
 */
export async function confirmReceipt(page: Page, orderRef: string, says?: RegExp): Promise<void> {
  await page
    .getByRole('row', { name: new RegExp(orderRef) })
    .getByRole('button', { name: /^Confirm receipt of / })
    .click();
  const receipt = page.getByRole('dialog', { name: 'Confirm Receipt' });
  if (says) await receipt.getByText(says).waitFor();
  await receipt.getByRole('button', { name: 'Confirm Receipt' }).click();
  await notice(page, 'Receipt Confirmed');
}
