import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatCount, numberFormat } from './intl';

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
