import type { TPayment } from '@energy/domain/schemas/fulfilment';
import { formatPercent, formatTotals } from '../../../components/fulfilment/moneyTotals';

export interface PaymentMetrics {
  volume: string;
  pending: number;
  heldInEscrow: string;
  successRate: string;
}

/** The four cards, counted from the payments themselves (the spec's figures are only samples). */
export function paymentMetrics(payments: readonly TPayment[]): PaymentMetrics {
  const having = (...statuses: TPayment['status'][]) => payments.filter((payment) => statuses.includes(payment.status));
  const succeeded = having('captured', 'completed');
  return {
    volume: formatTotals(succeeded),
    pending: having('pending').length,
    heldInEscrow: formatTotals(having('captured')),
    successRate: formatPercent(succeeded.length, having('captured', 'completed', 'failed').length),
  };
}
