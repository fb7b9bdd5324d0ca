import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { csvExport } from '../../csv';

/** The shipment list's export. */
export const SHIPMENT_CSV = csvExport<TShipment>('shipments', [
  { header: 'Shipment Number', value: (s) => s.shipmentNumber },
  { header: 'Order Number', value: (s) => s.orderNumber },
  { header: 'Carrier', value: (s) => s.logisticsOrg?.name },
  { header: 'Origin', value: (s) => s.originLocation },
  { header: 'Destination', value: (s) => s.destinationLocation },
  { header: 'Cargo', value: (s) => s.cargoDescription },
  { header: 'Status', value: (s) => s.status },
  { header: 'Estimated Departure', value: (s) => s.estimatedDeparture },
  { header: 'Actual Departure', value: (s) => s.actualDeparture },
  { header: 'Estimated Arrival', value: (s) => s.estimatedArrival },
  { header: 'Actual Arrival', value: (s) => s.actualArrival },
  { header: 'Created At', value: (s) => s.createdAt },
]);
