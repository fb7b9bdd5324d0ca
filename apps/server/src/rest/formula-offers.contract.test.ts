import { auditLog } from '@energy/db/schema/audit';
import { offers } from '@energy/db/schema/offers';
import { rfqs } from '@energy/db/schema/rfqs';
import { CONVERSION_MESSAGES } from '@energy/domain/pricing/units';
import { FORMULA_MESSAGES, ZOffer } from '@energy/domain/schemas/offer';
import { ZPosted, ZPriceIndex, ZPriceIndexList, type TPriceIndex } from '@energy/domain/schemas/pricing';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { createRfq, inDays, json, offerBody, signIn, startParties, type Parties } from '@energy/test/procurement';
import { KIND_DEMOS } from '@energy/trpc/root';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const DAY = 86_400_000;
const TrpcOffer = z.object({ result: z.object({ data: ZOffer }) });
const ZErrorBody = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** The UTC day `days` after `day` (YYYY-MM-DD). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** An average of the delivery day and the `daysAfter` days after it. */
const averageFrom = (daysAfter: number) => ({ kind: 'average', anchor: 'delivery', daysBefore: 0, daysAfter });

/**
 * Formula (index-linked) offers over REST and tRPC: priced from the demo's seeded quotes (seedPricingDemo, run with the other kinds' demos: 120 days
 * ending today, day 119 being today) and from quotes a test posts, checked against the RFQ, refreshed when quotes or
 * rates are posted, and countered on the differential.
 */
describe.each(testBackends())('formula offers (%s)', (backend) => {
  let p: Parties;
  let admin: HttpClient;
  let indices: Map<string, TPriceIndex>;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    p = await startParties(backend);
    admin = await signIn(p.server, 'admin');
    // The kinds' demos, as a fresh start runs them: among them the pricing demo's indices and 120 days of quotes.
    for (const seedKind of KIND_DEMOS) await seedKind(p.server.database.db);
    const listed = await json(await admin.get('/api/price-indices'), ZPriceIndexList);
    indices = new Map(listed.map((index) => [index.code, index]));
  });
  afterAll(() => p.server.close());

  const indexId = (code: string) => {
    const found = indices.get(code);
    if (!found) throw new Error(`no index ${code}`);
    return found.id;
  };
  /** An offer body priced by a formula: no unit price (JSON drops the undefined one). */
  const formulaBody = (rfqId: string, pricing: Record<string, unknown>) =>
    offerBody(rfqId, { unitPrice: undefined, pricing: { type: 'formula', ...pricing } });
  const offerOf = async (id: string) => json(await p.buyer.get(`/api/offers/${id}`), ZOffer);
  const newIndex = async (code: string) => {
    const index = await json(
      await admin.post('/api/price-indices', {
        code,
        name: `Lagos AGO (${code})`,
        publisher: 'internal',
        currency: 'NGN',
        unit: 'l',
      }),
      ZPriceIndex,
      201,
    );
    return index.id;
  };

  it('prices a formula offer from the seeded quotes: AGO-LAGOS minus 2.00 NGN/l for 1,000 litres', async () => {
    const rfq = await createRfq(p.buyer);
    const offer = await json(
      await p.supplier.post(
        '/api/offers',
        formulaBody(rfq.id, { indexId: indexId('AGO-LAGOS'), differential: '-2.00', period: averageFrom(4) }),
      ),
      ZOffer,
      201,
    );
    // The period (the delivery day, 30 days on, and the 4 after it) has no quote yet: each day carries today's, day
    // 119 of the series, 1150 + 0.4 x 119 + 35 sin(119/7) = 1150 + 47.6 - 33.6489 = 1163.9511, posted as 1163.95.
    // NGN per litre as the RFQ and the offer are: no conversion. 1163.95 - 2.00 = 1161.95 NGN/l; x 1,000 l = 1,161,950.00.
    expect(offer).toMatchObject({
      pricing: {
        type: 'formula',
        indexCode: 'AGO-LAGOS',
        indexPriceUnit: 'NGN/l',
        differential: -20_000,
        period: averageFrom(4),
        densityKgM3: null,
      },
      indicativeUnitPrice: 11_619_500,
      indicativeTotal: 116195000,
      indicativeAsOf: today,
      unitPrice: 11_619_500,
      totalPrice: 116195000,
      priceBasis: {
        indexAverage: '1163.950000',
        convertedIndex: 11_639_500,
        differential: -20_000,
        unitPrice: 11_619_500,
        total: 116195000,
        quotesPresent: 0,
        quotesNeeded: 5,
        asOf: today,
        fx: null,
      },
      status: 'pending',
    });
    const [stored] = await p.server.database.db
      .select({ type: offers.pricingType, formula: offers.pricingFormula, indicative: offers.indicativeUnitPrice })
      .from(offers)
      .where(eq(offers.id, offer.id));
    expect(stored).toEqual({
      type: 'formula',
      formula: { indexId: indexId('AGO-LAGOS'), differential: '-2.00', period: averageFrom(4), densityKgM3: null },
      indicative: '1161.9500',
    });
    // Ranked beside a fixed offer by the same figures: 1,150.00 NGN/l fixed is cheaper.
    await json(await p.supplier2.post('/api/offers', offerBody(rfq.id, { unitPrice: '1150' })), ZOffer, 201);
    const ranked = z
      .array(ZOffer)
      .parse(await (await p.buyer.get(`/api/offers?rfqId=${rfq.id}&sort=totalPrice&order=asc`)).json());
    expect(ranked.map((o) => [o.pricing.type, o.indicativeTotal])).toEqual([
      ['fixed', 115000000],
      ['formula', 116195000],
    ]);
  });

  it('converts GO-CIF-NWE (USD/t) into naira per litre at the AGO density and the day’s rate, over tRPC', async () => {
    const rfq = await createRfq(p.buyer);
    const created = await json(
      await p.supplier.post(
        '/api/trpc/offer.create',
        formulaBody(rfq.id, {
          indexId: indexId('GO-CIF-NWE'),
          differential: '12.50',
          period: { kind: 'day', date: today },
        }),
      ),
      TrpcOffer,
    );
    // Today's quote, day 119: 715 + 0.15 x 119 + 28 sin(17) = 715 + 17.85 - 26.9191 = 705.93 USD/t. A tonne of AGO at
    // 845 kg/m³ is 1,000 / 0.845 litres: 705.93 x 0.845 / 1,000 = 0.59651085 USD/l. Today's USD/NGN rate, day 119:
    // 1540 + 0.25 x 119 + 22 sin(17) = 1548.5993. 0.59651085 x 1548.5993 = 923.7562847524 NGN/l, + 12.50 =
    // 936.2562847524, 936.2563 to 4 places; x 1,000 l = 936,256.28.
    expect(created.result.data).toMatchObject({
      currency: 'NGN',
      indicativeUnitPrice: 9_362_563,
      indicativeTotal: 93625628,
      indicativeAsOf: today,
      priceBasis: {
        indexAverage: '705.930000',
        convertedIndex: 9_237_563,
        differential: 125_000,
        unitPrice: 9_362_563,
        total: 93625628,
        density: '845',
        fx: { base: 'USD', quote: 'NGN', date: today, inverted: false },
        quotesPresent: 1,
        quotesNeeded: 1,
      },
    });
    // New rates: the offer's figures are computed again in the same post. 0.59651085 x 1600 = 954.41736, + 12.50 =
    // 966.91736: 966.9174 NGN/l, 966,917.36 for 1,000 litres.
    expect(
      await json(
        await admin.post('/api/fx-rates', { rates: [{ base: 'USD', quote: 'NGN', date: today, rate: '1600' }] }),
        ZPosted,
      ),
    ).toEqual({ inserted: 0, replaced: 1 });
    expect(await offerOf(created.result.data.id)).toMatchObject({
      indicativeUnitPrice: 9_669_174,
      indicativeTotal: 96691736,
      version: 1,
      priceBasis: { fx: { rate: '1600.000000', date: today } },
    });
  });

  it('carries the earlier quote into a day without one, says the quote date used, and prices again when quotes are posted', async () => {
    const id = await newIndex('AGO-GAP');
    const rfq = await createRfq(p.buyer, { deliveryDate: inDays(2), closeDate: inDays(1) });
    const first = rfq.deliveryDate.slice(0, 10);
    const posted = (quotes: { date: string; value: string }[]) =>
      admin.post(`/api/price-indices/${id}/quotes`, { quotes });
    // No quote on the index yet: nothing to price from.
    const early = await p.supplier.post(
      '/api/offers',
      formulaBody(rfq.id, { indexId: id, differential: '-2.00', period: averageFrom(2) }),
    );
    expect(early.status).toBe(422);
    expect(ZErrorBody.parse(await early.json()).error).toBe(FORMULA_MESSAGES.indexNoQuotes);

    expect(
      (
        await posted([
          { date: first, value: '1170.00' },
          { date: dayAfter(first, 2), value: '1180.00' },
        ])
      ).status,
    ).toBe(200);
    const offer = await json(
      await p.supplier.post(
        '/api/offers',
        formulaBody(rfq.id, { indexId: id, differential: '-2.00', period: averageFrom(2) }),
      ),
      ZOffer,
      201,
    );
    // The middle day has no quote: it carries the first day's. (1170 + 1170 + 1180) / 3 = 1173.333333...;
    // - 2.00 = 1171.3333 NGN/l; x 1,000 l = 1,171,333.33. The latest quote read is the third day's.
    expect(offer).toMatchObject({
      indicativeUnitPrice: 11_713_333,
      indicativeTotal: 117133333,
      indicativeAsOf: dayAfter(first, 2),
      priceBasis: { indexAverage: '1173.333333', quotesPresent: 2, quotesNeeded: 3 },
    });

    // The missing day's quote arrives: (1170 + 1190 + 1180) / 3 = 1180.00; - 2.00 = 1178.00; 1,178,000.00.
    expect((await posted([{ date: dayAfter(first, 1), value: '1190.00' }])).status).toBe(200);
    expect(await offerOf(offer.id)).toMatchObject({
      indicativeUnitPrice: 11_780_000,
      indicativeTotal: 117800000,
      unitPrice: 11_780_000,
      indicativeAsOf: dayAfter(first, 2),
      version: offer.version,
      priceBasis: { quotesPresent: 3, quotesNeeded: 3 },
    });
  });

  it('refuses an unknown index, a period in the past, a month not after the close, an average over 31 days and a unit it cannot convert', async () => {
    const rfq = await createRfq(p.buyer);
    const ago = indexId('AGO-LAGOS');
    const closeMonth = rfq.closeDate.slice(0, 7);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { indexId: '00000000-0000-4000-8000-000000000000', differential: '1', period: averageFrom(0) },
        'pricing.indexId',
        FORMULA_MESSAGES.indexUnknown,
      ],
      [
        { indexId: ago, differential: '1', period: { kind: 'day', date: dayAfter(today, -1) } },
        'pricing.period',
        FORMULA_MESSAGES.periodInPast,
      ],
      [
        { indexId: ago, differential: '1', period: { kind: 'month', month: closeMonth } },
        'pricing.period.month',
        FORMULA_MESSAGES.monthNotAfterClose,
      ],
      [
        {
          indexId: ago,
          differential: '1',
          period: { kind: 'average', anchor: 'delivery', daysBefore: 10, daysAfter: 25 },
        },
        'pricing.period.daysAfter',
        FORMULA_MESSAGES.averageTooLong,
      ],
    ];
    for (const [pricing, path, message] of cases) {
      const response = await p.supplier.post('/api/offers', formulaBody(rfq.id, pricing));
      expect(response.status, message).toBe(400);
      expect(ZErrorBody.parse(await response.json()).details).toContainEqual({ path, message });
    }
    // An average that ends before today, on an RFQ whose delivery day has passed (it still takes offers).
    await p.server.database.db
      .update(rfqs)
      .set({ deliveryDate: new Date(Date.now() - 5 * DAY) })
      .where(eq(rfqs.id, rfq.id));
    const past = await p.supplier.post(
      '/api/offers',
      formulaBody(rfq.id, { indexId: ago, differential: '1', period: averageFrom(2) }),
    );
    expect(past.status).toBe(400);
    expect(ZErrorBody.parse(await past.json()).details).toEqual([
      { path: 'pricing.period', message: FORMULA_MESSAGES.periodInPast },
    ]);
    // A price per litre cannot be put into MMBtu: the conversion's own 400.
    const gas = await createRfq(p.buyer, { productType: 'natural-gas', refinedProductType: undefined, unit: 'mmbtu' });
    const energy = await p.supplier.post(
      '/api/offers',
      formulaBody(gas.id, { indexId: ago, differential: '1', period: averageFrom(0) }),
    );
    expect(energy.status).toBe(400);
    expect(ZErrorBody.parse(await energy.json()).error).toBe(CONVERSION_MESSAGES.energyNotConvertible);
    // A revision is checked the same way, its fields named under `offer`.
    const other = await createRfq(p.buyer);
    const fixed = await json(await p.supplier.post('/api/offers', offerBody(other.id)), ZOffer, 201);
    const revised = await p.supplier.request(
      'PUT',
      `/api/offers/${fixed.id}`,
      formulaBody(other.id, {
        indexId: '00000000-0000-4000-8000-000000000000',
        differential: '1',
        period: averageFrom(0),
      }),
    );
    expect(revised.status).toBe(400);
    expect(ZErrorBody.parse(await revised.json()).details).toEqual([
      { path: 'offer.pricing.indexId', message: FORMULA_MESSAGES.indexUnknown },
    ]);
    expect(await offerOf(fixed.id)).toMatchObject({ pricing: { type: 'fixed' }, unitPrice: 6_505_000, version: 1 });
  });

  it('counters a formula offer on its differential; accepting it changes the formula and prices it again', async () => {
    const rfq = await createRfq(p.buyer);
    const offer = await json(
      await p.supplier.post(
        '/api/offers',
        formulaBody(rfq.id, { indexId: indexId('AGO-LAGOS'), differential: '-2.00', period: averageFrom(4) }),
      ),
      ZOffer,
      201,
    );
    const wrong = await p.buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '1100' });
    expect(wrong.status).toBe(400);
    expect(ZErrorBody.parse(await wrong.json()).details).toEqual([
      { path: 'unitPrice', message: FORMULA_MESSAGES.counterPriceOrDifferential },
    ]);
    const countered = await json(
      await p.buyer.post('/api/trpc/offer.counter', { offerId: offer.id, differential: '-3.5', note: 'Sharper' }),
      TrpcOffer,
    );
    expect(countered.result.data).toMatchObject({
      isCounterOffer: true,
      counter: { unitPrice: null, differential: -35_000, note: 'Sharper', status: 'pending' },
      indicativeUnitPrice: 11_619_500,
    });
    // Accepted: today's 1163.95 - 3.50 = 1160.45 NGN/l, 1,160,450.00 for 1,000 litres.
    const accepted = await json(
      await p.supplier.post(`/api/offers/${offer.id}/counter/respond`, { response: 'accept' }),
      ZOffer,
    );
    expect(accepted).toMatchObject({
      pricing: { type: 'formula', differential: -35_000 },
      indicativeUnitPrice: 11_604_500,
      indicativeTotal: 116045000,
      version: offer.version + 1,
      counter: { differential: -35_000, status: 'accepted' },
    });
    const rounds = await p.server.database.db
      .select({ action: auditLog.action, from: auditLog.fromState, to: auditLog.toState, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'offer'), eq(auditLog.entityId, offer.id)))
      .orderBy(asc(auditLog.id));
    expect(rounds.filter((r) => r.action.startsWith('offer.counter'))).toEqual([
      { action: 'offer.countered', from: 'none', to: 'pending', details: { differential: '-3.5', note: 'Sharper' } },
      expect.objectContaining({ action: 'offer.counter_accepted', from: 'pending', to: 'accepted' }),
    ]);
    // A fixed offer is countered with a unit price, never a differential.
    const fixed = await json(await p.supplier2.post('/api/offers', offerBody(rfq.id)), ZOffer, 201);
    const onFixed = await p.buyer.post(`/api/offers/${fixed.id}/counter`, { differential: '-1' });
    expect(onFixed.status).toBe(400);
    expect(ZErrorBody.parse(await onFixed.json()).details).toEqual([
      { path: 'differential', message: FORMULA_MESSAGES.counterPriceOrDifferential },
    ]);
  });

  it('describes both price shapes of the offer input and the indicative fields of its row in the OpenAPI document', async () => {
    const document = await (await fetch(`${p.server.url}/api/openapi.json`)).json();
    const ZShape = z.object({ properties: z.record(z.string(), z.unknown()) });
    const ZOneOf = z.object({
      oneOf: z.array(z.object({ properties: z.record(z.string(), z.looseObject({ const: z.string().optional() })) })),
    });
    const submit = z
      .object({
        paths: z.object({
          '/api/offers': z.object({
            post: z.object({
              requestBody: z.object({ content: z.object({ 'application/json': z.object({ schema: ZShape }) }) }),
              responses: z.object({
                '201': z.object({ content: z.object({ 'application/json': z.object({ schema: ZShape }) }) }),
              }),
            }),
          }),
        }),
      })
      .parse(document).paths['/api/offers'].post;
    const input = submit.requestBody.content['application/json'].schema.properties;
    const pricing = ZOneOf.parse(input.pricing);
    expect(pricing.oneOf.map((shape) => shape.properties.type?.const)).toEqual(['fixed', 'formula']);
    expect(Object.keys(pricing.oneOf[1]?.properties ?? {})).toEqual([
      'type',
      'indexId',
      'differential',
      'period',
      'densityKgM3',
    ]);
    const period = ZOneOf.parse(pricing.oneOf[1]?.properties.period);
    expect(period.oneOf.map((shape) => shape.properties.kind?.const)).toEqual(['average', 'day', 'month']);
    const row = submit.responses['201'].content['application/json'].schema.properties;
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining(['pricing', 'indicativeUnitPrice', 'indicativeTotal', 'indicativeAsOf', 'priceBasis']),
    );
  });
});
