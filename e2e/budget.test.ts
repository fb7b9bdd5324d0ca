import { formatMoney } from '@energy/domain/money';
import { ZContract } from '@energy/domain/schemas/contract';
import { ZPayment } from '@energy/domain/schemas/fulfilment';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paymentsOf, processPayment, signedOrder } from '@energy/test/fulfilment';
import { json } from '@energy/test/procurement';
import { chromiumAvailable } from './support/browser';
import { apiParties, notice, signIn, useJourney } from './support/journey';

const longDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date());
const naira = (minor: number) => formatMoney(minor, 'NGN');

async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The buyer sets a budget on the dashboard, sees it against a real contract and payment, and the RFQ form warns. */
describe.skipIf(!chromiumAvailable)('budgets in Chromium', () => {
  const journey = useJourney();

  it('Budget Status shows budget, committed, spent and remaining, and the RFQ form warns past the remaining without blocking', async () => {
    // A signed contract of the demo buyer organization this month, its advance paid by finance (through the API).
    const parties = await apiParties(journey.server);
    const { contractId, order } = await signedOrder(parties, '500');
    const contract = await json(await parties.buyer.get(`/api/contracts/${contractId}`), ZContract);
    expect((await parties.supplier.post(`/api/orders/${order.id}/confirm`)).status).toBe(200);
    const [advance] = await paymentsOf(parties.finance, order.id);
    if (!advance) throw new Error('the order has no payment');
    await json(await processPayment(parties.finance, advance.id, advance.amount, `e2e-budget-${advance.id}`), ZPayment);

    const buyer = await journey.newUser();
    await signIn(buyer.page, 'buyer');
    await buyer.page.waitForURL('**/rfq');
    await buyer.page.goto('/dashboard/buyer');
    const panel = buyer.page.getByRole('region', { name: 'Budget Status' });
    await panel.getByText('No budget set for this period.').waitFor();

    // Set this month's budget for every product type: ₦1,000,000.00.
    const budget = 1_000_000_00;
    await panel.getByRole('button', { name: 'Set Budget' }).click();
    const form = buyer.page.getByRole('dialog', { name: 'Set Budget' });
    await form.getByRole('textbox', { name: 'Amount (₦)', exact: true }).fill('1000000');
    await form.getByRole('button', { name: 'Save Budget' }).click();
    await notice(buyer.page, 'Budget Saved');

    const line = panel.getByRole('article', { name: `${monthName}, all product types` });
    const committed = contract.totalValue - advance.amount;
    const remaining = budget - committed - advance.amount;
    for (const figure of [naira(budget), naira(committed), naira(advance.amount), naira(remaining)])
      await line.getByText(figure, { exact: true }).waitFor();

    // An RFQ estimated above the remaining budget: warned, and still sent.
    await buyer.page.getByRole('button', { name: 'Create New RFQ' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Create RFQ' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Electricity for the Ikeja plant');
    await choose(buyer.page, dialog, 'Product Type', 'Electricity');
    await dialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill('1200');
    await choose(buyer.page, dialog, 'Unit', 'mwh');
    await dialog.getByRole('textbox', { name: 'Delivery Location', exact: true }).fill('Ikeja, Lagos');
    for (const [label, days] of [
      ['Delivery Date', 30],
      ['Close Date', 10],
    ] as const) {
      const input = dialog.getByRole('textbox', { name: label, exact: true });
      await input.fill(longDate(days));
      await input.press('Tab');
    }
    await dialog
      .getByRole('textbox', { name: 'Estimated Value (₦)', exact: true })
      .fill(String((remaining + 100_00) / 100));
    const warning = dialog.getByRole('alert');
    await warning.getByText('Over the remaining budget').waitFor();
    await warning
      .getByText(
        new RegExp(
          `remaining budget of ${naira(remaining).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} for ${monthName}, all product types`,
        ),
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Submit RFQ' }).click();
    await notice(buyer.page, 'RFQ Created');
    await buyer.context.close();
  });
});
