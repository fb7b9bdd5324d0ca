import type { QuantityBasis } from './measurement-units';
import type { TDeliveryTermsInput, TDeliveryTermsParsed, TProposedDeliveryTerms } from './delivery-terms';

/** A contract's delivery terms, their defaults and how two sets compare: zod-free, so screens showing terms build no schema. */

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
