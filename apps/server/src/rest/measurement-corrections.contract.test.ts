import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { shipmentMeasurements } from '@energy/db/schema/shipments';
import { correctionClosedReason, MEASUREMENT_MESSAGES, ZMeasurementHistory } from '@energy/domain/schemas/measurement';
import { ZOrder, ZShipment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierSteps } from '@energy/test/crew';
import { testBackends } from '@energy/test/databases';
import { pod, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn, startParties, type Parties } from '@energy/test/procurement';

/*
 * Corrections stop where the final invoice stands (issue 31 gap 3). signedOrder: 1,000 l of AGO at ₦500.0000 a litre,
 * ± 5 %, settled on the outturn. Loaded 1,000 l at 15 °C (VCF 1.0000, NSV 1,000 l); received 998 l at 15 °C (NSV
 * 998 l): a loss of 2 l (0.20 %, inside the 0.3 % allowance) and -0.2 % against the contract, within the tolerance,
 * so the final invoice is issued at proof of delivery: 998 × 500 = ₦499,000.00 (49,900,000 minor units).
 */
describe.each(testBackends())('measurement corrections and the final invoice (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    logistics = await signIn(p.server, 'logistics');
  });
  afterAll(() => p.server.close());

  const figures = (observedVolume: string) => ({ observedVolume, unit: 'l', temperatureC: '15', densityKgM3: '850' });

  /** A confirmed order's shipment accepted by the carrier, its loading of 1,000 l at 15 °C recorded. */
  async function loadedShipment() {
    const { order, contractId } = await signedOrder(p);
    await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), ZOrder);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept']);
    const loadingBody = { billOfLading: 'BL-FINAL-1', ...figures('1000') };
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, loadingBody), ZShipment, 201);
    return { order, contractId, shipment };
  }

  /** Delivered with `litres` received at 15 °C (998: within the tolerance, so invoiced at proof of delivery). */
  async function deliveredWith(litres: string) {
    const loaded = await loadedShipment();
    await carrierSteps(p.server, logistics, loaded.shipment.id, ['start-transit', 'deliver']);
    const received = {
      receivedObservedVolume: litres,
      receivedUnit: 'l',
      receivedTemperatureC: '15',
      receivedDensityKgM3: '850',
    };
    await json(await logistics.post(`/api/logistics/shipments/${loaded.shipment.id}/pod`, pod(received)), ZShipment);
    return loaded;
  }

  const measurementCount = async (shipmentId: string) =>
    (
      await p.server.database.db
        .select({ id: shipmentMeasurements.id })
        .from(shipmentMeasurements)
        .where(eq(shipmentMeasurements.shipmentId, shipmentId))
    ).length;

  it('refuses a receipt correction once the final invoice is issued (409), and no longer offers it', async () => {
    const { order, shipment } = await deliveredWith('998');
    const invoiced = await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder);
    expect(invoiced.delivery?.finalInvoice).toMatchObject({ settledQuantity: '998.000', amount: 49_900_000 });
    for (const party of [logistics, p.supplier]) {
      const seen = await json(await party.get(`/api/logistics/shipments/${shipment.id}`), ZShipment);
      expect(seen.allowedActions).not.toContain('shipment.correctReceipt');
      // What the screen reads to say why (correctionClosedReason): the invoice's time and the contract's basis.
      expect(seen.invoicing).toEqual({ finalInvoicedAt: invoiced.delivery?.finalInvoicedAt, quantityBasis: 'outturn' });
      expect(correctionClosedReason('receipt', seen.invoicing)).toBe(MEASUREMENT_MESSAGES.receiptAfterFinalInvoice);
    }
    const before = await measurementCount(shipment.id);
    const refused = await p.supplier.post(`/api/logistics/shipments/${shipment.id}/receipt/corrections`, {
      reason: 'Meter read 990 l',
      ...figures('990'),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: MEASUREMENT_MESSAGES.receiptAfterFinalInvoice });
    expect(await measurementCount(shipment.id)).toBe(before);
    const after = await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder);
    expect(after.delivery?.finalInvoice).toEqual(invoiced.delivery?.finalInvoice);
  });

  it('still offers the receipt correction while no final invoice is issued (900 l: short, not yet accepted)', async () => {
    const { order, shipment } = await deliveredWith('900');
    expect((await json(await p.buyer.get(`/api/orders/${order.id}`), ZOrder)).delivery).toMatchObject({
      status: 'short',
      finalInvoice: null,
    });
    const seen = await json(await p.supplier.get(`/api/logistics/shipments/${shipment.id}`), ZShipment);
    expect(seen.allowedActions).toContain('shipment.correctReceipt');
    expect(seen.invoicing).toEqual({ finalInvoicedAt: null, quantityBasis: 'outturn' });
    expect(correctionClosedReason('receipt', seen.invoicing)).toBeNull();
  });

  /*
   * No flow issues the final invoice before departure today (it follows proof of delivery), so the order here is given
   * the invoice an order delivered like it was really issued, and its contract the bill of lading basis.
   */
  it('refuses a loading correction on the bill of lading basis once the final invoice is issued (409)', async () => {
    const invoicedOrder = (await deliveredWith('998')).order;
    const [issued] = await p.server.database.db.select().from(orders).where(eq(orders.id, invoicedOrder.id));
    if (!issued?.finalInvoice) throw new Error('the delivered order has no final invoice');
    const { order, contractId, shipment } = await loadedShipment();
    const path = `/api/logistics/shipments/${shipment.id}/loading/corrections`;
    const correction = { reason: 'Ticket read 1,010 l', ...figures('1010') };
    await p.server.database.db
      .update(orders)
      .set({
        finalInvoice: issued.finalInvoice,
        finalInvoiceTotal: issued.finalInvoiceTotal,
        finalInvoicedAt: issued.finalInvoicedAt,
      })
      .where(eq(orders.id, order.id));

    // On the outturn the invoice stands on the receipt: the loading is still corrected.
    const outturn = await json(await logistics.get(`/api/logistics/shipments/${shipment.id}`), ZShipment);
    expect(outturn.allowedActions).toContain('shipment.correctLoading');
    await json(await logistics.post(path, correction), ZShipment, 201);

    await p.server.database.db.update(contracts).set({ quantityBasis: 'bl' }).where(eq(contracts.id, contractId));
    const bl = await json(await logistics.get(`/api/logistics/shipments/${shipment.id}`), ZShipment);
    expect(bl.allowedActions).not.toContain('shipment.correctLoading');
    const before = await measurementCount(shipment.id);
    const refused = await logistics.post(path, { ...correction, reason: 'Again' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: MEASUREMENT_MESSAGES.loadingAfterFinalInvoice });
    expect(await measurementCount(shipment.id)).toBe(before);
  });

  it('lists every measurement with who recorded it, the reason and which one a correction superseded', async () => {
    const { shipment } = await loadedShipment();
    const correction = { reason: 'Ticket read 1,010 l', ...figures('1010') };
    await json(
      await logistics.post(`/api/logistics/shipments/${shipment.id}/loading/corrections`, correction),
      ZShipment,
      201,
    );
    for (const party of [logistics, p.supplier, p.buyer]) {
      const history = await json(
        await party.get(`/api/logistics/shipments/${shipment.id}/measurements`),
        ZMeasurementHistory,
      );
      expect(history.product).toBe('AGO');
      expect(
        history.measurements.map((m) => [m.kind, m.observedVolume, m.vcf, m.nsvLitres, m.reason, m.superseded]),
      ).toEqual([
        ['loading', '1000.000', '1.0000', '1000', null, true],
        ['loading', '1010.000', '1.0000', '1010', 'Ticket read 1,010 l', false],
      ]);
      expect(history.measurements.every((m) => m.recordedByName !== null)).toBe(true);
    }
  });
});
