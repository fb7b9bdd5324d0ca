/**
 * Shared Intl formatters. Building an Intl.NumberFormat or DateTimeFormat costs a fraction of a millisecond
 * (`Number#toLocaleString` builds one on every call); using one is cheap. A list of 50 rows with a few dates
 * each, or the zod schemas' messages built at start-up, paid tens of milliseconds for formatters they threw
 * away (the /rfq main thread). One formatter per locale and options, kept for the page's life.
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
  return cached(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** Rounds a plain decimal string ("1234.5678") to `digits` fraction digits, half away from zero. */
function roundDecimal(whole: string, fraction: string, digits: number): [string, string] {
  if (fraction.length <= digits) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const up = (fraction[digits] ?? '0') >= '5';
  const rounded = (up ? BigInt(kept) + 1n : BigInt(kept)).toString().padStart(digits + 1, '0');
  return [rounded.slice(0, rounded.length - digits), rounded.slice(rounded.length - digits)];
}

/**
 * A number as Intl.NumberFormat('en-US', { maximumFractionDigits }) writes it: thousands separators, at most
 * that many fraction digits, rounded half away from zero from the number's shortest decimal form, as ICU
 * does (so 1.0005 gives "1.001", where toFixed gives "1.000"); intl.test.ts compares the two over many values.
 *
 * Written out because the first Intl object a page builds pays ICU's set-up: 70 ms in the fresh Chromium
 * Lighthouse starts, the longest task of /rfq's load, whose counts and quantities were its only use.
 * Values this does not cover (beyond ±1e21, not finite) go to Intl.
 */
export function formatDecimal(value: number, maximumFractionDigits = 3): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || /e\+/.test(text))
    return numberFormat('en-US', { maximumFractionDigits }).format(value);
  // Below 1e-6 String() writes an exponent; such a value rounds to zero at any digits used here.
  const [whole = '0', fraction = ''] = /e-/.test(text) ? ['0', ''] : text.split('.');
  const [roundedWhole, roundedFraction] = roundDecimal(whole, fraction, maximumFractionDigits);
  const trimmed = roundedFraction.replace(/0+$/, '');
  const grouped = roundedWhole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${trimmed ? `.${trimmed}` : ''}`;
}

/** A count with thousands separators, e.g. 12345 -> "12,345" (what `n.toLocaleString('en-US')` gives). */
export function formatCount(value: number): string {
  return formatDecimal(value);
}
