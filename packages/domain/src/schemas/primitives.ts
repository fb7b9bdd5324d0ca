import { z } from 'zod';
import { formatCount } from '../intl';
import { TEXT_MESSAGES, breaksMultiLine, singleLineText } from '../text';

/** The text rules live in ../text; re-exported here, where every schema takes its building blocks. */
export { multiLineText, singleLineText } from '../text';

/**
 * Bounded building blocks for every input schema. Each value that reaches the database is finite,
 * fits its column, and survives the output schemas on the way back, so one odd input can never make a
 * list answer 500 for everyone.
 */

/** Largest amount in minor units: 999,999,999,999.99. A hundred of them still sum below 2^53. */
export const MAX_AMOUNT_MINOR = 99_999_999_999_999;
/** Largest quantity: fits numeric(18,3), and quantity x 1000 x price stays exact in BigInt. */
export const MAX_QUANTITY = 1_000_000_000_000;
export const MIN_DATE = new Date('1900-01-01T00:00:00.000Z');
export const MAX_DATE = new Date('2200-12-31T23:59:59.999Z');
/** Day pickers send midnight of the chosen day in the user's zone: today must still count as "not past". */
export const PLANNED_DATE_GRACE_MS = 24 * 3_600_000;

export const PRIMITIVE_MESSAGES = {
  controlCharacters: TEXT_MESSAGES.controlCharacters,
  tooLong: TEXT_MESSAGES.tooLong,
  amountDecimals: 'At most 2 decimal places',
  unitPriceDecimals: 'At most 4 decimal places',
  quantityDecimals: 'At most 3 decimal places',
  amountTooLarge: 'Must be at most 999,999,999,999.99',
  quantityTooLarge: 'Must be at most 1,000,000,000,000',
  dateRange: 'Date must be between 1900 and 2200',
  dateInPast: 'Must not be in the past',
  recordTooLarge: (max: number) => `Must be at most ${formatCount(max)} characters as JSON`,
  recordTooDeep: 'Must not nest more than 3 levels deep',
  recordTooManyKeys: (max: number) => `Must have at most ${max} entries`,
} as const;

type Decimal = { ok: true; whole: string; fraction: string } | { ok: false };

/** Splits a plain decimal ("12.50", 12.5) without floating-point arithmetic; exponents and signs fail. */
function decimalParts(value: string | number): Decimal {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) {
    // A tiny JS number prints as 1e-7: it has more decimals than any field allows.
    if (typeof value === 'number' && value > 0 && value < 1e-6) return { ok: true, whole: '0', fraction: '0000001' };
    return { ok: false };
  }
  return { ok: true, whole: (match[1] ?? '').replace(/^0+(?=\d)/, ''), fraction: (match[2] ?? '').replace(/0+$/, '') };
}

interface NumberMessages {
  required: string;
  /** Not a number, negative, or zero where it must be positive. */
  invalid: string;
}

/**
 * A decimal amount in major units, as text or a number, checked to at most `places` decimals and the largest amount
 * (MAX_AMOUNT_MINOR): both refused, never rounded; zero too unless allowed. `finish` gets its value in units of
 * 10^-places and its digits.
 */
function decimalAmount<T>(
  messages: NumberMessages,
  rule: { places: number; tooManyDecimals: string; allowZero: boolean; ceiling?: { scaled: bigint; message: string } },
  finish: (scaled: bigint, whole: string, fraction: string) => T,
) {
  const unit = 10n ** BigInt(rule.places);
  const largest = (BigInt(MAX_AMOUNT_MINOR) * unit) / 100n;
  const ceiling = rule.ceiling;
  return z.union([z.string(), z.number()], { message: messages.required }).transform((v, ctx) => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (String(v).trim() === '') return refuse(messages.required);
    const parts = decimalParts(v);
    if (!parts.ok) return refuse(typeof v === 'number' && v > 0 ? PRIMITIVE_MESSAGES.amountTooLarge : messages.invalid);
    if (parts.fraction.length > rule.places) return refuse(rule.tooManyDecimals);
    const fraction = parts.fraction.padEnd(rule.places, '0');
    const scaled = BigInt(parts.whole) * unit + BigInt(fraction);
    if (ceiling && scaled > ceiling.scaled) return refuse(ceiling.message);
    if (scaled > largest) return refuse(PRIMITIVE_MESSAGES.amountTooLarge);
    if (scaled === 0n && !rule.allowZero) return refuse(messages.invalid);
    return finish(scaled, parts.whole, fraction);
  });
}

/**
 * A money amount in major units, as text or a number, to integer minor units. More than two decimals
 * is refused, never rounded; so is anything above MAX_AMOUNT_MINOR.
 */
export function moneyAmount(messages: NumberMessages, { allowZero = false } = {}) {
  return decimalAmount(
    messages,
    { places: 2, tooManyDecimals: PRIMITIVE_MESSAGES.amountDecimals, allowZero },
    (minor) => Number(minor),
  );
}

/**
 * A unit price in major units, as text or a number, kept exactly to 4 decimals ("1161.9537", 12.5 -> "12.5000"):
 * per-litre prices need them (pricing/rounding.ts names the precision rule). More than four decimals is refused,
 * never rounded; so is anything above the largest amount (MAX_AMOUNT_MINOR).
 */
export function unitPriceAmount(messages: NumberMessages) {
  return decimalAmount(
    messages,
    { places: 4, tooManyDecimals: PRIMITIVE_MESSAGES.unitPriceDecimals, allowZero: false },
    (_, whole, fraction) => `${whole}.${fraction}`,
  );
}

/**
 * A bounded decimal from 0 to `max` (a whole number) with at most `places` decimals, as text or a number, kept as text
 * to `places` ("2" -> "2.00"): the percentages and hours of a contract's delivery terms. One message for every refusal
 * (blank, not a number, negative, too many decimals, above `max`), naming the range.
 */
export function decimalUpTo(message: string, { max, places = 2 }: { max: number; places?: number }) {
  return decimalAmount(
    { required: message, invalid: message },
    {
      places,
      tooManyDecimals: message,
      allowZero: true,
      ceiling: { scaled: BigInt(max) * 10n ** BigInt(places), message },
    },
    (_, whole, fraction) => `${whole}.${fraction}`,
  );
}

/** A whole number of minor units (what the payment calls carry), bounded like every amount. */
export function minorUnits(message: string) {
  return z.number({ message }).int(message).positive(message).max(MAX_AMOUNT_MINOR, PRIMITIVE_MESSAGES.amountTooLarge);
}

/** A percentage from 0 to 100 with at most two decimals (basis points), as a number. */
export function percent(message: string) {
  return z
    .number({ message })
    .min(0, message)
    .max(100, message)
    .refine((v) => {
      const parts = decimalParts(v);
      return parts.ok && parts.fraction.length <= 2;
    }, PRIMITIVE_MESSAGES.amountDecimals);
}

/** A quantity, as text or a number: finite, at most three decimals, at most MAX_QUANTITY. */
export function quantity(messages: NumberMessages, { allowZero = false } = {}) {
  return z.union([z.number(), z.string()], { message: messages.required }).transform((v, ctx) => {
    if (String(v).trim() === '') {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const parts = decimalParts(v);
    if (!parts.ok) {
      ctx.addIssue({
        code: 'custom',
        message: typeof v === 'number' && v > 0 ? PRIMITIVE_MESSAGES.quantityTooLarge : messages.invalid,
      });
      return z.NEVER;
    }
    if (parts.fraction.length > 3) {
      ctx.addIssue({ code: 'custom', message: PRIMITIVE_MESSAGES.quantityDecimals });
      return z.NEVER;
    }
    if (parts.whole.length > 13 || Number(`${parts.whole}.${parts.fraction || '0'}`) > MAX_QUANTITY) {
      ctx.addIssue({ code: 'custom', message: PRIMITIVE_MESSAGES.quantityTooLarge });
      return z.NEVER;
    }
    const n = Number(`${parts.whole}.${parts.fraction || '0'}`);
    if (n === 0 && !allowZero) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    return n;
  });
}

/** An instant between 1900 and 2200, from an ISO string (the API) or a Date (the form's pickers). */
export function boundedDate(requiredMessage: string) {
  return z
    .union(
      [
        z.string({ message: requiredMessage }).min(1, requiredMessage).max(40, requiredMessage),
        z.date({ message: requiredMessage }),
      ],
      { message: requiredMessage },
    )
    .transform((v, ctx) => {
      const date = v instanceof Date ? v : new Date(v);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      if (date < MIN_DATE || date > MAX_DATE) {
        ctx.addIssue({ code: 'custom', message: PRIMITIVE_MESSAGES.dateRange });
        return z.NEVER;
      }
      return date;
    });
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):?(\d{2}))?$/i;

/** The calendar day of `date` in UTC, `YYYY-MM-DD`. */
export const utcDayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** `YYYY-MM-DD` naming a real calendar day (no 30 February). */
function isRealDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The calendar day an ISO date (`2026-12-01`) or ISO date-time (`2026-12-01T23:30:00-05:00`; without an offset it
 * is read as UTC) names: a date as it is, a date-time as its day in UTC (`2026-12-02` here); null for anything else.
 */
export function isoDayOf(text: string): string | null {
  if (ISO_DAY.test(text)) return isRealDay(text) ? text : null;
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [, day = '', hours, minutes, seconds = '00', fraction = '', zone, offsetHours, offsetMinutes] = match;
  if (!isRealDay(day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (offsetHours !== undefined && (Number(offsetHours) > 14 || Number(offsetMinutes) > 59)) return null;
  const offset = !zone || zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${offsetMinutes ?? '00'}`;
  const ms = Date.parse(`${day}T${hours}:${minutes}:${seconds}.${fraction.padEnd(3, '0').slice(0, 3)}${offset}`);
  return Number.isNaN(ms) ? null : utcDayOf(new Date(ms));
}

export const DAY_MESSAGES = {
  required: (label: string) => `${label} is required`,
  invalid: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
} as const;

/**
 * A day field (blackouts, availability windows, expiry and maintenance dates): an ISO date or an ISO date-time,
 * kept as its calendar day (`YYYY-MM-DD`, in UTC for a date-time). Absent, null or blank says "<label> is required"
 * (or `requiredMessage`); anything else that is no such date says "<label> must be a date (YYYY-MM-DD)". The one
 * helper every day field of the schemas uses; make it optional with `.nullish()`.
 */
export function isoDay(label: string, requiredMessage: string = DAY_MESSAGES.required(label)) {
  const invalid = DAY_MESSAGES.invalid(label);
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : invalid) })
    .transform((text, ctx) => {
      const trimmed = text.trim();
      if (trimmed === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const day = trimmed.length <= 40 ? isoDayOf(trimmed) : null;
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (day < utcDayOf(MIN_DATE) || day > utcDayOf(MAX_DATE)) {
        ctx.addIssue({ code: 'custom', message: PRIMITIVE_MESSAGES.dateRange });
        return z.NEVER;
      }
      return day;
    });
}

/** An optional day field: absent or null is none; blank or anything else that is no date says "<label> must be a date (YYYY-MM-DD)". */
export const optionalIsoDay = (label: string) => isoDay(label, DAY_MESSAGES.invalid(label)).nullish();

/**
 * Planned dates (departures, delivery slots) must not lie in the past; see PLANNED_DATE_GRACE_MS.
 * Takes unknown: zod runs an object's refinements even when a field failed, with that field's raw value.
 */
export function isPastPlannedDate(date: unknown, now: Date): boolean {
  return date instanceof Date && date.getTime() < now.getTime() - PLANNED_DATE_GRACE_MS;
}

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  return Object.entries(value).flatMap(([key, child]) => [key, ...textsOf(child)]);
}

/**
 * A free-form record in an answer (an RFQ's specifications and terms, read from jsonb): an object, not an array.
 * A record schema ran a key schema and a value schema on every key: 41 µs for a page of 50 RFQs' two records,
 * against 15 µs for this loose object, which refuses the same strings, numbers, nulls and arrays (it lets an
 * instance of a class through, which no jsonb value is).
 */
export const freeFormAnswer = () => z.looseObject({});

/**
 * A free-form record (RFQ specifications and terms): JSON only, bounded in size, entries and depth,
 * and no control characters in any key or text (PostgreSQL's jsonb refuses NUL).
 */
export function freeFormRecord({ maxChars = 10_000, maxKeys = 50 } = {}) {
  return z.record(singleLineText(100), z.json()).superRefine((record, ctx) => {
    const text = JSON.stringify(record);
    if (text.length > maxChars) ctx.addIssue({ code: 'custom', message: PRIMITIVE_MESSAGES.recordTooLarge(maxChars) });
    if (Object.keys(record).length > maxKeys)
      ctx.addIssue({ code: 'custom', message: PRIMITIVE_MESSAGES.recordTooManyKeys(maxKeys) });
    if (depthOf(record) > 3) ctx.addIssue({ code: 'custom', message: PRIMITIVE_MESSAGES.recordTooDeep });
    if (textsOf(record).some(breaksMultiLine))
      ctx.addIssue({ code: 'custom', message: PRIMITIVE_MESSAGES.controlCharacters });
  });
}
