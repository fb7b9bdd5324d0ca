import { silentLogger } from '@energy/server/http/logger';
import { createMailer } from '@energy/server/mail/mailer';
import { runNotificationRound } from '@energy/trpc/notifications/notifier';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRfq, signIn as apiSignIn, submitOffer } from '@energy/test/procurement';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';

/** Settings > System: picks the language (named in itself) and saves, as a user does. */
async function chooseLanguage(page: Page, tab: string, name: string, save: string): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('textbox', { name: /Language|Langue|Idioma|Sprache/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByRole('button', { name: save }).click();
}

/** The buyer's interface, server answers and notifications follow the language chosen in Settings > System. */
describe.skipIf(!chromiumAvailable)('languages, in Chromium', () => {
  const journey = useJourney();

  it('a buyer switches to French: the RFQ screen, a server validation message and a notification in French; then German dates and numbers', async () => {
    const supplier = await apiSignIn(journey.server, 'supplier');
    const buyerApi = await apiSignIn(journey.server, 'buyer');
    const rfq = await createRfq(buyerApi, { title: 'Gazole pour Lagos', quantity: '12500' });

    const { page } = await journey.newUser();
    await signIn(page, 'buyer');
    await page.waitForURL('**/rfq');
    await chooseLanguage(page, 'System', 'Français', 'Save System Settings');
    await page.getByText('Paramètres enregistrés').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    // The RFQ screen, in French.
    await page.goto('/rfq');
    await page.getByRole('heading', { name: 'Gestion des demandes de prix' }).waitFor();
    await page.getByRole('button', { name: 'Créer une demande de prix' }).waitFor();

    // The server answers this session in French: a refused RFQ names its fields' problems in French.
    const refusal = await page.evaluate(async () => {
      const response = await fetch('/api/rfq/rfqs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: '', quantity: 0 }),
      });
      return { status: response.status, body: (await response.json()) as { details?: { message: string }[] } };
    });
    expect(refusal.status).toBe(400);
    const messages = (refusal.body.details ?? []).map((detail) => detail.message);
    expect(messages).toContain('Le titre est obligatoire');

    // A notification written for this buyer after the switch is in French.
    await submitOffer(supplier, rfq.id);
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'test@localhost',
      db: journey.server.database.db,
      logger: silentLogger,
      logMailText: false,
    });
    await runNotificationRound({ db: journey.server.database.db, mailer, appUrl: journey.server.url });
    await page.goto('/notifications');
    const item = page.getByRole('listitem', { name: 'Nouvelle offre' }).first();
    await item.waitFor();
    await expect.poll(() => item.textContent()).toContain('a soumis une offre');

    // German: dates and numbers written the German way on the RFQ list.
    await chooseLanguage(page, 'Système', 'Deutsch', 'Enregistrer les paramètres système');
    await page.getByText('Einstellungen gespeichert').first().waitFor();
    await page.goto('/rfq');
    const row = page
      .getByRole('row', { name: new RegExp(rfq.rfqNumber) })
      .or(page.getByRole('article', { name: new RegExp(rfq.rfqNumber) }));
    await row.first().waitFor();
    const text = (await row.first().textContent()) ?? '';
    // 12.500 (German grouping), and a date such as "27.11.2026" or "27. Nov. 2026".
    expect(text).toMatch(/12\.500/);
    expect(text).toMatch(/\d{1,2}\.\s?(\d{1,2}\.|[A-ZÄÖÜ][a-zäöü]{2,4}\.?)\s?\d{4}/);
  }, 180_000);
});
