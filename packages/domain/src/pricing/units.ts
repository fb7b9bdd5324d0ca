/**
 * Units a quantity or a price is measured in, and exact conversions between them (issue 30 item 2). Volumes go
 * through litres, masses through kilograms, energies through megajoules; a volume and a mass convert through a
 * density in kg/m³ at 15 °C; an energy converts to no volume or mass (a typed error, never a guess).
 */
import { type ProductType, REFINED_PRODUCTS, type Unit } from '../constants';
import { DomainError } from '../errors';
import { divide, type Exact, exact, isPositive, multiply } from './exact';

export const MEASURES = ['bbl', 'l', 'm3', 'gal', 't', 'kg', 'mmbtu', 'MWh'] as const;
export type Measure = (typeof MEASURES)[number];

export type Dimension = 'volume' | 'mass' | 'energy';

/**
 * Each measure in its dimension's base (litre, kilogram, megajoule), all exact by definition:
 * 1 bbl = 42 US gal = 158.987294928 l; 1 US gal = 231 in³ = 3.785411784 l; 1 m³ = 1000 l; 1 t = 1000 kg;
 * 1 MMBtu = 10^6 Btu (IT) = 1055.05585262 MJ; 1 MWh = 3600 MJ (NIST SP 811, appendix B).
 */
const IN_BASE: Record<Measure, { dimension: Dimension; amount: string }> = {
  bbl: { dimension: 'volume', amount: '158.987294928' },
  l: { dimension: 'volume', amount: '1' },
  m3: { dimension: 'volume', amount: '1000' },
  gal: { dimension: 'volume', amount: '3.785411784' },
  t: { dimension: 'mass', amount: '1000' },
  kg: { dimension: 'mass', amount: '1' },
  mmbtu: { dimension: 'energy', amount: '1055.05585262' },
  MWh: { dimension: 'energy', amount: '3600' },
};

export function dimensionOf(measure: Measure): Dimension {
  return IN_BASE[measure].dimension;
}

/** An RFQ's unit (constants UNITS) as a measure; "tons" are metric tonnes, "gallons" US gallons. */
export const MEASURE_OF_RFQ_UNIT: Record<Unit, Measure> = {
  barrels: 'bbl',
  gallons: 'gal',
  liters: 'l',
  kg: 'kg',
  mmbtu: 'mmbtu',
  mwh: 'MWh',
  tons: 't',
};

/**
 * Default densities in kg/m³ at 15 °C. Source: the typical values of issue 30 (AGO 845, PMS 740, DPK 800, ATK 800,
 * LPG 540, FO 960, crude 850), i.e. typical densities as measured by ASTM D1298 (hydrometer) / API MPMS chapter 9
 * and used in Nigerian downstream practice. Typical values, overridable per RFQ or offer. Products with no sensible
 * single density (natural gas, electricity, petrochemicals, and the refined products not listed: LPFO, bitumen,
 * naphtha, HOBC) have none: a mass/volume conversion for them needs the density given.
 */
type RefinedProduct = (typeof REFINED_PRODUCTS)[number];

export const DEFAULT_DENSITY_OF_REFINED: Partial<Record<RefinedProduct, string>> = {
  AGO: '845',
  PMS: '740',
  DPK: '800',
  ATK: '800',
  LPG: '540',
  FO: '960',
};
export const DEFAULT_DENSITY_OF_PRODUCT: Partial<Record<ProductType, string>> = { 'crude-oil': '850' };

/** The default density (kg/m³ at 15 °C) of an RFQ's product, or null when it has none. */
export function defaultDensity(productType: ProductType, refinedProductType?: string | null): string | null {
  if (productType === 'refined-products') {
    const refined = REFINED_PRODUCTS.find((code) => code === refinedProductType);
    return (refined && DEFAULT_DENSITY_OF_REFINED[refined]) ?? null;
  }
  return DEFAULT_DENSITY_OF_PRODUCT[productType] ?? null;
}

export const CONVERSION_MESSAGES = {
  energyNotConvertible: 'An energy unit (MMBtu, MWh) cannot be converted to or from a volume or a mass',
  densityRequired: 'A density (kg/m³ at 15 °C) is needed to convert between a mass and a volume',
  densityInvalid: 'Density must be a number greater than 0 (kg/m³ at 15 °C)',
  rateRequired: 'An exchange rate is needed to convert between two currencies',
  rateMismatch: 'The exchange rate is not between the two currencies of the conversion',
  rateInvalid: 'Rate must be a number greater than 0',
} as const;

export type ConversionErrorCode =
  | 'energy_not_convertible'
  | 'density_required'
  | 'density_invalid'
  | 'rate_required'
  | 'rate_mismatch'
  | 'rate_invalid';

/** A conversion that is not defined or lacks an input: a bad_request DomainError with a code to branch on. */
export class ConversionError extends DomainError {
  constructor(
    readonly code: ConversionErrorCode,
    message: string,
  ) {
    super('bad_request', message);
  }
}

/** A density text checked: a decimal greater than 0. */
function densityOf(density: string | null | undefined): Exact {
  if (density === null || density === undefined || density.trim() === '') {
    throw new ConversionError('density_required', CONVERSION_MESSAGES.densityRequired);
  }
  const value = /^\d+(\.\d+)?$/.test(density.trim()) ? exact(density) : null;
  if (!value || !isPositive(value)) throw new ConversionError('density_invalid', CONVERSION_MESSAGES.densityInvalid);
  return value;
}

const M3_IN_LITRES = exact('1000');

/**
 * How many `to` one `from` makes, exactly: bbl -> l is 158.987294928; t -> bbl at 845 kg/m³ is
 * 1000 kg / 845 kg/m³ = 1.18343... m³ = 7.44354... bbl. The density is read only between a mass and a volume.
 */
export function measureFactor(from: Measure, to: Measure, density?: string | null): Exact {
  const source = IN_BASE[from];
  const target = IN_BASE[to];
  const sourceAmount = exact(source.amount);
  const targetAmount = exact(target.amount);
  if (source.dimension === target.dimension) return divide(sourceAmount, targetAmount);
  if (source.dimension === 'energy' || target.dimension === 'energy') {
    throw new ConversionError('energy_not_convertible', CONVERSION_MESSAGES.energyNotConvertible);
  }
  const kgPerLitre = divide(densityOf(density), M3_IN_LITRES);
  // volume -> mass: litres x kg/l; mass -> volume: kg / (kg/l).
  const inTargetBase =
    source.dimension === 'volume' ? multiply(sourceAmount, kgPerLitre) : divide(sourceAmount, kgPerLitre);
  return divide(inTargetBase, targetAmount);
}

/** A quantity in another measure, exact (round it with rounding.ts or as its field requires). */
export function convertQuantity(quantity: string, from: Measure, to: Measure, density?: string | null): Exact {
  return multiply(exact(quantity), measureFactor(from, to, density));
}
