import type { Locator, Page } from 'playwright-core';
import { drawSignature } from './signature';

const longDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

/** Picks `option` in the select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date `daysAhead` from today into the date picker labelled `label`, as a user would. */
export async function typeDate(scope: Locator, label: string, daysAhead: number): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(longDate(daysAhead));
  await input.press('Tab');
}

/** The buyer (on /rfq) creates an RFQ for 5,000 l of AGO and opens it; resolves to the RFQ's page URL. */
export async function createRfq(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Create RFQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create RFQ' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await choose(page, dialog, 'Product Type', 'Refined Products');
  await choose(page, dialog, 'Refined Product Type', 'AGO');
  await dialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill('5000');
  await choose(page, dialog, 'Unit', 'liters');
  await dialog.getByRole('textbox', { name: 'Delivery Location', exact: true }).fill('Apapa, Lagos');
  await typeDate(dialog, 'Delivery Date', 30);
  await typeDate(dialog, 'Close Date', 10);
  await dialog.getByRole('button', { name: 'Submit RFQ' }).click();
  await page.getByText('RFQ Created').waitFor();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: /^View RFQ-/ }).click();
  await page.waitForURL(/\/rfq\/[0-9a-f-]{36}$/);
  return page.url();
}

/**
 * A supplier submits an offer on the RFQ page at `rfqUrl`: `unitPrice` a litre, 20 % in advance, the rest in 30 days,
 * paid by `method` (as the select names it).
 */
export async function submitOffer(
  page: Page,
  rfqUrl: string,
  unitPrice: string,
  method = 'Bank transfer',
): Promise<void> {
  await page.goto(rfqUrl);
  await page.getByRole('textbox', { name: 'Unit Price', exact: true }).fill(unitPrice);
  await typeDate(page.locator('form'), 'Valid Until', 20);
  await choose(page, page.locator('form'), 'Payment Method', method);
  await page.getByRole('textbox', { name: 'Days to Payment', exact: true }).fill('30');
  await page.getByRole('textbox', { name: 'Advance Payment (%)', exact: true }).fill('20');
  await page.getByRole('button', { name: 'Submit Offer' }).click();
  await page.getByText('Offer Submitted').waitFor();
}

/** The buyer, on the RFQ's page, accepts the offer of `supplier`; resolves to the contract's number. */
export async function acceptOffer(page: Page, supplier: string): Promise<string> {
  await page.getByRole('button', { name: `Accept offer from ${supplier}` }).click();
  await page.getByRole('dialog', { name: 'Accept Offer' }).getByRole('button', { name: 'Confirm Accept' }).click();
  const text = await page
    .getByText(/CON-\d{4}-\d{6}/)
    .first()
    .textContent();
  return text?.match(/CON-\d{4}-\d{6}/)?.[0] ?? '';
}

/** Opens the signing dialog of `contractNumber` on /contracts with the signer's full name filled in. */
async function openSigning(page: Page, contractNumber: string, fullName: string) {
  await page.goto('/contracts');
  await page
    .getByRole('row', { name: new RegExp(contractNumber) })
    .getByRole('button', { name: 'Sign Contract' })
    .click();
  const signing = page.getByRole('dialog', { name: `Sign ${contractNumber}` });
  await signing.getByRole('textbox', { name: 'Full name' }).fill(fullName);
  return signing;
}

/** Signs `contractNumber` on /contracts with a typed signature. */
export async function signTyped(page: Page, contractNumber: string, fullName: string): Promise<void> {
  const signing = await openSigning(page, contractNumber, fullName);
  await signing.getByRole('button', { name: 'Sign Contract' }).click();
  await page.getByText('Signature Recorded').waitFor();
}

/** Signs `contractNumber` on /contracts with a signature drawn on the pad; the contract is then signed by both. */
export async function signDrawn(page: Page, contractNumber: string, fullName: string): Promise<void> {
  const signing = await openSigning(page, contractNumber, fullName);
  await signing.getByText('Draw', { exact: true }).click();
  await drawSignature(page, signing.getByRole('img', { name: 'Signature pad' }));
  await signing.getByRole('button', { name: 'Sign Contract' }).click();
  await page.getByText('Contract Signed').waitFor();
}

/** The buyer, on the RFQ's page, proposes `unitPrice` to `supplier` (a counter-offer). */
export async function counterOffer(page: Page, supplier: string, unitPrice: string): Promise<void> {
  await page.getByRole('button', { name: `Counter offer from ${supplier}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Counter-Offer' });
  await dialog.getByRole('textbox', { name: 'Proposed Unit Price', exact: true }).fill(unitPrice);
  await dialog.getByRole('button', { name: 'Send Counter-Offer' }).click();
  await page.getByText('Counter-Offer Sent', { exact: true }).first().waitFor();
}

/** The supplier, on the RFQ's page, sees the buyer's counter-offer and revises its offer to `unitPrice`. */
export async function reviseOffer(page: Page, rfqUrl: string, unitPrice: string): Promise<void> {
  await page.goto(rfqUrl);
  await page.getByText('Counter-offer from the buyer').first().waitFor();
  await page.getByRole('textbox', { name: 'Unit Price', exact: true }).fill(unitPrice);
  await page.getByRole('button', { name: 'Revise Offer' }).click();
  await page.getByText('Offer Revised', { exact: true }).first().waitFor();
}
