import { z } from 'zod';
import { MAX_AMOUNT_MINOR, PRIMITIVE_MESSAGES } from './schemas/primitives';
import { decimalToScaled, scaledToDecimal, type MoneyUnit } from './money-decimal';

/**
 * One money format in and out of REST and tRPC (issue 32 item 4): every money value is an INTEGER.
 * - Amounts (totals, payments, budgets, fees, rates per trip or hour...) are minor units of the currency
 *   (its exponent: NGN, USD, EUR have 2): ₦1,250.00 is 125000.
 * - Unit prices, differentials and other per-unit prices carry 4 decimals: integer ten-thousandths of the
 *   currency unit: ₦650.50 per litre is 6505000.
 * For one release the old input shape, a decimal string in major units ("650.50"), is still accepted and
 * converted exactly (bigint, never a float); the answer then carries the deprecation headers below.
 */

export type { MoneyUnit } from './money-decimal';
export {
  decimalToMoneyInteger,
  decimalToScaled,
  scaledToDecimal,
  storedMoneyInteger,
  tenThousandthsToDecimal,
} from './money-decimal';

/** What the OpenAPI document says of a money field (its `x-money` extension). */
export interface MoneyExtension {
  unit: MoneyUnit;
  /** Decimal places of the major unit the integer counts: 2 for minor units, 4 for ten-thousandths. */
  scale: 2 | 4;
  /** The sibling field naming the currency, when the object carries one; else the record's currency applies. */
  currencyField?: string;
}

export const MONEY_MESSAGES = {
  minorFormat: 'Amount must be an integer number of minor units (₦1,250.00 is 125000)',
  tenThousandthsFormat:
    'Unit price must be an integer number of ten-thousandths of the currency unit (₦650.50 per litre is 6505000)',
  differentialFormat:
    'Differential must be an integer number of ten-thousandths of the currency unit (−₦2.50 per litre is -25000)',
} as const;

/** The release that deprecated decimal strings, and the sunset six months on (RFC 9745 / RFC 8594 headers). */
export const MONEY_DEPRECATED_AT = Date.UTC(2026, 11, 1) / 1000;
export const MONEY_SUNSET = 'Tue, 01 Jun 2027 00:00:00 GMT';
export const MONEY_DEPRECATION_HEADERS: Record<string, string> = {
  Deprecation: `@${MONEY_DEPRECATED_AT}`,
  Sunset: MONEY_SUNSET,
  Link: '</api/docs#money>; rel="deprecation"',
};

/** Meta key marking a money schema (read by the OpenAPI generator, which writes `x-money`). */
export const MONEY_META_KEY = 'x-money';
/** Meta key marking that the field still accepts the deprecated decimal string. */
export const MONEY_LEGACY_META_KEY = 'x-money-legacy';

type LegacyListener = () => void;
let legacyListener: LegacyListener | null = null;

/**
 * Told whenever a deprecated decimal string is parsed, so the server can set the deprecation headers of the
 * request in progress (packages/trpc: an AsyncLocalStorage). Returns the previous listener.
 */
export function onLegacyMoney(listener: LegacyListener | null): LegacyListener | null {
  const previous = legacyListener;
  legacyListener = listener;
  return previous;
}

export interface MoneyInputOptions {
  /** 2: integer minor units; 4: integer ten-thousandths of the currency unit (unit prices, differentials). */
  scale: 2 | 4;
  /** Blank or missing. */
  required: string;
  /** Zero or negative where not allowed: the field's own text (some are fixed by the spec). */
  invalid: string;
  /** A value of the wrong format (a float, a malformed string); defaults to the unit's MONEY_MESSAGES text. */
  format?: string;
  /** A deprecated decimal string with more places than `scale`; defaults to "At most 2 (4) decimal places". */
  decimals?: string;
  allowZero?: boolean;
  allowNegative?: boolean;
  currencyField?: string;
}

interface Built {
  legacy: boolean;
}

function extension(options: MoneyInputOptions): MoneyExtension {
  return {
    unit: options.scale === 2 ? 'minor' : 'ten-thousandths',
    scale: options.scale,
    ...(options.currencyField ? { currencyField: options.currencyField } : {}),
  };
}

function checked<T>(options: MoneyInputOptions, built: Built, finish: (scaled: bigint, entered: string | null) => T) {
  const format =
    options.format ?? (options.scale === 2 ? MONEY_MESSAGES.minorFormat : MONEY_MESSAGES.tenThousandthsFormat);
  const largest = BigInt(MAX_AMOUNT_MINOR) * 10n ** BigInt(options.scale - 2);
  const base = z.union([z.number(), z.string()], {
    // NaN (a form's blank number converted; JSON carries it as null) is missing, as it would be over the wire.
    error: (issue) =>
      issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? options.required : format,
  });
  return base.transform((value, ctx): T => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let scaled: bigint;
    let entered: string | null = null;
    if (typeof value === 'string' && value.trim() === '') return refuse(options.required);
    if (typeof value === 'number') {
      if (!Number.isSafeInteger(value))
        return refuse(Number.isInteger(value) ? PRIMITIVE_MESSAGES.amountTooLarge : format);
      scaled = BigInt(value);
    } else if (built.legacy) {
      const parsed = decimalToScaled(value, options.scale);
      // A plain decimal with too many places keeps the refusal it had before integers.
      if (parsed === null && decimalToScaled(value, 20) !== null)
        return refuse(
          options.decimals ??
            (options.scale === 2 ? PRIMITIVE_MESSAGES.amountDecimals : PRIMITIVE_MESSAGES.unitPriceDecimals),
        );
      if (parsed === null) return refuse(format);
      scaled = parsed;
      entered = value.trim();
      legacyListener?.();
    } else {
      return refuse(format);
    }
    if (scaled < 0n && !options.allowNegative) return refuse(options.invalid);
    if ((scaled < 0n ? -scaled : scaled) > largest) return refuse(PRIMITIVE_MESSAGES.amountTooLarge);
    if (scaled === 0n && !options.allowZero) return refuse(options.invalid);
    return finish(scaled, entered);
  });
}

function described<T extends z.ZodType>(schema: T, options: MoneyInputOptions, legacy: boolean): T {
  return schema.meta({
    [MONEY_META_KEY]: extension(options),
    ...(legacy ? { [MONEY_LEGACY_META_KEY]: true } : {}),
  }) as T;
}

/** An integer money input (no decimal strings): the value as a number of 10^-scale of the currency unit. */
export function moneyInput(options: MoneyInputOptions) {
  return described(
    checked(options, { legacy: false }, (scaled) => Number(scaled)),
    options,
    false,
  );
}

/**
 * An integer money input that, for one release, still takes the deprecated decimal string in major units ("650.50"),
 * converted exactly; the request is then answered with MONEY_DEPRECATION_HEADERS. The value as a number of 10^-scale.
 */
export function moneyInputOrDecimalString(options: MoneyInputOptions) {
  return described(
    checked(options, { legacy: true }, (scaled) => Number(scaled)),
    options,
    true,
  );
}

/**
 * Like moneyInputOrDecimalString, for the services that keep a price as exact decimal text: the value as a decimal
 * string with `scale` places (6505000 or "650.5" at 4 -> "650.5000").
 */
export function moneyInputAsDecimal(options: MoneyInputOptions, { keepText = false } = {}) {
  // With keepText a deprecated decimal string stays as entered ("-3.5", as before integers); an integer gets `scale`
  // places.
  return described(
    checked(options, { legacy: true }, (scaled, entered) =>
      keepText && entered !== null ? entered : scaledToDecimal(scaled, options.scale),
    ),
    options,
    true,
  );
}
