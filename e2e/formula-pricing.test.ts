import type { Locator, Page } from 'playwright-core';
import { ZPriceIndexList } from '@energy/domain/schemas/pricing';
import { addDays } from '@energy/domain/pricing/formula';
import { createRfq, json, signIn as apiSignIn, submitOffer } from '@energy/test/procurement';
import { KIND_DEMOS } from '@energy/trpc/root';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser';
import { notice, signIn, useJourney } from './support/journey';

const DAY = 86_400_000;
/** Noon UTC some days ahead: the same calendar day in every time zone. */
const noonInDays = (days: number) => new Date(Math.floor(Date.now() / DAY + days) * DAY + DAY / 2).toISOString();
const longDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.now() + daysAhead * DAY),
  );
/** "1234567.5" as the app writes naira: "₦1,234,567.50". */
const naira = (major: string) =>
  `₦${Number(major.split('.')[0]).toLocaleString('en-US')}.${(major.split('.')[1] ?? '').padEnd(2, '0').slice(0, 2)}`;

async function choose(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function typeDate(scope: Locator, label: string, daysAhead: number): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(longDate(daysAhead));
  await input.press('Tab');
}

/**
 * Issue 30: a supplier offers on a formula (Lagos ex-depot AGO, average of the delivery day and the 2 days after it,
 * minus 2.00 NGN/l); the buyer sees it ranked beside a fixed offer by indicative total, accepts it; the contract
 * shows "Awaiting quotes (0 of 3)" until the admin imports the period's quotes by CSV, then the final price.
 */
describe.skipIf(!chromiumAvailable)('formula pricing, in Chromium', () => {
  const journey = useJourney();

  it('formula offer ranked beside a fixed one, accepted, awaiting quotes, then priced by the quotes an admin imports', async () => {
    // The kinds' demos, as a fresh start runs them: among them the price indices with 120 days of quotes.
    for (const seedKind of KIND_DEMOS) await seedKind(journey.server.database.db);
    const buyerApi = await apiSignIn(journey.server, 'buyer');
    const supplier2Api = await apiSignIn(journey.server, 'supplier2');
    const deliveryDate = noonInDays(12);
    const rfq = await createRfq(buyerApi, {
      title: 'AGO on the Lagos index',
      quantity: '33000',
      unit: 'liters',
      closeDate: noonInDays(6),
      deliveryDate,
    });
    const indices = await json(await buyerApi.get('/api/price-indices'), ZPriceIndexList);
    const agoLagos = indices.find((index) => index.code === 'AGO-LAGOS');
    if (!agoLagos?.latestValue) throw new Error('the demo has no AGO-LAGOS quote');
    // The period lies ahead: each of its days carries the latest quote, so the indicative price is it less 2.00.
    const indicativeUnit = (Number(agoLagos.latestValue) * 10_000 - 20_000) / 10_000;
    // A fixed offer dearer than the formula one, so the formula offer ranks first.
    const fixedUnit = Math.ceil(indicativeUnit) + 50;
    await submitOffer(supplier2Api, rfq.id, { unitPrice: String(fixedUnit) });

    // The supplier offers on the formula, in the offer form.
    const supplier = await journey.newUser();
    supplier.context.setDefaultTimeout(30_000);
    await signIn(supplier.page, 'supplier');
    await supplier.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await supplier.page.goto(`/rfq/${rfq.id}`);
    const form = supplier.page.locator('form');
    await form.getByRole('radio', { name: 'Formula (index + differential)' }).check();
    await choose(supplier.page, form, 'Price Index', /AGO-LAGOS/);
    await form.getByRole('textbox', { name: /^Differential/ }).fill('-2.00');
    await form.getByRole('radio', { name: 'Average around the delivery date' }).check();
    await form.getByRole('textbox', { name: 'Days Before Delivery' }).fill('0');
    await form.getByRole('textbox', { name: 'Days After Delivery' }).fill('2');
    await typeDate(form, 'Valid Until', 20);
    await choose(supplier.page, form, 'Payment Method', 'Bank transfer');
    await form.getByRole('textbox', { name: 'Days to Payment', exact: true }).fill('30');
    await form.getByRole('textbox', { name: 'Advance Payment (%)', exact: true }).fill('0');
    await supplier.page.getByRole('button', { name: 'Submit Offer' }).click();
    await notice(supplier.page, 'Offer Submitted');

    // The buyer's bid comparison ranks both by total: the formula offer first, with its badge and the note.
    const buyer = await journey.newUser();
    buyer.context.setDefaultTimeout(30_000);
    await signIn(buyer.page, 'buyer');
    await buyer.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await buyer.page.goto(`/rfq/${rfq.id}`);
    await buyer.page.getByText(/A formula offer’s total is indicative/).waitFor();
    const rows = buyer.page.getByRole('row').filter({ hasText: /Delta Crude Supply Co|Atlantic Refined Products/ });
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(async () => rows.first().textContent()).toMatch(/Delta Crude Supply Co/);
    expect(await rows.first().textContent()).toContain('Formula');
    const indicativeTotal = ((Math.round(indicativeUnit * 10_000) * 33_000) / 10_000).toFixed(2);
    await rows.first().getByText(naira(indicativeTotal)).waitFor();
    expect(await rows.nth(1).textContent()).toMatch(/Atlantic Refined Products/);

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

    // The contract awaits the period's three quotes.
    await buyer.page.goto('/contracts');
    await buyer.page.getByRole('button', { name: `View ${contractNumber}` }).click();
    const detail = buyer.page.getByRole('dialog', { name: `Contract ${contractNumber}` });
    await detail.getByText('Awaiting quotes (0 of 3)').waitFor();

    // The admin imports the period's quotes by CSV: 1200, 1210 and 1220 NGN/l on the delivery day and the two after.
    const deliveryDay = deliveryDate.slice(0, 10);
    const csv = [
      'date,value',
      `${deliveryDay},1200`,
      `${addDays(deliveryDay, 1)},1210`,
      `${addDays(deliveryDay, 2)},1220`,
    ].join('\n');
    const admin = await journey.newUser();
    admin.context.setDefaultTimeout(30_000);
    await signIn(admin.page, 'admin');
    await admin.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await importQuotes(admin.page, 'AGO-LAGOS', csv);

    // Average 1210 - 2.00 = 1208.0000 NGN/l; x 33,000 l = 39,864,000.00.
    await buyer.page.reload();
    await buyer.page.getByRole('button', { name: `View ${contractNumber}` }).click();
    await detail.getByText(/₦1,208\.00(00)? per unit, ₦39,864,000\.00 in total, fixed on/).waitFor();
    for (const user of [buyer, supplier, admin]) await user.context.close();
  });
});

/** Admin > Price indices: the index's CSV import, pasted, previewed (no row in error), then sent. */
async function importQuotes(page: Page, code: string, csv: string): Promise<void> {
  await page.goto('/admin/price-indices');
  await page.getByRole('button', { name: `Import quotes into ${code}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Import Quotes into ${code}` });
  await dialog.getByRole('textbox', { name: 'Or paste the lines' }).fill(csv);
  await dialog.getByText('3 rows, no errors').waitFor();
  await dialog.getByRole('button', { name: 'Import 3 quotes', exact: true }).click();
  await page.getByText('3 quotes inserted, 0 replaced').first().waitFor();
}
