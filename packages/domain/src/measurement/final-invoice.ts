/**
 * The final invoice of a delivery: the settled quantity times the final unit price, rounded half to even once to
 * minor units, plus the demurrage payable to the supplier, less what the supplier was already paid (advances).
 * Everything is exact until that one rounding; amounts are integer minor units (every currency here has 2 decimals).
 */
import { divide, type Exact, exact, exactInteger, multiply, toFixedHalfEven } from '../pricing/exact';
import { roundUnitPrice } from '../pricing/rounding';

const MINOR_PER_MAJOR = exactInteger(100n);

/** What a contract's unit price is read from (the contract row's columns; quantity from its RFQ). */
export interface ContractPriceFacts {
  pricingType: 'fixed' | 'formula';
  /** A fixed contract's exact unit price (4 decimals), when stored. */
  unitPrice: string | null;
  /** A formula contract's final unit price (4 decimals), once fixed. */
  finalUnitPrice: string | null;
  priceFixedAt: Date | string | null;
  /** Minor units. */
  totalValue: number;
  /** The contracted quantity in the RFQ's unit. */
  quantity: string;
}

/**
 * The unit price the final invoice is computed on, exact, or null while it is not final: a formula contract's final
 * unit price once its price is fixed; a fixed contract's unit price as its offer gave it (4 decimals), else its total
 * divided by its quantity (contracts made before the exact unit price was stored).
 */
export function finalUnitPriceOf(contract: ContractPriceFacts): Exact | null {
  if (contract.pricingType === 'formula') {
    return contract.priceFixedAt !== null && contract.finalUnitPrice !== null ? exact(contract.finalUnitPrice) : null;
  }
  if (contract.unitPrice !== null) return exact(contract.unitPrice);
  return divide(divide(exactInteger(BigInt(contract.totalValue)), MINOR_PER_MAJOR), exact(contract.quantity));
}

export interface FinalInvoiceInput {
  /** The settled quantity in the RFQ's unit, exact (settledQuantity's exactQuantity) or a decimal string. */
  settledQuantity: Exact | string;
  /** The unit price in major units per RFQ unit, exact (finalUnitPriceOf) or a decimal string. */
  unitPrice: Exact | string;
  /** Demurrage payable to the supplier, minor units (0 when none, or when it is payable to a carrier). */
  demurrage: number;
  /** What the supplier already holds of this contract (settlements paid to it before the invoice), minor units. */
  advances: number;
}

export interface FinalInvoice {
  /** The settled quantity, 3 decimals. */
  settledQuantity: string;
  /** The unit price, 4 decimals (a fixed contract's total / quantity may have more: it is rounded for display only). */
  unitPrice: string;
  /** settled quantity × unit price, minor units, rounded half to even once. */
  goods: number;
  demurrage: number;
  advances: number;
  /** goods + demurrage − advances, minor units: what the supplier is still owed (negative: it was overpaid). */
  amount: number;
}

function asExact(value: Exact | string): Exact {
  return typeof value === 'string' ? exact(value) : value;
}

function wholeMinor(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} is a whole number of minor units`);
  return BigInt(value);
}

/** The final invoice's figures, exact integer minor units. */
export function finalInvoice(input: FinalInvoiceInput): FinalInvoice {
  const quantity = asExact(input.settledQuantity);
  const unitPrice = asExact(input.unitPrice);
  const goods = BigInt(toFixedHalfEven(multiply(multiply(quantity, unitPrice), MINOR_PER_MAJOR), 0));
  const amount = goods + wholeMinor(input.demurrage, 'Demurrage') - wholeMinor(input.advances, 'Advances');
  return {
    settledQuantity: toFixedHalfEven(quantity, 3),
    unitPrice: roundUnitPrice(unitPrice),
    goods: Number(goods),
    demurrage: input.demurrage,
    advances: input.advances,
    amount: Number(amount),
  };
}
