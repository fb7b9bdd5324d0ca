/**
 * Exact conversions between the decimal texts people type and servers store ("650.50") and the integers the API
 * carries (minor units, ten-thousandths): bigint, never a float. Zod-free, so a screen formatting a price does not
 * build money-input's schemas (and primitives') on its page's first load.
 */

export type MoneyUnit = 'minor' | 'ten-thousandths';

const DECIMAL = /^(-?)(\d{1,15})(?:\.(\d{1,20}))?$/;

/**
 * A decimal text in major units ("650.50", "-2.5") as an exact integer count of 10^-scale, or null when it is not a
 * plain decimal or has more than `scale` decimals. No floats.
 */
export function decimalToScaled(text: string, scale: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > scale) return null;
  const scaled = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return sign === '-' ? -scaled : scaled;
}

/** A decimal text the user typed ("650.50") as the integer the API takes, or null (UI forms convert on submit). */
export function decimalToMoneyInteger(text: string | number, unit: MoneyUnit): number | null {
  const scaled = decimalToScaled(String(text), unit === 'minor' ? 2 : 4);
  return scaled === null ? null : Number(scaled);
}

/**
 * A decimal text the server stored or computed ("650.5000", "-3.5", a total "1234.56") as the integer an answer
 * carries: 6505000, -35000, 123456. A text that is not such a decimal (never stored) is a RangeError, not a wrong price.
 */
export function storedMoneyInteger(text: string, unit: MoneyUnit): number {
  const integer = decimalToMoneyInteger(text, unit);
  if (integer === null) throw new RangeError(`Not a decimal of ${unit === 'minor' ? 2 : 4} places: ${text}`);
  return integer;
}

/** An integer count of 10^-scale as a decimal text with `scale` places: 6505000 at 4 -> "650.5000". */
export function scaledToDecimal(scaled: bigint, scale: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/**
 * An answer's unit price or differential (integer ten-thousandths) as decimal text in major units, exactly, with 2 to
 * 4 decimals: 6505000 -> "650.50", 11619537 -> "1161.9537", -25000 -> "-2.50". What forms hold, CSV files write and
 * every screen and PDF formats the figure from.
 */
export function tenThousandthsToDecimal(value: number): string {
  return scaledToDecimal(BigInt(value), 4).replace(/(\.\d\d\d*?)0+$/, '$1');
}
