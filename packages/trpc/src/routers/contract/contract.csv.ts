import type { TContract } from '@energy/domain/schemas/contract';
import { minorToMajor } from '@energy/domain/money';
import { csvExport } from '../../csv';

/** The contract list's export (the columns the Export button has always written). */
export const CONTRACT_CSV = csvExport<TContract>('contracts', [
  { header: 'Contract Number', value: (c) => c.contractNumber },
  { header: 'RFQ Number', value: (c) => c.rfqNumber },
  { header: 'Title', value: (c) => c.title },
  { header: 'Buyer', value: (c) => c.buyerOrgName },
  { header: 'Supplier', value: (c) => c.supplierOrgName },
  { header: 'Total Value', value: (c) => minorToMajor(c.totalValue) },
  { header: 'Amount Paid', value: (c) => minorToMajor(c.amountPaid) },
  { header: 'Amount Due', value: (c) => minorToMajor(c.amountDue) },
  { header: 'Currency', value: (c) => c.currency },
  { header: 'Status', value: (c) => c.status },
  { header: 'Settlement Status', value: (c) => c.settlementStatus },
  { header: 'Signed At', value: (c) => c.signedAt },
  { header: 'Created At', value: (c) => c.createdAt },
]);
