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
