import { CONTRACT_PAPER_MESSAGES } from '@energy/domain/schemas/contract-papers';
import { ZContract, ZSettlement } from '@energy/domain/schemas/contract';
import { ZDocument } from '@energy/domain/schemas/document';
import { DEFAULT_PREFERENCES, ZPreferences } from '@energy/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOrder, ZShipment } from '@energy/domain/schemas/fulfilment';
import { carrierSteps } from '@energy/test/crew';
import { testBackends } from '@energy/test/databases';
import { pod, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { pdfText } from '@energy/test/pdf';
import {
  acceptOffer,
  createRfq,
  json,
  signByBoth,
  signIn,
  signUp,
  startParties,
  submitOffer,
  type Parties,
} from '@energy/test/procurement';

const Documents = z.array(ZDocument);
const generate = (client: HttpClient, contractId: string, paper: string) =>
  client.post(`/api/contracts/${contractId}/documents`, { paper });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe.each(testBackends())("a contract's papers as PDF (%s)", (backend) => {
  let parties: Parties;
  let outsider: HttpClient;
  let carrier: HttpClient;
  let contract: z.infer<typeof ZContract>;
  beforeAll(async () => {
    parties = await startParties(backend);
    const { server, buyer, supplier } = parties;
    const [logistics] = await Promise.all([signIn(server, 'logistics')]);
    if (!logistics) throw new Error('demo sign-in failed');
    carrier = logistics;
    outsider = await signUp(server, 'paperoutsider', 'supplier');
    const rfq = await createRfq(buyer, { quantity: 12500 });
    const { contractId } = await json(
      await acceptOffer(buyer, await submitOffer(supplier, rfq.id)),
      z.object({ contractId: z.string() }),
    );
    expect((await signByBoth(buyer, supplier, contractId)).status).toBe(200);
    contract = await json(await buyer.get(`/api/contracts/${contractId}`), ZContract);
  });
  afterAll(() => parties.server.close());

  it("renders the signed contract, keeps it with the contract's documents, and both parties download it", async () => {
    const { buyer, supplier } = parties;
    const document = await json(await generate(supplier, contract.id, 'contract'), ZDocument, 201);
    expect(document).toMatchObject({
      name: `Contract ${contract.contractNumber}.pdf`,
      category: 'contract',
      mimeType: 'application/pdf',
      status: 'signed',
      attachedTo: { type: 'contract', id: contract.id, number: contract.contractNumber },
    });
    const listed = await json(await buyer.get(`/api/contracts/${contract.id}/documents`), Documents);
    expect(listed.map((d) => d.id)).toContain(document.id);

    const download = await buyer.get(`/api/documents/${document.id}/download`);
    expect(download.status).toBe(200);
    const bytes = await bytesOf(download);
    expect(bytes.length).toBe(document.size);
    const text = await pdfText(bytes);
    expect(text).toContain(`Contract ${contract.contractNumber}`);
    expect(text).toContain('12,500 liters');
    expect(text).toContain('± 5%');
    expect(text).toContain('Signed by Bola Buyer');
    expect(text).toContain('Signed by Sade Supplier');
    expect(text).toContain('₦');

    // The same facts give the same file: the document already kept is answered, no copy.
    const again = await json(await generate(supplier, contract.id, 'contract'), ZDocument, 201);
    expect(again.id).toBe(document.id);
  });

  it("renders the invoice in the caller's language, with the contract's total", async () => {
    const { buyer } = parties;
    const speak = async (language: 'en' | 'fr') =>
      json(await buyer.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, language }), ZPreferences);
    await speak('fr');
    const document = await json(await generate(buyer, contract.id, 'invoice'), ZDocument, 201);
    await speak('en');
    expect(document).toMatchObject({ name: `Facture ${contract.contractNumber}.pdf`, category: 'invoice' });
    const text = await pdfText(await bytesOf(await buyer.get(`/api/documents/${document.id}/download`)));
    expect(text).toContain(`Facture ${contract.contractNumber}`);
    expect(text).toContain('Règlements');
    const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'NGN' })
      .format(contract.totalValue / 100)
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(total);
  });

  it("refuses a paper the contract does not have: a fixed contract's final invoice is 409", async () => {
    const response = await generate(parties.supplier, contract.id, 'final_invoice');
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(CONTRACT_PAPER_MESSAGES.unavailable);
  });

  it('keeps the papers from everyone else: another organization and the carrier get 404, finance and the admin 403', async () => {
    const { buyer, finance } = parties;
    const [kept] = await json(await buyer.get(`/api/contracts/${contract.id}/documents`), Documents);
    if (!kept) throw new Error('no paper kept');
    for (const client of [outsider, carrier]) {
      expect((await generate(client, contract.id, 'contract')).status).toBe(404);
      expect((await client.get(`/api/documents/${kept.id}/download`)).status).toBe(404);
      expect((await client.get(`/api/contracts/${contract.id}/documents`)).status).toBe(404);
    }
    expect((await generate(finance, contract.id, 'contract')).status).toBe(403);
    // The platform's admin reads every document but makes no party's papers.
    const admin = await signIn(parties.server, 'admin');
    const refused = await generate(admin, contract.id, 'invoice');
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe(CONTRACT_PAPER_MESSAGES.partiesOnly);
    expect((await admin.get(`/api/documents/${kept.id}/download`)).status).toBe(200);
    // Finance of the buyer reads the contract's documents, as any other attached to it.
    expect((await finance.get(`/api/documents/${kept.id}/download`)).status).toBe(200);
  });

  it("renders a measured shipment's loading ticket and delivery note, kept with its order and listed on its contract", async () => {
    const { buyer, supplier, finance, server } = parties;
    const { order, contractId } = await signedOrder(parties);
    await supplier.post(`/api/orders/${order.id}/confirm`);
    const shipment = await json(
      await supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    await carrierSteps(server, carrier, shipment.id, ['accept']);
    const paper = (client: HttpClient, name: string) =>
      client.post(`/api/logistics/shipments/${shipment.id}/documents`, { paper: name });

    // Nothing measured yet: no loading ticket, no delivery note.
    expect((await paper(carrier, 'loading_ticket')).status).toBe(409);
    await json(
      await carrier.post(`/api/logistics/shipments/${shipment.id}/loading`, {
        billOfLading: 'BL-APP-2026-0117',
        observedVolume: '33000',
        unit: 'l',
        temperatureC: '30',
        densityKgM3: '850',
      }),
      ZShipment,
      201,
    );
    const ticket = await json(await paper(carrier, 'loading_ticket'), ZDocument, 201);
    expect(ticket).toMatchObject({
      name: `Loading ticket ${shipment.shipmentNumber}.pdf`,
      mimeType: 'application/pdf',
      attachedTo: { type: 'order', id: order.id },
    });
    const ticketText = await pdfText(await bytesOf(await carrier.get(`/api/documents/${ticket.id}/download`)));
    for (const expected of ['BL-APP-2026-0117', '33,000 l', '30 °C', '850 kg/m³', '0.9875 (API Table 54B)', '32,588 l'])
      expect(ticketText).toContain(expected);
    expect((await paper(carrier, 'delivery_note')).status).toBe(409);

    await carrierSteps(server, carrier, shipment.id, ['start-transit', 'deliver']);
    await json(
      await carrier.post(
        `/api/logistics/shipments/${shipment.id}/pod`,
        pod({
          receivedObservedVolume: '32900',
          receivedUnit: 'l',
          receivedTemperatureC: '28',
          receivedDensityKgM3: '850',
        }),
      ),
      ZShipment,
    );
    const note = await json(await paper(buyer, 'delivery_note'), ZDocument, 201);
    expect(note).toMatchObject({ name: `Delivery note ${shipment.shipmentNumber}.pdf`, category: 'pod' });
    const noteBytes = await bytesOf(await buyer.get(`/api/documents/${note.id}/download`));
    const noteText = await pdfText(noteBytes);
    for (const expected of ['Tunde Bakare', 'Received in full', '32,588 l', '32,545 l', '43 l (0.13%)', '0.3%'])
      expect(noteText).toContain(expected);
    // The drawn signature is embedded as an image.
    expect(Buffer.from(noteBytes).includes('/Subtype /Image')).toBe(true);

    // Both papers list on the contract's Documents tab for its parties; the carrier reads its own and the buyer's.
    const listed = (await json(await supplier.get(`/api/contracts/${contractId}/documents`), Documents)).map(
      (d) => d.id,
    );
    expect(listed).toEqual(expect.arrayContaining([ticket.id, note.id]));
    expect((await carrier.get(`/api/documents/${note.id}/download`)).status).toBe(200);
    // Nobody else: another organization 404 on the shipment and the files, finance (no uploads) 403.
    expect((await paper(outsider, 'delivery_note')).status).toBe(404);
    expect((await outsider.get(`/api/documents/${note.id}/download`)).status).toBe(404);
    expect((await outsider.get(`/api/documents/${ticket.id}/download`)).status).toBe(404);
    expect((await paper(finance, 'delivery_note')).status).toBe(403);
  });

  /*
   * By hand: 33,000 l at ₦650.0000 a litre, ₦21,450,000.00, settled on the outturn ± 5 %, a 20 % advance
   * (₦4,290,000.00) paid outside the platform and confirmed. 32,900 l received at 28 °C, 850 kg/m³ (VCF 0.9892):
   * 32,545 l at 15 °C, -455 l (-1.38 %), within. 32,545 × 650 = ₦21,154,250.00, no demurrage, − ₦4,290,000.00
   * paid before = ₦16,864,250.00 due.
   */
  it("renders a fixed contract's final invoice on the quantity delivered, once its order's is issued (409 before)", async () => {
    const { buyer, supplier, finance, server } = parties;
    const rfq = await createRfq(buyer, { quantity: 33000 });
    const offer = await submitOffer(supplier, rfq.id, {
      unitPrice: '650',
      paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 20 },
    });
    const { contractId } = await json(await acceptOffer(buyer, offer), z.object({ contractId: z.string() }));
    expect((await signByBoth(buyer, supplier, contractId)).status).toBe(200);
    const signed = await json(await buyer.get(`/api/contracts/${contractId}`), ZContract);
    if (!signed.orderId) throw new Error('signing made no order');
    await json(await supplier.post(`/api/orders/${signed.orderId}/confirm`), ZOrder);
    const schedule = await json(await buyer.get(`/api/contracts/${contractId}/settlements`), z.array(ZSettlement));
    const advance = schedule.find((s) => s.settlementType === 'advance');
    if (!advance) throw new Error('no advance');
    expect(advance.amount).toBe(429_000_000);
    expect((await finance.post(`/api/settlements/${advance.id}/pay`, { reference: 'TRF-CP-1' })).status).toBe(200);
    expect((await supplier.post(`/api/settlements/${advance.id}/confirm`)).status).toBe(200);
    const shipment = await json(
      await supplier.post('/api/logistics/shipments', shipmentBody(signed.orderId)),
      ZShipment,
      201,
    );
    await carrierSteps(server, carrier, shipment.id, ['accept', 'start-transit', 'deliver']);

    // Before proof of delivery nothing is invoiced on what was delivered: a fixed contract has no final invoice yet.
    const early = await generate(supplier, contractId, 'final_invoice');
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe(CONTRACT_PAPER_MESSAGES.unavailable);

    await json(
      await carrier.post(
        `/api/logistics/shipments/${shipment.id}/pod`,
        pod({
          receivedObservedVolume: '32900',
          receivedUnit: 'l',
          receivedTemperatureC: '28',
          receivedDensityKgM3: '850',
        }),
      ),
      ZShipment,
    );
    const order = await json(await buyer.get(`/api/orders/${signed.orderId}`), ZOrder);
    expect(order.delivery?.finalInvoice).toMatchObject({
      settledQuantity: '32545.000',
      goods: 2_115_425_000,
      demurrage: 0,
      advances: 429_000_000,
      amount: 1_686_425_000,
    });
    const document = await json(await generate(supplier, contractId, 'final_invoice'), ZDocument, 201);
    expect(document).toMatchObject({
      name: `Final invoice ${signed.contractNumber}.pdf`,
      category: 'invoice',
      attachedTo: { type: 'contract', id: contractId },
    });
    const text = await pdfText(await bytesOf(await buyer.get(`/api/documents/${document.id}/download`)));
    for (const expected of [
      `Final invoice ${signed.contractNumber}`,
      '32,545 liters',
      'Received at 15 °C (outturn)',
      '33,000 liters (± 5%)',
      '-455 liters (-1.38%)',
      'Within tolerance',
      '₦650.00',
      '₦21,154,250.00',
      '− ₦4,290,000.00',
      '₦16,864,250.00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Demurrage');
    // The invoice at the contracted quantity stays as it was.
    const invoice = await json(await generate(buyer, contractId, 'invoice'), ZDocument, 201);
    const invoiceText = await pdfText(await bytesOf(await buyer.get(`/api/documents/${invoice.id}/download`)));
    expect(invoiceText).toContain('₦21,450,000.00');
  });
});
