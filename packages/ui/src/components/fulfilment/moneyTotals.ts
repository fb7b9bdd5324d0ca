import { DEFAULT_CURRENCY, formatMoney, type Currency } from '@energy/domain/money';
import { preferredCurrencyFirst } from '../../session/defaultCurrency';

/**
 * Sums amounts per currency and formats each total, so naira is never added to dollars: "$1,250.00" or
 * "$1,250.00 + ₦10,000.00", the user's default currency (`preferred`) first when it is among them. Nothing to sum
 * reads as zero dollars.
 */
export function formatTotals(records: readonly { amount: number; currency: Currency }[], preferred?: string): string {
  const totals = new Map<Currency, number>();
  for (const { amount, currency } of records) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  if (totals.size === 0) return formatMoney(0, DEFAULT_CURRENCY.fulfilment);
  const sums = [...totals].map(([currency, amount]) => ({ currency, amount }));
  return preferredCurrencyFirst(sums, preferred)
    .map(({ currency, amount }) => formatMoney(amount, currency))
    .join(' + ');
}

/** A whole or one-decimal percentage, or an em dash when there is nothing to measure. */
export function formatPercent(part: number, whole: number): string {
  if (whole === 0) return '—';
  const percent = Math.round((part / whole) * 1000) / 10;
  return `${percent}%`;
}
