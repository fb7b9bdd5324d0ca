import type { TPaymentSummary } from '@energy/domain/schemas/fulfilment';
import { formatPercent, formatTotals } from '../../../components/fulfilment/moneyTotals';

export interface PaymentMetrics {
  volume: string;
  pending: number;
  heldInEscrow: string;
  successRate: string;
}

/** The four cards, from the server's summary of every payment the caller may see (payment.summary). */
export function paymentMetrics(summary: TPaymentSummary): PaymentMetrics {
  return {
    volume: formatTotals(summary.volume),
    pending: summary.pending,
    heldInEscrow: formatTotals(summary.heldInEscrow),
    successRate: formatPercent(summary.succeeded, summary.attempted),
  };
}
