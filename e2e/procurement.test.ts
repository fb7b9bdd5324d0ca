import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';
import { acceptOffer, createRfq, signDrawn, signTyped, submitOffer } from './support/procurement-steps';

describe.skipIf(!chromiumAvailable)('procurement in Chromium', () => {
  const journey = useJourney();

  it('buyer creates an RFQ, supplier offers, buyer compares and accepts, both parties sign, finance sees the schedule', async () => {
    const buyer = await journey.newUser();
    await signIn(buyer.page, 'buyer');
    await buyer.page.waitForURL('**/rfq');
    const rfqUrl = await createRfq(buyer.page, 'AGO for Apapa depot');

    const supplier = await journey.newUser();
    await signIn(supplier.page, 'supplier');
    await supplier.page.waitForURL('**/offers');
    await submitOffer(supplier.page, rfqUrl, '1150');

    // No reload: the live feed tells the buyer's open page of the new offer, which refetches it.
    await buyer.page.getByText('Delta Crude Supply Co').first().waitFor();
    await buyer.page.getByText('₦5,750,000.00').first().waitFor();
    const contractNumber = await acceptOffer(buyer.page, 'Delta Crude Supply Co');
    expect(contractNumber).toMatch(/^CON-/);

    // Both parties sign: the buyer types its signature, the supplier draws its own on the pad.
    await signTyped(buyer.page, contractNumber, 'Bola Adeyemi');
    await signDrawn(supplier.page, contractNumber, 'Sade Okonkwo');
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
