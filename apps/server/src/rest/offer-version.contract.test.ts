import { contracts } from '@energy/db/schema/contracts';
import { ZOffer } from '@energy/domain/schemas/offer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { acceptOffer, createRfq, json, offerBody, startParties, submitOffer } from '@energy/test/procurement';
import type { TestServer } from '@energy/test/server';

const Accepted = z.object({ contractId: z.string(), contractNumber: z.string() });

/** Accept names the offer version the buyer saw; a changed offer answers 409 with its current terms. */
describe.each(testBackends())('accepting the offer version the buyer saw (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let supplier: HttpClient;
  beforeAll(async () => {
    ({ server, buyer, supplier } = await startParties(backend));
  });
  afterAll(() => server.close());

  const revise = (offerId: string, rfqId: string, unitPrice: string) =>
    supplier.request('PUT', `/api/offers/${offerId}`, offerBody(rfqId, { unitPrice }));
  const contractsOf = (rfqId: string) => server.database.db.select().from(contracts).where(eq(contracts.rfqId, rfqId));

  it('refuses an accept that does not say which version it accepts', async () => {
    const rfq = await createRfq(buyer);
    const offer = await submitOffer(supplier, rfq.id);
    const bare = await buyer.post(`/api/offers/${offer.id}/accept`);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({
      details: [{ path: 'version', message: 'Send the version of the offer you accept' }],
    });
    expect(await contractsOf(rfq.id)).toHaveLength(0);
  });

  it('answers 409 with the current price when a revision landed first, and contracts the new price once accepted at its version', async () => {
    const rfq = await createRfq(buyer, { quantity: 1000 });
    const shown = await submitOffer(supplier, rfq.id, { unitPrice: '10.00' });
    expect(shown.version).toBe(1);
    const revised = await json(await revise(shown.id, rfq.id, '99.00'), ZOffer);
    expect(revised.version).toBe(2);

    const stale = await acceptOffer(buyer, shown);
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toMatch(/^This offer has changed since you saw it: it is now .*99\.00 per unit/);
    expect(body.details).toContainEqual({ path: 'version', message: '2' });
    expect(body.details.find((d) => d.path === 'unitPrice')?.message).toMatch(/99\.00/);
    expect(await contractsOf(rfq.id)).toHaveLength(0);
    expect((await json(await buyer.get(`/api/offers/${shown.id}`), ZOffer)).status).toBe('pending');

    const accepted = await json(await acceptOffer(buyer, revised), Accepted);
    const [contract] = await contractsOf(rfq.id);
    expect(contract).toMatchObject({ id: accepted.contractId, totalValue: 99_00 * 1000 });
  });

  it('bumps the version when the supplier accepts a counter-offer, not when the buyer only proposes one', async () => {
    const rfq = await createRfq(buyer);
    const offer = await submitOffer(supplier, rfq.id);
    const countered = await json(await buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '600' }), ZOffer);
    expect(countered.version).toBe(1);
    const agreed = await json(
      await supplier.post(`/api/offers/${offer.id}/counter/respond`, { response: 'accept' }),
      ZOffer,
    );
    expect(agreed.version).toBe(2);
    expect((await acceptOffer(buyer, offer)).status).toBe(409);
    await json(await acceptOffer(buyer, agreed), Accepted);
  });

  it('under a revise racing the accept, the contract always carries the price the accepted version showed', async () => {
    const rounds = 8;
    const outcomes: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const rfq = await createRfq(buyer, { quantity: 1000 });
      const shown = await submitOffer(supplier, rfq.id, { unitPrice: '10.00' });
      // Both requests leave together; which commits first is up to the database.
      const [accept, revision] = await Promise.all([acceptOffer(buyer, shown), revise(shown.id, rfq.id, '99.00')]);
      const made = await contractsOf(rfq.id);
      if (accept.status === 200) {
        expect(made).toHaveLength(1);
        expect(made[0]?.totalValue).toBe(10_00 * 1000);
        expect(revision.status).toBe(409);
      } else {
        expect(accept.status).toBe(409);
        expect(made).toHaveLength(0);
        expect(revision.status).toBe(200);
      }
      outcomes.push(`accept ${accept.status}/revise ${revision.status}`);
    }
    expect(outcomes).toHaveLength(rounds);
    console.info(
      `[${backend}] revise vs accept, ${rounds} rounds:`,
      Object.entries(outcomes.reduce<Record<string, number>>((n, o) => ({ ...n, [o]: (n[o] ?? 0) + 1 }), {})),
    );
  });
});
