import { dateTimeFormat, formatDecimal, numberFormat } from '@energy/domain/intl';
import { formatShortDate } from '@energy/domain/dates';
import { formatMoney, type Currency } from '@energy/domain/money';
import type { Timezone } from '@energy/domain/schemas/preference-options';
import { ianaZone, localZone, todayIn } from '@energy/domain/time-zones';
import { localeOf } from '@energy/i18n/translator';
import { isLanguage, type Language } from '@energy/i18n/languages';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachedSessionUser } from '../session/sessionPreferences';

export { TIME_ZONES } from '@energy/domain/time-zones';

/**
 * The IANA zone of a setting on this page: 'browser' is the browser's own zone (`browserZone`, else this page's). The
 * browser's zone is read for 'browser' only: reading it builds an Intl.DateTimeFormat, and the page's first one sets
 * ICU up (about 150 ms at a phone's speed, in the render that took the server's frame over).
 */
export function pageZone(timezone: Timezone, browserZone?: string): string {
  return ianaZone(timezone, timezone === 'browser' ? (browserZone ?? localZone()) : undefined);
}

const unchanging = () => () => {};
const serverZone = () => 'UTC';

/** The units a measure is written with (Intl's sanctioned simple units), and their English abbreviations. */
const ENGLISH_UNITS = {
  byte: 'B',
  kilobyte: 'KB',
  megabyte: 'MB',
  gigabyte: 'GB',
  terabyte: 'TB',
  millisecond: 'ms',
  second: 's',
  minute: 'min',
  hour: 'h',
} as const;
export type MeasureUnit = keyof typeof ENGLISH_UNITS;

/**
 * The browser's zone where the setting is 'browser'; UTC while the server draws a page and while the browser takes
 * that frame over, so both write the same times (the browser's then follow at once). Under any other setting the
 * browser's zone shows nowhere, and is not read: read, it differed from the server's UTC in every browser not on
 * UTC, and every component showing a date or an amount rendered a second time right after the page was taken over.
 */
function useBrowserZone(timezone: Timezone): string {
  return useSyncExternalStore(unchanging, timezone === 'browser' ? localZone : serverZone, serverZone);
}

/** How the page writes dates, times, numbers and money: in the user's language and time zone. */
export interface Display {
  language: Language;
  /** The BCP 47 locale (en-US, fr-FR, …). */
  locale: string;
  /** The IANA zone times are shown in. */
  timeZone: string;
  /** A short date: "Nov 22, 2026" (tables). */
  date(iso: string | Date): string;
  /** A long date: "November 22, 2026" (forms, detail dialogs). */
  longDate(iso: string | Date): string;
  /** Date and time: "Nov 22, 2026, 3:45 PM" (timelines, proofs of delivery). */
  dateTime(iso: string | Date): string;
  /** The time of day: "3:45 PM". */
  time(iso: string | Date): string;
  /** A day without a time ("2026-11-22"): the same day in every zone, "Nov 22, 2026". */
  day(isoDay: string): string;
  /** Today's date in the user's zone, "2026-11-22" (the first day a day-only picker offers). */
  today(): string;
  /** Integer minor units as money: "₦1,500.00". */
  money(minorUnits: number | bigint, currency: Currency): string;
  /** A quantity or other decimal, grouped: "12,500.5" (at most three fraction digits unless told). */
  number(value: number | string, maximumFractionDigits?: number): string;
  /**
   * A measure with its unit: "340 MB", "12 ms" in English, "340 Mo" in French (Intl's short unit names), with
   * `fractionDigits` fraction digits (at most three unless told).
   */
  unit(value: number, unit: MeasureUnit, fractionDigits?: { min?: number; max?: number }): string;
}

function displayFor(language: Language, timezone: Timezone, browserZone: string): Display {
  const locale = localeOf(language);
  const timeZone = pageZone(timezone, browserZone);
  const english = language === 'en';
  const format = (options: Intl.DateTimeFormatOptions) => (iso: string | Date) =>
    dateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
  return {
    language,
    locale,
    timeZone,
    date: format({ month: 'short', day: 'numeric', year: 'numeric' }),
    longDate: format({ month: 'long', day: 'numeric', year: 'numeric' }),
    dateTime: format({ dateStyle: 'medium', timeStyle: 'short' }),
    time: format({ timeStyle: 'short' }),
    day: (isoDay) =>
      english
        ? formatShortDate(`${isoDay.slice(0, 10)}T12:00:00`)
        : dateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${isoDay.slice(0, 10)}T00:00:00Z`),
          ),
    today: () => todayIn(timeZone),
    money: (minorUnits, currency) => {
      if (english) return formatMoney(minorUnits, currency);
      const minor = BigInt(minorUnits);
      const major = Number(minor / 100n) + Number(minor % 100n) / 100;
      return numberFormat(locale, { style: 'currency', currency }).format(major);
    },
    number: (value, maximumFractionDigits = 3) => {
      const n = typeof value === 'string' ? Number(value) : value;
      if (!Number.isFinite(n)) return String(value);
      return english
        ? formatDecimal(n, maximumFractionDigits)
        : numberFormat(locale, { maximumFractionDigits }).format(n);
    },
    unit: (value, unit, { min = 0, max = 3 } = {}) =>
      english
        ? `${min > 0 ? value.toFixed(min) : formatDecimal(value, max)} ${ENGLISH_UNITS[unit]}`
        : numberFormat(locale, {
            style: 'unit',
            unit,
            unitDisplay: 'short',
            minimumFractionDigits: min,
            maximumFractionDigits: Math.max(min, max),
          }).format(value),
  };
}

const displays = new Map<string, Display>();

/** The display of a language and zone, one per pair for the page's life ('browser': `browserZone`, else this page's). */
export function displayOf(language: Language, timezone: Timezone, browserZone?: string): Display {
  const zone = timezone === 'browser' ? (browserZone ?? localZone()) : '';
  const key = `${language}|${timezone}|${zone}`;
  let display = displays.get(key);
  if (!display) {
    display = displayFor(language, timezone, zone);
    displays.set(key, display);
  }
  return display;
}

/** Formats for the signed-in user's language and time zone (a visitor's language, UTC before sign-in). */
export function useDisplay(): Display {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const timezone = useCachedSessionUser()?.preferences.timezone ?? 'UTC';
  const browserZone = useBrowserZone(timezone);
  return useMemo(() => displayOf(language, timezone, browserZone), [language, timezone, browserZone]);
}
