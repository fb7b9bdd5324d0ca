import { notifications } from '@energy/db/schema/notifications';
import { outboxNotifier } from '@energy/test/mail';
import { formatMoney } from '@energy/domain/money';
import { ZNotification } from '@energy/domain/schemas/notification';
import { zPage } from '@energy/domain/schemas/paging';
import { DEFAULT_PREFERENCES, ZPreferences } from '@energy/domain/schemas/settings';
import '@energy/i18n/all-catalogues';
import { translatorFor } from '@energy/i18n/translator';
import { runNotificationRound, type NotifierDeps } from '@energy/trpc/notifications/notifier';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { createRfq, json, startParties, submitOffer, type Parties } from '@energy/test/procurement';

const ZList = z.array(ZNotification);
const TrpcPage = z.object({ result: z.object({ data: zPage(ZNotification) }) });
const TrpcNotification = z.object({ result: z.object({ data: ZNotification }) });
const trpcQuery = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(input))}`;

/** An amount as the French catalogue writes it ("1 500,00 $US"), spaces made plain for comparing. */
const frenchMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(minor / 100).replace(/\s/g, ' ');
const plainSpaces = (text: string | undefined) => text?.replace(/\s/g, ' ');

/**
 * A notification is read in its reader's language of the moment: written while the buyer reads English, it reads
 * in French once the buyer switches to French, over REST and tRPC alike, while the row keeps what was written.
 */
describe.each(testBackends())("notifications in the reader's current language (%s)", (backend) => {
  let p: Parties;
  let notifier: NotifierDeps;
  beforeAll(async () => {
    p = await startParties(backend);
    notifier = outboxNotifier(p.server);
    await runNotificationRound(notifier);
  });
  afterAll(() => p.server.close());

  const speak = async (client: HttpClient, language: 'en' | 'fr') =>
    json(await client.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, language }), ZPreferences);

  it('an offer notice written in English reads in French after the buyer switches to French', async () => {
    await speak(p.buyer, 'en');
    const rfq = await createRfq(p.buyer);
    const offer = await submitOffer(p.supplier, rfq.id);
    await runNotificationRound(notifier);

    const english = (await json(await p.buyer.get('/api/notifications?type=offer'), ZList)).find(
      (n) => n.entityId === offer.id,
    );
    expect(english).toMatchObject({ title: 'New offer' });
    expect(english?.message).toBe(
      `Delta Crude Supply Co submitted an offer of ${formatMoney(offer.totalPrice, offer.currency)} on your ${rfq.rfqNumber} (${rfq.title}).`,
    );
    if (!english) return;

    await speak(p.buyer, 'fr');
    // The French catalogue's words for it, the amount as French writes it.
    const fr = translatorFor('fr');
    const french = plainSpaces(
      fr('notices.events.offerSubmitted.message', {
        who: 'Delta Crude Supply Co',
        of: fr('notices.parts.of', { amount: frenchMoney(offer.totalPrice, offer.currency) }),
        rfq: fr('notices.names.rfq', { number: rfq.rfqNumber, title: rfq.title }),
      }),
    );
    expect(french).toMatch(/^Delta Crude Supply Co a soumis une offre de /);

    // REST: the list and the notification marked read.
    const rest = (await json(await p.buyer.get('/api/notifications?type=offer'), ZList)).find(
      (n) => n.id === english.id,
    );
    expect(rest?.title).toBe(fr('notices.events.offerSubmitted.title'));
    expect(plainSpaces(rest?.message)).toBe(french);

    // tRPC: the same list, and markRead's answer.
    const page = await json(await p.buyer.get(`/api/trpc/notification.list${trpcQuery({ type: 'offer' })}`), TrpcPage);
    const viaTrpc = page.result.data.items.find((n) => n.id === english.id);
    expect(viaTrpc?.title).toBe(fr('notices.events.offerSubmitted.title'));
    expect(plainSpaces(viaTrpc?.message)).toBe(french);
    const marked = await json(
      await p.buyer.post('/api/trpc/notification.markRead', { id: english.id }),
      TrpcNotification,
    );
    expect(marked.result.data).toMatchObject({ id: english.id, title: fr('notices.events.offerSubmitted.title') });
    expect(plainSpaces(marked.result.data.message)).toBe(french);

    // The row keeps what was written (what the mail said), beside the text it is read from.
    const [row] = await p.server.database.db.select().from(notifications).where(eq(notifications.id, english.id));
    expect(row).toMatchObject({ title: 'New offer', message: english.message });
    expect(row?.text).toMatchObject({ key: 'offer.submitted' });

    // Back to English: the English words again.
    await speak(p.buyer, 'en');
    const again = (await json(await p.buyer.get('/api/notifications?type=offer'), ZList)).find(
      (n) => n.id === english.id,
    );
    expect(again).toMatchObject({ title: 'New offer', message: english.message });
  });

  it('a row written before texts were kept reads as written, whatever the language', async () => {
    const rfq = await createRfq(p.buyer);
    const offer = await submitOffer(p.supplier, rfq.id);
    await runNotificationRound(notifier);
    const [row] = await p.server.database.db
      .update(notifications)
      .set({ text: null })
      .where(eq(notifications.entityId, offer.id))
      .returning();
    await speak(p.buyer, 'fr');
    const shown = (await json(await p.buyer.get('/api/notifications?type=offer'), ZList)).find((n) => n.id === row?.id);
    expect(shown).toMatchObject({ title: 'New offer', message: row?.message });
    await speak(p.buyer, 'en');
  });
});
