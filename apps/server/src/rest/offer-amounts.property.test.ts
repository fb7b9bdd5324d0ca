import { offers } from '@energy/db/schema/offers';
import { ZOffer } from '@energy/domain/schemas/offer';
import { MAX_AMOUNT_MINOR } from '@energy/domain/schemas/primitives';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import { createRfq, json, offerBody, rfqBody, startParties } from '@energy/test/procurement';
import type { TestServer } from '@energy/test/server';

const Offers = z.array(ZOffer);
const Rfqs = z.array(ZRfq);
const ErrorBody = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Amounts and quantities as an attacker or a clumsy client sends them: numbers and text, huge, tiny, odd. */
const EDGES = [
  0,
  -1,
  0.001,
  0.0001,
  1.005,
  1e-7,
  3333,
  999_999_999_999.99,
  1e12,
  1e12 + 0.001,
  9_999_999_999_999.99,
  1e15,
  1e21,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
];
const numeric = fc.oneof(
  fc.constantFrom<number | string>(
    ...EDGES,
    '',
    'abc',
    '1e5',
    '+5',
    ' 12.50 ',
    '0x10',
    'NaN',
    'Infinity',
    '9999999999999.99',
    '1.005',
    '0.000',
  ),
  fc.double({ min: -1e22, max: 1e22, noNaN: true }),
  fc.integer({ min: 1, max: 5000 }),
  fc.stringMatching(/^[0-9]{1,16}(\.[0-9]{1,4})?$/),
);
const band = fc.record({ minQuantity: numeric, maxQuantity: numeric, unitPrice: numeric });

const pathsOf = async (response: Response) => (ErrorBody.parse(await response.json()).details ?? []).map((d) => d.path);

describe.each(testBackends())('offer amounts and quantities, whatever they are (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let supplier: HttpClient;
  beforeAll(async () => {
    ({ server, buyer, supplier } = await startParties(backend));
  });
  afterAll(() => server.close());

  /** After every attempt, every party's lists still answer, and parse. */
  async function listsStillAnswer() {
    for (const party of [buyer, supplier]) {
      await json(await party.get('/api/offers'), Offers);
      await json(await party.get('/api/rfq/rfqs'), Rfqs);
    }
  }

  it("refuses unit price 9999999999999.99 (the issue's offer) with 400 on unitPrice, stores nothing, and the list stays 200", async () => {
    const rfq = await createRfq(buyer, { quantity: 3333 });
    const response = await supplier.post('/api/offers', offerBody(rfq.id, { unitPrice: '9999999999999.99' }));
    expect(response.status).toBe(400);
    expect(await pathsOf(response)).toEqual(['unitPrice']);
    expect(await server.database.db.select().from(offers).where(eq(offers.rfqId, rfq.id))).toHaveLength(0);
    await listsStillAnswer();
  });

  it('refuses a unit price within bounds whose total on the RFQ quantity is not, naming the price, before writing', async () => {
    const rfq = await createRfq(buyer, { quantity: 3333 });
    const response = await supplier.post('/api/offers', offerBody(rfq.id, { unitPrice: '999999999999.99' }));
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).details).toEqual([
      { path: 'unitPrice', message: 'The total price (unit price x RFQ quantity) must be at most 999,999,999,999.99' },
    ]);
    const banded = await supplier.post(
      '/api/offers',
      offerBody(rfq.id, { pricingBands: [{ minQuantity: 3000, maxQuantity: 4000, unitPrice: '900000000000' }] }),
    );
    expect(await pathsOf(banded)).toEqual(['pricingBands.0.unitPrice']);
    expect(await server.database.db.select().from(offers).where(eq(offers.rfqId, rfq.id))).toHaveLength(0);
    await listsStillAnswer();
  });

  it('refuses a counter-offer whose total on the RFQ quantity is out of range, before writing it', async () => {
    const rfq = await createRfq(buyer, { quantity: 3333 });
    const offer = await json(await supplier.post('/api/offers', offerBody(rfq.id)), ZOffer, 201);
    const response = await buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '999999999999.99' });
    expect(await pathsOf(response)).toEqual(['unitPrice']);
    const [row] = await server.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row?.counterUnitPrice).toBeNull();
    await listsStillAnswer();
  });

  it('either refuses an input with 400 naming its field, or stores it and lists it', async () => {
    await fc.assert(
      fc.asyncProperty(
        numeric,
        numeric,
        fc.array(band, { maxLength: 2 }),
        async (quantity, unitPrice, pricingBands) => {
          const rfqResponse = await buyer.post('/api/rfq/rfqs', rfqBody({ quantity }));
          if (rfqResponse.status === 400) {
            expect(await pathsOf(rfqResponse)).toEqual(['quantity']);
            await listsStillAnswer();
            return;
          }
          const rfq = await json(rfqResponse, ZRfq, 201);
          const response = await supplier.post('/api/offers', offerBody(rfq.id, { unitPrice, pricingBands }));
          const stored = await server.database.db.select().from(offers).where(eq(offers.rfqId, rfq.id));
          if (response.status === 400) {
            for (const path of await pathsOf(response))
              expect(path).toMatch(/^(unitPrice|pricingBands(\.\d+\.(minQuantity|maxQuantity|unitPrice))?)$/);
            expect(stored).toHaveLength(0);
          } else {
            const offer = await json(response, ZOffer, 201);
            expect(offer.totalPrice).toBeLessThanOrEqual(MAX_AMOUNT_MINOR);
            expect(stored.map((o) => o.id)).toEqual([offer.id]);
            const listed = await json(await buyer.get(`/api/offers?rfqId=${rfq.id}`), Offers);
            expect(listed.map((o) => o.totalPrice)).toEqual([offer.totalPrice]);
          }
          await listsStillAnswer();
        },
      ),
      { numRuns: 60 },
    );
  });
});
