import { finalInvoice } from '@energy/domain/measurement/final-invoice';
import { contractPapers } from '@energy/domain/schemas/contract-papers';
import type { TOrderDelivery } from '@energy/domain/schemas/delivered-quantity';
import { SIGNATURE_PNG } from '@energy/test/images';
import { pdfText as textOf } from '@energy/test/pdf';
import { describe, expect, it } from 'vitest';
import type { ContractPaperFacts, PaperContract } from './contract-facts';
import { renderContractPdf } from './contract.pdf';
import { renderDeliveryNotePdf } from './delivery-note.pdf';
import { renderInvoicePdf } from './invoice.pdf';
import { renderLoadingTicketPdf } from './loading-ticket.pdf';
import type { ShipmentPaperFacts } from './shipment-facts';
import { pdfReader } from './reader';

const base: PaperContract = {
  contractNumber: 'CON-2026-000042',
  rfqNumber: 'RFQ-2026-000017',
  buyerOrgName: 'Lagos Power Ltd',
  supplierOrgName: 'Delta Fuels Plc',
  totalValue: 1_452_441_250,
  amountPaid: 435_732_375,
  amountDue: 1_016_708_875,
  currency: 'NGN',
  status: 'signed',
  paymentTerms: { method: 'bank_transfer', daysToPayment: 30, advancePayment: 30 },
  pricing: { type: 'fixed' },
  unitPrice: 11_619_530,
  provisionalUnitPrice: null,
  provisionalBasis: null,
  finalUnitPrice: null,
  finalTotal: null,
  finalBasis: null,
  priceFixedAt: null,
  quotesPresent: null,
  quotesNeeded: null,
  signedAt: '2026-11-20T14:05:00.000Z',
  createdAt: '2026-11-19T09:00:00.000Z',
  signatures: [
    {
      party: 'buyer',
      organizationId: '00000000-0000-4000-8000-000000000004',
      organizationName: 'Lagos Power Ltd',
      signerName: 'Bola Adeyemi',
      kind: 'typed',
      signedAt: '2026-11-20T10:30:00.000Z',
    },
    {
      party: 'supplier',
      organizationId: '00000000-0000-4000-8000-000000000005',
      organizationName: 'Delta Fuels Plc',
      signerName: 'Sade Okonkwo',
      kind: 'drawn',
      signedAt: '2026-11-20T14:05:00.000Z',
    },
  ],
};

const goods = {
  title: 'AGO for Lagos depot',
  productType: 'refined-products',
  quantity: '1250000.000',
  unit: 'liters',
  deliveryLocation: 'Apapa, Lagos',
  deliveryDate: '2026-12-05T00:00:00.000Z',
};
const terms = { quantityTolerancePct: '5.00', quantityBasis: 'outturn' as const, allowedTransitLossPct: '0.30' };
const settlements: ContractPaperFacts['settlements'] = [
  {
    settlementType: 'advance',
    status: 'completed',
    amount: 435_732_375,
    currency: 'NGN',
    dueDate: '2026-11-20T00:00:00.000Z',
  },
  {
    settlementType: 'balance',
    status: 'pending',
    amount: 1_016_708_875,
    currency: 'NGN',
    dueDate: '2026-12-20T00:00:00.000Z',
  },
];
const fixed: ContractPaperFacts = { contract: base, goods, terms, settlements, delivery: null };

/*
 * The fixed contract delivered (figures by hand): 12,500 l contracted ± 5 %, 12,310 l received at 15 °C (outturn),
 * -190 l (-1.52 %), within. 12,310 × ₦1,161.9530 = ₦14,303,641.43 (1,430,364,143 minor units, exact), + demurrage
 * ₦2,500.00 (250,000) − the advance paid ₦4,357,323.75 (435,732,375) = ₦9,948,817.68 (994,881,768) due.
 */
const storedInvoice = {
  settledQuantity: '12310.000',
  unitPrice: '1161.9530',
  goods: 1_430_364_143,
  demurrage: 250_000,
  advances: 435_732_375,
  amount: 994_881_768,
};
/** As the order's answer carries it: the unit price in ten-thousandths. */
const deliveredInvoice = { ...storedInvoice, unitPrice: 11_619_530 };
const delivery: TOrderDelivery = {
  settledQuantity: '12310.000',
  status: 'within',
  basis: {
    source: 'outturn',
    measurementId: '00000000-0000-4000-8000-000000000034',
    nsvLitres: '12310',
    densityKgM3: '850.00',
    unit: 'liters',
    contractedQuantity: '12500.000',
    tolerancePct: '5.00',
    deviation: '-190.000',
    deviationPct: '-1.52',
  },
  settledAt: '2026-12-05T12:00:00.000Z',
  quantityAcceptedAt: null,
  finalInvoice: deliveredInvoice,
  finalInvoicedAt: '2026-12-05T12:00:00.000Z',
};
const delivered: ContractPaperFacts = { ...fixed, goods: { ...goods, quantity: '12500.000' }, delivery };

const formulaBasis = {
  indexAverage: '820.0000',
  convertedIndex: 10_393_500,
  differential: -20_000,
  unitPrice: 10_373_500,
  total: 1_296_687_500,
  density: '845',
  fx: { base: 'USD' as const, quote: 'NGN' as const, rate: '1500.000000', date: '2026-11-18', inverted: false },
  quotesPresent: 5,
  quotesNeeded: 5,
  asOf: '2026-11-18',
};
const formula: ContractPaperFacts = {
  ...fixed,
  contract: {
    ...base,
    contractNumber: 'CON-2026-000043',
    pricing: {
      type: 'formula',
      indexId: '00000000-0000-4000-8000-000000000020',
      indexCode: 'GO-CIF-NWE',
      indexName: 'Gasoil 0.1% CIF NWE',
      indexPriceUnit: 'USD/t',
      differential: -20_000,
      period: { kind: 'average', anchor: 'delivery', daysBefore: 0, daysAfter: 4 },
      densityKgM3: null,
    },
    unitPrice: 10_411_200,
    totalValue: 1_301_400_000,
    provisionalUnitPrice: 10_411_200,
    provisionalBasis: { ...formulaBasis, unitPrice: 10_411_200, quotesPresent: 2, asOf: '2026-11-17' },
    finalUnitPrice: 10_373_500,
    finalTotal: 1_296_687_500,
    finalBasis: formulaBasis,
    priceFixedAt: '2026-12-10T06:00:00.000Z',
    quotesPresent: 5,
    quotesNeeded: 5,
  },
};

const loading = {
  id: '00000000-0000-4000-8000-000000000030',
  kind: 'loading' as const,
  billOfLading: 'BL-APP-2026-0117',
  observedVolume: '33000.000',
  observedUnit: 'l' as const,
  observedLitres: '33000',
  temperatureC: '30.00',
  densityKgM3: '850.00',
  vcf: '0.9875',
  vcfTable: '54B',
  nsvLitres: '32588',
  reason: null,
  supersedesId: null,
  documentId: null,
  recordedAt: '2026-12-04T06:10:00.000Z',
};
const shipmentFacts: ShipmentPaperFacts = {
  shipment: {
    shipmentNumber: 'SHP-2026-000009',
    orderNumber: 'ORD-2026-000011',
    originLocation: 'Apapa depot, Lagos',
    destinationLocation: 'Ikeja plant, Lagos',
    cargoDescription: '33,000 l AGO in one tanker',
    estimatedDeparture: '2026-12-04T07:00:00.000Z',
    actualDeparture: '2026-12-04T07:20:00.000Z',
    actualArrival: '2026-12-04T11:05:00.000Z',
    logisticsOrg: { id: '00000000-0000-4000-8000-000000000031', name: 'Swift Haul Ltd', verified: true },
    podData: {
      deliveredAt: '2026-12-04T12:00:00.000Z',
      recipientName: 'Tunde Bakare',
      signature: SIGNATURE_PNG,
      notes: 'Reçu au complet',
    },
    measured: {
      loading,
      receipt: {
        ...loading,
        id: '00000000-0000-4000-8000-000000000032',
        kind: 'receipt',
        billOfLading: null,
        observedVolume: '32900.000',
        observedLitres: '32900',
        temperatureC: '28.00',
        vcf: '0.9892',
        nsvLitres: '32545',
        recordedAt: '2026-12-04T12:00:00.000Z',
      },
      transitLossLitres: '43',
      transitLossPct: '0.13',
    },
  },
  contract: {
    id: '00000000-0000-4000-8000-000000000033',
    contractNumber: base.contractNumber,
    buyerOrgId: '00000000-0000-4000-8000-000000000004',
    supplierOrgId: '00000000-0000-4000-8000-000000000005',
    buyerOrgName: base.buyerOrgName,
    supplierOrgName: base.supplierOrgName,
    title: goods.title,
    productType: goods.productType,
    allowedTransitLossPct: '0.30',
  },
};

const english = pdfReader('en', 'Africa/Lagos');
const french = pdfReader('fr', 'Europe/Paris');

describe('contract papers as PDF', () => {
  it('writes the contract: number, parties, quantity and tolerance, price, payment terms and each signature with its time', async () => {
    const bytes = await renderContractPdf(fixed, english);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of [
      'Contract CON-2026-000042',
      'RFQ-2026-000017',
      'Lagos Power Ltd',
      'Delta Fuels Plc',
      '1,250,000 liters',
      '± 5%',
      'the quantity received (outturn)',
      '₦1,161.953',
      '₦14,524,412.50',
      'Bank transfer',
      '30 days',
      'Signed by Bola Adeyemi (Lagos Power Ltd) on Nov 20, 2026, 11:30 AM GMT+1, name typed',
      'Signed by Sade Okonkwo (Delta Fuels Plc) on Nov 20, 2026, 3:05 PM GMT+1, signature drawn',
    ])
      expect(text).toContain(expected);
    // One page of A4 with the subsets of the font embedded: about 24 KB.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('renders the same facts to the same bytes', async () => {
    expect(
      Buffer.from(await renderContractPdf(fixed, english)).equals(Buffer.from(await renderContractPdf(fixed, english))),
    ).toBe(true);
  });

  it("writes a fixed contract's invoice with its settlements, the amounts exact in naira", async () => {
    const text = await textOf(await renderInvoicePdf(fixed, 'invoice', english));
    for (const expected of [
      'Invoice CON-2026-000042',
      'Issued by',
      'Delta Fuels Plc',
      '₦14,524,412.50',
      'Advance',
      '₦4,357,323.75',
      '₦10,167,088.75',
      'Amount due',
    ])
      expect(text).toContain(expected);
  });

  it("writes a fixed contract's final invoice on what was delivered: settled quantity × unit price, demurrage, advances", async () => {
    expect(
      finalInvoice({ settledQuantity: '12310', unitPrice: '1161.9530', demurrage: 250_000, advances: 435_732_375 }),
    ).toEqual(storedInvoice);
    expect(contractPapers(base, { finalInvoicedAt: null })).toEqual(['contract', 'invoice']);
    expect(contractPapers(base, delivery)).toEqual(['contract', 'invoice', 'final_invoice']);
    const text = await textOf(await renderInvoicePdf(delivered, 'final_invoice', english));
    for (const expected of [
      'Final invoice CON-2026-000042',
      'Settled quantity',
      '12,310 liters',
      'Received at 15 °C (outturn)',
      '12,500 liters (± 5%)',
      '-190 liters (-1.52%)',
      'Within tolerance',
      '₦1,161.953',
      '₦14,303,641.43',
      '+ ₦2,500.00',
      'Paid before (advances)',
      '− ₦4,357,323.75',
      '₦9,948,817.68',
    ])
      expect(text).toContain(expected);
    // The contract's own totals are not the invoice's: the settlements are listed without them.
    expect(text).not.toContain('Amount paid');
    // The invoice stays as it was.
    expect(await textOf(await renderInvoicePdf(delivered, 'invoice', english))).toContain('₦14,524,412.50');
    const inFrench = await textOf(await renderInvoicePdf(delivered, 'final_invoice', french));
    for (const expected of [
      'Facture définitive',
      'Quantité retenue',
      '12 310 litres',
      '14 303 641,43 NGN',
      '9 948 817,68 NGN',
    ])
      expect(inFrench).toContain(expected);
  });

  it('writes a formula contract in words, and its provisional and final invoices with the difference', async () => {
    const contract = await textOf(await renderContractPdf(formula, english));
    expect(contract).toContain(
      'Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from the delivery date, − 2.00 NGN/l',
    );
    expect(contract).toContain('average 820.00 USD/t, at 845 kg/m³ and 1,500.00 NGN/USD = 1,039.35 NGN/l');
    const provisional = await textOf(await renderInvoicePdf(formula, 'provisional_invoice', english));
    expect(provisional).toContain('Provisional invoice CON-2026-000043');
    expect(provisional).toContain('₦13,014,000.00');
    expect(provisional).toContain('₦1,041.12');
    const final = await textOf(await renderInvoicePdf(formula, 'final_invoice', english));
    expect(final).toContain('Final invoice CON-2026-000043');
    expect(final).toContain('₦1,037.35');
    expect(final).toContain('₦12,966,875.00');
    expect(final).toContain('-₦47,125.00');
  });

  it('writes in the reader’s language: French texts, French money and dates, the naira sign kept', async () => {
    const contract = await textOf(await renderContractPdf(fixed, french));
    expect(contract).toContain('Contrat CON-2026-000042');
    expect(contract).toContain('Conditions de paiement');
    expect(contract).toContain('la quantité reçue (outturn)');
    expect(contract).toContain(
      'Signé par Sade Okonkwo (Delta Fuels Plc) le 20 nov. 2026, 15:05 UTC+1, signature manuscrite',
    );
    const invoice = await textOf(await renderInvoicePdf(formula, 'final_invoice', french));
    expect(invoice).toContain('Facture définitive CON-2026-000043');
    expect(invoice).toContain('12 966 875,00 NGN');
    expect(invoice).toContain('Écart avec le total provisoire');
    const naira = await textOf(await renderInvoicePdf(fixed, 'invoice', english));
    expect(naira).toContain('₦');
  });

  it("writes a shipment's loading ticket and delivery note in French, the signature drawn embedded", async () => {
    const ticket = await textOf(await renderLoadingTicketPdf(shipmentFacts, loading, french));
    for (const expected of [
      'Bon de chargement SHP-2026-000009',
      'Connaissement',
      'BL-APP-2026-0117',
      '33 000 l',
      '30 °C',
    ])
      expect(ticket).toContain(expected);
    expect(ticket).toContain('0,9875 (table API 54B)');
    expect(ticket).toContain('32 588 l');
    const pod = shipmentFacts.shipment.podData;
    if (!pod) throw new Error('fixture');
    const bytes = await renderDeliveryNotePdf(shipmentFacts, pod, french);
    const note = await textOf(bytes);
    for (const expected of [
      'Bon de livraison SHP-2026-000009',
      'Réceptionné par',
      'Tunde Bakare',
      'Swift Haul Ltd',
      '32 545 l',
      '43 l (0,13 %)',
      'Perte en transit admise',
    ])
      expect(note).toContain(expected);
    expect(Buffer.from(bytes).includes('/Subtype /Image')).toBe(true);
  });
});
