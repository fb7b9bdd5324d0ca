import type { Executor } from '@energy/db/client';
import { payments } from '@energy/db/schema/payments';
import type { PaymentStatus } from '@energy/domain/constants';
import type { Currency } from '@energy/domain/money';
import { PAYMENT_SUMMARY_STATES, type TMoneyTotal, type TPaymentSummary } from '@energy/domain/schemas/fulfilment';
import { count, sql } from 'drizzle-orm';
import type { CallerScope } from '../../scope';
import { convertedTotals } from '../pricing/converted-total';
import { visiblePayments } from './payment.queries';

type Tally = { status: PaymentStatus; currency: TMoneyTotal['currency']; payments: number; amount: number };

/** Sums per currency over the tallies in `states`, currencies in a stable order. */
function totals(tallies: readonly Tally[], states: readonly PaymentStatus[]): TMoneyTotal[] {
  const sums = new Map<TMoneyTotal['currency'], number>();
  for (const tally of tallies)
    if (states.includes(tally.status)) sums.set(tally.currency, (sums.get(tally.currency) ?? 0) + tally.amount);
  return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
}

const counted = (tallies: readonly Tally[], states: readonly PaymentStatus[]): number =>
  tallies.filter((tally) => states.includes(tally.status)).reduce((sum, tally) => sum + tally.payments, 0);

/**
 * The Payment Dashboard's cards, counted in SQL over every payment the caller may see (the list's visibility); the
 * money ones also added up in `currency`, the caller's default, at today's rates.
 */
export async function paymentSummary(db: Executor, scope: CallerScope, currency: Currency): Promise<TPaymentSummary> {
  const rows = await db
    .select({
      status: payments.status,
      currency: payments.currency,
      payments: count(),
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
    })
    .from(payments)
    .where(visiblePayments(scope))
    .groupBy(payments.status, payments.currency);
  const tallies: Tally[] = rows.map((row) => ({
    status: row.status,
    currency: row.currency as TMoneyTotal['currency'],
    payments: row.payments,
    amount: Number(row.amount),
  }));
  const volume = totals(tallies, PAYMENT_SUMMARY_STATES.succeeded);
  const heldInEscrow = totals(tallies, PAYMENT_SUMMARY_STATES.heldInEscrow);
  return {
    volume,
    heldInEscrow,
    pending: counted(tallies, PAYMENT_SUMMARY_STATES.pending),
    succeeded: counted(tallies, PAYMENT_SUMMARY_STATES.succeeded),
    attempted: counted(tallies, PAYMENT_SUMMARY_STATES.attempted),
    converted: await convertedTotals(db, { volume, heldInEscrow }, currency),
  };
}
