import { disputes } from '@energy/db/schema/admin-reviews';
import { auditLog } from '@energy/db/schema/audit';
import { shipmentMeasurements } from '@energy/db/schema/shipments';
import { ZContract } from '@energy/domain/schemas/contract';
import { ZDispute } from '@energy/domain/schemas/dispute';
import { ZOrder, ZShipment } from '@energy/domain/schemas/fulfilment';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierSteps } from '@energy/test/crew';
import { jobOf } from '@energy/test/fleet';
import { pod, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import { json, signIn, startParties, type Parties } from '@energy/test/procurement';

const Disputes = z.array(ZDispute);

/*
 * The figures, by hand (API MPMS 11.1 Table 54B, 1980, diesel and fuel oils; AGO at 850.0 kg/m³ at 15 °C):
 * α15 = 186.9696 / 850² + 0.4862 / 850 = 0.0008308 per °C.
 * Loading: 33,000 l at 30 °C: VCF 0.9875; NSV = 33,000 × 0.9875 = 32,587.5 → 32,588 l (half to even).
 * Receipt at 28 °C: VCF 0.9892.
 *   Inside: 32,900 l × 0.9892 = 32,544.68 → 32,545 l; loss 32,588 − 32,545 = 43 l = 0.1319… % → 0.13 %.
 *   Allowance 0.3 % of 32,588 = 97.764 l: 43 ≤ 97.764, no dispute.
 *   Outside: 32,800 l × 0.9892 = 32,445.76 → 32,446 l; loss 142 l = 0.43574… % → 0.44 %;
 *   beyond the allowance 142 − 97.764 = 44.236 l, at the contract's 500.0000 NGN per litre = 22,118.00 NGN
 *   (2,211,800 minor units).
 * Correction of the loading to 32 °C: VCF 0.9858 (α15 ΔT = 0.0141236; exp(−0.0142831) = 0.98582); NSV = 33,000 ×
 * 0.9858 = 32,531.4 → 32,531 l.
 */
describe.each(testBackends())('measured delivery over HTTP (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    logistics = await signIn(p.server, 'logistics');
  });
  afterAll(() => p.server.close());

  /** A confirmed order's shipment, accepted by the carrier: before departure. */
  async function acceptedShipment() {
    const { order, contractId } = await signedOrder(p);
    await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), ZOrder);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept']);
    return { order, contractId, shipment };
  }

  const loading = (extra: Record<string, unknown> = {}) => ({
    billOfLading: 'BL-APP-2026-0117',
    observedVolume: '33000',
    unit: 'l',
    temperatureC: '30',
    densityKgM3: '850',
    ...extra,
  });
  const received = (volume: string) => ({
    receivedObservedVolume: volume,
    receivedUnit: 'l',
    receivedTemperatureC: '28',
    receivedDensityKgM3: '850',
  });

  async function deliverWith(shipmentId: string, volume: string) {
    await carrierSteps(p.server, logistics, shipmentId, ['start-transit', 'deliver']);
    return json(await logistics.post(`/api/logistics/shipments/${shipmentId}/pod`, pod(received(volume))), ZShipment);
  }

  const openDisputesOf = async (shipmentId: string) =>
    (await json(await p.buyer.get('/api/disputes'), Disputes)).filter((d) => d.relatedEntityId === shipmentId);

  it('carries the contract terms: 5 % tolerance, outturn, 0.3 % transit loss', async () => {
    const { contractId } = await signedOrder(p);
    const contract = await json(await p.buyer.get(`/api/contracts/${contractId}`), ZContract);
    expect([contract.quantityTolerancePct, contract.quantityBasis, contract.allowedTransitLossPct]).toEqual([
      '5.00',
      'outturn',
      '0.30',
    ]);
  });

  it('records the loading at 30 °C (NSV 32,588 l) and a receipt at 28 °C inside the allowance: no dispute', async () => {
    const { order, shipment } = await acceptedShipment();
    expect(shipment.allowedActions).not.toContain('shipment.recordLoading');
    const accepted = await json(await logistics.get(`/api/logistics/shipments/${shipment.id}`), ZShipment);
    expect(accepted.allowedActions).toContain('shipment.recordLoading');

    const loaded = await json(
      await logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, loading()),
      ZShipment,
      201,
    );
    expect(loaded.measured.loading).toMatchObject({
      kind: 'loading',
      billOfLading: 'BL-APP-2026-0117',
      observedVolume: '33000.000',
      observedUnit: 'l',
      observedLitres: '33000',
      temperatureC: '30.00',
      densityKgM3: '850.00',
      vcf: '0.9875',
      vcfTable: '54B',
      nsvLitres: '32588',
      reason: null,
    });
    expect(loaded.allowedActions).toContain('shipment.correctLoading');
    expect(loaded.allowedActions).not.toContain('shipment.recordLoading');
    // The order's tracking shows the loaded NSV too.
    const tracked = await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder);
    expect(tracked.shipment?.measured.loading?.nsvLitres).toBe('32588');
    // And the carrier's job.
    expect((await jobOf(logistics, shipment.id))?.loadedNsvLitres).toBe('32588');

    const proven = await deliverWith(shipment.id, '32900');
    expect(proven.measured).toMatchObject({
      receipt: { kind: 'receipt', temperatureC: '28.00', vcf: '0.9892', nsvLitres: '32545' },
      transitLossLitres: '43',
      transitLossPct: '0.13',
    });
    expect(await openDisputesOf(shipment.id)).toEqual([]);
  });

  it('opens a delivery dispute against the carrier for a loss beyond the allowance, holding no escrow', async () => {
    const { order, shipment } = await acceptedShipment();
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, loading()), ZShipment, 201);
    const proven = await deliverWith(shipment.id, '32800');
    expect(proven.measured).toMatchObject({
      receipt: { nsvLitres: '32446' },
      transitLossLitres: '142',
      transitLossPct: '0.44',
    });
    const [dispute, ...others] = await openDisputesOf(shipment.id);
    expect(others).toEqual([]);
    expect(dispute).toMatchObject({ category: 'delivery', priority: 'high', status: 'open' });
    expect(dispute?.description).toContain('142 l at 15 °C lost (0.44 % of the loaded NSV; allowed 0.30 %, 97.764 l)');
    expect(dispute?.description).toContain('44.236 l beyond the allowance, worth 22118.00 NGN');
    // The carrier is party to it and hears of it, as do buyer and supplier.
    expect((await json(await logistics.get('/api/disputes'), Disputes)).map((d) => d.id)).toContain(dispute?.id);
    const [told] = await p.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, shipment.id), eq(auditLog.action, 'shipment.transit_loss_exceeded')));
    expect(told?.details).toMatchObject({
      transitLossLitres: '142',
      transitLossPct: '0.44',
      allowanceLitres: '97.764',
      excessLitres: '44.236',
      excessValueMinor: 2211800,
      currency: 'NGN',
    });
    const [stored] = await p.server.database.db
      .select({ holdsEscrow: disputes.holdsEscrow })
      .from(disputes)
      .where(eq(disputes.id, dispute?.id ?? ''));
    expect(stored?.holdsEscrow).toBe(false);
    // The platform holds no freight: this dispute does not hold the order's escrow (the quantity rule may, on its own).
    expect((await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder)).escrow.heldReason).not.toBe(
      VERIFICATION_MESSAGES.dispute,
    );
  });

  it('refuses a second loading and a loading after departure (409), a non-carrier (403), a temperature out of range (400)', async () => {
    const { shipment } = await acceptedShipment();
    const path = `/api/logistics/shipments/${shipment.id}/loading`;
    expect((await p.supplier.post(path, loading())).status).toBe(403);
    const cold = await logistics.post(path, loading({ temperatureC: '-40' }));
    expect(cold.status).toBe(400);
    expect(await cold.json()).toMatchObject({ details: [{ path: 'temperatureC' }] });
    await json(await logistics.post(path, loading()), ZShipment, 201);
    const again = await logistics.post(path, loading());
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: 'This shipment already has its loading: correct it with a reason instead',
    });

    const { shipment: departed } = await acceptedShipment();
    await carrierSteps(p.server, logistics, departed.id, ['start-transit']);
    const late = await logistics.post(`/api/logistics/shipments/${departed.id}/loading`, loading());
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      error: 'This shipment is in_transit: the loading is recorded before departure, while it is accepted',
    });
  });

  it('corrects the loading with a reason: a new measurement and an audit row, the latest counts', async () => {
    const { shipment } = await acceptedShipment();
    const first = await json(
      await logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, loading()),
      ZShipment,
      201,
    );
    const path = `/api/logistics/shipments/${shipment.id}/loading/corrections`;
    expect((await logistics.post(path, { ...loading({ temperatureC: '32' }), reason: '' })).status).toBe(400);
    const { billOfLading: _bl, ...figures } = loading({ temperatureC: '32' });
    const corrected = await json(
      await logistics.post(path, { ...figures, reason: 'Ticket read 32 °C, typed 30' }),
      ZShipment,
      201,
    );
    expect(corrected.measured.loading).toMatchObject({
      billOfLading: 'BL-APP-2026-0117',
      temperatureC: '32.00',
      vcf: '0.9858',
      nsvLitres: '32531',
      reason: 'Ticket read 32 °C, typed 30',
      supersedesId: first.measured.loading?.id,
    });
    const rows = await p.server.database.db
      .select()
      .from(shipmentMeasurements)
      .where(eq(shipmentMeasurements.shipmentId, shipment.id))
      .orderBy(asc(shipmentMeasurements.recordedAt));
    expect(rows.map((r) => [r.temperatureC, r.nsvLitres, r.reason])).toEqual([
      ['30.00', '32588', null],
      ['32.00', '32531', 'Ticket read 32 °C, typed 30'],
    ]);
    const [audit] = await p.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, shipment.id), eq(auditLog.action, 'shipment.measurement_corrected')));
    expect(audit?.details).toMatchObject({
      reason: 'Ticket read 32 °C, typed 30',
      nsvLitres: '32531',
      before: { nsvLitres: '32588', temperatureC: '30.00' },
    });
    // After departure the loading is not corrected any more.
    await carrierSteps(p.server, logistics, shipment.id, ['start-transit']);
    expect((await logistics.post(path, { ...figures, reason: 'Late' })).status).toBe(409);
  });

  it('corrects a receipt after proof of delivery: the loss is assessed again and the dispute opened', async () => {
    const { shipment } = await acceptedShipment();
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, loading()), ZShipment, 201);
    await deliverWith(shipment.id, '32900');
    expect(await openDisputesOf(shipment.id)).toEqual([]);
    const corrected = await json(
      await p.supplier.post(`/api/logistics/shipments/${shipment.id}/receipt/corrections`, {
        reason: 'Meter read 32,800 l',
        observedVolume: '32800',
        unit: 'l',
        temperatureC: '28',
        densityKgM3: '850',
      }),
      ZShipment,
      201,
    );
    expect(corrected.measured).toMatchObject({ transitLossLitres: '142', transitLossPct: '0.44' });
    expect((await openDisputesOf(shipment.id)).map((d) => d.category)).toEqual(['delivery']);
  });

  it('without measured fields the receipt is the loading: no loss', async () => {
    const { shipment } = await acceptedShipment();
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, loading()), ZShipment, 201);
    await carrierSteps(p.server, logistics, shipment.id, ['start-transit', 'deliver']);
    const partial = await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod({ receivedUnit: 'l' }));
    expect(partial.status).toBe(400);
    const proven = await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod()), ZShipment);
    expect(proven.measured).toMatchObject({
      receipt: { nsvLitres: '32588', temperatureC: '30.00' },
      transitLossLitres: '0',
      transitLossPct: '0.00',
    });
  });
});
