import { describe, expect, it } from 'vitest';
import { mailedLinkToken } from '@energy/test/mail';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';

describe.skipIf(!chromiumAvailable)('access in Chromium', () => {
  const journey = useJourney();

  it('signs up a buyer, verifies the address by its link, lands on the buyer dashboard, signs out, signs in as the supplier, and is refused an admin page', async () => {
    const { page, context } = await journey.newUser();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('First Name').fill('Chiamaka');
    await form.getByLabel('Last Name').fill('Obi');
    await form.getByLabel('Username').fill('chiamaka');
    await form.getByLabel('Email').fill('chiamaka@example.com');
    await form.getByLabel('Password', { exact: true }).fill('secret-pass');
    await form.getByLabel('Confirm Password').fill('secret-pass');
    await form.getByRole('button', { name: 'Create Account' }).click();

    // The address is proven by the mailed link before the account trades.
    await page.getByText('Check your email').waitFor();
    const token = await mailedLinkToken(journey.server, 'chiamaka@example.com', '/verify-email');
    await page.goto(`/verify-email?token=${token}`);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByText('Your email address is verified. You can sign in.').waitFor();
    await signIn(page, 'chiamaka', 'secret-pass');
    await page.waitForURL('**/rfq');
    await page.goto('/');

    await page.waitForURL('**/dashboard/buyer');
    await page.getByRole('heading', { name: 'Procurement Dashboard' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Role' }).inputValue()).toBe('Buyer Dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');

    await signIn(page, 'supplier');
    await page.waitForURL('**/offers');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const item of ['RFQ Opportunities', 'My Quotes', 'Proof of Delivery', 'Orders', 'Contracts']) {
      await nav.getByRole('link', { name: item }).waitFor();
    }
    expect(await nav.getByRole('link', { name: 'Payments' }).count()).toBe(0);

    await page.goto('/admin/disputes');
    await page.getByText('Access Restricted').waitFor();
    await page.getByText('Your current role (supplier) does not have permission to access this page.').waitFor();
    await page.getByText('Required roles: admin').waitFor();
    await context.close();
  });
});
