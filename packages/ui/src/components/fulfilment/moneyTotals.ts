import { numberFormat } from '@energy/domain/intl';
import { DEFAULT_CURRENCY, formatMoney, type Currency } from '@energy/domain/money';
import type { Display } from '../../i18n/useDisplay';
import { preferredCurrencyFirst } from '../../session/defaultCurrency';

/**
 * Sums amounts per currency and formats each total, so naira is never added to dollars: "$1,250.00" or
 * "$1,250.00 + ₦10,000.00", the user's default currency (`preferred`) first when it is among them. Nothing to sum
 * reads as zero dollars. In the user's locale with `display`, English without.
 */
export function formatTotals(
  records: readonly { amount: number; currency: Currency }[],
  preferred?: string,
  display?: Display,
): string {
  const money = display ? display.money : formatMoney;
  const totals = new Map<Currency, number>();
  for (const { amount, currency } of records) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  if (totals.size === 0) return money(0, DEFAULT_CURRENCY.fulfilment);
  const sums = [...totals].map(([currency, amount]) => ({ currency, amount }));
  return preferredCurrencyFirst(sums, preferred)
    .map(({ currency, amount }) => money(amount, currency))
    .join(' + ');
}

/**
 * A whole or one-decimal percentage, or an em dash when there is nothing to measure: "87.5%", "87,5 %" in French
 * with `display`.
 */
export function formatPercent(part: number, whole: number, display?: Display): string {
  if (whole === 0) return '—';
  const percent = Math.round((part / whole) * 1000) / 10;
  if (display && display.language !== 'en')
    return numberFormat(display.locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
  return `${percent}%`;
}
