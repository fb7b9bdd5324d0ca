import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatCount, formatDecimal, numberFormat } from './intl';
import { formatQuantity } from './money';
import { formatLongDate, formatShortDate } from './dates';

describe('shared Intl formatters', () => {
  it('formats counts as toLocaleString does', () => {
    for (const n of [0, 7, 1234, 1_000_000, 12.3456, -9876]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('builds one formatter per locale and options, and a new one when either differs', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 3 })).toBe(
      numberFormat('en-US', { maximumFractionDigits: 3 }),
    );
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('en-US', { maximumFractionDigits: 3 }),
    );
    expect(numberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(1500)).toBe('₦1,500.00');
    const short = dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    expect(short).toBe(dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
    expect(short.format(new Date('2026-11-22T12:00:00Z'))).toBe('Nov 22, 2026');
  });
});

describe('dates written without Intl', () => {
  const intl = (month: 'short' | 'long') =>
    new Intl.DateTimeFormat('en-US', { month, day: 'numeric', year: 'numeric' });

  it('match what Intl writes for every day of a year, at any hour, and for far years', () => {
    const start = new Date(2026, 0, 1, 0, 0, 0);
    for (let day = 0; day < 366; day++) {
      const date = new Date(start.getFullYear(), 0, 1 + day, day % 24, 30);
      expect(formatShortDate(date)).toBe(intl('short').format(date));
      expect(formatLongDate(date.toISOString())).toBe(intl('long').format(date));
    }
    for (const year of [1999, 2000, 2100, 9999])
      expect(formatShortDate(new Date(year, 1, 28))).toBe(intl('short').format(new Date(year, 1, 28)));
  });

  it('refuse an invalid date as Intl does', () => {
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
    expect(() => intl('short').format(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('numbers written without Intl', () => {
  const intl = (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
  const edges = [
    0,
    -0,
    1,
    -1,
    7,
    999,
    1000,
    1234.5,
    1.0005,
    1.005,
    1.0015,
    0.0625,
    2.5,
    -2.5,
    0.0005,
    -0.0004,
    0.1 + 0.2,
    999_999.9995,
    999.9999,
    123_456_789.123_456,
    1e-7,
    -1e-7,
    5e-4,
    1e20,
    2 ** 53 + 2,
    1e21,
    -1e22,
    Infinity,
    -Infinity,
    Number.NaN,
  ];

  it('match what Intl writes, for edge cases and a spread of random values, at 0 to 3 fraction digits', () => {
    let seed = 42;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const values = [...edges];
    for (let i = 0; i < 3000; i++)
      values.push((random() - 0.3) * 10 ** Math.floor(random() * 12), Math.round(random() * 1e7) / 1000);
    for (const digits of [0, 1, 2, 3])
      for (const value of values) expect(formatDecimal(value, digits), String(value)).toBe(intl(digits).format(value));
  });

  it('counts and quantities', () => {
    for (const n of [0, 7, 1234, 1_000_000, 12.3456, -9876]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    expect(formatQuantity('12345.6789')).toBe('12,345.679');
    expect(formatQuantity('n/a')).toBe('n/a');
  });
});
