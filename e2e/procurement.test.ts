import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';

const longDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function typeDate(scope: Locator, label: string, daysAhead: number): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(longDate(daysAhead));
  await input.press('Tab');
}

describe.skipIf(!chromiumAvailable)('procurement in Chromium', () => {
  const journey = useJourney();

  it('buyer creates an RFQ, supplier offers, buyer compares and accepts, both parties sign, finance sees the schedule', async () => {
    const buyer = await journey.newUser();
    await signIn(buyer.page, 'buyer');
    await buyer.page.waitForURL('**/rfq');
    await buyer.page.getByRole('button', { name: 'Create RFQ' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Create RFQ' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('AGO for Apapa depot');
    await choose(buyer.page, dialog, 'Product Type', 'Refined Products');
    await choose(buyer.page, dialog, 'Refined Product Type', 'AGO');
    await dialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill('5000');
    await choose(buyer.page, dialog, 'Unit', 'liters');
    await dialog.getByRole('textbox', { name: 'Delivery Location', exact: true }).fill('Apapa, Lagos');
    await typeDate(dialog, 'Delivery Date', 30);
    await typeDate(dialog, 'Close Date', 10);
    await dialog.getByRole('button', { name: 'Submit RFQ' }).click();
    await buyer.page.getByText('RFQ Created').waitFor();
    const row = buyer.page.getByRole('row', { name: /AGO for Apapa depot/ });
    await row.getByRole('button', { name: /^View RFQ-/ }).click();
    await buyer.page.waitForURL(/\/rfq\/[0-9a-f-]{36}$/);
    const rfqUrl = buyer.page.url();

    const supplier = await journey.newUser();
    await signIn(supplier.page, 'supplier');
    await supplier.page.waitForURL('**/offers');
    await supplier.page.goto(rfqUrl);
    await supplier.page.getByRole('textbox', { name: 'Unit Price', exact: true }).fill('1150');
    await typeDate(supplier.page.locator('form'), 'Valid Until', 20);
    await choose(supplier.page, supplier.page.locator('form'), 'Payment Method', 'Bank transfer');
    await supplier.page.getByRole('textbox', { name: 'Days to Payment', exact: true }).fill('30');
    await supplier.page.getByRole('textbox', { name: 'Advance Payment (%)', exact: true }).fill('20');
    await supplier.page.getByRole('button', { name: 'Submit Offer' }).click();
    await supplier.page.getByText('Offer Submitted').waitFor();

    // No reload: the live feed tells the buyer's open page of the new offer, which refetches it.
    await buyer.page.getByText('Delta Crude Supply Co').first().waitFor();
    await buyer.page.getByText('₦5,750,000.00').first().waitFor();
    await buyer.page.getByRole('button', { name: 'Accept offer from Delta Crude Supply Co' }).click();
    await buyer.page
      .getByRole('dialog', { name: 'Accept Offer' })
      .getByRole('button', { name: 'Confirm Accept' })
      .click();
    const contractNumber =
      (
        await buyer.page
          .getByText(/CON-\d{4}-\d{6}/)
          .first()
          .textContent()
      )?.match(/CON-\d{4}-\d{6}/)?.[0] ?? '';
    expect(contractNumber).toMatch(/^CON-/);

    // Both parties sign: the buyer types its signature, the supplier draws its own on the pad.
    await buyer.page.goto('/contracts');
    await buyer.page
      .getByRole('row', { name: new RegExp(contractNumber) })
      .getByRole('button', { name: 'Sign Contract' })
      .click();
    const buyerSigning = buyer.page.getByRole('dialog', { name: `Sign ${contractNumber}` });
    await buyerSigning.getByRole('textbox', { name: 'Full name' }).fill('Bola Adeyemi');
    await buyerSigning.getByRole('button', { name: 'Sign Contract' }).click();
    await buyer.page.getByText('Signature Recorded').waitFor();

    await supplier.page.goto('/contracts');
    const contractRow = supplier.page.getByRole('row', { name: new RegExp(contractNumber) });
    await contractRow.getByRole('button', { name: 'Sign Contract' }).click();
    const signing = supplier.page.getByRole('dialog', { name: `Sign ${contractNumber}` });
    await signing.getByRole('textbox', { name: 'Full name' }).fill('Sade Okonkwo');
    await signing.getByText('Draw', { exact: true }).click();
    const pad = signing.getByRole('img', { name: 'Signature pad' });
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature pad has no box');
    await supplier.page.mouse.move(box.x + 20, box.y + box.height / 2);
    await supplier.page.mouse.down();
    for (const [dx, dy] of [
      [60, -20],
      [100, 15],
      [140, -25],
      [200, 10],
    ] as const)
      await supplier.page.mouse.move(box.x + 20 + dx, box.y + box.height / 2 + dy, { steps: 4 });
    await supplier.page.mouse.up();
    await signing.getByRole('button', { name: 'Sign Contract' }).click();
    await supplier.page.getByText('Contract Signed').waitFor();
    await supplier.page.getByRole('button', { name: `View ${contractNumber}` }).click();
    const signatures = supplier.page.getByRole('region', { name: 'Signatures' });
    await signatures.getByText(/^Signed by Bola Adeyemi on /).waitFor();
    await signatures.getByRole('img', { name: 'Signature of Sade Okonkwo' }).waitFor();

    const finance = await journey.newUser();
    await signIn(finance.page, 'finance');
    await finance.page.waitForURL('**/payments');
    await finance.page.goto('/contracts');
    await finance.page.getByRole('button', { name: `View ${contractNumber}` }).click();
    const detail = finance.page.getByRole('dialog', { name: `Contract ${contractNumber}` });
    await detail.getByRole('tab', { name: 'Settlements' }).click();
    await detail.getByText('₦1,150,000.00').waitFor();
    await detail.getByText('₦4,600,000.00').waitFor();
    for (const user of [buyer, supplier, finance]) await user.context.close();
  });
});
