import type { TTender } from '@energy/domain/schemas/fleet';
import { minorToMajor } from '@energy/domain/money';
import { csvExport } from '../../csv';

/** The Tender Inbox's export (maximum rate in dollars, as tenders show it). */
export const TENDER_CSV = csvExport<TTender>('tenders', [
  { header: 'Title', value: (t) => t.title },
  { header: 'Shipment Number', value: (t) => t.shipmentNumber },
  { header: 'Status', value: (t) => t.status },
  { header: 'Priority', value: (t) => t.priority },
  { header: 'Origin', value: (t) => t.origin },
  { header: 'Destination', value: (t) => t.destination },
  { header: 'Client Company', value: (t) => t.clientCompany },
  { header: 'Required Date', value: (t) => t.requiredDate },
  { header: 'Bid Deadline', value: (t) => t.bidDeadline },
  { header: 'Max Rate (USD)', value: (t) => minorToMajor(t.maxRate) },
  { header: 'Weight (kg)', value: (t) => t.weight },
  { header: 'Volume (m3)', value: (t) => t.volume },
  { header: 'Cargo Type', value: (t) => t.cargoType },
  { header: 'Hazardous', value: (t) => t.hazardous },
  { header: 'My Bid (USD)', value: (t) => (t.myBid?.proposedRate ? minorToMajor(t.myBid.proposedRate) : null) },
  { header: 'Created At', value: (t) => t.createdAt },
]);
