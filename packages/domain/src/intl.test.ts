import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatCount, numberFormat } from './intl';
import { formatLongDate, formatQuantity, formatShortDate, prepareListFormats } from './money';

describe('shared Intl formatters', () => {
  it('formats counts as toLocaleString does', () => {
    for (const n of [0, 7, 1234, 1_000_000, 12.3456, -9876]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('builds one formatter per locale and options, and a new one when either differs', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 3 })).toBe(numberFormat('en-US', { maximumFractionDigits: 3 }));
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en-US', { maximumFractionDigits: 3 }));
    expect(numberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(1500)).toBe('₦1,500.00');
    const short = dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    expect(short).toBe(dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
    expect(short.format(new Date('2026-11-22T12:00:00Z'))).toBe('Nov 22, 2026');
  });
});

describe('dates written without Intl', () => {
  const intl = (month: 'short' | 'long') => new Intl.DateTimeFormat('en-US', { month, day: 'numeric', year: 'numeric' });

  it('match what Intl writes for every day of a year, at any hour, and for far years', () => {
    const start = new Date(2026, 0, 1, 0, 0, 0);
    for (let day = 0; day < 366; day++) {
      const date = new Date(start.getFullYear(), 0, 1 + day, day % 24, 30);
      expect(formatShortDate(date)).toBe(intl('short').format(date));
      expect(formatLongDate(date.toISOString())).toBe(intl('long').format(date));
    }
    for (const year of [1999, 2000, 2100, 9999]) expect(formatShortDate(new Date(year, 1, 28))).toBe(intl('short').format(new Date(year, 1, 28)));
  });

  it('refuse an invalid date as Intl does', () => {
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
    expect(() => intl('short').format(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('prepareListFormats', () => {
  it('builds the formatters counts and quantities then use', () => {
    prepareListFormats();
    const quantities = numberFormat('en-US', { maximumFractionDigits: 3 });
    expect(formatQuantity(12345.6789)).toBe('12,345.679');
    expect(numberFormat('en-US', { maximumFractionDigits: 3 })).toBe(quantities);
    expect(formatCount(1234)).toBe('1,234');
  });
});
