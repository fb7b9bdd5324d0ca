/**
 * Exact decimal arithmetic for prices, on integers: a value is a fraction of two bigints, so a conversion that does
 * not end (1 USD/l at 845 kg/m³ is 1,000,000 / 845 USD/t) stays exact until it is rounded once, at the last step
 * (rounding.ts). No float ever holds a price. The project has no decimal library; inverseRate (schemas/pricing)
 * works the same way.
 */
import { DomainError } from '../errors';

/** num / den, den > 0, not necessarily reduced. */
export interface Exact {
  readonly num: bigint;
  readonly den: bigint;
}

/** A plain decimal as typed or stored: "812.25", "-2.00", "0.5"; no exponent, sign "+", separators or blanks. */
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

export const EXACT_MESSAGES = {
  decimalInvalid: 'Expected a decimal number such as 812.25',
} as const;

/** A decimal string as an exact fraction; anything else is a bad_request DomainError. */
export function exact(text: string): Exact {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) throw new DomainError('bad_request', EXACT_MESSAGES.decimalInvalid);
  const fraction = match[3] ?? '';
  const digits = BigInt((match[2] ?? '0') + fraction);
  return { num: match[1] ? -digits : digits, den: 10n ** BigInt(fraction.length) };
}

/** An integer as an exact value. */
export function exactInteger(value: bigint): Exact {
  return { num: value, den: 1n };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

/** Kept reduced so chains of conversions do not grow their integers without need. */
function reduced(num: bigint, den: bigint): Exact {
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den < 0n ? -den : den);
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export function add(a: Exact, b: Exact): Exact {
  return reduced(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function subtract(a: Exact, b: Exact): Exact {
  return reduced(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function multiply(a: Exact, b: Exact): Exact {
  return reduced(a.num * b.num, a.den * b.den);
}

/** a / b; b must not be zero (a RangeError: callers validate divisors such as densities and rates first). */
export function divide(a: Exact, b: Exact): Exact {
  if (b.num === 0n) throw new RangeError('Division by zero');
  return reduced(a.num * b.den, a.den * b.num);
}

export function isPositive(value: Exact): boolean {
  return value.num > 0n;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Exact, b: Exact): number {
  const difference = a.num * b.den - b.num * a.den;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * The value with exactly `places` decimals, rounded half to even (banker's rounding: a tie goes to the even last
 * digit, so 0.125 -> "0.12" and 0.135 -> "0.14"). The one rounding of the pricing code; rounding.ts names where it
 * applies. "-0.00" is written "0.00".
 */
export function toFixedHalfEven(value: Exact, places: number): string {
  if (!Number.isInteger(places) || places < 0) throw new RangeError('places must be a whole number >= 0');
  const negative = value.num < 0n !== value.den < 0n;
  const num = value.num < 0n ? -value.num : value.num;
  const den = value.den < 0n ? -value.den : value.den;
  const scaled = num * 10n ** BigInt(places);
  let quotient = scaled / den;
  const twice = (scaled % den) * 2n;
  if (twice > den || (twice === den && quotient % 2n === 1n)) quotient += 1n;
  const digits = quotient.toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative && quotient !== 0n ? `-${text}` : text;
}
