import { CONTRACT_PARTIES } from '@energy/domain/schemas/contract';
import { formulaComputation, formulaWords, targetUnitText } from '@energy/domain/pricing/formula-words';
import { MEASURE_OF_RFQ_UNIT } from '@energy/domain/pricing/units';
import { UNITS, type Unit } from '@energy/domain/constants';
import type { ContractPaperFacts } from './contract-facts';
import { renderPdf, type PdfSheet } from './layout';
import type { PdfReader } from './reader';

const isUnit = (value: string): value is Unit => (UNITS as readonly string[]).includes(value);

/** The RFQ's unit as a formula price writes it ("NGN/l"). */
export function priceUnit(facts: ContractPaperFacts): string {
  const { unit } = facts.goods;
  return targetUnitText(facts.contract.currency, isUnit(unit) ? MEASURE_OF_RFQ_UNIT[unit] : null);
}

/** "12,500 liters of Refined Products". */
export function goodsFields(sheet: PdfSheet, facts: ContractPaperFacts, r: PdfReader): void {
  const { goods } = facts;
  sheet.fields([
    [r.t('documents.pdf.title'), goods.title],
    [r.t('documents.pdf.product'), r.label('labels.productType', goods.productType)],
    [r.t('documents.pdf.quantity'), `${r.quantity(goods.quantity)} ${r.label('labels.unit', goods.unit)}`],
    [
      r.t('documents.pdf.delivery'),
      r.t('documents.pdf.deliveryValue', { location: goods.deliveryLocation, date: r.day(goods.deliveryDate) }),
    ],
  ]);
}

/** The price as agreed: fixed, or the formula in words with its provisional and final prices and how each was computed. */
function priceFields(sheet: PdfSheet, facts: ContractPaperFacts, r: PdfReader): void {
  const { contract } = facts;
  const { pricing, currency } = contract;
  if (pricing.type === 'fixed') {
    sheet.fields([
      [r.t('documents.pdf.priceBasis'), r.t('documents.pdf.fixedPrice')],
      ...(contract.unitPrice !== null
        ? [
            [
              r.t('documents.pdf.unitPrice'),
              `${r.unitPrice(contract.unitPrice, currency)} / ${r.label('labels.unit', facts.goods.unit)}`,
            ] as const,
          ]
        : []),
      [r.t('documents.pdf.contractValue'), r.money(contract.totalValue, currency)],
    ]);
    return;
  }
  const unit = priceUnit(facts);
  const rows: [string, string][] = [
    [r.t('documents.pdf.priceBasis'), r.t('documents.pdf.formulaPrice')],
    [r.t('documents.pdf.formula'), formulaWords(r.formulaSay, r, pricing, unit)],
  ];
  if (contract.provisionalUnitPrice !== null)
    rows.push([r.t('documents.pdf.provisionalUnitPrice'), `${r.unitPrice(contract.provisionalUnitPrice, currency)}`]);
  if (contract.provisionalBasis)
    rows.push([
      r.t('documents.pdf.computation'),
      formulaComputation(r.formulaSay, r, pricing, contract.provisionalBasis, unit),
    ]);
  rows.push([r.t('documents.pdf.provisionalTotal'), r.money(contract.totalValue, currency)]);
  if (contract.finalUnitPrice !== null && contract.finalTotal !== null) {
    rows.push([r.t('documents.pdf.finalUnitPrice'), r.unitPrice(contract.finalUnitPrice, currency)]);
    if (contract.finalBasis)
      rows.push([
        r.t('documents.pdf.computation'),
        formulaComputation(r.formulaSay, r, pricing, contract.finalBasis, unit),
      ]);
    rows.push([r.t('documents.pdf.finalTotal'), r.money(contract.finalTotal, currency)]);
  }
  sheet.fields(rows);
  if (contract.priceFixedAt)
    sheet.paragraph(r.t('documents.pdf.priceFixedOn', { date: r.day(contract.priceFixedAt) }), true);
  else if (contract.quotesNeeded !== null)
    sheet.paragraph(
      r.t('documents.pdf.awaitingQuotes', { present: contract.quotesPresent ?? 0, needed: contract.quotesNeeded }),
      true,
    );
}

/** The parties of the contract, as both its PDFs name them. */
export function contractReference(facts: ContractPaperFacts, r: PdfReader): string {
  const { contract } = facts;
  return `${r.t('documents.pdf.contractNumber')} ${contract.contractNumber} · ${r.t('documents.pdf.rfqNumber')} ${contract.rfqNumber}`;
}

/**
 * The contract as signed: its number, parties, goods with the quantity tolerance and basis, the price basis and
 * formula in words, the payment terms and each party's signature with its time.
 */
export function renderContractPdf(facts: ContractPaperFacts, r: PdfReader): Promise<Uint8Array> {
  const { contract, terms } = facts;
  const title = r.t('documents.pdf.names.contract', { number: contract.contractNumber });
  return renderPdf(
    {
      title,
      author: r.t('documents.pdf.platform'),
      locale: r.locale,
      createdAt: new Date(contract.signedAt ?? contract.createdAt),
      pageLabel: (page, pages) => r.t('documents.pdf.page', { page, pages }),
    },
    (sheet) => {
      sheet.heading(title, `${contractReference(facts, r)} · ${r.label('labels.status', contract.status)}`);
      sheet.section(r.t('documents.pdf.parties'));
      sheet.fields([
        [r.t('documents.pdf.buyer'), contract.buyerOrgName],
        [r.t('documents.pdf.supplier'), contract.supplierOrgName],
      ]);
      sheet.section(r.t('documents.pdf.goods'));
      goodsFields(sheet, facts, r);
      sheet.fields([
        [
          r.t('documents.pdf.tolerance'),
          r.t('documents.pdf.toleranceValue', { percent: r.percent(terms.quantityTolerancePct) }),
        ],
        [r.t('documents.pdf.quantityBasis'), r.t(`documents.pdf.quantityBases.${terms.quantityBasis}`)],
        [r.t('documents.pdf.transitLoss'), r.percent(terms.allowedTransitLossPct)],
      ]);
      sheet.section(r.t('documents.pdf.price'));
      priceFields(sheet, facts, r);
      sheet.section(r.t('documents.pdf.paymentTerms'));
      const { paymentTerms } = contract;
      sheet.fields([
        [r.t('documents.pdf.paymentMethod'), r.label('labels.paymentMethod', paymentTerms.method)],
        [r.t('documents.pdf.daysToPayment'), r.t('documents.pdf.daysValue', { count: paymentTerms.daysToPayment })],
        [r.t('documents.pdf.advancePayment'), r.percent(String(paymentTerms.advancePayment))],
      ]);
      sheet.section(r.t('documents.pdf.signatures'));
      sheet.fields(
        CONTRACT_PARTIES.map((party) => {
          const signature = contract.signatures.find((s) => s.party === party);
          const organization = party === 'buyer' ? contract.buyerOrgName : contract.supplierOrgName;
          return [
            `${r.t(`documents.pdf.${party}`)} (${organization})`,
            signature
              ? r.t('documents.pdf.signedBy', {
                  name: signature.signerName,
                  organization: signature.organizationName,
                  time: r.dateTime(signature.signedAt),
                  kind: r.t(`documents.pdf.signatureKinds.${signature.kind}`),
                })
              : r.t('documents.pdf.awaitingSignature'),
          ] as const;
        }),
      );
    },
  );
}
