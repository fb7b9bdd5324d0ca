import { describe, expect, it } from 'vitest';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { z } from 'zod';
import { crewJob } from '@energy/test/crew';
import { signedOrder } from '@energy/test/fulfilment';
import { signIn as apiSignIn, json } from '@energy/test/procurement';
import { arrangeShipment } from './support/arrange-shipment';
import { chromiumAvailable } from './support/browser';
import {
  acceptShipment,
  confirmOrder,
  confirmReceipt,
  markDelivered,
  processPayments,
  shipmentRow,
  startTransit,
  submitPod,
} from './support/delivery-steps';
import { apiParties, notice, signIn, useJourney } from './support/journey';

describe.skipIf(!chromiumAvailable)('fulfilment in Chromium', () => {
  const journey = useJourney();

  it('supplier confirms and ships, logistics delivers with a drawn signature, finance pays, the buyer checks the proof and confirms receipt', async () => {
    const server = journey.server;
    const parties = await apiParties(server);
    const { order } = await signedOrder(parties);

    const supplier = await journey.newUser();
    await signIn(supplier.page, 'supplier');
    await supplier.page.waitForURL('**/offers');
    await supplier.page.goto('/orders');
    await confirmOrder(supplier.page, order.orderNumber);
    await arrangeShipment(supplier.page, order.orderNumber, {
      cargoDescription: '1,000 l AGO, one tanker',
      carrier: 'Swift Haul Logistics',
      maxRate: '2500',
    });
    await notice(supplier.page, 'Shipment Arranged');

    const carrier = await journey.newUser();
    await signIn(carrier.page, 'logistics');
    await carrier.page.waitForURL('**/logistics');
    const shipmentNumber =
      (
        await carrier.page
          .getByText(/SHP-\d{4}-\d{6}/)
          .first()
          .textContent()
      )?.match(/SHP-\d{4}-\d{6}/)?.[0] ?? '';
    expect(shipmentNumber).toMatch(/^SHP-/);
    await acceptShipment(carrier.page, shipmentNumber);
    // Transit starts with the job's driver and vehicle: assigned through the API, the row offers it live.
    expect(await shipmentRow(carrier.page, shipmentNumber).getByRole('button', { name: 'Start Transit' }).count()).toBe(
      0,
    );
    const carrierApi = await apiSignIn(server, 'logistics');
    const shipments = await json(
      await carrierApi.get(`/api/logistics/shipments?q=${shipmentNumber}`),
      z.array(ZShipment),
    );
    await crewJob(server, carrierApi, shipments[0]?.id ?? '');
    await startTransit(carrier.page, shipmentNumber);
    await markDelivered(carrier.page, shipmentNumber);
    await submitPod(carrier.page, shipmentNumber, { recipient: 'Tunde Bakare', signed: true, notes: 'Seals intact' });

    const finance = await journey.newUser();
    await signIn(finance.page, 'finance');
    await finance.page.waitForURL('**/payments');
    const ofOrder = async () =>
      (
        await parties.finance
          .get('/api/payments')
          .then((r) => r.json() as Promise<{ paymentNumber: string; orderId: string; status: string }[]>)
      ).filter((p) => p.orderId === order.id);
    const payments = await ofOrder();
    expect(payments.map((p) => p.status)).toEqual(['pending', 'pending']);
    await processPayments(
      finance.page,
      payments.map((p) => p.paymentNumber),
    );
    // Proof of delivery released nothing: the money waits in escrow for the buyer's inspection.
    expect((await ofOrder()).map((p) => p.status)).toEqual(['captured', 'captured']);
    await finance.page
      .getByRole('row', { name: new RegExp(payments[0]?.paymentNumber ?? '-') })
      .getByText(/^Release due /)
      .waitFor();

    const buyer = await journey.newUser();
    await signIn(buyer.page, 'buyer');
    await buyer.page.waitForURL('**/rfq');
    await buyer.page.goto('/orders');
    const buyerRow = buyer.page.getByRole('row', { name: new RegExp(order.orderNumber) });
    await buyerRow.getByText(/^Release due /).waitFor();
    await buyer.page.getByRole('button', { name: `Track ${order.orderNumber}` }).click();
    const tracking = buyer.page.getByRole('dialog', { name: 'Shipment Tracking' });
    await tracking.getByText('Tunde Bakare').first().waitFor();
    const signature = tracking.getByRole('img', { name: 'Signature of Tunde Bakare' });
    expect(await signature.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await tracking.press('Escape');
    await tracking.waitFor({ state: 'hidden' });

    // The buyer has checked the goods and the proof: confirming receipt releases the escrow now.
    // The dialog says what happens to the money in escrow now: it is all captured, so released now.
    await confirmReceipt(buyer.page, order.orderNumber, /held in escrow is released to .* now\.$/);
    await buyerRow.getByText(/^Released .*\(receipt confirmed\)$/).waitFor();
    await buyerRow.getByText('completed', { exact: false }).first().waitFor();
    expect((await ofOrder()).map((p) => p.status)).toEqual(['completed', 'completed']);
    for (const user of [supplier, carrier, finance, buyer]) await user.context.close();
  });
});
