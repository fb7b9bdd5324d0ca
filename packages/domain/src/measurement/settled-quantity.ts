/**
 * The settled quantity of a delivery: what the money is computed on. It is the net standard volume (litres at 15 °C)
 * of the contract's basis, the receipt's for `outturn` (received = loaded when no receipt was measured) and the
 * loading's for `bl`, converted into the RFQ's unit exactly (a mass unit through the measurement's density at
 * 15 °C). Its deviation from the contracted quantity decides whether it is settled as is (within ± the contract's
 * tolerance) or is a short or over delivery the buyer accepts or disputes before the escrow is released.
 */
import type { QuantityBasis } from '../schemas/measurement';
import {
  compare,
  divide,
  type Exact,
  exact,
  exactInteger,
  multiply,
  subtract,
  toFixedHalfEven,
} from '../pricing/exact';
import { measureFactor, type Measure } from '../pricing/units';

export const TOLERANCE_STATUSES = ['within', 'short', 'over'] as const;
export type ToleranceStatus = (typeof TOLERANCE_STATUSES)[number];

/** Decimals a settled quantity and its deviation are shown and stored with (an RFQ's quantity has 3). */
export const SETTLED_QUANTITY_DECIMALS = 3;

/** A counted measurement as the settlement reads it: its id, its NSV in whole litres, its density at 15 °C. */
export interface BasisMeasurement {
  id: string;
  nsvLitres: string;
  densityKgM3: string;
}

export interface SettledQuantityInput {
  basis: QuantityBasis;
  loading: BasisMeasurement | null;
  receipt: BasisMeasurement | null;
  /** The contracted quantity in the RFQ's unit ("33000"). */
  contractedQuantity: string;
  /** The RFQ's unit as a measure (MEASURE_OF_RFQ_UNIT). */
  unit: Measure;
  /** ± %, "5". */
  tolerancePct: string;
}

export interface SettledQuantity {
  /** The basis the quantity was taken on; `contracted` when nothing was measured (received = contracted). */
  source: QuantityBasis | 'contracted';
  /** The measurement it came from (the loading when an outturn has no receipt), null when nothing was measured. */
  measurementId: string | null;
  /** The NSV in litres it came from, null when nothing was measured. */
  nsvLitres: string | null;
  /** The settled quantity in the RFQ's unit, exact: the final invoice multiplies this, not the rounded text. */
  exactQuantity: Exact;
  /** The same, 3 decimals half to even, as shown and stored. */
  quantity: string;
  /** Settled − contracted, 3 decimals (negative: short). */
  deviation: string;
  /** The deviation as a % of the contracted quantity, 2 decimals half to even. */
  deviationPct: string;
  status: ToleranceStatus;
}

const HUNDRED = exactInteger(100n);

/** The measurement the basis names; an outturn without a receipt is the loading (received = loaded). */
function basisMeasurement(input: SettledQuantityInput): BasisMeasurement | null {
  if (input.basis === 'bl') return input.loading;
  return input.receipt ?? input.loading;
}

/**
 * The status of a quantity against ± tolerance % of the contracted one, compared exactly: a deviation of exactly
 * the tolerance is within.
 */
export function toleranceStatus(quantity: Exact, contracted: Exact, tolerancePct: string): ToleranceStatus {
  const allowed = divide(multiply(contracted, exact(tolerancePct)), HUNDRED);
  const deviation = subtract(quantity, contracted);
  if (compare(deviation, multiply(allowed, exactInteger(-1n))) < 0) return 'short';
  if (compare(deviation, allowed) > 0) return 'over';
  return 'within';
}

/** The settled quantity of a delivery, its deviation from the contract and its tolerance status. */
export function settledQuantity(input: SettledQuantityInput): SettledQuantity {
  const contracted = exact(input.contractedQuantity);
  const measured = basisMeasurement(input);
  const exactQuantity = measured
    ? multiply(exact(measured.nsvLitres), measureFactor('l', input.unit, measured.densityKgM3))
    : contracted;
  const deviation = subtract(exactQuantity, contracted);
  return {
    source: measured ? input.basis : 'contracted',
    measurementId: measured?.id ?? null,
    nsvLitres: measured?.nsvLitres ?? null,
    exactQuantity,
    quantity: toFixedHalfEven(exactQuantity, SETTLED_QUANTITY_DECIMALS),
    deviation: toFixedHalfEven(deviation, SETTLED_QUANTITY_DECIMALS),
    deviationPct: toFixedHalfEven(divide(multiply(deviation, HUNDRED), contracted), 2),
    status: toleranceStatus(exactQuantity, contracted, input.tolerancePct),
  };
}
