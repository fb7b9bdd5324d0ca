import { auditLog } from '@energy/db/schema/audit';
import { fxRates, priceQuotes } from '@energy/db/schema/pricing';
import { DomainError } from '@energy/domain/errors';
import { zPage } from '@energy/domain/schemas/paging';
import {
  PRICING_MESSAGES,
  ZFxRate,
  ZPosted,
  ZPriceIndex,
  ZPriceIndexList,
  ZPriceQuote,
  type TPriceIndex,
} from '@energy/domain/schemas/pricing';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { json, signIn, startParties, type Parties } from '@energy/test/procurement';
import { rateOn } from '@energy/trpc/routers/pricing/pricing.rates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const TrpcIndex = z.object({ result: z.object({ data: ZPriceIndex }) });
const TrpcQuotes = z.object({ result: z.object({ data: zPage(ZPriceQuote) }) });
const ZErrorBody = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
const trpcQuery = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(input))}`;
const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** Price indices, their quotes and FX rates over REST and tRPC, read back from the database. */
describe.each(testBackends())('pricing (%s)', (backend) => {
  let p: Parties;
  let admin: HttpClient;
  let logistics: HttpClient;
  let brent: TPriceIndex;

  beforeAll(async () => {
    p = await startParties(backend);
    [admin, logistics] = await Promise.all([signIn(p.server, 'admin'), signIn(p.server, 'logistics')]);
  });
  afterAll(() => p.server.close());

  it('lets an admin create an index (REST) and another (tRPC); a second index with the same code is 409 on code', async () => {
    brent = await json(
      await admin.post('/api/price-indices', {
        code: 'BRENT-T',
        name: 'Dated Brent',
        publisher: 'Platts',
        currency: 'USD',
        unit: 'bbl',
      }),
      ZPriceIndex,
      201,
    );
    expect(brent).toMatchObject({ code: 'BRENT-T', priceUnit: 'USD/bbl', active: true, latestValue: null });
    const ago = (
      await json(
        await admin.post('/api/trpc/pricing.createIndex', {
          code: 'AGO-T',
          name: 'Lagos ex-depot AGO',
          publisher: 'NMDPRA',
          currency: 'NGN',
          unit: 'l',
        }),
        TrpcIndex,
      )
    ).result.data;
    expect(ago.priceUnit).toBe('NGN/l');
    const duplicate = await admin.post('/api/price-indices', {
      code: 'BRENT-T',
      name: 'Again',
      publisher: 'Argus',
      currency: 'USD',
      unit: 'bbl',
    });
    expect(duplicate.status).toBe(409);
    expect(ZErrorBody.parse(await duplicate.json()).details).toEqual([
      { path: 'code', message: PRICING_MESSAGES.duplicateCode },
    ]);
    const badUnit = await admin.post('/api/price-indices', {
      code: 'NGN-BBL',
      name: 'Naira barrel',
      publisher: 'internal',
      currency: 'NGN',
      unit: 'bbl',
    });
    expect(badUnit.status).toBe(400);
    expect(ZErrorBody.parse(await badUnit.json()).details).toContainEqual({
      path: 'unit',
      message: PRICING_MESSAGES.unitMismatch,
    });
  });

  it('refuses writes to every role but admin (403), while every role reads the list', async () => {
    for (const client of [p.buyer, p.supplier, p.finance, logistics]) {
      const create = await client.post('/api/price-indices', {
        code: 'NOPE',
        name: 'Nope',
        publisher: 'x',
        currency: 'USD',
        unit: 't',
      });
      expect(create.status).toBe(403);
      expect(ZErrorBody.parse(await create.json()).error).toBe('Missing permission: pricing:manage');
      expect((await client.request('PATCH', `/api/price-indices/${brent.id}`, { name: 'x' })).status).toBe(403);
      const quotes = await client.post(`/api/price-indices/${brent.id}/quotes`, {
        quotes: [{ date: '2026-01-01', value: '1' }],
      });
      expect(quotes.status).toBe(403);
      expect(
        (await client.post('/api/fx-rates', { rates: [{ base: 'USD', quote: 'NGN', date: '2026-01-01', rate: '1' }] }))
          .status,
      ).toBe(403);
      expect((await client.get('/api/price-indices')).status).toBe(200);
    }
    expect((await new HttpClient(p.server.url).get('/api/price-indices')).status).toBe(401);
  });

  it('posts quotes in bulk; the list shows each index with its latest quote', async () => {
    const posted = await json(
      await admin.post(`/api/price-indices/${brent.id}/quotes`, {
        quotes: Array.from({ length: 10 }, (_, n) => ({ date: dayOf(n), value: `${80 + n}.25` })),
      }),
      ZPosted,
    );
    expect(posted).toEqual({ inserted: 10, replaced: 0 });
    const list = await json(await p.supplier.get('/api/price-indices'), ZPriceIndexList);
    expect(list.find((i) => i.id === brent.id)).toMatchObject({ latestValue: '89.250000', latestDate: dayOf(9) });
    expect(list.find((i) => i.code === 'AGO-T')).toMatchObject({ latestValue: null, latestDate: null });
  });

  it('refuses a bulk post with one bad row (400 naming quotes.3.value) and writes none of it', async () => {
    const quotes = Array.from({ length: 5 }, (_, n) => ({ date: dayOf(100 + n), value: '90.5' }));
    quotes[3] = { date: dayOf(103), value: '12,5' };
    const response = await admin.post(`/api/price-indices/${brent.id}/quotes`, { quotes });
    expect(response.status).toBe(400);
    expect(ZErrorBody.parse(await response.json()).details).toEqual([
      { path: 'quotes.3.value', message: PRICING_MESSAGES.valueInvalid },
    ]);
    const badDay = await admin.post(`/api/price-indices/${brent.id}/quotes`, {
      quotes: [
        { date: dayOf(100), value: '1' },
        { date: '2026-02-30', value: '1' },
      ],
    });
    expect(ZErrorBody.parse(await badDay.json()).details).toEqual([
      { path: 'quotes.1.date', message: 'Date must be a date (YYYY-MM-DD)' },
    ]);
    const twice = await admin.post(`/api/price-indices/${brent.id}/quotes`, {
      quotes: [
        { date: dayOf(100), value: '1' },
        { date: dayOf(100), value: '2' },
      ],
    });
    expect(ZErrorBody.parse(await twice.json()).details).toEqual([
      { path: 'quotes.1.date', message: PRICING_MESSAGES.duplicateDay },
    ]);
    const tooMany = await admin.post(`/api/price-indices/${brent.id}/quotes`, {
      quotes: Array.from({ length: 1001 }, (_, n) => ({ date: dayOf(n), value: '1' })),
    });
    expect(ZErrorBody.parse(await tooMany.json()).details).toEqual([
      { path: 'quotes', message: PRICING_MESSAGES.tooManyQuotes },
    ]);
    const stored = await p.server.database.db
      .select({ date: priceQuotes.date })
      .from(priceQuotes)
      .where(eq(priceQuotes.indexId, brent.id));
    expect(stored).toHaveLength(10);
  });

  it('replaces a day posted again and writes an audit row with its former value', async () => {
    const posted = await json(
      await admin.post(`/api/price-indices/${brent.id}/quotes`, {
        quotes: [
          { date: dayOf(4), value: '812.25' },
          { date: dayOf(10), value: '90.5' },
        ],
      }),
      ZPosted,
    );
    expect(posted).toEqual({ inserted: 1, replaced: 1 });
    const db = p.server.database.db;
    const [quote] = await db
      .select({ value: priceQuotes.value })
      .from(priceQuotes)
      .where(and(eq(priceQuotes.indexId, brent.id), eq(priceQuotes.date, dayOf(4))));
    expect(quote?.value).toBe('812.250000');
    const audits = await db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'price_index'), eq(auditLog.entityId, brent.id)));
    expect(audits.filter((a) => a.action === 'price_quote.replaced')).toEqual([
      { action: 'price_quote.replaced', details: { date: dayOf(4), from: '84.250000', value: '812.25' } },
    ]);
  });

  it('pages the quotes between from and to, over REST (Link, X-Total-Count) and tRPC', async () => {
    const first = await admin.get(`/api/price-indices/${brent.id}/quotes?from=${dayOf(2)}&to=${dayOf(8)}&limit=4`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('7');
    const firstPage = z.array(ZPriceQuote).parse(await first.json());
    expect(firstPage.map((q) => q.date)).toEqual([dayOf(8), dayOf(7), dayOf(6), dayOf(5)]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const nextUrl = new URL(next ?? '', p.server.url);
    const second = z.array(ZPriceQuote).parse(await (await p.buyer.get(nextUrl.pathname + nextUrl.search)).json());
    expect(second.map((q) => [q.date, q.value])).toEqual([
      [dayOf(4), '812.250000'],
      [dayOf(3), '83.250000'],
      [dayOf(2), '82.250000'],
    ]);
    const trpc = await json(
      await logistics.get(
        `/api/trpc/pricing.quotes${trpcQuery({ id: brent.id, order: 'asc', limit: 2, from: dayOf(0) })}`,
      ),
      TrpcQuotes,
    );
    expect(trpc.result.data.items.map((q) => q.date)).toEqual([dayOf(0), dayOf(1)]);
    expect(trpc.result.data.total).toBe(11);
    expect(trpc.result.data.nextCursor).not.toBeNull();
    const missing = await admin.get('/api/price-indices/00000000-0000-4000-8000-000000000000/quotes');
    expect(missing.status).toBe(404);
    expect(ZErrorBody.parse(await missing.json()).error).toBe('Price index not found');
  });

  it('lets an admin patch an index; a price unit outside the list is 400', async () => {
    const patched = await json(
      await admin.request('PATCH', `/api/price-indices/${brent.id}`, { name: 'Dated Brent (Platts)', active: false }),
      ZPriceIndex,
    );
    expect(patched).toMatchObject({ name: 'Dated Brent (Platts)', active: false, code: 'BRENT-T' });
    const mismatch = await admin.request('PATCH', `/api/price-indices/${brent.id}`, { currency: 'NGN' });
    expect(mismatch.status).toBe(400);
    expect(ZErrorBody.parse(await mismatch.json()).details).toEqual([
      { path: 'unit', message: PRICING_MESSAGES.unitMismatch },
    ]);
  });

  it('posts FX rates in bulk (a bad row: 400, nothing written), replaces a day with an audit row, and lists them paged', async () => {
    const bad = await admin.post('/api/fx-rates', {
      rates: [
        { base: 'USD', quote: 'NGN', date: '2026-03-02', rate: '1530.5' },
        { base: 'USD', quote: 'USD', date: '2026-03-02', rate: '1' },
        { base: 'USD', quote: 'EUR', date: '2026-03-02', rate: '0' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(ZErrorBody.parse(await bad.json()).details).toEqual([
      { path: 'rates.1.quote', message: PRICING_MESSAGES.samePair },
      { path: 'rates.2.rate', message: PRICING_MESSAGES.rateInvalid },
    ]);
    const db = p.server.database.db;
    expect(await db.select().from(fxRates)).toEqual([]);
    expect(
      await json(
        await admin.post('/api/fx-rates', {
          rates: [
            { base: 'USD', quote: 'NGN', date: '2026-03-02', rate: '1530.5' },
            { base: 'USD', quote: 'NGN', date: '2026-03-05', rate: '1541' },
            { base: 'EUR', quote: 'USD', date: '2026-03-03', rate: '1.0825' },
          ],
        }),
        ZPosted,
      ),
    ).toEqual({ inserted: 3, replaced: 0 });
    expect(
      await json(
        await admin.post('/api/fx-rates', {
          rates: [{ base: 'USD', quote: 'NGN', date: '2026-03-02', rate: '1532.75' }],
        }),
        ZPosted,
      ),
    ).toEqual({ inserted: 0, replaced: 1 });
    const audits = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'fx_rate.replaced'));
    expect(audits).toEqual([
      { details: { base: 'USD', quote: 'NGN', date: '2026-03-02', from: '1530.500000', rate: '1532.75' } },
    ]);
    const page = await p.finance.get('/api/fx-rates?base=USD&quote=NGN&limit=1');
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(page.headers.get('link')).toContain('rel="next"');
    expect(z.array(ZFxRate).parse(await page.json())).toMatchObject([
      { base: 'USD', quote: 'NGN', date: '2026-03-05', rate: '1541.000000' },
    ]);
    const eur = z.array(ZFxRate).parse(await (await p.buyer.get('/api/fx-rates?from=2026-03-03&to=2026-03-04')).json());
    expect(eur.map((r) => [r.base, r.quote, r.rate])).toEqual([['EUR', 'USD', '1.082500']]);
  });

  it("rateOn: the day's rate, else the latest earlier one with its date; the inverse pair exactly; none: a DomainError", async () => {
    const db = p.server.database.db;
    expect(await rateOn(db, 'USD', 'NGN', '2026-03-02')).toEqual({
      base: 'USD',
      quote: 'NGN',
      rate: '1532.750000',
      date: '2026-03-02',
      inverted: false,
    });
    // No rate on the 4th: the 2nd's.
    expect(await rateOn(db, 'USD', 'NGN', '2026-03-04')).toMatchObject({ rate: '1532.750000', date: '2026-03-02' });
    expect(await rateOn(db, 'USD', 'NGN', '2026-04-30')).toMatchObject({ rate: '1541.000000', date: '2026-03-05' });
    // Only EUR/USD is stored: USD/EUR is 1 / 1.0825 = 0.923787528868... (12 places, half to even).
    expect(await rateOn(db, 'USD', 'EUR', '2026-03-10')).toEqual({
      base: 'USD',
      quote: 'EUR',
      rate: '0.923787528868',
      date: '2026-03-03',
      inverted: true,
    });
    // NGN/USD from USD/NGN: 1 / 1541 = 0.000648929266...
    expect(await rateOn(db, 'NGN', 'USD', '2026-03-06')).toMatchObject({
      rate: '0.000648929267',
      date: '2026-03-05',
      inverted: true,
    });
    const none = await rateOn(db, 'USD', 'NGN', '2026-03-01').catch((error: unknown) => error);
    expect(none).toBeInstanceOf(DomainError);
    expect(none).toMatchObject({ kind: 'not_found', message: PRICING_MESSAGES.noRate });
    await expect(rateOn(db, 'GBP', 'CAD', '2026-03-10')).rejects.toThrow(PRICING_MESSAGES.noRate);
  });
});
