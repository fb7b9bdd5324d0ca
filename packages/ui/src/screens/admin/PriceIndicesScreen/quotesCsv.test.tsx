import { PRICING_MESSAGES } from '@energy/domain/schemas/pricing';
import { describe, expect, it } from 'vitest';
import { parseQuotesCsv, withServerProblems } from './quotesCsv';

describe('parseQuotesCsv', () => {
  it('reads date,value lines with or without a header, skipping blank lines', () => {
    const rows = [
      { line: 2, date: '2026-11-02', value: '812.25', problem: null },
      { line: 4, date: '2026-11-03', value: '-2.5', problem: null },
    ];
    expect(parseQuotesCsv('date,value\n2026-11-02,812.25\n\n2026-11-03, -2.5\n')).toEqual(rows);
    expect(parseQuotesCsv('2026-11-02,812.25\r\n2026-11-03,"-2.5"')).toEqual([
      { ...rows[0], line: 1 },
      { ...rows[1], line: 2 },
    ]);
  });

  it("names each bad row with the server's message: a bad date, a bad value, a day twice, a line without two cells", () => {
    const rows = parseQuotesCsv(
      ['Date,Value', '2026-11-02,812.25', '2026-02-30,1', '2026-11-03,12,5', '2026-11-04,abc', '2026-11-02,813'].join(
        '\n',
      ),
    );
    expect(rows.map((row) => [row.line, row.problem])).toEqual([
      [2, null],
      [3, { field: 'date', message: 'Date must be a date (YYYY-MM-DD)' }],
      [4, { field: 'line' }],
      [5, { field: 'value', message: PRICING_MESSAGES.valueInvalid }],
      [6, { field: 'date', message: PRICING_MESSAGES.duplicateDay }],
    ]);
  });

  it('reads nothing from an empty text or a header alone', () => {
    expect(parseQuotesCsv('')).toEqual([]);
    expect(parseQuotesCsv('date,value\n')).toEqual([]);
  });
});

describe('withServerProblems', () => {
  it("puts the server's quotes.N.field on row N and leaves details without a row to the notice", () => {
    const rows = parseQuotesCsv('2026-11-02,1\n2026-11-03,2\n2026-11-04,3');
    const marked = withServerProblems(rows, [
      { path: 'quotes.2.value', message: PRICING_MESSAGES.valueInvalid },
      { path: 'quotes', message: PRICING_MESSAGES.tooManyQuotes },
    ]);
    expect(marked.map((row) => row.problem)).toEqual([
      null,
      null,
      { field: 'value', message: PRICING_MESSAGES.valueInvalid },
    ]);
  });
});
