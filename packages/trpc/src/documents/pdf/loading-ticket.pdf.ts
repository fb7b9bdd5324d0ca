import type { TShipmentMeasurement } from '@energy/domain/schemas/measurement';
import { renderPdf, type PdfSheet } from './layout';
import type { PdfReader } from './reader';
import type { ShipmentPaperFacts } from './shipment-facts';

const UNIT_SHOWN: Record<TShipmentMeasurement['observedUnit'], string> = { l: 'l', m3: 'm³', bbl: 'bbl' };

/** One measurement as entered and as computed: observed volume, temperature, density, VCF with its table, NSV. */
export function measurementFields(m: TShipmentMeasurement, r: PdfReader): [string, string][] {
  return [
    [r.t('documents.pdf.observedVolume'), `${r.quantity(m.observedVolume)} ${UNIT_SHOWN[m.observedUnit]}`],
    [r.t('documents.pdf.temperature'), r.t('documents.pdf.temperatureValue', { value: r.number(m.temperatureC, 2) })],
    [r.t('documents.pdf.density'), r.t('documents.pdf.densityValue', { value: r.number(m.densityKgM3, 2) })],
    [r.t('documents.pdf.vcf'), r.t('documents.pdf.vcfValue', { vcf: r.number(m.vcf, 4), table: m.vcfTable })],
    [r.t('documents.pdf.nsv'), r.t('documents.pdf.litres', { value: r.quantity(m.nsvLitres) })],
    [r.t('documents.pdf.recordedAt'), r.dateTime(m.recordedAt)],
    ...(m.reason
      ? [[r.t('documents.pdf.measurement'), r.t('documents.pdf.corrected', { reason: m.reason })] as [string, string]]
      : []),
  ];
}

/** The shipment's parties and route, as both its papers head them. */
export function shipmentHeader(sheet: PdfSheet, facts: ShipmentPaperFacts, r: PdfReader): void {
  const { shipment, contract } = facts;
  sheet.section(r.t('documents.pdf.parties'));
  sheet.fields([
    [r.t('documents.pdf.buyer'), contract.buyerOrgName],
    [r.t('documents.pdf.supplier'), contract.supplierOrgName],
    [r.t('documents.pdf.carrier'), shipment.logisticsOrg?.name ?? '—'],
  ]);
  sheet.section(r.t('documents.pdf.route'));
  sheet.fields([
    [
      r.t('documents.pdf.product'),
      `${shipment.cargoDescription} (${r.label('labels.productType', contract.productType)})`,
    ],
    [r.t('documents.pdf.origin'), shipment.originLocation],
    [r.t('documents.pdf.destination'), shipment.destinationLocation],
    [r.t('documents.pdf.departure'), r.dateTime(shipment.actualDeparture ?? shipment.estimatedDeparture)],
    ...(shipment.actualArrival
      ? [[r.t('documents.pdf.arrival'), r.dateTime(shipment.actualArrival)] as [string, string]]
      : []),
  ]);
}

/** "Shipment SHP-… · Order ORD-… · Contract CON-…". */
export function shipmentReference(facts: ShipmentPaperFacts, r: PdfReader): string {
  const { shipment, contract } = facts;
  return [
    `${r.t('documents.pdf.shipment')} ${shipment.shipmentNumber}`,
    `${r.t('documents.pdf.order')} ${shipment.orderNumber}`,
    `${r.t('documents.pdf.contractNumber')} ${contract.contractNumber}`,
  ].join(' · ');
}

/**
 * The loading ticket: the bill of lading and what the carrier measured at loading, as entered and corrected to
 * 15 °C (the counted measurement: a correction shows its reason).
 */
export function renderLoadingTicketPdf(
  facts: ShipmentPaperFacts,
  loading: TShipmentMeasurement,
  r: PdfReader,
): Promise<Uint8Array> {
  const title = r.t('documents.pdf.names.loading_ticket', { number: facts.shipment.shipmentNumber });
  return renderPdf(
    {
      title,
      author: r.t('documents.pdf.platform'),
      locale: r.locale,
      createdAt: new Date(loading.recordedAt),
      pageLabel: (page, pages) => r.t('documents.pdf.page', { page, pages }),
    },
    (sheet) => {
      sheet.heading(title, shipmentReference(facts, r));
      shipmentHeader(sheet, facts, r);
      sheet.section(r.t('documents.pdf.loading'));
      sheet.fields([
        [r.t('documents.pdf.billOfLading'), loading.billOfLading ?? '—'],
        ...measurementFields(loading, r),
      ]);
    },
  );
}
