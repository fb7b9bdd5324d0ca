import { jobs } from '@energy/db/schema/fleet';
import { ZContract, ZSettlement } from '@energy/domain/schemas/contract';
import { DELIVERY_TERMS_MESSAGES } from '@energy/domain/schemas/delivery-terms';
import { ZDispute } from '@energy/domain/schemas/dispute';
import { ZOrder, ZShipment } from '@energy/domain/schemas/fulfilment';
import { ZJob } from '@energy/domain/schemas/fleet';
import { ZOffer } from '@energy/domain/schemas/offer';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { PRIMITIVE_MESSAGES } from '@energy/domain/schemas/primitives';
import { carrierSteps } from '@energy/test/crew';
import { testBackends } from '@energy/test/databases';
import { detailsOf, errorOf, jobOf } from '@energy/test/fleet';
import { pod, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import {
  acceptOffer,
  createRfq,
  json,
  offerBody,
  rfqBody,
  signIn,
  startParties,
  submitOffer,
  type Parties,
} from '@energy/test/procurement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const HOUR = 3_600_000;
/** ₦250.00 an hour, in kobo. */
const RATE = 25_000;

/** The RFQ states a 2 % tolerance; the offer proposes 0.5 % transit loss, 1 h free time and ₦250.00/h demurrage. */
const RFQ_TERMS = { deliveryTerms: { quantityTolerancePct: 2 } };
const OFFER_TERMS = { deliveryTerms: { allowedTransitLossPct: '0.5', freeTimeHours: 1, demurrageRate: '250.00' } };

/*
 * The figures, by hand. The RFQ is 1,000 l; every measurement below is at 15 °C, where the VCF is 1.0000, so NSV =
 * observed litres.
 * - Short: 970 l loaded and received (no loss): 30 l short = 3.00 % > the contract's 2 % -> "short" (at the default
 *   5 % it would be within).
 * - Loss: 1,000 l loaded, 996 l received: 4 l = 0.40 % of the loaded NSV <= the offer's 0.5 % -> no dispute (the
 *   default 0.3 % would open one); settled 996 l, 0.40 % short, within 2 %.
 * - Demurrage: arrived 2 h before the end of discharge, 1 h free: 1 h beyond = 4 started quarters x ₦250.00/h / 4 =
 *   ₦250.00 (25,000 kobo); at the default 2 h free time, nothing.
 */
describe.each(testBackends())('delivery terms: RFQ, offer, contract, and the money (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    logistics = await signIn(p.server, 'logistics');
  });
  afterAll(() => p.server.close());

  const agreed = () => signedOrder(p, '500', undefined, { rfq: RFQ_TERMS, offer: OFFER_TERMS });

  /** A signed order on the agreed terms, its shipment accepted by the carrier (before departure). */
  async function acceptedShipment() {
    const { order, contractId } = await agreed();
    await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), ZOrder);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept']);
    return { order, contractId, shipment };
  }

  const at15 = (volume: string) => ({ observedVolume: volume, unit: 'l', temperatureC: '15', densityKgM3: '850' });

  /** Loads `loaded` litres, departs, delivers and proves delivery of `received` litres (all at 15 °C). */
  async function deliver(loaded: string, received?: string) {
    const { order, contractId, shipment } = await acceptedShipment();
    const loading = { billOfLading: 'BL-TERMS-0001', ...at15(loaded) };
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, loading), ZShipment, 201);
    await carrierSteps(p.server, logistics, shipment.id, ['start-transit', 'deliver']);
    const receipt = received
      ? {
          receivedObservedVolume: received,
          receivedUnit: 'l',
          receivedTemperatureC: '15',
          receivedDensityKgM3: '850',
        }
      : {};
    const proven = await json(
      await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod(receipt)),
      ZShipment,
    );
    const settled = await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder);
    return { contractId, shipment: proven, order: settled };
  }

  it('the RFQ states them, the offer proposes its own, and the contract carries the offer’s over the RFQ’s', async () => {
    const rfq = await createRfq(p.buyer, { quantity: 1000, ...RFQ_TERMS });
    expect(rfq.deliveryTerms).toEqual({
      quantityTolerancePct: '2.00',
      quantityBasis: 'outturn',
      allowedTransitLossPct: '0.30',
      freeTimeHours: '2.00',
      demurrageRate: 0,
    });
    const offer = await submitOffer(p.supplier, rfq.id, OFFER_TERMS);
    expect(offer.deliveryTerms).toEqual({
      quantityTolerancePct: null,
      quantityBasis: null,
      allowedTransitLossPct: '0.50',
      freeTimeHours: '1.00',
      demurrageRate: RATE,
    });
    expect(offer.differingDeliveryTerms).toEqual(['allowedTransitLossPct', 'freeTimeHours', 'demurrageRate']);
    const expected = {
      quantityTolerancePct: '2.00',
      quantityBasis: 'outturn',
      allowedTransitLossPct: '0.50',
      freeTimeHours: '1.00',
      demurrageRate: RATE,
    };
    expect(offer.agreedDeliveryTerms).toEqual(expected);
    // The buyer comparing offers sees the same.
    const seen = await json(await p.buyer.get(`/api/offers/${offer.id}`), ZOffer);
    expect(seen.differingDeliveryTerms).toEqual(['allowedTransitLossPct', 'freeTimeHours', 'demurrageRate']);

    const accepted = await acceptOffer(p.buyer, offer);
    expect(accepted.status).toBe(200);
    const { contractId } = (await accepted.json()) as { contractId: string };
    const contract = await json(await p.buyer.get(`/api/contracts/${contractId}`), ZContract);
    expect({
      quantityTolerancePct: contract.quantityTolerancePct,
      quantityBasis: contract.quantityBasis,
      allowedTransitLossPct: contract.allowedTransitLossPct,
      freeTimeHours: contract.freeTimeHours,
      demurrageRate: contract.demurrageRate,
    }).toEqual(expected);
  });

  it('a revision states its proposals anew: one left out takes the RFQ’s term again', async () => {
    const rfq = await createRfq(p.buyer, { quantity: 1000, deliveryTerms: { quantityBasis: 'bl', freeTimeHours: 4 } });
    const offer = await submitOffer(p.supplier, rfq.id, { deliveryTerms: { quantityBasis: 'outturn' } });
    expect(offer.differingDeliveryTerms).toEqual(['quantityBasis']);
    const revised = await json(await p.supplier.request('PUT', `/api/offers/${offer.id}`, offerBody(rfq.id)), ZOffer);
    expect(revised.deliveryTerms.quantityBasis).toBeNull();
    expect(revised.agreedDeliveryTerms).toMatchObject({ quantityBasis: 'bl', freeTimeHours: '4.00' });
    expect(revised.differingDeliveryTerms).toEqual([]);
  });

  it('the buyer changes its RFQ’s terms before the first offer, over REST and tRPC; after it, they stay (409)', async () => {
    const rfq = await createRfq(p.buyer, { quantity: 1000, ...RFQ_TERMS });
    expect(rfq.allowedActions).toContain('rfq.updateDeliveryTerms');
    const path = `/api/rfq/rfqs/${rfq.id}/delivery-terms`;
    const changed = await json(
      await p.buyer.request('PATCH', path, { freeTimeHours: '3.5', demurrageRate: 10_000 }),
      ZRfq,
    );
    // The terms given replace the RFQ's; the others stay.
    expect(changed.deliveryTerms).toEqual({
      quantityTolerancePct: '2.00',
      quantityBasis: 'outturn',
      allowedTransitLossPct: '0.30',
      freeTimeHours: '3.50',
      demurrageRate: 10_000,
    });
    expect(await detailsOf(await p.buyer.request('PATCH', path, { quantityTolerancePct: 21 }))).toEqual([
      { path: 'deliveryTerms.quantityTolerancePct', message: DELIVERY_TERMS_MESSAGES.toleranceRange },
    ]);
    expect(await errorOf(await p.supplier.request('PATCH', path, { freeTimeHours: 1 }), 403)).toBe(
      'Missing permission: rfq:update',
    );
    const trpc = await p.buyer.post('/api/trpc/rfq.updateDeliveryTerms', {
      id: rfq.id,
      deliveryTerms: { quantityBasis: 'bl' },
    });
    expect(trpc.status).toBe(200);
    const offer = await submitOffer(p.supplier, rfq.id);
    expect(offer.agreedDeliveryTerms).toMatchObject({
      quantityBasis: 'bl',
      freeTimeHours: '3.50',
      demurrageRate: 10_000,
    });
    const quoted = await json(await p.buyer.get(`/api/rfq/rfqs/${rfq.id}`), ZRfq);
    expect(quoted.allowedActions).not.toContain('rfq.updateDeliveryTerms');
    expect(await errorOf(await p.buyer.request('PATCH', path, { freeTimeHours: 1 }), 409)).toBe(
      DELIVERY_TERMS_MESSAGES.fixedOnceQuoted('quoted'),
    );
  });

  it('refuses terms outside their ranges, each with its message, on the RFQ and on the offer', async () => {
    const rfqDetails = await detailsOf(
      await p.buyer.post(
        '/api/rfq/rfqs',
        rfqBody({
          deliveryTerms: {
            quantityTolerancePct: 20.5,
            quantityBasis: 'meter',
            allowedTransitLossPct: '-1',
            freeTimeHours: '1.255',
            demurrageRate: '12.345',
          },
        }),
      ),
    );
    expect(rfqDetails).toEqual(
      expect.arrayContaining([
        { path: 'deliveryTerms.quantityTolerancePct', message: DELIVERY_TERMS_MESSAGES.toleranceRange },
        { path: 'deliveryTerms.quantityBasis', message: DELIVERY_TERMS_MESSAGES.basisInvalid },
        { path: 'deliveryTerms.allowedTransitLossPct', message: DELIVERY_TERMS_MESSAGES.transitLossRange },
        { path: 'deliveryTerms.freeTimeHours', message: DELIVERY_TERMS_MESSAGES.freeTimeRange },
        { path: 'deliveryTerms.demurrageRate', message: PRIMITIVE_MESSAGES.amountDecimals },
      ]),
    );
    expect(rfqDetails).toHaveLength(5);

    const rfq = await createRfq(p.buyer, { quantity: 1000 });
    const offerDetails = await detailsOf(
      await p.supplier.post(
        '/api/offers',
        offerBody(rfq.id, { deliveryTerms: { allowedTransitLossPct: 5.01, freeTimeHours: 73, demurrageRate: -5 } }),
      ),
    );
    expect(offerDetails).toEqual([
      { path: 'deliveryTerms.allowedTransitLossPct', message: DELIVERY_TERMS_MESSAGES.transitLossRange },
      { path: 'deliveryTerms.freeTimeHours', message: DELIVERY_TERMS_MESSAGES.freeTimeRange },
      { path: 'deliveryTerms.demurrageRate', message: DELIVERY_TERMS_MESSAGES.demurrageRateInvalid },
    ]);
    // The limits themselves are allowed.
    const edge = await createRfq(p.buyer, {
      deliveryTerms: { quantityTolerancePct: 0, allowedTransitLossPct: 5, freeTimeHours: 72, demurrageRate: 0 },
    });
    expect(edge.deliveryTerms).toMatchObject({
      quantityTolerancePct: '0.00',
      allowedTransitLossPct: '5.00',
      freeTimeHours: '72.00',
    });
  });

  it('settles 3 % short as "short" on the contract’s 2 % tolerance (within at the default 5 %)', async () => {
    const { order, shipment } = await deliver('970');
    expect(shipment.measured).toMatchObject({ transitLossLitres: '0', transitLossPct: '0.00' });
    expect(order.delivery).toMatchObject({
      status: 'short',
      basis: { source: 'outturn', nsvLitres: '970', tolerancePct: '2.00', deviationPct: '-3.00' },
    });
    expect(order.delivery?.quantityAcceptedAt).toBeNull();
  });

  it('opens no transit-loss dispute for a 0.40 % loss under the offer’s 0.5 % allowance (the default 0.3 % would)', async () => {
    const { order, shipment } = await deliver('1000', '996');
    expect(shipment.measured).toMatchObject({ transitLossLitres: '4', transitLossPct: '0.40' });
    const disputes = await json(await p.buyer.get('/api/disputes'), z.array(ZDispute));
    expect(disputes.filter((d) => d.relatedEntityId === shipment.id)).toEqual([]);
    expect(order.delivery).toMatchObject({ status: 'within', basis: { nsvLitres: '996', tolerancePct: '2.00' } });
  });

  it('charges demurrage on the offer’s 1 h free time at its rate: 2 h waited, 4 quarters, ₦250.00 to the carrier', async () => {
    const { shipment, contractId } = await acceptedShipment();
    await carrierSteps(p.server, logistics, shipment.id, ['start-transit']);
    const job = await jobOf(logistics, shipment.id);
    if (!job) throw new Error('no job');
    await p.server.database.db
      .update(jobs)
      .set({ actualStartTime: new Date(Date.now() - 5 * HOUR) })
      .where(eq(jobs.id, job.id));
    const arrivedAt = new Date(Date.now() - 3 * HOUR);
    await json(await logistics.post(`/api/jobs/${job.id}/arrival`, { at: arrivedAt.toISOString() }), ZJob);
    const endedAt = new Date(arrivedAt.getTime() + 2 * HOUR);
    const ended = await json(
      await logistics.post(`/api/jobs/${job.id}/discharge-end`, { at: endedAt.toISOString() }),
      ZJob,
    );
    expect(ended.siteWait).toMatchObject({ waitedMinutes: 120, chargedHours: '1.00', demurrage: RATE });
    const lines = await json(await p.buyer.get(`/api/contracts/${contractId}/settlements`), z.array(ZSettlement));
    expect(lines.filter((s) => s.settlementType === 'demurrage').map((s) => s.amount)).toEqual([RATE]);
  });
});
