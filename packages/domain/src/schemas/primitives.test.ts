import { describe, expect, it } from 'vitest';
import {
  boundedDate,
  freeFormAnswer,
  freeFormRecord,
  MAX_AMOUNT_MINOR,
  moneyAmount,
  multiLineText,
  percent,
  quantity,
  singleLineText,
} from './primitives';

const messages = { required: 'Required', invalid: 'Invalid' };
const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('moneyAmount', () => {
  const amount = moneyAmount(messages);
  it.each([
    ['650.50', 65050],
    [650.5, 65050],
    ['1.000', 100],
    [' 12 ', 1200],
    ['999999999999.99', MAX_AMOUNT_MINOR],
  ])('reads %j as %i minor units, exactly', (input, minor) => {
    expect(amount.parse(input)).toBe(minor);
  });

  it.each([
    [1.005, 'At most 2 decimal places'],
    ['1.005', 'At most 2 decimal places'],
    [1e-7, 'At most 2 decimal places'],
    ['1000000000000', 'Must be at most 999,999,999,999.99'],
    [1e21, 'Must be at most 999,999,999,999.99'],
    [Number.MAX_VALUE, 'Must be at most 999,999,999,999.99'],
    ['', 'Required'],
    [0, 'Invalid'],
    [-1, 'Invalid'],
    ['1e5', 'Invalid'],
    ['0x10', 'Invalid'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(issues(amount.safeParse(input))).toEqual([message]);
  });
});

describe('quantity', () => {
  const q = quantity(messages);
  it('keeps three decimals and refuses a fourth', () => {
    expect(q.parse('1500.125')).toBe(1500.125);
    expect(issues(q.safeParse(1.0005))).toEqual(['At most 3 decimal places']);
  });
  it('refuses 1e15 and more, as text or number', () => {
    expect(q.parse(1e12)).toBe(1e12);
    expect(issues(q.safeParse(1e15))).toEqual(['Must be at most 1,000,000,000,000']);
    expect(issues(q.safeParse('1000000000000.001'))).toEqual(['Must be at most 1,000,000,000,000']);
  });
  it('allows zero only where asked', () => {
    expect(issues(q.safeParse(0))).toEqual(['Invalid']);
    expect(quantity(messages, { allowZero: true }).parse(0)).toBe(0);
  });
});

describe('percent', () => {
  it('keeps basis points and refuses a third decimal or a value outside 0-100', () => {
    const p = percent('Out of range');
    expect(p.parse(12.5)).toBe(12.5);
    expect(p.parse(33.33)).toBe(33.33);
    expect(issues(p.safeParse(33.333))).toEqual(['At most 2 decimal places']);
    expect(issues(p.safeParse(100.01))).toEqual(['Out of range']);
  });
});

describe('text', () => {
  it('refuses every control character in single-line text, trims, and bounds the length', () => {
    const line = singleLineText(10, 'Required');
    expect(line.parse('  Ikeja  ')).toBe('Ikeja');
    for (const c of ['\u0000', '\u0007', '\t', '\n', '\r', '\u007f', '\u0085', '\u202e', '\u2066']) {
      expect(issues(line.safeParse(`a${c}b`)), JSON.stringify(c)).toEqual(['Must not contain control characters']);
    }
    expect(issues(line.safeParse('x'.repeat(11)))).toEqual(['Must be at most 10 characters']);
    expect(issues(line.safeParse('  '))).toEqual(['Required']);
  });

  it('lets multi-line text keep line breaks and tabs, not NUL', () => {
    const text = multiLineText(100);
    expect(text.parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    expect(issues(text.safeParse('a\u0000b'))).toEqual(['Must not contain control characters']);
  });
});

describe('boundedDate', () => {
  const date = boundedDate('Date is required');
  it('keeps dates between 1900 and 2200', () => {
    expect(date.parse('2026-11-22T10:00:00Z').toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(issues(date.safeParse('+275760-09-13T00:00:00.000Z'))).toEqual(['Date must be between 1900 and 2200']);
    expect(issues(date.safeParse('1899-12-31T23:59:59Z'))).toEqual(['Date must be between 1900 and 2200']);
    expect(issues(date.safeParse('not a date'))).toEqual(['Date is required']);
  });
});

describe('freeFormRecord', () => {
  const record = freeFormRecord();
  it('keeps small JSON records', () => {
    expect(record.parse({ grade: 'Bonny Light', api: 35.4, sealed: true, tanks: ['A', 'B'] })).toEqual({
      grade: 'Bonny Light',
      api: 35.4,
      sealed: true,
      tanks: ['A', 'B'],
    });
  });
  it('refuses size, entries, depth and control characters beyond the bounds', () => {
    expect(issues(record.safeParse({ a: 'x'.repeat(10_001) }))).toEqual(['Must be at most 10,000 characters as JSON']);
    expect(issues(record.safeParse(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]))))).toEqual([
      'Must have at most 50 entries',
    ]);
    expect(issues(record.safeParse({ a: { b: { c: { d: 1 } } } }))).toEqual(['Must not nest more than 3 levels deep']);
    expect(issues(record.safeParse({ a: ['ok', 'bad\u0000'] }))).toEqual(['Must not contain control characters']);
  });
});

describe('freeFormAnswer', () => {
  const answer = freeFormAnswer();
  it('keeps every entry of an object', () => {
    const specifications = { refinedProductType: 'AGO', sulphurPpm: 50, nested: { density: '0.85' } };
    expect(answer.parse(specifications)).toEqual(specifications);
  });
  it.each([['AGO'], [50], [null], [undefined], [['AGO']]])('refuses %j, which is no object', (value) => {
    expect(answer.safeParse(value).success).toBe(false);
  });
});
