import { contracts } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { ZContract } from '@energy/domain/schemas/contract';
import { ZOffer } from '@energy/domain/schemas/offer';
import { testBackends } from '@energy/test/databases';
import { acceptOffer, createRfq, json, offerBody, startParties, type Parties } from '@energy/test/procurement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const TrpcOffer = z.object({ result: z.object({ data: ZOffer }) });
const TrpcContract = z.object({ result: z.object({ data: ZContract }) });
const Accepted = z.object({ contractId: z.string(), contractNumber: z.string() });
const trpcQuery = (procedure: string, input: unknown) =>
  `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

/**
 * Fixed unit prices keep 4 decimals (per-litre prices need them); totals 2, computed from the exact unit price and
 * rounded half to even once. Figures by hand: 1161.9537 x 33,000 = 38,344,472.1 exactly (1161.9537 x 33 =
 * 38,344.4721), so 38,344,472.10; the price in minor units 116,195.37 -> 116,195 (the old 2-decimal price would have
 * made 1161.95 x 33,000 = 38,344,350.00, 122.10 less). Answers carry the unit price as sent, in integer ten-thousandths
 * (11,619,537); the stored minor units (116,195) sort the lists.
 */
describe.each(testBackends())('fixed unit prices to 4 decimals (%s)', (backend) => {
  let p: Parties;
  beforeAll(async () => {
    p = await startParties(backend);
  });
  afterAll(() => p.server.close());

  const litres33k = () => createRfq(p.buyer, { quantity: 33000, unit: 'liters' });

  it('stores 1161.9537 NGN/l x 33,000 l as entered, total 38,344,472.10, over REST and tRPC alike', async () => {
    const rfq = await litres33k();
    const offer = await json(
      await p.supplier.post('/api/offers', offerBody(rfq.id, { unitPrice: '1161.9537' })),
      ZOffer,
      201,
    );
    expect(offer).toMatchObject({
      indicativeUnitPrice: 11_619_537,
      unitPrice: 11_619_537,
      totalPrice: 3_834_447_210,
      indicativeTotal: 3_834_447_210,
      pricing: { type: 'fixed' },
    });
    const [row] = await p.server.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ indicativeUnitPrice: '1161.9537', unitPrice: 116195, totalPrice: 3_834_447_210 });
    expect(await json(await p.buyer.get(`/api/offers/${offer.id}`), ZOffer)).toMatchObject({
      unitPrice: 11_619_537,
      indicativeUnitPrice: 11_619_537,
      totalPrice: 3_834_447_210,
    });
    const csv = await p.buyer.get(`/api/offers.csv?rfqId=${rfq.id}`);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('"1161.9537","38344472.10","NGN"');
    const viaTrpc = await json(await p.buyer.get(trpcQuery('offer.byId', { id: offer.id })), TrpcOffer);
    expect(viaTrpc.result.data).toMatchObject({ unitPrice: 11_619_537, totalPrice: 3_834_447_210 });

    // The same price sent through tRPC as an integer of ten-thousandths (the money format), on another supplier's offer.
    const other = await json(
      await p.supplier2.post('/api/trpc/offer.create', offerBody(rfq.id, { unitPrice: 11_619_537 })),
      TrpcOffer,
    );
    expect(other.result.data).toMatchObject({
      indicativeUnitPrice: 11_619_537,
      unitPrice: 11_619_537,
      totalPrice: 3_834_447_210,
    });
  });

  it('answers an offer created with unitPrice 6505000 with unitPrice 6505000, on GET over REST and tRPC', async () => {
    const rfq = await litres33k();
    const created = await p.supplier.post('/api/offers', offerBody(rfq.id, { unitPrice: 6_505_000 }));
    const offer = await json(created, ZOffer, 201);
    expect(created.headers.get('Deprecation')).toBeNull();
    expect(offer.unitPrice).toBe(6_505_000);
    const rest = await p.buyer.get(`/api/offers/${offer.id}`);
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { unitPrice: unknown }).unitPrice).toBe(6_505_000);
    const trpc = await p.buyer.get(trpcQuery('offer.byId', { id: offer.id }));
    expect(trpc.status).toBe(200);
    expect(((await trpc.json()) as { result: { data: { unitPrice: unknown } } }).result.data.unitPrice).toBe(6_505_000);
    // 650.50 x 33,000 = 21,466,500.00: the total stays in minor units.
    expect(offer.totalPrice).toBe(2_146_650_000);
  });

  it('rounds the stored minor units and the total half to even, once; answers the price as entered', async () => {
    const rfq = await litres33k();
    // 1161.9550 -> 116,195.5 minor -> 116,196 (even); 1161.9550 x 33,000 = 38,344,515.00.
    const up = await json(
      await p.supplier.post('/api/offers', offerBody(rfq.id, { unitPrice: '1161.955' })),
      ZOffer,
      201,
    );
    expect(up).toMatchObject({ unitPrice: 11_619_550, totalPrice: 3_834_451_500 });
    const minorOf = async (id: string) =>
      (await p.server.database.db.select({ minor: offers.unitPrice }).from(offers).where(eq(offers.id, id)))[0]?.minor;
    expect(await minorOf(up.id)).toBe(116196);
    // 1161.9450 -> 116,194.5 minor -> 116,194 (even).
    const down = await json(
      await p.supplier.request('PUT', `/api/offers/${up.id}`, offerBody(rfq.id, { unitPrice: '1161.945' })),
      ZOffer,
    );
    expect(down).toMatchObject({ unitPrice: 11_619_450, totalPrice: 3_834_418_500 });
    expect(await minorOf(down.id)).toBe(116194);
    // 10.0050 x 1 l = 10.005: half to even gives 10.00 (half up would give 10.01).
    const one = await createRfq(p.buyer, { quantity: 1, unit: 'liters' });
    const tiny = await json(
      await p.supplier.post('/api/offers', offerBody(one.id, { unitPrice: '10.005' })),
      ZOffer,
      201,
    );
    expect(tiny).toMatchObject({ unitPrice: 100_050, totalPrice: 1000 });
    expect(await minorOf(tiny.id)).toBe(1000);
  });

  it('keeps 4 decimals in pricing bands: the band the quantity falls in prices the total exactly', async () => {
    const rfq = await litres33k();
    const offer = await json(
      await p.supplier.post(
        '/api/offers',
        offerBody(rfq.id, {
          unitPrice: '1200',
          pricingBands: [
            { minQuantity: 0, maxQuantity: 29999, unitPrice: '1200' },
            { minQuantity: 30000, maxQuantity: 40000, unitPrice: '1150.1235' },
          ],
        }),
      ),
      ZOffer,
      201,
    );
    // 1150.1235 x 33,000 = 37,954,075.5 -> 37,954,075.50.
    expect(offer.totalPrice).toBe(3_795_407_550);
    expect(offer.pricingBands[1]).toEqual({ minQuantity: 30000, maxQuantity: 40000, unitPrice: 11_501_235 });
    // Accepted, the contract carries the band's exact price.
    const accepted = await json(await acceptOffer(p.buyer, offer), Accepted);
    const contract = await json(await p.buyer.get(`/api/contracts/${accepted.contractId}`), ZContract);
    expect(contract).toMatchObject({ unitPrice: 11_501_235, totalValue: 3_795_407_550 });
  });

  it('counters with a 4-decimal price; accepted, it prices the offer exactly', async () => {
    const rfq = await litres33k();
    const offer = await json(
      await p.supplier.post('/api/offers', offerBody(rfq.id, { unitPrice: '1161.9537' })),
      ZOffer,
      201,
    );
    const countered = await json(
      await p.buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '1150.125', note: 'Sharper' }),
      ZOffer,
    );
    expect(countered.counter).toMatchObject({ unitPrice: 11_501_250, status: 'pending' });
    expect(countered.counter).not.toHaveProperty('exactUnitPrice');
    const agreed = await json(
      await p.supplier.post(`/api/offers/${offer.id}/counter/respond`, { response: 'accept' }),
      ZOffer,
    );
    // 1150.125 x 33,000 = 37,954,125.00.
    expect(agreed).toMatchObject({ indicativeUnitPrice: 11_501_250, unitPrice: 11_501_250, totalPrice: 3_795_412_500 });
  });

  it('makes the contract of an accepted fixed offer carry its exact unit price, over REST and tRPC', async () => {
    const rfq = await litres33k();
    const offer = await json(
      await p.supplier.post('/api/offers', offerBody(rfq.id, { unitPrice: '1161.9537' })),
      ZOffer,
      201,
    );
    const accepted = await json(
      await p.buyer.post('/api/trpc/offer.accept', { id: offer.id, version: offer.version }),
      z.object({ result: z.object({ data: Accepted }) }),
    );
    const { contractId } = accepted.result.data;
    const contract = await json(await p.buyer.get(`/api/contracts/${contractId}`), ZContract);
    expect(contract).toMatchObject({ unitPrice: 11_619_537, totalValue: 3_834_447_210, pricing: { type: 'fixed' } });
    const viaTrpc = await json(await p.supplier.get(trpcQuery('contract.byId', { id: contractId })), TrpcContract);
    expect(viaTrpc.result.data).toMatchObject({ unitPrice: 11_619_537, totalValue: 3_834_447_210 });
    const [row] = await p.server.database.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(row).toMatchObject({ unitPrice: '1161.9537', provisionalUnitPrice: null, totalValue: 3_834_447_210 });
  });
});
