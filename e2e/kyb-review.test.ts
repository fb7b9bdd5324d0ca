import { describe, it } from 'vitest';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';

describe.skipIf(!chromiumAvailable)('KYB and KYC reviews in Chromium', () => {
  const journey = useJourney();

  it('a new supplier submits KYB, the admin approves it, and the supplier sees the Verified badge', async () => {
    const supplier = await journey.newUser();
    await signIn(supplier.page, 'newsupplier');
    await supplier.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await supplier.page.goto('/settings?tab=organization');
    await supplier.page.getByText('Not verified').waitFor();
    await supplier.page.getByRole('button', { name: 'Submit KYB' }).click();
    await supplier.page.getByText('Your documents were submitted for review').waitFor();
    await supplier.page.getByText("Your documents are waiting for an admin's review.").waitFor();

    const admin = await journey.newUser();
    await signIn(admin.page, 'admin');
    await admin.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await admin.page.goto('/admin/kyb-kyc-reviews?status=pending&reviewType=kyb');
    await admin.page.getByRole('button', { name: 'Approve Kano Fuel Traders' }).click();
    await admin.page.getByText('Review status updated').waitFor();

    await supplier.page.reload();
    await supplier.page.getByText('Verified', { exact: true }).waitFor();
  });

  it('the user submits KYC from the profile, the admin starts the review and approves it, and the profile shows Verified', async () => {
    const supplier = await journey.newUser();
    await signIn(supplier.page, 'newsupplier');
    await supplier.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await supplier.page.goto('/settings');
    await supplier.page.getByText('Identity verification (KYC)').waitFor();
    await supplier.page.getByText('Not verified', { exact: true }).waitFor();
    await supplier.page.getByRole('button', { name: 'Submit KYC' }).click();
    await supplier.page.getByText('Your documents were submitted for review').waitFor();
    await supplier.page.getByText("Your documents are waiting for an admin's review.").waitFor();

    const admin = await journey.newUser();
    await signIn(admin.page, 'admin');
    await admin.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await admin.page.goto('/admin/kyb-kyc-reviews?status=pending&reviewType=kyc');
    await admin.page.getByRole('button', { name: 'Start review Kano Fuel Traders' }).click();
    await admin.page.getByText('Review status updated').first().waitFor();
    await admin.page.goto('/admin/kyb-kyc-reviews?status=under_review&reviewType=kyc&q=Kano');
    await admin.page.getByRole('button', { name: 'Approve Kano Fuel Traders' }).click();
    await admin.page.getByText('Review status updated').first().waitFor();

    await supplier.page.reload();
    await supplier.page.getByText('Identity verification (KYC)').waitFor();
    await supplier.page.getByText('Verified', { exact: true }).waitFor();
  });
});
