/** Date formatting for tables and forms (spec 001 §9). */

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = LONG_MONTHS.map((month) => month.slice(0, 3));

/**
 * "Month day, year" in local time, exactly as Intl.DateTimeFormat('en-US', { month, day: 'numeric', year:
 * 'numeric' }) writes it (intl.test.ts compares every day of a year), and throwing on an invalid date as it
 * does. Written out because the first DateTimeFormat a page builds costs 15–50 ms on a phone (ICU loads its
 * calendar data), and building it while the first rows of a list are drawn delays that first paint.
 */
function monthDayYear(iso: string | Date, months: readonly string[]): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Short month-day-year, e.g. "Nov 22, 2026" (tables). */
export function formatShortDate(iso: string | Date): string {
  return monthDayYear(iso, SHORT_MONTHS);
}

/** Long style, e.g. "November 22, 2026" (forms). */
export function formatLongDate(iso: string | Date): string {
  return monthDayYear(iso, LONG_MONTHS);
}
