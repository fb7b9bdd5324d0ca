import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { CURRENCIES } from '../money';
import { COUNTER_STATUSES, OFFER_RECORD_STATUSES } from '../machines/procurement';
import { zPagedListInput } from './paging';
import { boundedDate, isPastPlannedDate, moneyAmount, multiLineText, percent, quantity } from './primitives';
import { OFFER_SORTS } from '../list-sorts';

export { OFFER_SORTS } from '../list-sorts';

/** Offer form texts: the spec shows none, these follow its tone. */
export const OFFER_MESSAGES = {
  unitPriceRequired: 'Unit price is required',
  unitPriceInvalid: 'Unit price must be a positive amount with at most 2 decimals',
  validUntilRequired: 'Valid until date is required',
  validUntilFuture: 'Valid until must be in the future',
  bandMinInvalid: 'Minimum quantity must be 0 or more',
  bandMaxInvalid: 'Maximum quantity must be greater than the minimum quantity',
  bandsOverlap: 'Pricing bands must not overlap',
  slotOrder: 'Delivery slot end must be after its start',
  windowOrder: 'Allocation window end must be after its start',
  maxAllocationInvalid: 'Maximum allocation must be greater than 0',
  paymentMethodRequired: 'Payment method is required',
  daysToPaymentRange: 'Days to payment must be a whole number from 0 to 365',
  advanceRange: 'Advance payment must be between 0 and 100 percent',
  counterNoteLength: 'Note must be at most 1000 characters',
  plannedInPast: 'Start time must not be in the past',
} as const;

export const PAYMENT_METHODS = ['bank_transfer', 'letter_of_credit', 'escrow'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  bank_transfer: 'Bank transfer',
  letter_of_credit: 'Letter of credit',
  escrow: 'Escrow',
};

const price = moneyAmount({ required: OFFER_MESSAGES.unitPriceRequired, invalid: OFFER_MESSAGES.unitPriceInvalid });

const ZPricingBand = z
  .strictObject({
    minQuantity: quantity(
      { required: OFFER_MESSAGES.bandMinInvalid, invalid: OFFER_MESSAGES.bandMinInvalid },
      { allowZero: true },
    ),
    maxQuantity: quantity({ required: OFFER_MESSAGES.bandMaxInvalid, invalid: OFFER_MESSAGES.bandMaxInvalid }),
    unitPrice: price,
  })
  .refine((b) => b.maxQuantity > b.minQuantity, { message: OFFER_MESSAGES.bandMaxInvalid, path: ['maxQuantity'] });

const ZDeliverySlot = z
  .strictObject({ startTime: boundedDate('Start time is required'), endTime: boundedDate('End time is required') })
  .refine((s) => s.endTime > s.startTime, { message: OFFER_MESSAGES.slotOrder, path: ['endTime'] });

export const ZPaymentTerms = z.strictObject({
  method: z.enum(PAYMENT_METHODS, { message: OFFER_MESSAGES.paymentMethodRequired }),
  daysToPayment: z
    .number({ message: OFFER_MESSAGES.daysToPaymentRange })
    .int(OFFER_MESSAGES.daysToPaymentRange)
    .min(0, OFFER_MESSAGES.daysToPaymentRange)
    .max(365, OFFER_MESSAGES.daysToPaymentRange),
  advancePayment: percent(OFFER_MESSAGES.advanceRange),
});
export type TPaymentTerms = z.infer<typeof ZPaymentTerms>;

/** Submit or revise an offer (one per supplier organization per RFQ). */
export function offerInputSchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      rfqId: z.uuid('Unknown RFQ'),
      unitPrice: price,
      currency: z.enum(CURRENCIES).default('NGN'),
      validUntil: boundedDate(OFFER_MESSAGES.validUntilRequired),
      notes: multiLineText(2000).optional(),
      pricingBands: z.array(ZPricingBand).max(20).default([]),
      deliverySlots: z.array(ZDeliverySlot).max(50).default([]),
      allocationWindow: z
        .strictObject({
          startTime: boundedDate('Start time is required'),
          endTime: boundedDate('End time is required'),
          maxAllocation: quantity({
            required: OFFER_MESSAGES.maxAllocationInvalid,
            invalid: OFFER_MESSAGES.maxAllocationInvalid,
          }),
        })
        .refine((w) => w.endTime > w.startTime, { message: OFFER_MESSAGES.windowOrder, path: ['endTime'] })
        .optional(),
      paymentTerms: ZPaymentTerms,
    })
    .superRefine((offer, ctx) => {
      const current = now();
      if (offer.validUntil <= current)
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: OFFER_MESSAGES.validUntilFuture });
      // zod runs this even when a field failed, with that field's raw value: check shapes before use.
      const slots: unknown[] = Array.isArray(offer.deliverySlots) ? offer.deliverySlots : [];
      slots.forEach((slot, i) => {
        if (isPastPlannedDate((slot as { startTime?: unknown } | null)?.startTime, current)) {
          ctx.addIssue({
            code: 'custom',
            path: ['deliverySlots', i, 'startTime'],
            message: OFFER_MESSAGES.plannedInPast,
          });
        }
      });
      if (isPastPlannedDate((offer.allocationWindow as { startTime?: unknown } | undefined)?.startTime, current)) {
        ctx.addIssue({
          code: 'custom',
          path: ['allocationWindow', 'startTime'],
          message: OFFER_MESSAGES.plannedInPast,
        });
      }
      const given: unknown[] = Array.isArray(offer.pricingBands) ? offer.pricingBands : [];
      const parsed = given.filter(
        (b): b is { minQuantity: number; maxQuantity: number } =>
          typeof (b as { minQuantity?: unknown } | null)?.minQuantity === 'number' &&
          typeof (b as { maxQuantity?: unknown }).maxQuantity === 'number',
      );
      const bands = [...parsed].sort((a, b) => a.minQuantity - b.minQuantity);
      for (let i = 1; i < bands.length; i++) {
        if ((bands[i]?.minQuantity ?? 0) < (bands[i - 1]?.maxQuantity ?? 0)) {
          ctx.addIssue({ code: 'custom', path: ['pricingBands'], message: OFFER_MESSAGES.bandsOverlap });
          break;
        }
      }
    });
}
export const ZOfferInput = offerInputSchema();
export type TOfferInput = z.input<typeof ZOfferInput>;
export type TOfferParsed = z.output<typeof ZOfferInput>;

/** Offers: search over the RFQ's number and title and the supplier's name; filter by RFQ, status, counter-offer. */
export const ZOfferListInput = zPagedListInput(OFFER_SORTS, {
  rfqId: z.uuid('Unknown RFQ').optional(),
  status: z.enum(['pending', 'selected']).optional(),
  isCounterOffer: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
});
export type TOfferListInput = z.input<typeof ZOfferListInput>;

export const ZOfferId = z.strictObject({ id: z.uuid('Unknown offer') });

export const ACCEPT_MESSAGES = {
  versionRequired: 'Send the version of the offer you accept',
  changed: 'This offer has changed since you saw it',
} as const;

/** Accept names the offer version the buyer saw, so a revision landing first cannot bind the buyer to unseen terms. */
export const ZAcceptOfferInput = z.strictObject({
  id: z.uuid('Unknown offer'),
  version: z
    .number({ message: ACCEPT_MESSAGES.versionRequired })
    .int(ACCEPT_MESSAGES.versionRequired)
    .min(1, ACCEPT_MESSAGES.versionRequired)
    .max(2_147_483_647, ACCEPT_MESSAGES.versionRequired),
});
export type TAcceptOfferInput = z.input<typeof ZAcceptOfferInput>;

export const ZCounterInput = z.strictObject({
  offerId: z.uuid('Unknown offer'),
  unitPrice: price,
  note: multiLineText(1000, undefined, OFFER_MESSAGES.counterNoteLength).optional(),
});

export const ZCounterResponseInput = z.strictObject({
  offerId: z.uuid('Unknown offer'),
  response: z.enum(['accept', 'decline'], { message: 'Choose accept or decline' }),
});

const isoBand = z.object({ minQuantity: z.number(), maxQuantity: z.number(), unitPrice: z.number().int() });
const isoSlot = z.object({ startTime: z.string(), endTime: z.string() });

export const ZOffer = z.object({
  id: z.string(),
  rfqId: z.string(),
  rfqNumber: z.string(),
  rfqTitle: z.string(),
  supplierOrgId: z.string(),
  supplierName: z.string(),
  /** The supplier's organization is verified (its KYB review approved). */
  supplierVerified: z.boolean(),
  /** Money in integer minor units of `currency`. */
  unitPrice: z.number().int(),
  totalPrice: z.number().int(),
  currency: z.enum(CURRENCIES),
  validUntil: z.string(),
  status: z.enum(OFFER_RECORD_STATUSES),
  /** Changes with every change of terms; accept must carry the version the buyer saw. */
  version: z.number().int(),
  isSelected: z.boolean(),
  isCounterOffer: z.boolean(),
  notes: z.string().nullable(),
  pricingBands: z.array(isoBand),
  deliverySlots: z.array(isoSlot),
  allocationWindow: z.object({ startTime: z.string(), endTime: z.string(), maxAllocation: z.number() }).nullable(),
  paymentTerms: z.object({
    method: z.enum(PAYMENT_METHODS),
    daysToPayment: z.number().int(),
    advancePayment: z.number(),
  }),
  counter: z
    .object({
      unitPrice: z.number().int(),
      note: z.string().nullable(),
      status: z.enum(COUNTER_STATUSES),
      createdAt: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TOffer = z.infer<typeof ZOffer>;
