/**
 * Shared Intl formatters. Building an Intl.NumberFormat or DateTimeFormat costs a fraction of a millisecond
 * (`Number#toLocaleString` builds one on every call); using one is cheap. A list of 50 rows with a few dates
 * each, or the zod schemas' messages built at start-up, paid tens of milliseconds for formatters they threw
 * away (issue 13: the /rfq main thread). One formatter per locale and options, kept for the page's life.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** A count with thousands separators, e.g. 12345 -> "12,345" (what `n.toLocaleString('en-US')` gives). */
export function formatCount(value: number): string {
  return numberFormat('en-US').format(value);
}
