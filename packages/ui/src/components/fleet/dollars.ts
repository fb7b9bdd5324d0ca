import { formatMoney } from '@energy/domain/money';

/**
 * Tenders show dollars (spec 001 §9) while money travels as integer cents. Forms hold dollars; these convert
 * at the edge. An empty or unreadable field becomes NaN, which the schema refuses with its own message.
 */
export function dollarsToMinor(dollars: number | string): number {
  const value = typeof dollars === 'number' ? dollars : dollars.trim() === '' ? Number.NaN : Number(dollars);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

/** Cents as dollars for a NumberInput (two decimals at most). */
export const minorToDollars = (minor: number): number => Math.round(minor) / 100;

/** Cents shown in USD, en-US, e.g. 250000 -> "$2,500.00". */
export const formatDollars = (minor: number): string => formatMoney(minor, 'USD');
