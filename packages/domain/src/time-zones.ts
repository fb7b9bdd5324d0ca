import { dateTimeFormat } from './intl';
import type { Timezone } from './schemas/preference-options';

/** A fixed zone of Settings > System (every option but the browser's). */
export type FixedTimezone = Exclude<Timezone, 'browser'>;

/** The IANA zone behind each of Settings > System's fixed time zones. */
export const TIME_ZONES: Readonly<Record<FixedTimezone, string>> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  PST: 'America/Los_Angeles',
  CET: 'Europe/Paris',
};

/**
 * One formatter in the runtime's defaults, built on first use: `useDisplay` reads the zone on every render of every
 * component showing a date or an amount, and building an Intl.DateTimeFormat each time was, after React, the
 * page's own script's largest item on a dashboard's load (about 100 ms at a phone's speed). Its options are read
 * at each call, so a stubbed `resolvedOptions` (tests) is still what answers.
 */
let defaultFormat: Intl.DateTimeFormat | undefined;

/** The zone of the machine this runs on (the browser's in a page), UTC when it cannot tell. */
export function localZone(): string {
  try {
    defaultFormat ??= new Intl.DateTimeFormat();
    return defaultFormat.resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The IANA zone of a setting. 'browser' is the zone of the browser the user is on: in a page `browserZone`
 * (the page's own zone by default); the server, which has no browser, passes the zone the request named or
 * falls back to UTC.
 */
export function ianaZone(timezone: Timezone, browserZone?: string): string {
  if (timezone !== 'browser') return TIME_ZONES[timezone];
  return browserZone && isIanaZone(browserZone) ? browserZone : 'UTC';
}

/**
 * Zones found valid, so each is checked once: `useDisplay` asks on every render of every component showing a date or
 * an amount, and building an Intl.DateTimeFormat for the answer each time was 75-200 ms of a list page's load at a
 * phone's speed (bench/profile-page.ts, /rfq and /offers). Bounded, because the server checks zones users send
 * (Intl accepts any casing, so their number is not).
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_KEPT = 1000;

/** Whether `zone` is a time zone this runtime knows ("Europe/Paris", "UTC"). */
export function isIanaZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size < KNOWN_ZONES_KEPT) knownZones.add(zone);
  return true;
}

/** Minutes `zone` is ahead of UTC at `at` (negative west of Greenwich): PST -480, CET 60 in winter. */
export function zoneOffsetMinutes(zone: string, at: Date = new Date()): number {
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wall - instant) / 60_000);
}

/** An offset as ISO 8601 writes it: "+01:00", "-08:00", "+00:00". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A zone's name with its offset now, as Settings > System lists them: "CET (UTC+01:00)". */
export function zoneLabel(name: string, zone: string, at: Date = new Date()): string {
  return `${name} (UTC${formatOffset(zoneOffsetMinutes(zone, at))})`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The wall-clock time of an instant in `zone`, "YYYY-MM-DD HH:mm:ss" (the value Mantine's date pickers hold).
 */
export function wallClockIn(instant: Date | string, zone: string): string {
  const at = new Date(instant);
  const shifted = new Date(at.getTime() + zoneOffsetMinutes(zone, at) * 60_000);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant at which the clocks of `zone` show `wallClock` ("2026-11-20 14:30:00"), or null for a value
 * that is no wall-clock time. A time that a spring-forward skips is read with the offset before the change;
 * one that a fall-back repeats, as the first of the two.
 */
export function instantOfWallClock(wallClock: string, zone: string): Date | null {
  const match = WALL_CLOCK.exec(wallClock.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  if (Number.isNaN(asUtc)) return null;
  // The offset an hour either side of the guess: the earlier reading wins where both fit (fall-back).
  const candidates = [-1, 0, 1]
    .map((hours) => zoneOffsetMinutes(zone, new Date(asUtc + hours * 3_600_000)))
    .map((offset) => asUtc - offset * 60_000);
  const fitting = candidates.filter((t) => wallClockIn(new Date(t), zone) === wallClockIn(new Date(asUtc), 'UTC'));
  return new Date(fitting.length > 0 ? Math.min(...fitting) : (candidates[0] as number));
}

/** Today's date in `zone`, "YYYY-MM-DD". */
export function todayIn(zone: string, now: Date = new Date()): string {
  return wallClockIn(now, zone).slice(0, 10);
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether `value` is an ISO 8601 instant (a date with a time and a zone), not a day alone. */
export function isIsoInstant(value: string): boolean {
  return INSTANT.test(value);
}

/** An instant as ISO 8601 with the offset of `zone`: "2026-11-22T07:45:00-08:00" (CSV exports). */
export function isoInZone(instant: Date | string, zone: string): string {
  const at = new Date(instant);
  return `${wallClockIn(at, zone).replace(' ', 'T')}${formatOffset(zoneOffsetMinutes(zone, at))}`;
}

/**
 * Date and time for a reader in `zone`, in `locale`, with the zone's name: "Nov 22, 2026, 7:45 AM PST"
 * (e-mails, where the reader has no other hint of the zone).
 */
export function formatInZone(instant: Date | string, zone: string, locale = 'en-US'): string {
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
    new Date(instant),
  );
  return `${when} ${zoneAbbreviation(instant, zone, locale)}`;
}

function zoneAbbreviation(instant: Date | string, zone: string, locale: string): string {
  const name = dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? zone;
}
