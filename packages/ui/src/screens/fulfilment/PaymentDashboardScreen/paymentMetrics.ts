import type { TPaymentSummary } from '@energy/domain/schemas/fulfilment';
import { formatPercent, formatTotals } from '../../../components/fulfilment/moneyTotals';
import type { Display } from '../../../i18n/useDisplay';

export interface PaymentMetrics {
  volume: string;
  pending: number;
  heldInEscrow: string;
  successRate: string;
}

/**
 * The four cards, from the server's summary of every payment the caller may see (payment.summary); money of several
 * currencies lists the user's default currency (`preferred`) first; in the user's locale with `display`.
 */
export function paymentMetrics(summary: TPaymentSummary, preferred?: string, display?: Display): PaymentMetrics {
  return {
    volume: formatTotals(summary.volume, preferred, display),
    pending: summary.pending,
    heldInEscrow: formatTotals(summary.heldInEscrow, preferred, display),
    successRate: formatPercent(summary.succeeded, summary.attempted, display),
  };
}
