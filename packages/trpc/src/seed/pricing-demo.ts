import type { Database } from '@energy/db/client';
import { priceIndices } from '@energy/db/schema/pricing';
import { users } from '@energy/db/schema/users';
import { utcDayOf } from '@energy/domain/schemas/primitives';
import { ZFxRatesInput, ZPriceIndexInput, ZQuotesInput } from '@energy/domain/schemas/pricing';
import { eq } from 'drizzle-orm';
import { createIndex, postFxRates, postQuotes } from '../routers/pricing/pricing.service';
import { scopeOf } from '../scope';

/** Days of demo history, ending today. */
export const DEMO_PRICING_DAYS = 120;

/**
 * A demo series: `level`, a slow trend per day and a swing of `swing` (a sine over about seven weeks), rounded to
 * `decimals`. Deterministic: the same day gets the same value on every start.
 */
const series = (level: number, trend: number, swing: number, decimals: number) => (day: number) =>
  (level + trend * day + swing * Math.sin(day / 7)).toFixed(decimals);

const INDICES = [
  {
    index: { code: 'BRENT-DTD', name: 'Dated Brent', publisher: 'Platts', currency: 'USD', unit: 'bbl' },
    value: series(78, 0.02, 3.5, 2),
  },
  {
    index: { code: 'GO-CIF-NWE', name: 'Gasoil 0.1% CIF NWE', publisher: 'Platts', currency: 'USD', unit: 't' },
    value: series(715, 0.15, 28, 2),
  },
  {
    index: { code: 'AGO-LAGOS', name: 'Lagos ex-depot AGO', publisher: 'NMDPRA', currency: 'NGN', unit: 'l' },
    value: series(1150, 0.4, 35, 2),
  },
] as const;

/** One USD in each currency. */
const FX = [
  { quote: 'NGN', rate: series(1540, 0.25, 22, 4) },
  { quote: 'EUR', rate: series(0.92, 0.0001, 0.012, 6) },
  { quote: 'GBP', rate: series(0.79, 0.00005, 0.01, 6) },
  { quote: 'CAD', rate: series(1.37, 0.0001, 0.015, 6) },
] as const;

/**
 * Three price indices (a crude benchmark in USD/bbl, a gasoil benchmark in USD/t, Lagos ex-depot AGO in NGN/l) with
 * 120 days of quotes ending today, and the USD rates of NGN, EUR, GBP and CAD for the same days, posted by the demo
 * admin through the services the API uses, one bulk post per index and one for the rates. Runs once: nothing happens
 * when the first index exists.
 */
export async function seedPricingDemo(db: Database, now = new Date()): Promise<{ created: boolean }> {
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  if (!admin) return { created: false };
  const [existing] = await db
    .select({ id: priceIndices.id })
    .from(priceIndices)
    .where(eq(priceIndices.code, 'BRENT-DTD'))
    .limit(1);
  if (existing) return { created: false };
  const scope = scopeOf({ ...admin, organizationName: null });
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Day 0 is the first of the 120 days, day 119 today.
  const days = Array.from({ length: DEMO_PRICING_DAYS }, (_, day) => ({
    day,
    date: utcDayOf(new Date(today - (DEMO_PRICING_DAYS - 1 - day) * 86_400_000)),
  }));
  for (const { index, value } of INDICES) {
    const { id } = await createIndex(db, scope, ZPriceIndexInput.parse(index));
    await postQuotes(
      db,
      scope,
      ZQuotesInput.parse({ id, quotes: days.map(({ day, date }) => ({ date, value: value(day) })) }),
    );
  }
  await postFxRates(
    db,
    scope,
    ZFxRatesInput.parse({
      rates: FX.flatMap(({ quote, rate }) =>
        days.map(({ day, date }) => ({ base: 'USD', quote, date, rate: rate(day) })),
      ),
    }),
  );
  return { created: true };
}
