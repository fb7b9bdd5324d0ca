import { formatMoney } from '@energy/domain/money';

/**
 * Tenders show dollars (spec 001 §9) while money travels as integer cents; the forms convert at the edge with
 * majorToMinor and minorToMajor (@energy/domain/money). Cents shown in USD, en-US, e.g. 250000 -> "$2,500.00".
 */
export const formatDollars = (minor: number): string => formatMoney(minor, 'USD');
