import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { renderPdf } from './layout';
import { measurementFields, shipmentHeader, shipmentReference } from './loading-ticket.pdf';
import type { PdfReader } from './reader';
import type { ShipmentPaperFacts } from './shipment-facts';

/**
 * The delivery note: the proof of delivery (when, to whom, notes, the drawn signature) and the measured quantities,
 * loaded and received at 15 °C, with the transit loss against the contract's allowance.
 */
export function renderDeliveryNotePdf(
  facts: ShipmentPaperFacts,
  pod: NonNullable<TShipment['podData']>,
  r: PdfReader,
): Promise<Uint8Array> {
  const { shipment, contract } = facts;
  const { loading, receipt, transitLossLitres, transitLossPct } = shipment.measured;
  const title = r.t('documents.pdf.names.delivery_note', { number: shipment.shipmentNumber });
  return renderPdf(
    {
      title,
      author: r.t('documents.pdf.platform'),
      locale: r.locale,
      createdAt: new Date(pod.deliveredAt),
      pageLabel: (page, pages) => r.t('documents.pdf.page', { page, pages }),
    },
    (sheet) => {
      sheet.heading(title, shipmentReference(facts, r));
      shipmentHeader(sheet, facts, r);
      sheet.section(r.t('documents.pdf.proofOfDelivery'));
      sheet.fields([
        [r.t('documents.pdf.deliveredAt'), r.dateTime(pod.deliveredAt)],
        [r.t('documents.pdf.receivedBy'), pod.recipientName],
        ...(pod.notes ? [[r.t('documents.pdf.notes'), pod.notes] as [string, string]] : []),
      ]);
      if (pod.signature) sheet.signature(r.t('documents.pdf.signature'), pod.signature);
      else sheet.fields([[r.t('documents.pdf.signature'), r.t('documents.pdf.noSignature')]]);
      if (!loading) return;
      sheet.section(r.t('documents.pdf.measuredQuantities'));
      sheet.fields([[r.t('documents.pdf.billOfLading'), loading.billOfLading ?? '—']]);
      sheet.paragraph(r.t('documents.pdf.loaded'));
      sheet.fields(measurementFields(loading, r));
      sheet.paragraph(r.t('documents.pdf.received'));
      if (receipt) sheet.fields(measurementFields(receipt, r));
      else sheet.paragraph(r.t('documents.pdf.receivedAsLoaded'), true);
      sheet.fields([
        ...(transitLossLitres !== null && transitLossPct !== null
          ? [
              [
                r.t('documents.pdf.transitLossMeasured'),
                r.t('documents.pdf.transitLossValue', {
                  litres: r.quantity(transitLossLitres),
                  percent: r.percent(transitLossPct),
                }),
              ] as [string, string],
            ]
          : []),
        [r.t('documents.pdf.transitLoss'), r.percent(contract.allowedTransitLossPct)],
      ]);
    },
  );
}
