import type { TOffer } from '@energy/domain/schemas/offer';
import { minorToMajor } from '@energy/domain/money';
import { tenThousandthsToDecimal } from '@energy/domain/money-input';
import { csvExport } from '../../csv';

/**
 * The unit price as entered (a formula offer's indicative one), up to 4 decimals, trailing zeros past the second
 * dropped ("1161.9537", "650.50"); a formula offer not priced yet has none.
 */
function unitPriceCell(offer: TOffer): string {
  if (offer.indicativeUnitPrice === null)
    return offer.pricing.type === 'fixed' ? tenThousandthsToDecimal(offer.unitPrice) : '';
  return tenThousandthsToDecimal(offer.indicativeUnitPrice);
}

/** The offer list's export. */
export const OFFER_CSV = csvExport<TOffer>('offers', [
  { header: 'RFQ Number', value: (o) => o.rfqNumber },
  { header: 'RFQ Title', value: (o) => o.rfqTitle },
  { header: 'Supplier', value: (o) => o.supplierName },
  { header: 'Unit Price', value: unitPriceCell },
  { header: 'Total Price', value: (o) => minorToMajor(o.totalPrice) },
  { header: 'Currency', value: (o) => o.currency },
  { header: 'Valid Until', value: (o) => o.validUntil },
  { header: 'Status', value: (o) => o.status },
  { header: 'Counter-Offer', value: (o) => o.isCounterOffer },
  { header: 'Created At', value: (o) => o.createdAt },
]);
