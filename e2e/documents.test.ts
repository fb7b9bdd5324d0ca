import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';

describe.skipIf(!chromiumAvailable)('documents in Chromium', () => {
  const journey = useJourney();

  it('a buyer uploads a document: the progress bar shows while it sends, then the row is in the list and downloads', async () => {
    const { page } = await journey.newUser();
    await signIn(page, 'buyer');
    await page.waitForURL('**/rfq');
    await page.goto('/documents');
    await page.getByRole('heading', { name: 'Documents' }).waitFor();

    // Hold the upload's answer until the progress bar has been seen, so a fast local upload cannot skip it.
    let release: () => void = () => undefined;
    const seen = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/documents/upload', async (route) => {
      await seen;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'delivery-note.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Proof of Delivery' }).click();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    // At 0% the bar's filled section has no width, so it is attached rather than visible; its percentage shows.
    const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor({ state: 'attached' });
    await dialog.getByText(/^\d{1,3}%$/).waitFor();
    const shown = Number(await bar.getAttribute('aria-valuenow'));
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(shown).toBeLessThanOrEqual(100);
    release();

    await page.getByText('Document uploaded successfully').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'delivery-note.pdf' });
    await row.waitFor();
    await expect(row.getByText('Proof of Delivery').textContent()).resolves.toBe('Proof of Delivery');
    await expect(row.getByText('Bola Adeyemi').count()).resolves.toBe(1);
    await expect(row.getByText('Pending').count()).resolves.toBe(1);

    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: 'Download delivery-note.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('delivery-note.pdf');
  });
});
