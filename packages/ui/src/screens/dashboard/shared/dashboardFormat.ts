import { dateTimeFormat, numberFormat } from '@energy/domain/intl';
import type { Currency } from '@energy/domain/money';
import type { TMoneyByCurrency } from '@energy/domain/schemas/dashboard';
import type { TFunction } from 'i18next';
import type { Display } from '../../../i18n/useDisplay';
import { preferredCurrencyFirst } from '../../../session/defaultCurrency';

/**
 * Money of several currencies, never added together: "₦1,000,000.00 · $6,000.00", the user's default currency
 * (`preferred`) first when it is among them. Nothing at all shows as zero in the currency the figure is usually in
 * (spec 001 §9: orders and payments USD, contracts NGN).
 */
export function moneyByCurrency(
  amounts: TMoneyByCurrency,
  usual: Currency,
  display: Display,
  preferred?: string,
): string {
  if (amounts.length === 0) return display.money(0, usual);
  return preferredCurrencyFirst(amounts, preferred)
    .map((entry) => display.money(entry.amount, entry.currency))
    .join(' · ');
}

/** A percentage in the user's language: "87.5%" in English, "87,5 %" in French. */
export function percentText(value: number, display: Display): string {
  if (display.language === 'en') return `${value}%`;
  return numberFormat(display.locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** "2026-11" -> "Nov 2026" (in English; "nov. 2026" in French). */
export function monthLabel(month: string, locale = 'en-US'): string {
  const [year, m] = month.split('-').map(Number);
  return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)),
  );
}

/** Whole seconds as "3d 4h 12m" (the admin's Platform Uptime); in the user's language given its t. */
export function durationText(seconds: number, t?: TFunction): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (!t) return days > 0 ? `${days}d ${hours}h ${minutes}m` : hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
  if (days > 0) return t('dashboard.format.durationDays', { days, hours, minutes });
  if (hours > 0) return t('dashboard.format.durationHours', { hours, minutes });
  return t('dashboard.format.durationMinutes', { minutes });
}
