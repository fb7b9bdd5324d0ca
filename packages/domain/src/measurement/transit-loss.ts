/**
 * Transit loss: what the road took between the loaded and the received net standard volume (both whole litres at
 * 15 °C), against the contract's allowed loss (% of the loaded NSV). Exact throughout; the percentage is rounded
 * once, to 2 decimals half to even, for display; the comparison with the allowance is on the exact figures.
 */
import { compare, divide, type Exact, exact, isPositive, multiply, subtract, toFixedHalfEven } from '../pricing/exact';
import { roundTotal } from '../pricing/rounding';
import { measureFactor, type Measure } from '../pricing/units';

export interface TransitLoss {
  /** Loaded − received NSV, whole litres (negative: the receipt measured more). */
  lossLitres: string;
  /** The loss as a percentage of the loaded NSV, 2 decimals half to even ("0.31"). */
  lossPct: string;
  /** The allowed loss in litres: loaded NSV × allowed %, 3 decimals half to even ("97.764"). */
  allowanceLitres: string;
  /** The loss beyond the allowance, 3 decimals half to even; "0.000" within it. */
  excessLitres: string;
  /** The loss is above the allowance (exactly: loss > loaded × allowed / 100). */
  exceedsAllowance: boolean;
  /** The exact excess, for its value. */
  excess: Exact;
}

const HUNDRED = exact('100');

/** The transit loss of a shipment loaded at `loadedNsv` and received at `receivedNsv` (whole litres). */
export function transitLoss(loadedNsv: string, receivedNsv: string, allowedPct: string): TransitLoss {
  const loaded = exact(loadedNsv);
  const loss = subtract(loaded, exact(receivedNsv));
  const allowance = divide(multiply(loaded, exact(allowedPct)), HUNDRED);
  const exceedsAllowance = compare(loss, allowance) > 0;
  const excess = exceedsAllowance ? subtract(loss, allowance) : exact('0');
  return {
    lossLitres: toFixedHalfEven(loss, 0),
    lossPct: isPositive(loaded) ? toFixedHalfEven(divide(multiply(loss, HUNDRED), loaded), 2) : '0.00',
    allowanceLitres: toFixedHalfEven(allowance, 3),
    excessLitres: toFixedHalfEven(excess, 3),
    exceedsAllowance,
    excess,
  };
}

/**
 * What litres lost are worth at the contract's unit price (per `measure`, the RFQ's unit): litres converted
 * exactly (a mass unit through the density at 15 °C), times the price, rounded once to 2 decimals half to even.
 */
export function lossValue(litres: Exact, unitPrice: string, measure: Measure, densityKgM3: string | null): string {
  return roundTotal(multiply(multiply(litres, measureFactor('l', measure, densityKgM3)), exact(unitPrice)));
}
