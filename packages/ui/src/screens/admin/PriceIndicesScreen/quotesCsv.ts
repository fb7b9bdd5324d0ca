import { PRICING_MESSAGES, ZQuotesInput } from '@energy/domain/schemas/pricing';

/** One quote as the schema of POST /api/price-indices/{id}/quotes checks it. */
const ZQuoteRow = ZQuotesInput.shape.quotes.element;

/** What is wrong with one line: a field's message (the schema's English words), or a line without two cells. */
export type QuoteRowProblem = { field: 'date' | 'value'; message: string } | { field: 'line' };

/** One line of the file: its number in the file, the row it becomes (0-based, as the server names it), its cells. */
export interface QuoteCsvRow {
  line: number;
  date: string;
  value: string;
  problem: QuoteRowProblem | null;
}

/** A cell without its surrounding spaces and double quotes ("812.25" → 812.25). */
const cell = (text: string) =>
  text
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/** A header line: its first cell names the date column rather than holding a day. */
const isHeader = (cells: string[]) => /^date$/i.test(cells[0] ?? '');

/**
 * The quotes of a CSV text, one `date,value` per line (a first line `date,value` is a header and skipped, blank
 * lines are skipped), each checked as the server checks it: the day (YYYY-MM-DD, a real date), the value (at most 12
 * digits before the point and 6 after it), and each day once. The rows come back in the file's order, the n-th being
 * the server's `quotes.n`, so a 400 naming `quotes.n.field` is the n-th row here.
 */
export function parseQuotesCsv(text: string): QuoteCsvRow[] {
  const lines = text
    .split(/\r\n|\n|\r/)
    .map((raw, index) => ({ line: index + 1, cells: raw.split(',').map(cell) }))
    .filter(({ cells }) => cells.some((c) => c !== ''));
  const first = lines[0];
  const body = first && isHeader(first.cells) ? lines.slice(1) : lines;
  const seen = new Set<string>();
  return body.map(({ line, cells }): QuoteCsvRow => {
    const [date = '', value = ''] = cells;
    if (cells.length !== 2) return { line, date, value, problem: { field: 'line' } };
    const checked = ZQuoteRow.safeParse({ date, value });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0] === 'value' ? 'value' : 'date';
      return { line, date, value, problem: { field, message: issue?.message ?? PRICING_MESSAGES.valueInvalid } };
    }
    if (seen.has(checked.data.date))
      return { line, date, value, problem: { field: 'date', message: PRICING_MESSAGES.duplicateDay } };
    seen.add(checked.data.date);
    return { line, date: checked.data.date, value: checked.data.value, problem: null };
  });
}

/** A field error the server attached to a refused post (`data.details`). */
export interface FieldDetail {
  path: string;
  message: string;
}

/**
 * The rows with the server's refusal put on them: a detail `quotes.3.value` is the fourth row's value. Details that
 * name no row (the list as a whole: too many quotes) are left to the notice.
 */
export function withServerProblems(rows: QuoteCsvRow[], details: readonly FieldDetail[]): QuoteCsvRow[] {
  const problems = new Map<number, QuoteRowProblem>();
  for (const detail of details) {
    const match = /^quotes\.(\d+)\.(date|value)$/.exec(detail.path);
    if (!match) continue;
    const index = Number(match[1]);
    if (!problems.has(index))
      problems.set(index, { field: match[2] === 'value' ? 'value' : 'date', message: detail.message });
  }
  return rows.map((row, index) => ({ ...row, problem: problems.get(index) ?? row.problem }));
}
