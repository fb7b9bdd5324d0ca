import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDay, isoDayOf, optionalIsoDay } from './primitives';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ day: schema }).safeParse(value === undefined ? {} : { day: value });
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
};

/** One helper for every day field of the schemas. */
describe('isoDay', () => {
  it('keeps an ISO date, and takes an ISO date-time as its calendar day in UTC', () => {
    expect(isoDayOf('2026-12-01')).toBe('2026-12-01');
    expect(isoDayOf('2026-12-01T10:15:00Z')).toBe('2026-12-01');
    expect(isoDayOf('2026-12-01T23:30:00-05:00')).toBe('2026-12-02');
    expect(isoDayOf('2026-12-01T00:30:00.123456+01:00')).toBe('2026-11-30');
    expect(isoDayOf('2026-12-01T12:00')).toBe('2026-12-01');
    expect(isoDayOf('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses anything else', () => {
    for (const text of [
      '2026-02-30',
      '2026-13-01',
      '2026-1-5',
      '01/12/2026',
      'tomorrow',
      '2026-12-01T25:00:00Z',
      '2026-12-01T10:00:00+15:00',
      '2026-12-01 10:00',
      '20261201',
    ]) {
      expect(isoDayOf(text), text).toBeNull();
    }
  });

  it('says "<Field> is required" when missing or blank, "<Field> must be a date (YYYY-MM-DD)" otherwise', () => {
    const start = isoDay('Start date');
    expect(messages(start, undefined)).toEqual(['Start date is required']);
    expect(messages(start, null)).toEqual(['Start date is required']);
    expect(messages(start, ' ')).toEqual(['Start date is required']);
    expect(messages(start, 'soon')).toEqual(['Start date must be a date (YYYY-MM-DD)']);
    expect(messages(start, 20261201)).toEqual(['Start date must be a date (YYYY-MM-DD)']);
    expect(messages(start, '1800-01-01')).toEqual(['Date must be between 1900 and 2200']);
    expect(messages(start, '2026-12-01T23:30:00-05:00')).toEqual({ day: '2026-12-02' });
    expect(messages(isoDay('Available from', 'Start date is required'), undefined)).toEqual(['Start date is required']);
  });

  it('optional: absent or null is none; blank or garbage is no date', () => {
    const expiry = optionalIsoDay('License expiry');
    expect(messages(expiry, undefined)).toEqual({});
    expect(messages(expiry, null)).toEqual({ day: null });
    expect(messages(expiry, '')).toEqual(['License expiry must be a date (YYYY-MM-DD)']);
    expect(messages(expiry, 'x')).toEqual(['License expiry must be a date (YYYY-MM-DD)']);
  });
});
