import { localeOf, loadCatalogue } from '@energy/i18n/translator';
import { notifyNow } from '@energy/test/mail';
import { en } from '@energy/i18n/messages/en';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRfq, signIn as apiSignIn, submitOffer } from '@energy/test/procurement';
import { chromiumAvailable } from './support/browser';
import { notice, signIn, useJourney } from './support/journey';

const DAY = 86_400_000;
/** Noon UTC some days ahead: the same calendar day in every time zone the settings offer. */
const noonInDays = (days: number) => new Date(Math.floor(Date.now() / DAY + days) * DAY + DAY / 2).toISOString();

/** Settings > System as the user reads it: picks the language (each named in itself) and saves. */
async function chooseLanguage(
  page: Page,
  texts: { tab: string; label: string; save: string },
  language: string,
): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('tab', { name: texts.tab, exact: true }).click();
  await page.getByRole('combobox', { name: texts.label, exact: true }).click();
  await page.getByRole('option', { name: language, exact: true }).click();
  await page.getByRole('button', { name: texts.save, exact: true }).click();
}

const systemTexts = (catalogue: typeof en) => ({
  tab: catalogue.settings.tabs.system,
  label: catalogue.preferences.system.language,
  save: catalogue.preferences.system.save,
});

/** The buyer's interface, server answers and notifications follow the language chosen in Settings > System. */
describe.skipIf(!chromiumAvailable)('languages, in Chromium', () => {
  const journey = useJourney();

  it('a buyer switches to French: the RFQ screen, a server validation message and a notification in French; then German dates and numbers', async () => {
    const fr = await loadCatalogue('fr');
    const de = await loadCatalogue('de');
    // The texts this journey reads are the catalogues' own, and none of them is still the English one.
    const read = (catalogue: typeof en) => [
      catalogue.preferences.saved,
      catalogue.settings.tabs.system,
      catalogue.procurement.rfqList.title,
      catalogue.server.rfq.titleRequired,
      catalogue.notices.events.offerSubmitted.title,
    ];
    for (const [index, english] of read(en).entries()) {
      expect(read(fr)[index]).not.toBe(english);
      expect(read(de)[index]).not.toBe(english);
    }
    const supplier = await apiSignIn(journey.server, 'supplier');
    const buyerApi = await apiSignIn(journey.server, 'buyer');
    const closeDate = noonInDays(5);
    const rfq = await createRfq(buyerApi, {
      title: 'Gazole pour Lagos',
      quantity: '12500',
      closeDate,
      deliveryDate: noonInDays(30),
    });

    const { context, page } = await journey.newUser();
    // Generous: the machine is often shared; every step waits on what the user would see, never on a clock.
    context.setDefaultTimeout(30_000);
    await signIn(page, 'buyer');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    // French, chosen in English, applies at once (no reload), and the confirmation is already in French.
    await chooseLanguage(page, systemTexts(en), 'Français');
    await notice(page, fr.preferences.saved);
    await page.getByRole('tab', { name: fr.settings.tabs.system, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    // The RFQ screen, in French.
    await page.goto('/rfq');
    await page.getByRole('heading', { name: fr.procurement.rfqList.title, exact: true }).waitFor();
    await page.getByRole('button', { name: fr.procurement.rfqList.create, exact: true }).first().waitFor();

    // The server answers this session in French: a refused RFQ names its fields' problems in French.
    const refusal = await page.evaluate(async () => {
      const response = await fetch('/api/rfq/rfqs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: '' }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { details?: { path: string; message: string }[] },
      };
    });
    expect(refusal.status).toBe(400);
    expect(refusal.body.details).toContainEqual({ path: 'title', message: fr.server.rfq.titleRequired });

    // A notification written for this buyer after the switch is in French.
    await submitOffer(supplier, rfq.id);
    await notifyNow(journey.server, journey.server.url);
    await page.goto('/notifications');
    const item = page.getByRole('listitem', { name: fr.notices.events.offerSubmitted.title, exact: true }).first();
    await item.waitFor();
    const text = (await item.textContent()) ?? '';
    expect(text).toContain(rfq.rfqNumber);
    // Every word of the French sentence around its values ("… a soumis une offre … sur votre …").
    for (const words of fr.notices.events.offerSubmitted.message.split(/\{\w+\}/)) expect(text).toContain(words.trim());

    // German: dates and numbers written the German way on the RFQ list.
    await chooseLanguage(page, systemTexts(fr), 'Deutsch');
    await notice(page, de.preferences.saved);
    await page.goto('/rfq');
    await page.getByRole('heading', { name: de.procurement.rfqList.title, exact: true }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`\\b${rfq.rfqNumber}\\b`) });
    await row.waitFor();
    const germanDate = new Intl.DateTimeFormat(localeOf('de'), {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(closeDate));
    await row.getByRole('cell', { name: `12.500 ${de.labels.unit.liters}`, exact: true }).waitFor();
    await row.getByRole('cell', { name: germanDate, exact: true }).waitFor();
    await context.close();
  }, 240_000);
});
