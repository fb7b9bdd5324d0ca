import type { TPaymentSummary } from '@energy/domain/schemas/fulfilment';
import { formatPercent, formatTotals } from '../../../components/fulfilment/moneyTotals';

export interface PaymentMetrics {
  volume: string;
  pending: number;
  heldInEscrow: string;
  successRate: string;
}

/**
 * The four cards, from the server's summary of every payment the caller may see (payment.summary); money of several
 * currencies lists the user's default currency (`preferred`) first.
 */
export function paymentMetrics(summary: TPaymentSummary, preferred?: string): PaymentMetrics {
  return {
    volume: formatTotals(summary.volume, preferred),
    pending: summary.pending,
    heldInEscrow: formatTotals(summary.heldInEscrow, preferred),
    successRate: formatPercent(summary.succeeded, summary.attempted),
  };
}
