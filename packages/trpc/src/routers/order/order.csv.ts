import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { minorToMajor } from '@energy/domain/money';
import { csvExport } from '../../csv';

/** The order lists' export (all orders and pending ones). */
export const ORDER_CSV = csvExport<TOrder>('orders', [
  { header: 'Order Number', value: (o) => o.orderNumber },
  { header: 'Contract Number', value: (o) => o.contractNumber },
  { header: 'Buyer', value: (o) => o.buyerOrg.name },
  { header: 'Supplier', value: (o) => o.supplierOrg.name },
  { header: 'Total Value', value: (o) => minorToMajor(o.totalValue) },
  { header: 'Currency', value: (o) => o.currency },
  { header: 'Status', value: (o) => o.status },
  { header: 'Shipment Status', value: (o) => o.shipment?.status },
  { header: 'Created At', value: (o) => o.createdAt },
]);
