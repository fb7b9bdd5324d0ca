/**
 * A cell a spreadsheet could read as a formula: it starts with = + - @ (or their full-width forms,
 * which some spreadsheets fold to ASCII), a tab or a line break (which some strip before parsing), or
 * with zero-width characters hiding one of those.
 */
const FORMULA_START = /^[\u200B-\u200D\u2060\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r\n]/;

/** One CSV cell: always quoted, quotes doubled, and a formula-like start defused with a leading '. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
}
