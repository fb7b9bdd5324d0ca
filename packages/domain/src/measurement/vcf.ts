/**
 * Volume correction to 15 °C (issue 31 item 1): the volume correction factor (VCF) of API MPMS chapter 11.1 /
 * ASTM D1250 / IP 200, **1980 edition** (API Standard 2540, the "Petroleum Measurement Tables", metric Tables 54A,
 * 54B and 54C: reduction of a volume at the observed temperature to 15 °C, entered by the density at 15 °C). The
 * 2004 edition (densities at 60 °F, different coefficients and rounding) is NOT what this implements.
 *
 *   VCF = exp(−α15 · ΔT · (1 + 0.8 · α15 · ΔT)),  ΔT = t − 15 °C
 *   α15 = K0 / ρ15² + K1 / ρ15          (Tables 54A and 54B outside the transition zone)
 *   α15 = A + B / ρ15²                  (Table 54B, transition zone)
 *   α15 = the coefficient given          (Table 54C)
 *
 * Coefficients (ρ15 in kg/m³, α15 per °C) and the group boundaries by density at 15 °C, after the standard's
 * rounding of the density:
 *   54A crude oil              610.5 ≤ ρ ≤ 1075.0   K0 = 613.9723, K1 = 0
 *   54B gasolines              653.0 ≤ ρ < 770.5    K0 = 346.4228, K1 = 0.4388
 *   54B transition zone        770.5 ≤ ρ < 787.5    A = −0.00336312, B = 2680.3206
 *   54B jet and kerosene       787.5 ≤ ρ < 838.5    K0 = 594.5418, K1 = 0
 *   54B diesel and fuel oils   838.5 ≤ ρ ≤ 1075.0   K0 = 186.9696, K1 = 0.4862
 *   54C fixed coefficient      486.0 × 10⁻⁶ ≤ α ≤ 1674.0 × 10⁻⁶ per °C
 * Temperature range (54A and 54B): −18 °C up to 95 °C below 778.5 kg/m³, 125 °C below 824.0 kg/m³ and 150 °C up to
 * 1075.0 kg/m³; 54C: −18 °C up to 150 °C below α 918.0 × 10⁻⁶, 125 °C below 954.0 × 10⁻⁶, 95 °C above (Table 6C's
 * 300/250/200 °F limits for 510/530 × 10⁻⁶ per °F, in °C).
 *
 * The standard's rounding steps, in order (each "round" is half away from zero, as the standard's procedure does;
 * "truncate" drops digits toward zero):
 *   1. ρ15 rounded to 0.1 kg/m³; t rounded to 0.05 °C (the inputs as the standard reads them);
 *   2. α15: K0/ρ truncated to 8 decimals, that /ρ truncated to 10, K1/ρ truncated to 10, their sum rounded to 7
 *      decimals; in the transition zone B/ρ truncated to 6, that /ρ rounded to 8, A + that rounded to 7;
 *      a 54C coefficient rounded to 7 decimals;
 *   3. αΔT truncated to 9 decimals; 0.8·αΔT truncated to 9; their product rounded to 9; the exponent
 *      −(αΔT + 0.8·α²ΔT²) truncated to 8 decimals;
 *   4. VCF = exp(exponent) truncated to 8 decimals ("x.XXXXXXXX truncated", the Editorial Amplification to Volume X
 *      of API Standard 2540, October 1980, item b "Calculation of exponential"), then rounded to 4 decimals, the
 *      table value. The amplification's "computational value" (0.XXXXX below 1, 1.XXXX above) is not what this
 *      returns: the issue and the printed tables give 4 decimals. Measured: the 8-decimal truncation changes no
 *      4-decimal value on the printed tables' grid (261,399 points: densities every 2 kg/m³, temperatures every
 *      0.25 °C over 54A and 54B) nor at 680,898 α/temperature pairs (α every 7 × 10⁻⁷, temperatures every 0.15 °C).
 * Everything is exact (bigint fractions, pricing/exact.ts); exp is summed as its series in integers far past the
 * 4th decimal, so no float ever holds a figure.
 */
import { REFINED_PRODUCTS } from '../constants';
import { DomainError } from '../errors';
import {
  add,
  compare,
  divide,
  type Exact,
  exact,
  exactInteger,
  multiply,
  subtract,
  toFixedHalfEven,
} from '../pricing/exact';

export type VcfTable = '54A' | '54B' | '54C';
export type VcfGroup =
  | 'crude oil'
  | 'gasolines'
  | 'transition zone'
  | 'jet and kerosene'
  | 'diesel and fuel oils'
  | 'fixed coefficient';

export const VCF_TABLES = ['54A', '54B', '54C'] as const satisfies readonly VcfTable[];
export const VCF_GROUPS = [
  'crude oil',
  'gasolines',
  'transition zone',
  'jet and kerosene',
  'diesel and fuel oils',
  'fixed coefficient',
] as const satisfies readonly VcfGroup[];

export interface VcfInput {
  /** A ProductType ('crude-oil', 'refined-products', ...) or a refined product code ('AGO', 'PMS', ...). */
  product: string;
  /** Density at 15 °C in kg/m³, a decimal string ("850", "845.3"). */
  densityKgM3: string;
  /** Observed temperature in °C, a decimal string ("30", "-5.5"). */
  temperatureC: string;
  /** Table 54C: the thermal expansion coefficient per °C ("0.000972"); when given, 54C is used. */
  coefficient?: string;
}

export interface VcfResult {
  /** 4 decimals, e.g. "0.9875". */
  vcf: string;
  table: VcfTable;
  group: VcfGroup;
  /** The density as the standard rounds it: 1 decimal ("850.0"). */
  densityKgM3: string;
  /** The temperature as the standard rounds it: to 0.05 °C, 2 decimals ("30.00"). */
  temperatureC: string;
  /** α15 per °C as the standard rounds it: 7 decimals ("0.0008308"). */
  alpha: string;
}

export type VcfField = 'densityKgM3' | 'temperatureC' | 'product' | 'coefficient';

export const VCF_MESSAGES = {
  densityInvalid: 'Density at 15 °C must be a number in kg/m³, such as 850.5',
  temperatureInvalid: 'Temperature must be a number in °C, such as 30 or -5.5',
  coefficientInvalid: 'Thermal expansion coefficient must be a number per °C, such as 0.000972',
  crudeDensityOutOfRange: 'Density at 15 °C must be between 610.5 and 1075.0 kg/m³ for crude oil (Table 54A)',
  productDensityOutOfRange: 'Density at 15 °C must be between 653.0 and 1075.0 kg/m³ for refined products (Table 54B)',
  temperatureOutOfRange95: 'Temperature must be between -18 and 95 °C at this density or coefficient (Table 54)',
  temperatureOutOfRange125: 'Temperature must be between -18 and 125 °C at this density or coefficient (Table 54)',
  temperatureOutOfRange150: 'Temperature must be between -18 and 150 °C at this density or coefficient (Table 54)',
  coefficientOutOfRange: 'Thermal expansion coefficient must be between 0.000486 and 0.001674 per °C (Table 54C)',
  lpgNotCovered:
    'LPG is outside API Table 54: its volume is corrected with the LPG tables (ASTM D1250 Table 54E / GPA TP-27)',
  gasNotCovered: 'Natural gas and electricity are not liquids: Table 54 does not correct their volume',
  petrochemicalNeedsCoefficient:
    'Petrochemicals are corrected with Table 54C: give the thermal expansion coefficient per °C',
  productUnknown: 'Product must be crude oil or a refined product (AGO, PMS, DPK, ATK, FO, ...)',
} as const;

export type VcfErrorCode =
  | 'density_invalid'
  | 'temperature_invalid'
  | 'coefficient_invalid'
  | 'density_out_of_range'
  | 'temperature_out_of_range'
  | 'coefficient_out_of_range'
  | 'product_not_covered'
  | 'product_unknown';

/** A VCF the standard does not define for this input: a bad_request naming the field, with a code to branch on. */
export class VcfError extends DomainError {
  constructor(
    readonly code: VcfErrorCode,
    readonly field: VcfField,
    message: string,
  ) {
    super('bad_request', message, [{ path: field, message }]);
  }
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function decimalOf(text: string, field: VcfField, code: VcfErrorCode, message: string): Exact {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) throw new VcfError(code, field, message);
  return exact(trimmed);
}

function pow10(places: number): bigint {
  return 10n ** BigInt(places);
}

/** The value to `places` decimals, half away from zero (the standard's rounding), as an exact value. */
function roundAway(value: Exact, places: number): Exact {
  const scale = pow10(places);
  const negative = value.num < 0n;
  const num = (negative ? -value.num : value.num) * scale;
  let quotient = num / value.den;
  if ((num % value.den) * 2n >= value.den) quotient += 1n;
  return { num: negative ? -quotient : quotient, den: scale };
}

/** The value to `places` decimals, digits beyond dropped toward zero. */
function truncate(value: Exact, places: number): Exact {
  const scale = pow10(places);
  const negative = value.num < 0n;
  const quotient = ((negative ? -value.num : value.num) * scale) / value.den;
  return { num: negative ? -quotient : quotient, den: scale };
}

/** To a multiple of `step` (a decimal such as 0.05), half away from zero. */
function roundToStep(value: Exact, step: Exact): Exact {
  return multiply(roundAway(divide(value, step), 0), step);
}

const SERIES_DIGITS = 40n;

/** exp(x) to 40 decimals by its series in integers; |x| stays below 1 here, so the terms shrink fast. */
function expExact(x: Exact): Exact {
  const scale = 10n ** SERIES_DIGITS;
  let term = scale;
  let sum = scale;
  for (let k = 1n; k < 200n; k += 1n) {
    term = (term * x.num) / (x.den * k);
    if (term === 0n) break;
    sum += term;
  }
  return { num: sum, den: scale };
}

const e = (text: string): Exact => exact(text);

interface Band {
  group: Exclude<VcfGroup, 'fixed coefficient'>;
  /** Lower bound (inclusive) of the rounded density. */
  from: Exact;
  alpha: (density: Exact) => Exact;
}

/** α15 = K0/ρ² + K1/ρ with the standard's truncations. */
function kAlpha(k0: string, k1: string): (density: Exact) => Exact {
  return (density) => {
    const k0OverRho = truncate(divide(e(k0), density), 8);
    const k0OverRho2 = truncate(divide(k0OverRho, density), 10);
    const k1OverRho = truncate(divide(e(k1), density), 10);
    return roundAway(add(k0OverRho2, k1OverRho), 7);
  };
}

/** α15 = A + B/ρ² (transition zone) with the standard's truncations. */
function transitionAlpha(density: Exact): Exact {
  const bOverRho = truncate(divide(e('2680.3206'), density), 6);
  const bOverRho2 = roundAway(divide(bOverRho, density), 8);
  return roundAway(add(e('-0.00336312'), bOverRho2), 7);
}

const CRUDE: Band = { group: 'crude oil', from: e('610.5'), alpha: kAlpha('613.9723', '0') };
/** Table 54B by density, highest first. */
const PRODUCT_BANDS: readonly Band[] = [
  { group: 'diesel and fuel oils', from: e('838.5'), alpha: kAlpha('186.9696', '0.4862') },
  { group: 'jet and kerosene', from: e('787.5'), alpha: kAlpha('594.5418', '0') },
  { group: 'transition zone', from: e('770.5'), alpha: transitionAlpha },
  { group: 'gasolines', from: e('653.0'), alpha: kAlpha('346.4228', '0.4388') },
];
const MAX_DENSITY = e('1075.0');
const MIN_TEMPERATURE = e('-18');
const MIN_COEFFICIENT = e('0.000486');
const MAX_COEFFICIENT = e('0.001674');

type TemperatureLimit = '95' | '125' | '150';
const TEMPERATURE_MESSAGES: Record<TemperatureLimit, string> = {
  '95': VCF_MESSAGES.temperatureOutOfRange95,
  '125': VCF_MESSAGES.temperatureOutOfRange125,
  '150': VCF_MESSAGES.temperatureOutOfRange150,
};

function densityLimit(density: Exact): TemperatureLimit {
  if (compare(density, e('778.5')) < 0) return '95';
  if (compare(density, e('824.0')) < 0) return '125';
  return '150';
}

function coefficientLimit(alpha: Exact): TemperatureLimit {
  if (compare(alpha, e('0.000918')) < 0) return '150';
  if (compare(alpha, e('0.000954')) < 0) return '125';
  return '95';
}

const CRUDE_PRODUCTS = new Set(['crude-oil', 'crude', 'crude oil']);
const GAS_PRODUCTS = new Set(['natural-gas', 'electricity']);
const REFINED = new Set<string>([...REFINED_PRODUCTS.filter((code) => code !== 'LPG'), 'refined-products']);

type ProductKind = 'crude' | 'refined' | 'petrochemical';

/** Which table a product is read on: crude 54A, refined products 54B; LPG and gases are outside Table 54. */
function productKind(product: string): ProductKind {
  const name = product.trim();
  if (name.toUpperCase() === 'LPG') throw new VcfError('product_not_covered', 'product', VCF_MESSAGES.lpgNotCovered);
  if (GAS_PRODUCTS.has(name)) throw new VcfError('product_not_covered', 'product', VCF_MESSAGES.gasNotCovered);
  if (CRUDE_PRODUCTS.has(name.toLowerCase())) return 'crude';
  if (name === 'petrochemicals') return 'petrochemical';
  const refined = [...REFINED].find((code) => code.toLowerCase() === name.toLowerCase());
  if (refined) return 'refined';
  throw new VcfError('product_unknown', 'product', VCF_MESSAGES.productUnknown);
}

/** exp(−α·ΔT·(1 + 0.8·α·ΔT)) with the standard's steps 3 and 4 (VCF truncated to 8, then 4), as a 4-decimal string. */
function factor(alpha: Exact, deltaT: Exact): string {
  const alphaDeltaT = truncate(multiply(alpha, deltaT), 9);
  const scaled = truncate(multiply(e('0.8'), alphaDeltaT), 9);
  const square = roundAway(multiply(alphaDeltaT, scaled), 9);
  const exponent = truncate(subtract(exactInteger(0n), add(alphaDeltaT, square)), 8);
  return toFixedHalfEven(roundAway(truncate(expExact(exponent), 8), 4), 4);
}

/**
 * The VCF to 15 °C of a volume observed at `temperatureC`, by the 1980 Table 54 the product and density choose
 * (or 54C when a coefficient is given). Throws a VcfError naming the field outside the standard's range.
 */
export function volumeCorrection(input: VcfInput): VcfResult {
  const kind = productKind(input.product);
  const density = roundToStep(
    decimalOf(input.densityKgM3, 'densityKgM3', 'density_invalid', VCF_MESSAGES.densityInvalid),
    e('0.1'),
  );
  const temperature = roundToStep(
    decimalOf(input.temperatureC, 'temperatureC', 'temperature_invalid', VCF_MESSAGES.temperatureInvalid),
    e('0.05'),
  );
  const coefficientText = input.coefficient?.trim();
  let table: VcfTable;
  let group: VcfGroup;
  let alpha: Exact;
  let limit: TemperatureLimit;
  if (coefficientText) {
    alpha = roundAway(
      decimalOf(coefficientText, 'coefficient', 'coefficient_invalid', VCF_MESSAGES.coefficientInvalid),
      7,
    );
    if (compare(alpha, MIN_COEFFICIENT) < 0 || compare(alpha, MAX_COEFFICIENT) > 0)
      throw new VcfError('coefficient_out_of_range', 'coefficient', VCF_MESSAGES.coefficientOutOfRange);
    if (density.num <= 0n) throw new VcfError('density_invalid', 'densityKgM3', VCF_MESSAGES.densityInvalid);
    [table, group, limit] = ['54C', 'fixed coefficient', coefficientLimit(alpha)];
  } else {
    if (kind === 'petrochemical')
      throw new VcfError('product_not_covered', 'product', VCF_MESSAGES.petrochemicalNeedsCoefficient);
    const crude = kind === 'crude';
    const band = crude ? CRUDE : PRODUCT_BANDS.find((candidate) => compare(density, candidate.from) >= 0);
    if (!band || compare(density, MAX_DENSITY) > 0)
      throw new VcfError(
        'density_out_of_range',
        'densityKgM3',
        crude ? VCF_MESSAGES.crudeDensityOutOfRange : VCF_MESSAGES.productDensityOutOfRange,
      );
    if (crude && compare(density, CRUDE.from) < 0)
      throw new VcfError('density_out_of_range', 'densityKgM3', VCF_MESSAGES.crudeDensityOutOfRange);
    [table, group, alpha, limit] = [crude ? '54A' : '54B', band.group, band.alpha(density), densityLimit(density)];
  }
  if (compare(temperature, MIN_TEMPERATURE) < 0 || compare(temperature, e(limit)) > 0)
    throw new VcfError('temperature_out_of_range', 'temperatureC', TEMPERATURE_MESSAGES[limit]);
  return {
    vcf: factor(alpha, subtract(temperature, e('15'))),
    table,
    group,
    densityKgM3: toFixedHalfEven(density, 1),
    temperatureC: toFixedHalfEven(temperature, 2),
    alpha: toFixedHalfEven(alpha, 7),
  };
}

/**
 * The standard's steps 3 and 4 for an α15 already rounded (7 decimals) and a temperature (rounded to 0.05 °C here),
 * without the range checks of volumeCorrection: for tests against tables published beyond the 1980 range (Measurement
 * Canada prints Table 54B down to −40 °C) and for a caller that holds a stored α. Throws on a text that is no number.
 */
export function correctionFactor(alpha: string, temperatureC: string): string {
  const alphaValue = decimalOf(alpha, 'coefficient', 'coefficient_invalid', VCF_MESSAGES.coefficientInvalid);
  const temperature = roundToStep(
    decimalOf(temperatureC, 'temperatureC', 'temperature_invalid', VCF_MESSAGES.temperatureInvalid),
    e('0.05'),
  );
  return factor(roundAway(alphaValue, 7), subtract(temperature, e('15')));
}

export { netStandardVolume } from './nsv';
