import { ZOrder, ZPayment, ZShipment } from '@energy/domain/schemas/fulfilment';
import { crewJob } from '@energy/test/crew';
import { paymentsOf, processPayment, shipmentBody } from '@energy/test/fulfilment';
import { acceptOffer, createRfq, json, signByBoth, signIn as apiSignIn, submitOffer } from '@energy/test/procurement';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chromiumAvailable } from './support/browser';
import { confirmReceipt, markDelivered, shipmentRow, startTransit, submitPod } from './support/delivery-steps';
import { apiParties, notice, signIn, useJourney } from './support/journey';

/** Types the measured fields of a loading ticket or a receipt, as a carrier reads them off the meter. */
async function fillMeasurement(scope: Locator, figures: { volume: string; temperature: string; density: string }) {
  await scope.getByRole('textbox', { name: 'Observed volume' }).fill(figures.volume);
  await scope.getByRole('textbox', { name: 'Temperature (°C)' }).fill(figures.temperature);
  await scope.getByRole('textbox', { name: 'Density at 15 °C (kg/m³)' }).fill(figures.density);
}

/*
 * Issue 31, by hand. 33,000 l of AGO at ₦650.0000 a litre (₦21,450,000.00; a 20 % advance of ₦4,290,000.00 and the
 * balance ₦17,160,000.00, both captured into escrow), settled on the outturn, ± 5 %, 0.3 % allowed transit loss.
 * Loaded: 33,000 l at 30 °C, 850 kg/m³: Table 54B, VCF 0.9875, 32,587.5 -> 32,588 l at 15 °C.
 * Received: 32,900 l at 28 °C: VCF 0.9892, 32,544.68 -> 32,545 l at 15 °C; a loss of 43 l (0.13 %), inside 0.3 %.
 * Settled: 32,545 l, 455 l (1.38 %) short of 33,000: within the tolerance, invoiced at proof of delivery:
 * 32,545 × ₦650.0000 = ₦21,154,250.00. At release the supplier gets that and the buyer ₦295,750.00 back.
 */
describe.skipIf(!chromiumAvailable)('measured delivery, in Chromium', () => {
  const journey = useJourney();

  it('the carrier records the loading and the measured receipt; the buyer sees the volumes at 15 °C and the final invoice on what was delivered', async () => {
    const server = journey.server;
    const parties = await apiParties(server);
    const rfq = await createRfq(parties.buyer, { quantity: '33000', unit: 'liters' });
    const offer = await submitOffer(parties.supplier, rfq.id, {
      unitPrice: '650',
      paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 20 },
    });
    const { contractId } = z
      .object({ contractId: z.string() })
      .parse(await (await acceptOffer(parties.buyer, offer)).json());
    expect((await signByBoth(parties.buyer, parties.supplier, contractId)).status).toBe(200);
    const order = (await json(await parties.buyer.get('/api/orders'), z.array(ZOrder))).find(
      (o) => o.contractId === contractId,
    );
    if (!order) throw new Error('signing made no order');
    await json(await parties.supplier.post(`/api/orders/${order.id}/confirm`), ZOrder);
    const shipment = await json(
      await parties.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    const carrierApi = await apiSignIn(server, 'logistics');
    expect((await carrierApi.post(`/api/logistics/shipments/${shipment.id}/accept`)).status).toBe(200);
    for (const [i, pay] of (await paymentsOf(parties.finance, order.id)).entries())
      await json(await processPayment(parties.finance, pay.id, pay.amount, `measured-${order.id}-${i}`), ZPayment);

    // The carrier records the loading ticket before departure.
    const carrier = await journey.newUser();
    await signIn(carrier.page, 'logistics');
    await carrier.page.waitForURL('**/logistics');
    const row = shipmentRow(carrier.page, shipment.shipmentNumber);
    await row.getByRole('button', { name: `Record loading of ${shipment.shipmentNumber}` }).click();
    const loading = carrier.page.getByRole('dialog', { name: 'Record loading' });
    await loading.getByRole('textbox', { name: 'Bill of lading number' }).fill('BL-APAPA-0042');
    await fillMeasurement(loading, { volume: '33000', temperature: '30', density: '850' });
    await loading.getByRole('button', { name: 'Record loading' }).click();
    await notice(carrier.page, 'Loading recorded');
    await row.getByText('Loaded: 32,588 l at 15 °C').waitFor();
    expect(await row.getByRole('button', { name: `Record loading of ${shipment.shipmentNumber}` }).count()).toBe(0);

    // Transit with the job's crew, delivery, and the proof of delivery with the receiver's measurement.
    await crewJob(server, carrierApi, shipment.id);
    await startTransit(carrier.page, shipment.shipmentNumber);
    await markDelivered(carrier.page, shipment.shipmentNumber);
    await submitPod(carrier.page, shipment.shipmentNumber, {
      recipient: 'Tunde Bakare',
      measure: (form) => fillMeasurement(form, { volume: '32900', temperature: '28', density: '850' }),
    });
    await row.getByText('Received: 32,545 l at 15 °C').waitFor();
    await row.getByText('Transit loss: 43 l (0.13 %)').waitFor();

    // The buyer reads the delivered quantity and the final invoice on the order, then confirms receipt.
    const buyer = await journey.newUser();
    await signIn(buyer.page, 'buyer');
    await buyer.page.waitForURL('**/rfq');
    await buyer.page.goto('/orders');
    await buyer.page.getByRole('button', { name: `Delivered quantity of ${order.orderNumber}` }).click();
    const delivered = buyer.page.getByRole('dialog', { name: 'Delivered quantity' });
    await delivered.getByText('Within tolerance').first().waitFor();
    await delivered.getByText(/^Settled quantity: 32,545(\.000)? /).waitFor();
    await delivered.getByText(/^Contracted: 33,000(\.000)? .*\(± 5 %\)$/).waitFor();
    await delivered.getByText('Final invoice').waitFor();
    await delivered.getByText(/× ₦?650(\.0+)? = ₦21,154,250\.00$/).waitFor();
    await delivered.getByText('Amount: ₦21,154,250.00').waitFor();
    expect(await delivered.getByRole('button', { name: /^Accept the delivered quantity/ }).count()).toBe(0);
    await delivered.press('Escape');
    await delivered.waitFor({ state: 'hidden' });

    await confirmReceipt(buyer.page, order.orderNumber);
    // Released on what was delivered: the supplier's 2,115,425,000 minor units, the rest back to the buyer.
    const payments = await paymentsOf(parties.finance, order.id);
    expect(payments.map((pay) => pay.status)).toEqual(['completed', 'completed']);
    const invoiced = await json(await parties.buyer.get(`/api/orders/${order.id}`), ZOrder);
    expect(invoiced.delivery?.finalInvoice).toMatchObject({ goods: 2_115_425_000, amount: 2_115_425_000 });
    for (const user of [carrier, buyer]) await user.context.close();
  });
});
