import { z } from 'zod';
import { minorUnits } from '../money-output';
import { QUANTITY_BASES } from './measurement-units';
import type { DeliveryTerms } from './delivery-terms-defaults';
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

export {
  agreedDeliveryTerms,
  DELIVERY_TERM_NAMES,
  DELIVERY_TERMS_DEFAULTS,
  deliveryTermsInput,
  deliveryTermsOf,
  differingTerms,
  isDefaultTerm,
  majorText,
  proposalColumns,
  proposedTermsOf,
  type DeliveryTermName,
  type DeliveryTerms,
} from './delivery-terms-defaults';
