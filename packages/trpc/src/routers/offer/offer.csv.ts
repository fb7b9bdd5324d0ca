import type { TOffer } from '@energy/domain/schemas/offer';
import { minorToMajor } from '@energy/domain/money';
import { csvExport } from '../../csv';

/** The offer list's export. */
export const OFFER_CSV = csvExport<TOffer>('offers', [
  { header: 'RFQ Number', value: (o) => o.rfqNumber },
  { header: 'RFQ Title', value: (o) => o.rfqTitle },
  { header: 'Supplier', value: (o) => o.supplierName },
  { header: 'Unit Price', value: (o) => minorToMajor(o.unitPrice) },
  { header: 'Total Price', value: (o) => minorToMajor(o.totalPrice) },
  { header: 'Currency', value: (o) => o.currency },
  { header: 'Valid Until', value: (o) => o.validUntil },
  { header: 'Status', value: (o) => o.status },
  { header: 'Counter-Offer', value: (o) => o.isCounterOffer },
  { header: 'Created At', value: (o) => o.createdAt },
]);
