import { z } from 'zod';
import { minorUnits } from '../money-output';
import { QUANTITY_BASES, type QuantityBasis } from './measurement';
import { DELIVERY_TERMS_LIMITS, DELIVERY_TERMS_MESSAGES } from './delivery-terms-messages';
import { decimalUpTo } from './primitives';
import { moneyInputOrDecimalString } from '../money-input';

/*
 * A contract's delivery terms (issue 31): the quantity tolerance (± %), what the quantity is settled on (received NSV,
 * `outturn`, or loaded NSV, `bl`), the transit loss allowed the carrier (% of the loaded NSV), the free time at the
 * delivery site (hours) and the demurrage rate (minor units of the contract's currency per hour beyond it). The buyer
 * states them on the RFQ (each defaults as below), a supplier may propose its own in its offer, and accepting the offer
 * copies the offer's where it proposed one, else the RFQ's, to the contract: the only terms the money reads.
 */

export { DELIVERY_TERMS_LIMITS, DELIVERY_TERMS_MESSAGES } from './delivery-terms-messages';

export interface DeliveryTerms {
  /** "5.00": ± % of the contracted quantity. */
  quantityTolerancePct: string;
  quantityBasis: QuantityBasis;
  /** "0.30": % of the loaded NSV. */
  allowedTransitLossPct: string;
  /** "2.00" hours. */
  freeTimeHours: string;
  /** Minor units of the contract's currency per hour (0: none agreed). */
  demurrageRate: number;
}

/** What a contract carries when nobody states a term (the columns' defaults, as the database gives them back). */
export const DELIVERY_TERMS_DEFAULTS: DeliveryTerms = {
  quantityTolerancePct: '5.00',
  quantityBasis: 'outturn',
  allowedTransitLossPct: '0.30',
  freeTimeHours: '2.00',
  demurrageRate: 0,
};

export const DELIVERY_TERM_NAMES = [
  'quantityTolerancePct',
  'quantityBasis',
  'allowedTransitLossPct',
  'freeTimeHours',
  'demurrageRate',
] as const satisfies readonly (keyof DeliveryTerms)[];
export type DeliveryTermName = (typeof DELIVERY_TERM_NAMES)[number];

/** The terms a party states, each optional (an RFQ's left out take the defaults, an offer's the RFQ's). */
export const ZDeliveryTermsInput = z.strictObject({
  quantityTolerancePct: decimalUpTo(DELIVERY_TERMS_MESSAGES.toleranceRange, {
    max: DELIVERY_TERMS_LIMITS.quantityTolerancePct,
  }).optional(),
  quantityBasis: z.enum(QUANTITY_BASES, { message: DELIVERY_TERMS_MESSAGES.basisInvalid }).optional(),
  allowedTransitLossPct: decimalUpTo(DELIVERY_TERMS_MESSAGES.transitLossRange, {
    max: DELIVERY_TERMS_LIMITS.allowedTransitLossPct,
  }).optional(),
  freeTimeHours: decimalUpTo(DELIVERY_TERMS_MESSAGES.freeTimeRange, {
    max: DELIVERY_TERMS_LIMITS.freeTimeHours,
  }).optional(),
  /** Integer minor units of the contract's currency per hour (or for one release a decimal string, "250.00"). */
  demurrageRate: moneyInputOrDecimalString({
    scale: 2,
    required: DELIVERY_TERMS_MESSAGES.demurrageRateInvalid,
    invalid: DELIVERY_TERMS_MESSAGES.demurrageRateInvalid,
    allowZero: true,
  }).optional(),
});
export type TDeliveryTermsInput = z.input<typeof ZDeliveryTermsInput>;
export type TDeliveryTermsParsed = z.output<typeof ZDeliveryTermsInput>;

/** An RFQ's or a contract's terms, every one set. */
export const ZDeliveryTerms = z.object({
  quantityTolerancePct: z.string(),
  quantityBasis: z.enum(QUANTITY_BASES),
  allowedTransitLossPct: z.string(),
  freeTimeHours: z.string(),
  demurrageRate: minorUnits(),
}) satisfies z.ZodType<DeliveryTerms>;

/** An offer's proposals: null where the offer takes the RFQ's term. */
export const ZProposedDeliveryTerms = z.object({
  quantityTolerancePct: z.string().nullable(),
  quantityBasis: z.enum(QUANTITY_BASES).nullable(),
  allowedTransitLossPct: z.string().nullable(),
  freeTimeHours: z.string().nullable(),
  demurrageRate: minorUnits().nullable(),
});
export type TProposedDeliveryTerms = z.infer<typeof ZProposedDeliveryTerms>;

/** The terms an accepted offer makes the contract's: each the offer's where it proposed one, else the RFQ's. */
export function agreedDeliveryTerms(rfq: DeliveryTerms, offer: TProposedDeliveryTerms): DeliveryTerms {
  return {
    quantityTolerancePct: offer.quantityTolerancePct ?? rfq.quantityTolerancePct,
    quantityBasis: offer.quantityBasis ?? rfq.quantityBasis,
    allowedTransitLossPct: offer.allowedTransitLossPct ?? rfq.allowedTransitLossPct,
    freeTimeHours: offer.freeTimeHours ?? rfq.freeTimeHours,
    demurrageRate: offer.demurrageRate ?? rfq.demurrageRate,
  };
}

/** The terms an offer proposes that differ from its RFQ's (numerically: "2" and "2.00" are the same term). */
export function differingTerms(rfq: DeliveryTerms, offer: TProposedDeliveryTerms): DeliveryTermName[] {
  return DELIVERY_TERM_NAMES.filter((name) => {
    const proposed = offer[name];
    return proposed !== null && !sameTerm(proposed, rfq[name]);
  });
}

/** A term left at its default ("5.00" and "5" alike). */
export function isDefaultTerm(name: DeliveryTermName, value: DeliveryTerms[DeliveryTermName]): boolean {
  return sameTerm(value, DELIVERY_TERMS_DEFAULTS[name]);
}

function sameTerm(a: string | number, b: string | number): boolean {
  if (typeof a === 'number' || typeof b === 'number') return a === b;
  return a === b || canonical(a) === canonical(b);
}

/** "5.00" -> "5", "0.30" -> "0.3"; a basis stays as it is. */
function canonical(text: string): string {
  return /^\d+(\.\d+)?$/.test(text) ? text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') : text;
}

/** The five terms of a row that carries them (an RFQ, a contract), and nothing else. */
export function deliveryTermsOf(row: DeliveryTerms): DeliveryTerms {
  return {
    quantityTolerancePct: row.quantityTolerancePct,
    quantityBasis: row.quantityBasis,
    allowedTransitLossPct: row.allowedTransitLossPct,
    freeTimeHours: row.freeTimeHours,
    demurrageRate: row.demurrageRate,
  };
}

/** An offer's five proposals (null: the RFQ's). */
export function proposedTermsOf(row: TProposedDeliveryTerms): TProposedDeliveryTerms {
  return {
    quantityTolerancePct: row.quantityTolerancePct,
    quantityBasis: row.quantityBasis,
    allowedTransitLossPct: row.allowedTransitLossPct,
    freeTimeHours: row.freeTimeHours,
    demurrageRate: row.demurrageRate,
  };
}

/** The stored columns of stated terms: each left out is null (an offer's: the RFQ's; an RFQ's: dropped, the default). */
export function proposalColumns(input: TDeliveryTermsParsed | undefined): TProposedDeliveryTerms {
  return {
    quantityTolerancePct: input?.quantityTolerancePct ?? null,
    quantityBasis: input?.quantityBasis ?? null,
    allowedTransitLossPct: input?.allowedTransitLossPct ?? null,
    freeTimeHours: input?.freeTimeHours ?? null,
    demurrageRate: input?.demurrageRate ?? null,
  };
}

/** Parsed terms sent again as input: the rate back in major units ("250.00"), the rest as they are. */
export function deliveryTermsInput(parsed: TDeliveryTermsParsed): TDeliveryTermsInput {
  // The demurrage rate stays integer minor units: the API's money format (docs/API.md, Money).
  return parsed;
}

/** Minor units as major-unit text with two decimals, exactly (25000 -> "250.00"). */
export function majorText(minor: number): string {
  const cents = BigInt(minor);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}
