import type { TContract } from '@energy/domain/schemas/contract';
import { csvExport, majorUnits } from '../../csv';

/** The contract list's export (the columns the Export button has always written). */
export const CONTRACT_CSV = csvExport<TContract>('contracts', [
  { header: 'Contract Number', value: (c) => c.contractNumber },
  { header: 'RFQ Number', value: (c) => c.rfqNumber },
  { header: 'Title', value: (c) => c.title },
  { header: 'Buyer', value: (c) => c.buyerOrgName },
  { header: 'Supplier', value: (c) => c.supplierOrgName },
  { header: 'Total Value', value: (c) => majorUnits(c.totalValue) },
  { header: 'Amount Paid', value: (c) => majorUnits(c.amountPaid) },
  { header: 'Amount Due', value: (c) => majorUnits(c.amountDue) },
  { header: 'Currency', value: (c) => c.currency },
  { header: 'Status', value: (c) => c.status },
  { header: 'Settlement Status', value: (c) => c.settlementStatus },
  { header: 'Signed At', value: (c) => c.signedAt },
  { header: 'Created At', value: (c) => c.createdAt },
]);
