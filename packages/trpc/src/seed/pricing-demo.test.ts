import type { DbHandle } from '@energy/db/client';
import { fxRates, priceQuotes } from '@energy/db/schema/pricing';
import { utcDayOf } from '@energy/domain/schemas/primitives';
import { openTestDb, testBackends } from '@energy/test/databases';
import { offers } from '@energy/db/schema/offers';
import { rfqs } from '@energy/db/schema/rfqs';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateOn } from '../routers/pricing/pricing.rates';
import { listIndices } from '../routers/pricing/pricing.service';
import { DEMO_PRICING_DAYS, seedPricingDemo } from './pricing-demo';

describe.each(testBackends())('pricing demo seed (%s)', (backend) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it('creates three indices with 120 days of quotes ending today and the USD rates of four currencies, the same on every run, once', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(await seedPricingDemo(database.db, now)).toEqual({ created: true });
    const indices = await listIndices(database.db);
    expect(indices.map((i) => [i.code, i.priceUnit, i.publisher, i.latestDate])).toEqual([
      ['AGO-LAGOS', 'NGN/l', 'NMDPRA', '2026-11-27'],
      ['BRENT-DTD', 'USD/bbl', 'Platts', '2026-11-27'],
      ['GO-CIF-NWE', 'USD/t', 'Platts', '2026-11-27'],
    ]);
    // Day 119 of the series: 78 + 0.02 x 119 + 3.5 sin(17) = 77.0151..., 77.02 to the cent.
    expect(indices.find((i) => i.code === 'BRENT-DTD')?.latestValue).toBe('77.020000');
    expect(await database.db.select({ n: count() }).from(priceQuotes)).toEqual([{ n: 3 * DEMO_PRICING_DAYS }]);
    expect(await database.db.select({ n: count() }).from(fxRates)).toEqual([{ n: 4 * DEMO_PRICING_DAYS }]);
    const first = utcDayOf(new Date(Date.UTC(2026, 10, 27) - (DEMO_PRICING_DAYS - 1) * 86_400_000));
    expect(await rateOn(database.db, 'EUR', 'USD', first)).toMatchObject({ date: first, inverted: true });
    expect(await seedPricingDemo(database.db, now)).toEqual({ created: false });
  });

  it('makes two formula offers on open RFQs, priced from today’s quotes (hand-computed in seedFormulaOffers), beside a fixed one', async () => {
    const rows = await database.db
      .select({
        title: rfqs.title,
        status: offers.status,
        type: offers.pricingType,
        currency: offers.currency,
        indicative: offers.indicativeUnitPrice,
        unitPrice: offers.unitPrice,
        total: offers.totalPrice,
      })
      .from(offers)
      .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
      .orderBy(asc(rfqs.title), asc(offers.totalPrice));
    expect(rows).toEqual([
      {
        title: 'AGO for Apapa depot, index-linked',
        status: 'pending',
        type: 'formula',
        currency: 'NGN',
        indicative: '1161.9500',
        unitPrice: 116195,
        total: 3834435000,
      },
      {
        title: 'AGO for Apapa depot, index-linked',
        status: 'pending',
        type: 'fixed',
        currency: 'NGN',
        // A fixed offer keeps its unit price as entered, to 4 decimals.
        indicative: '1165.0000',
        unitPrice: 116500,
        total: 3844500000,
      },
      {
        title: 'Gasoil cargo for Onne, index-linked',
        status: 'pending',
        type: 'formula',
        currency: 'USD',
        indicative: '107.3376',
        unitPrice: 10734,
        total: 128805176,
      },
    ]);
  });
});
