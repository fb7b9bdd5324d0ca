/** Currency and number formatting (spec 001 §9). Money travels as integer minor units. */

import { formatDecimal, numberFormat } from './intl';

export const CURRENCIES = ['NGN', 'USD', 'EUR', 'GBP', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Orders, shipments and payments show USD in en-US; offers, contracts and settlements NGN in en-NG. */
export const DEFAULT_CURRENCY = { fulfilment: 'USD', procurement: 'NGN' } as const;

const LOCALE_FOR: Record<Currency, string> = { NGN: 'en-NG', USD: 'en-US', EUR: 'en-US', GBP: 'en-US', CAD: 'en-US' };

/** Formats integer minor units (kobo, cents) as money, e.g. 150000 NGN minor -> "₦1,500.00". */
export function formatMoney(minorUnits: number | bigint, currency: Currency): string {
  const minor = BigInt(minorUnits);
  const major = Number(minor / 100n) + Number(minor % 100n) / 100;
  return numberFormat(LOCALE_FOR[currency], { style: 'currency', currency }).format(major);
}

/** Quantities show with thousands separators (spec 000 §2). */
export function formatQuantity(quantity: number | string): string {
  const n = typeof quantity === 'string' ? Number(quantity) : quantity;
  return Number.isFinite(n) ? formatDecimal(n, 3) : String(quantity);
}

/** Payment progress percent = amountPaid / totalValue * 100, rounded; the divisor defaults to 1. */
export function paymentProgressPercent(amountPaid: number, totalValue: number): number {
  return Math.round((amountPaid / (totalValue || 1)) * 100);
}

/**
 * Integer minor units as the major amount in decimal text, exact to the minor unit (no float division, so no
 * rounding of large sums): 150001 -> "1500.01", 5 -> "0.05", -250 -> "-2.50". What forms and CSV files hold.
 */
export function minorToMajor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const cents = abs % 100;
  return `${sign}${(abs - cents) / 100}.${String(cents).padStart(2, '0')}`;
}

/**
 * A major amount, as typed ("1,500.01" is not: no separators) or as a number, in integer minor units, exactly:
 * the digits are read as text, never multiplied as a float ("1500.01" -> 150001, 0.29 -> 29). NaN when it is
 * blank, not a decimal, or has more than two decimals; the schemas then refuse it with their own message.
 */
export function majorToMinor(major: string | number): number {
  const text = typeof major === 'number' ? (Number.isFinite(major) ? String(major) : '') : major.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = (match?.[3] ?? '').replace(/0+$/, '');
  if (!match || (whole === '' && !match[3]) || fraction.length > 2) return Number.NaN;
  const minor = Number(BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0')));
  return match[1] ? -minor : minor;
}
