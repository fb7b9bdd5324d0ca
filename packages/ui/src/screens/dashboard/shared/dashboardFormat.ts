import { dateTimeFormat } from '@energy/domain/intl';
import { formatMoney, type Currency } from '@energy/domain/money';
import type { TMoneyByCurrency } from '@energy/domain/schemas/dashboard';

/**
 * Money of several currencies, never added together: "₦1,000,000.00 · $6,000.00". Nothing at all shows
 * as zero in the currency the figure is usually in (spec 001 §9: orders and payments USD, contracts NGN).
 */
export function moneyByCurrency(amounts: TMoneyByCurrency, usual: Currency): string {
  if (amounts.length === 0) return formatMoney(0, usual);
  return amounts.map((entry) => formatMoney(entry.amount, entry.currency)).join(' · ');
}

export const percentText = (value: number): string => `${value}%`;

/** "2026-11" -> "Nov 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return dateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)),
  );
}

/** Whole seconds as "3d 4h 12m" (the admin's Platform Uptime). */
export function durationText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return days > 0 ? `${days}d ${hours}h ${minutes}m` : hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}
