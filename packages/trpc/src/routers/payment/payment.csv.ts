import type { TPayment } from '@energy/domain/schemas/fulfilment';
import { minorToMajor } from '@energy/domain/money';
import { csvExport } from '../../csv';

/** The payment list's export. */
export const PAYMENT_CSV = csvExport<TPayment>('payments', [
  { header: 'Payment Number', value: (p) => p.paymentNumber },
  { header: 'Order Number', value: (p) => p.orderNumber },
  { header: 'Description', value: (p) => p.description },
  { header: 'Payer', value: (p) => p.payerOrg.name },
  { header: 'Payee', value: (p) => p.payeeOrg.name },
  { header: 'Amount', value: (p) => minorToMajor(p.amount) },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Method', value: (p) => p.paymentMethod },
  { header: 'Status', value: (p) => p.status },
  { header: 'Provider Reference', value: (p) => p.providerReference },
  { header: 'Created At', value: (p) => p.createdAt },
]);
