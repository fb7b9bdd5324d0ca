import type { TRfq } from '@energy/domain/schemas/rfq';
import { csvExport } from '../../csv';

/** The RFQ list's export: the columns of the RFQ table. */
export const RFQ_CSV = csvExport<TRfq>('rfqs', [
  { header: 'RFQ Number', value: (r) => r.rfqNumber },
  { header: 'Title', value: (r) => r.title },
  { header: 'Buyer', value: (r) => r.buyerOrgName },
  { header: 'Product Type', value: (r) => r.productType },
  { header: 'Quantity', value: (r) => r.quantity },
  { header: 'Unit', value: (r) => r.unit },
  { header: 'Delivery Location', value: (r) => r.deliveryLocation },
  { header: 'Delivery Date', value: (r) => r.deliveryDate },
  { header: 'Close Date', value: (r) => r.closeDate },
  { header: 'Status', value: (r) => r.status },
  { header: 'Sealed Bids', value: (r) => r.sealedBids },
  { header: 'Offers', value: (r) => r.visibleOfferCount },
  { header: 'Created At', value: (r) => r.createdAt },
]);
