import { isIsoInstant, isoInZone } from '@energy/domain/time-zones';

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

/** One column of a list's CSV export: its header label and its cell for one row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** A list's CSV export, as its REST meta carries it (the row type is erased there). */
export interface CsvExport {
  /** The download is named `<filename>-YYYY-MM-DD.csv`. */
  filename: string;
  columns: CsvColumn<never>[];
}

/** Declares a list's export with its columns checked against the list's row type. */
export function csvExport<T>(filename: string, columns: CsvColumn<T>[]): CsvExport {
  return { filename, columns: columns as CsvColumn<never>[] };
}

function csvLine(cells: (string | number | boolean | null | undefined)[]): string {
  return `${cells.map((cell) => csvCell(cell === undefined ? null : typeof cell === 'boolean' ? (cell ? 'yes' : 'no') : cell)).join(',')}\r\n`;
}

/** The header line of an export. */
export function csvHeader(spec: CsvExport): string {
  return csvLine(spec.columns.map((column) => column.header));
}

/**
 * A cell's value for a reader in `timeZone`: an instant (an ISO date with a time) is written with the zone's
 * offset, "2026-11-22T07:45:00-08:00"; in UTC, and for anything else (days alone, numbers, text), as it is.
 */
function inZone(value: string | number | boolean | null | undefined, timeZone: string) {
  return timeZone !== 'UTC' && typeof value === 'string' && isIsoInstant(value) ? isoInZone(value, timeZone) : value;
}

/** The lines of some rows of a list (the rows the list procedure answered), times in the caller's zone. */
export function csvLines(spec: CsvExport, rows: readonly unknown[], timeZone = 'UTC'): string {
  return rows
    .map((row) => csvLine(spec.columns.map((column) => inZone(column.value(row as never), timeZone))))
    .join('');
}

/** The dated download name, e.g. `rfqs-2026-11-22.csv`. */
export function csvFilename(spec: CsvExport, now = new Date()): string {
  return `${spec.filename}-${now.toISOString().slice(0, 10)}.csv`;
}
