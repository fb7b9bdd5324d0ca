import { mailOutbox } from '@energy/db/schema/mail';
import { outboxNotifier } from '@energy/test/mail';
import { DEFAULT_PREFERENCES, SETTINGS_MESSAGES, ZCallerTimeZone, ZPreferences } from '@energy/domain/schemas/settings';
import { runNotificationRound, type NotifierDeps } from '@energy/trpc/notifications/notifier';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { createRfq, json, startParties, submitOffer, type Parties } from '@energy/test/procurement';

/** "7:45 AM" of an instant seen `hoursBehind` hours behind UTC. */
function clockBehindUtc(instant: Date, hoursBehind: number): string {
  const shifted = new Date(instant.getTime() - hoursBehind * 3_600_000);
  const hours = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Mails and CSV exports write times in their reader's zone (Settings > System), as the screens do. */
describe.each(testBackends())("times in the reader's zone, on the server (%s)", (backend) => {
  let p: Parties;
  let notifier: NotifierDeps;
  beforeAll(async () => {
    p = await startParties(backend);
    notifier = outboxNotifier(p.server);
    await runNotificationRound(notifier);
  });
  afterAll(() => p.server.close());

  const inZone = async (client: HttpClient, timezone: string) =>
    json(await client.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, timezone }), ZPreferences);

  /** The buyer counters the supplier's offer: the mail the supplier gets tells the counter's time in Pacific time. */
  async function expectCounterMailInPacificTime(unitPrice: string) {
    const rfq = await createRfq(p.buyer);
    const offer = await submitOffer(p.supplier, rfq.id);
    const before = new Date();
    expect((await p.buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice, note: 'Closer' })).status).toBe(200);
    const after = new Date();
    await runNotificationRound(notifier);
    const mails = await p.server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'sales@deltacrude.example'));
    const text = (mails.at(-1)?.text ?? '').replace(/\s/g, ' ');
    const daylight = text.includes(' PDT');
    expect(daylight || text.includes(' PST')).toBe(true);
    const behind = daylight ? 7 : 8;
    // The event's instant lies between the two clocks read around the call (a minute's edge allowed either way).
    expect([clockBehindUtc(before, behind), clockBehindUtc(after, behind)].some((clock) => text.includes(clock))).toBe(
      true,
    );
    expect(text).not.toContain(clockBehindUtc(after, 0));
  }

  it("a PST supplier's mail tells the time in PST", async () => {
    await inZone(p.supplier, 'PST');
    await expectCounterMailInPacificTime('600');
  });

  const reportBrowser = (client: HttpClient, timeZone: string) =>
    client.request('PUT', '/api/settings/time-zone/browser', { timeZone });

  it("'browser' on the server is the zone the browser reported: a mail in Los Angeles time, a CSV with its offset", async () => {
    await inZone(p.supplier, 'browser');
    // Until the browser reports its zone, the server has none but UTC.
    expect(await json(await p.supplier.get('/api/settings/time-zone'), ZCallerTimeZone)).toMatchObject({
      timezone: 'browser',
      zone: 'UTC',
    });
    expect(await json(await reportBrowser(p.supplier, 'America/Los_Angeles'), ZCallerTimeZone)).toEqual({
      timezone: 'browser',
      browserTimeZone: 'America/Los_Angeles',
      zone: 'America/Los_Angeles',
    });
    // Reporting leaves the saved settings as they were.
    expect(await json(await p.supplier.get('/api/settings/preferences'), ZPreferences)).toMatchObject({
      timezone: 'browser',
    });

    await expectCounterMailInPacificTime('610');

    await inZone(p.buyer, 'browser');
    expect((await reportBrowser(p.buyer, 'America/Los_Angeles')).status).toBe(200);
    const csv = await (await p.buyer.get('/api/rfq/rfqs.csv')).text();
    expect(csv).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[78]:00"/);
    expect(csv).not.toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z"/);
    await inZone(p.supplier, 'UTC');
  });

  it('a reported zone must be one Intl knows, over REST and tRPC', async () => {
    const refused = await reportBrowser(p.supplier, 'Mars/Olympus_Mons');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      details: [{ path: 'timeZone', message: SETTINGS_MESSAGES.unknownTimeZone }],
    });
    expect((await p.supplier.post('/api/trpc/settings.reportBrowserTimeZone', { timeZone: '' })).status).toBe(400);
    expect((await p.supplier.post('/api/trpc/settings.reportBrowserTimeZone', { timeZone: 'Asia/Tokyo' })).status).toBe(
      200,
    );
    expect(await json(await p.supplier.get('/api/settings/time-zone'), ZCallerTimeZone)).toMatchObject({
      browserTimeZone: 'Asia/Tokyo',
    });
  });

  it("a CSV export writes instants with the caller's offset, and days alone as they are", async () => {
    await createRfq(p.buyer);
    await inZone(p.buyer, 'UTC');
    const utc = await (await p.buyer.get('/api/rfq/rfqs.csv')).text();
    await inZone(p.buyer, 'CET');
    const cet = await (await p.buyer.get('/api/rfq/rfqs.csv')).text();
    expect(utc).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z"/);
    expect(cet).not.toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z"/);
    expect(cet).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00"/);
    // The delivery and close dates are days: the same in both.
    const days = (csv: string) => csv.match(/"\d{4}-\d{2}-\d{2}"/g);
    expect(days(cet)).toEqual(days(utc));
  });
});
