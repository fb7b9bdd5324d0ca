import type { Database } from '@energy/db/client';
import { priceIndices } from '@energy/db/schema/pricing';
import { users } from '@energy/db/schema/users';
import { offerInputSchema } from '@energy/domain/schemas/offer';
import { utcDayOf } from '@energy/domain/schemas/primitives';
import { ZFxRatesInput, ZPriceIndexInput, ZQuotesInput } from '@energy/domain/schemas/pricing';
import { rfqCreateSchema, type TRfqCreateInput } from '@energy/domain/schemas/rfq';
import { eq, inArray } from 'drizzle-orm';
import { submitOffer } from '../routers/offer/offer.service';
import { createIndex, postFxRates, postQuotes } from '../routers/pricing/pricing.service';
import { createRfq } from '../routers/rfq/rfq.service';
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
 * admin through the services the API uses, one bulk post per index and one for the rates; then two formula offers
 * on open RFQs priced from them (seedFormulaOffers). Runs once: nothing happens when the first index exists.
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
  await seedFormulaOffers(db);
  return { created: true };
}

const DAY = 86_400_000;

/**
 * Two open RFQs with a formula offer each, priced out of the box from the quotes above, and a fixed offer beside the
 * first to rank it against. Their periods start after today, so each day carries today's quote (day 119 of the
 * series) and the figures are the same on every start:
 * - AGO for Apapa, 33,000 litres: AGO-LAGOS (1163.95 NGN/l) - 2.00 = 1161.95 NGN/l, 38,344,350.00 NGN; beside a fixed
 *   1,165.00 NGN/l.
 * - Gasoil for Onne, 12,000 barrels: GO-CIF-NWE (705.93 USD/t) at AGO's 845 kg/m³ is 705.93 x 0.845 / 1,000 x
 *   158.987294928 = 94.8376 USD/bbl, + 12.50 = 107.3376 USD/bbl, 1,288,051.76 USD.
 * The RFQs are dated from the real clock (they must close in the future); nothing is made without the demo accounts.
 */
async function seedFormulaOffers(db: Database): Promise<void> {
  const accounts = await db
    .select()
    .from(users)
    .where(inArray(users.username, ['buyer', 'supplier', 'supplier2']));
  const scope = (username: string) => {
    const user = accounts.find((u) => u.username === username);
    return user ? scopeOf({ ...user, organizationName: null }) : null;
  };
  const [buyer, supplier, supplier2] = [scope('buyer'), scope('supplier'), scope('supplier2')];
  if (!buyer || !supplier || !supplier2) return;
  const codes = await db.select({ id: priceIndices.id, code: priceIndices.code }).from(priceIndices);
  const indexId = (code: string) => codes.find((index) => index.code === code)?.id ?? '';
  const days = (n: number) => new Date(Date.now() + n * DAY);
  const rfq = (input: Omit<TRfqCreateInput, 'deliveryDate' | 'closeDate' | 'productType' | 'refinedProductType'>) =>
    createRfq(
      db,
      buyer,
      rfqCreateSchema().parse({
        productType: 'refined-products',
        refinedProductType: 'AGO',
        deliveryDate: days(21).toISOString(),
        closeDate: days(7).toISOString(),
        ...input,
      }),
    );
  const terms = (rfqId: string, pricing: Record<string, unknown>) =>
    offerInputSchema().parse({
      rfqId,
      validUntil: days(14),
      paymentTerms: { method: 'bank_transfer', daysToPayment: 30, advancePayment: 10 },
      deliverySlots: [{ startTime: days(21), endTime: days(22) }],
      ...pricing,
    });
  const fivePrices = { kind: 'average', anchor: 'delivery', daysBefore: 0, daysAfter: 4 };

  const apapa = await rfq({
    title: 'AGO for Apapa depot, index-linked',
    description: 'Automotive gas oil priced on the Lagos ex-depot index or fixed.',
    quantity: 33000,
    unit: 'liters',
    deliveryLocation: 'Apapa, Lagos',
  });
  await submitOffer(
    db,
    supplier,
    terms(apapa.id, {
      currency: 'NGN',
      pricing: { type: 'formula', indexId: indexId('AGO-LAGOS'), differential: '-2.00', period: fivePrices },
      notes: 'Lagos ex-depot AGO, average of 5 quotes from the delivery date, minus 2.00 NGN/l',
    }),
  );
  await submitOffer(db, supplier2, terms(apapa.id, { currency: 'NGN', unitPrice: '1165' }));

  const onne = await rfq({
    title: 'Gasoil cargo for Onne, index-linked',
    description: 'Gasoil 0.1% delivered by coaster, priced on the CIF NWE benchmark.',
    quantity: 12000,
    unit: 'barrels',
    deliveryLocation: 'Onne, Rivers',
  });
  await submitOffer(
    db,
    supplier2,
    terms(onne.id, {
      currency: 'USD',
      pricing: { type: 'formula', indexId: indexId('GO-CIF-NWE'), differential: '12.50', period: fivePrices },
      notes: 'Gasoil 0.1% CIF NWE, average of 5 quotes from the delivery date, plus 12.50 USD/bbl',
    }),
  );
}
