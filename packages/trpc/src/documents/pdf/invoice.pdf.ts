import type { ContractPaper } from '@energy/domain/schemas/contract-papers';
import type { ContractPaperFacts } from './contract-facts';
import { contractReference, goodsFields } from './contract.pdf';
import { renderPdf, type PdfColumn } from './layout';
import type { PdfReader } from './reader';

export type InvoicePaper = Exclude<ContractPaper, 'contract'>;

/** The unit price and total an invoice charges: a fixed contract's, the provisional price, or the final one. */
function charged(
  facts: ContractPaperFacts,
  paper: InvoicePaper,
): { unitPrice: string | null; total: number; date: string } {
  const { contract } = facts;
  if (paper === 'final_invoice' && contract.finalTotal !== null && contract.priceFixedAt)
    return { unitPrice: contract.finalUnitPrice, total: contract.finalTotal, date: contract.priceFixedAt };
  return {
    unitPrice: paper === 'invoice' ? contract.unitPrice : contract.provisionalUnitPrice,
    total: contract.totalValue,
    date: contract.signedAt ?? contract.createdAt,
  };
}

/**
 * An invoice of the contract, issued by the supplier to the buyer: the goods at the price charged, the total,
 * for a final invoice its difference from the provisional total, and the contract's settlements with what is paid
 * and what is due. Amounts are the stored minor units, written in the reader's money format.
 */
export function renderInvoicePdf(facts: ContractPaperFacts, paper: InvoicePaper, r: PdfReader): Promise<Uint8Array> {
  const { contract, goods, settlements } = facts;
  const { currency } = contract;
  const title = r.t(`documents.pdf.names.${paper}`, { number: contract.contractNumber });
  const price = charged(facts, paper);
  return renderPdf(
    {
      title,
      author: r.t('documents.pdf.platform'),
      locale: r.locale,
      createdAt: new Date(price.date),
      pageLabel: (page, pages) => r.t('documents.pdf.page', { page, pages }),
    },
    (sheet) => {
      sheet.heading(title, contractReference(facts, r));
      sheet.fields([
        [r.t('documents.pdf.issuedBy'), contract.supplierOrgName],
        [r.t('documents.pdf.billedTo'), contract.buyerOrgName],
        [r.t('documents.pdf.date'), r.day(price.date)],
      ]);
      sheet.section(r.t('documents.pdf.goods'));
      goodsFields(sheet, facts, r);
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
            price.unitPrice ? r.unitPrice(price.unitPrice, currency) : '—',
            r.money(price.total, currency),
          ],
        ],
        totals,
      );
      if (paper === 'provisional_invoice') sheet.paragraph(r.t('documents.pdf.provisionalNote'), true);
      sheet.section(r.t('documents.pdf.settlements'));
      if (settlements.length === 0) sheet.paragraph(r.t('documents.pdf.noSettlements'), true);
      else
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
          [
            [r.t('documents.pdf.amountPaid'), r.money(contract.amountPaid, currency)],
            [r.t('documents.pdf.amountDue'), r.money(contract.amountDue, currency)],
          ],
        );
    },
  );
}
