import type { ContractPaper } from '@energy/domain/schemas/contract-papers';
import type { TFinalInvoice, TOrderDelivery } from '@energy/domain/schemas/delivered-quantity';
import type { ContractPaperFacts } from './contract-facts';
import { contractReference, goodsFields } from './contract.pdf';
import { renderPdf, type PdfColumn, type PdfSheet } from './layout';
import type { PdfReader } from './reader';

export type InvoicePaper = Exclude<ContractPaper, 'contract'>;

/** The unit price and total an invoice charges: a fixed contract's, the provisional price, or the final one. */
function charged(
  facts: ContractPaperFacts,
  paper: InvoicePaper,
): { unitPrice: number | null; total: number; date: string } {
  const { contract } = facts;
  if (paper === 'final_invoice' && contract.finalTotal !== null && contract.priceFixedAt)
    return { unitPrice: contract.finalUnitPrice, total: contract.finalTotal, date: contract.priceFixedAt };
  return {
    unitPrice: paper === 'invoice' ? contract.unitPrice : contract.provisionalUnitPrice,
    total: contract.totalValue,
    date: contract.signedAt ?? contract.createdAt,
  };
}

/** The order's final invoice, once issued: a final invoice is then written on the quantity delivered. */
function issuedInvoice(
  facts: ContractPaperFacts,
  paper: InvoicePaper,
): { delivery: TOrderDelivery; invoice: TFinalInvoice; date: string } | null {
  const { delivery } = facts;
  if (paper !== 'final_invoice' || !delivery?.finalInvoice || !delivery.finalInvoicedAt) return null;
  return { delivery, invoice: delivery.finalInvoice, date: delivery.finalInvoicedAt };
}

/**
 * The quantity delivered and the invoice on it: the settled quantity with how it was taken and the contracted
 * quantity with its tolerance and the deviation; then settled quantity × final unit price = goods, + demurrage,
 * − what the supplier was paid before, = the amount due, the figures as the order's final invoice stored them.
 */
function deliveredInvoice(
  sheet: PdfSheet,
  facts: ContractPaperFacts,
  issued: { delivery: TOrderDelivery; invoice: TFinalInvoice },
  r: PdfReader,
): void {
  const { goods, contract } = facts;
  const { basis, status } = issued.delivery;
  const { invoice } = issued;
  const { currency } = contract;
  const unit = r.label('labels.unit', goods.unit);
  const settled = `${r.quantity(invoice.settledQuantity)} ${unit}`;
  sheet.section(r.t('documents.pdf.deliveredQuantity'));
  sheet.fields([
    [r.t('documents.pdf.settledQuantity'), settled],
    [r.t('documents.pdf.settledBasis'), r.t(`documents.pdf.settledBases.${basis.source}`)],
    [
      r.t('documents.pdf.contractedQuantity'),
      r.t('documents.pdf.contractedValue', {
        quantity: r.quantity(basis.contractedQuantity),
        unit,
        percent: r.percent(basis.tolerancePct),
      }),
    ],
    [
      r.t('documents.pdf.deviation'),
      r.t('documents.pdf.deviationValue', {
        quantity: r.quantity(basis.deviation),
        unit,
        percent: r.percent(basis.deviationPct),
      }),
    ],
    [r.t('documents.pdf.status'), r.t(`documents.pdf.toleranceStatuses.${status}`)],
  ]);
  const totals: [string, string][] = [[r.t('documents.pdf.goods'), r.money(invoice.goods, currency)]];
  if (invoice.demurrage !== 0)
    totals.push([r.label('documents.pdf.settlementTypes', 'demurrage'), `+ ${r.money(invoice.demurrage, currency)}`]);
  totals.push([r.t('documents.pdf.paidBefore'), `− ${r.money(invoice.advances, currency)}`]);
  totals.push([r.t('documents.pdf.amountDue'), r.money(invoice.amount, currency)]);
  sheet.section(r.t('documents.pdf.price'));
  sheet.table(
    [
      { header: r.t('documents.pdf.description'), width: 0.36 },
      { header: r.t('documents.pdf.quantity'), width: 0.18, align: 'right' },
      { header: r.t('documents.pdf.finalUnitPrice'), width: 0.2, align: 'right' },
      { header: r.t('documents.pdf.amount'), width: 0.26, align: 'right' },
    ],
    [
      [
        r.t('documents.pdf.lineGoods', {
          title: goods.title,
          quantity: r.quantity(invoice.settledQuantity),
          unit,
          product: r.label('labels.productType', goods.productType),
        }),
        settled,
        r.unitPrice(invoice.unitPrice, currency),
        r.money(invoice.goods, currency),
      ],
    ],
    totals,
  );
  sheet.paragraph(r.t('documents.pdf.deliveredNote'), true);
}

/** The goods at the price charged: a fixed contract's, the provisional or the final one with its difference. */
function priceTable(
  sheet: PdfSheet,
  facts: ContractPaperFacts,
  paper: InvoicePaper,
  price: ReturnType<typeof charged>,
  r: PdfReader,
): void {
  const { contract, goods } = facts;
  const { currency } = contract;
  const columns: PdfColumn[] = [
    { header: r.t('documents.pdf.description'), width: 0.36 },
    { header: r.t('documents.pdf.quantity'), width: 0.18, align: 'right' },
    { header: r.t('documents.pdf.unitPrice'), width: 0.2, align: 'right' },
    { header: r.t('documents.pdf.amount'), width: 0.26, align: 'right' },
  ];
  const totals: [string, string][] = [];
  if (paper === 'final_invoice') {
    totals.push([r.t('documents.pdf.provisionalTotal'), r.money(contract.totalValue, currency)]);
    totals.push([r.t('documents.pdf.difference'), r.money(price.total - contract.totalValue, currency)]);
  }
  totals.push([r.t('documents.pdf.total'), r.money(price.total, currency)]);
  sheet.section(r.t('documents.pdf.price'));
  sheet.table(
    columns,
    [
      [
        r.t('documents.pdf.lineGoods', {
          title: goods.title,
          quantity: r.quantity(goods.quantity),
          unit: r.label('labels.unit', goods.unit),
          product: r.label('labels.productType', goods.productType),
        }),
        `${r.quantity(goods.quantity)} ${r.label('labels.unit', goods.unit)}`,
        price.unitPrice !== null ? r.unitPrice(price.unitPrice, currency) : '—',
        r.money(price.total, currency),
      ],
    ],
    totals,
  );
  if (paper === 'provisional_invoice') sheet.paragraph(r.t('documents.pdf.provisionalNote'), true);
}

/** The contract's settlements, with what is paid of the contract and what is due when `withTotals`. */
function settlementsTable(sheet: PdfSheet, facts: ContractPaperFacts, withTotals: boolean, r: PdfReader): void {
  const { contract, settlements } = facts;
  const { currency } = contract;
  sheet.section(r.t('documents.pdf.settlements'));
  if (settlements.length === 0) {
    sheet.paragraph(r.t('documents.pdf.noSettlements'), true);
    return;
  }
  sheet.table(
    [
      { header: r.t('documents.pdf.description'), width: 0.34 },
      { header: r.t('documents.pdf.dueDate'), width: 0.2 },
      { header: r.t('documents.pdf.status'), width: 0.2 },
      { header: r.t('documents.pdf.amount'), width: 0.26, align: 'right' },
    ],
    settlements.map((s) => [
      r.label('documents.pdf.settlementTypes', s.settlementType),
      r.day(s.dueDate),
      r.label('labels.status', s.status),
      r.money(s.amount, s.currency),
    ]),
    withTotals
      ? [
          [r.t('documents.pdf.amountPaid'), r.money(contract.amountPaid, currency)],
          [r.t('documents.pdf.amountDue'), r.money(contract.amountDue, currency)],
        ]
      : [],
  );
}

/**
 * An invoice of the contract, issued by the supplier to the buyer: the goods at the price charged, the total,
 * for a final invoice its difference from the provisional total, and the contract's settlements with what is paid
 * and what is due. Once the order's final invoice is issued, the final invoice is written on the quantity delivered
 * instead (deliveredInvoice), its settlements listed without the contract's totals. Amounts are the stored minor
 * units, written in the reader's money format.
 */
export function renderInvoicePdf(facts: ContractPaperFacts, paper: InvoicePaper, r: PdfReader): Promise<Uint8Array> {
  const { contract } = facts;
  const title = r.t(`documents.pdf.names.${paper}`, { number: contract.contractNumber });
  const price = charged(facts, paper);
  const issued = issuedInvoice(facts, paper);
  const date = issued?.date ?? price.date;
  return renderPdf(
    {
      title,
      author: r.t('documents.pdf.platform'),
      locale: r.locale,
      createdAt: new Date(date),
      pageLabel: (page, pages) => r.t('documents.pdf.page', { page, pages }),
    },
    (sheet) => {
      sheet.heading(title, contractReference(facts, r));
      sheet.fields([
        [r.t('documents.pdf.issuedBy'), contract.supplierOrgName],
        [r.t('documents.pdf.billedTo'), contract.buyerOrgName],
        [r.t('documents.pdf.date'), r.day(date)],
      ]);
      sheet.section(r.t('documents.pdf.goods'));
      goodsFields(sheet, facts, r);
      if (issued) deliveredInvoice(sheet, facts, issued, r);
      else priceTable(sheet, facts, paper, price, r);
      settlementsTable(sheet, facts, issued === null, r);
    },
  );
}
