/**
 * Money precision (issue 30 item 6), the rule named once: a unit price keeps 4 decimals (per-litre prices need them),
 * a total 2; a computed value is rounded half to even at the last step only. Intermediate values (a converted index
 * value, the differential added to it, the product with the quantity) stay exact (exact.ts); a total is computed from
 * the exact unit price, not from the rounded one.
 */
import { add, type Exact, exact, multiply, toFixedHalfEven } from './exact';

export const UNIT_PRICE_DECIMALS = 4;
export const TOTAL_DECIMALS = 2;

/** A decimal string or an exact value. */
export type ExactInput = string | Exact;

function asExact(value: ExactInput): Exact {
  return typeof value === 'string' ? exact(value) : value;
}

/** A unit price as shown and stored: 4 decimals, half to even ("109.12112860795146" -> "109.1211"). */
export function roundUnitPrice(value: ExactInput): string {
  return toFixedHalfEven(asExact(value), UNIT_PRICE_DECIMALS);
}

/** A total as shown and stored: 2 decimals, half to even ("0.125" -> "0.12", "0.135" -> "0.14"). */
export function roundTotal(value: ExactInput): string {
  return toFixedHalfEven(asExact(value), TOTAL_DECIMALS);
}

/**
 * A fixed price's total: the unit price as entered (up to 4 decimals) times the quantity, exactly, rounded to 2 decimals
 * once ("1161.9537" x "33000" -> "38344472.10"). Never from the unit price rounded to minor units.
 */
export function fixedTotal(unitPrice: ExactInput, quantity: ExactInput): string {
  return roundTotal(multiply(asExact(unitPrice), asExact(quantity)));
}

/** A formula price: the index value already in the RFQ's unit and the offer's currency, plus the differential. */
export interface FormulaAmountsInput {
  /** The index value converted (convertUnitPrice's `exact`, or a decimal string). */
  indexValue: ExactInput;
  /** Per unit of the RFQ, in the offer's currency: "12.50", "-2.00". */
  differential: ExactInput;
  /** In the RFQ's unit: "3333", "1250.5". */
  quantity: ExactInput;
}

export interface FormulaAmounts {
  /** (index value + differential), rounded to 4 decimals. */
  unitPrice: string;
  /** (index value + differential) x quantity, from the exact unit price, rounded to 2 decimals. */
  total: string;
  /** The unit price before rounding, for a caller that computes further. */
  exactUnitPrice: Exact;
}

/** Unit price and total of a formula price, each rounded once, at the end. */
export function formulaAmounts(input: FormulaAmountsInput): FormulaAmounts {
  const exactUnitPrice = add(asExact(input.indexValue), asExact(input.differential));
  return {
    unitPrice: roundUnitPrice(exactUnitPrice),
    total: roundTotal(multiply(exactUnitPrice, asExact(input.quantity))),
    exactUnitPrice,
  };
}
