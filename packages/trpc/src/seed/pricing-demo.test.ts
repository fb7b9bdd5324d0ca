import type { DbHandle } from '@energy/db/client';
import { fxRates, priceQuotes } from '@energy/db/schema/pricing';
import { utcDayOf } from '@energy/domain/schemas/primitives';
import { openTestDb, testBackends } from '@energy/test/databases';
import { count } from 'drizzle-orm';
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
});
