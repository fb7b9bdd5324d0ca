import { z } from 'zod';
import { minorUnits, tenThousandths } from '../money-output';
import { ZAllowedActions } from '../actions/catalog';
import { CURRENCIES } from '../money';
import { COUNTER_STATUSES, OFFER_RECORD_STATUSES } from '../machines/procurement';
import { zPagedListInput } from './paging';
import { MAX_AVERAGE_DAYS, type PricingFormula, type PricingPeriod } from '../pricing/formula';
import { boundedDate, isoDay, isPastPlannedDate, multiLineText, percent, quantity } from './primitives';
import { MONEY_MESSAGES, moneyInputAsDecimal } from '../money-input';
import { PRICE_UNITS } from './pricing';
import { DELIVERY_TERM_NAMES, ZDeliveryTerms, ZDeliveryTermsInput, ZProposedDeliveryTerms } from './delivery-terms';
import { OFFER_SORTS } from '../list-sorts';

export { OFFER_SORTS } from '../list-sorts';

/** Offer form texts: the spec shows none, these follow its tone. */
export const OFFER_MESSAGES = {
  unitPriceRequired: 'Unit price is required',
  unitPriceInvalid: 'Unit price must be a positive amount with at most 4 decimals',
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

/**
 * A fixed unit price: integer ten-thousandths of the currency unit (6505000 is 650.50), or for one release the
 * deprecated decimal string ("650.50"). Parsed to 4-decimal text ("650.5000"): the server stores it and its minor units.
 */
const price = moneyInputAsDecimal({
  scale: 4,
  required: OFFER_MESSAGES.unitPriceRequired,
  invalid: OFFER_MESSAGES.unitPriceInvalid,
});

/** Formula offers (issue 30 item 4): texts of the pricing formula's checks. */
export const FORMULA_MESSAGES = {
  indexUnknown: 'Unknown price index',
  indexInactive: 'This price index is no longer active',
  indexNoQuotes: 'This price index has no quote yet to price the offer',
  differentialInvalid: 'Differential must be a number with at most 4 decimals',
  daysInvalid: 'Days before and after must be whole numbers from 0 to 31',
  averageTooLong: 'An average may cover at most 31 days',
  monthInvalid: 'Month must be written as YYYY-MM',
  periodInPast: 'The pricing period must not be in the past',
  monthNotAfterClose: 'The pricing month must come after the RFQ closes',
  densityInvalid: 'Density must be a number greater than 0 (kg/m³ at 15 °C)',
  noUnitPriceWithFormula: 'A formula offer takes no unit price: its price comes from the index',
  noBandsWithFormula: 'Pricing bands apply to fixed prices only',
  counterPriceOrDifferential: 'Counter with a unit price for a fixed offer, or with a differential for a formula offer',
} as const;

/**
 * A differential per unit of the RFQ in the offer's currency: integer ten-thousandths, negative allowed (-25000 is
 * -2.50), or for one release the deprecated decimal string ("-2.50"). Parsed to 4-decimal text ("-2.5000").
 */
const zDifferential = moneyInputAsDecimal(
  {
    scale: 4,
    required: FORMULA_MESSAGES.differentialInvalid,
    invalid: FORMULA_MESSAGES.differentialInvalid,
    format: MONEY_MESSAGES.differentialFormat,
    decimals: FORMULA_MESSAGES.differentialInvalid,
    allowZero: true,
    allowNegative: true,
  },
  { keepText: true },
);

const zDays = z
  .number({ message: FORMULA_MESSAGES.daysInvalid })
  .int(FORMULA_MESSAGES.daysInvalid)
  .min(0, FORMULA_MESSAGES.daysInvalid)
  .max(MAX_AVERAGE_DAYS, FORMULA_MESSAGES.daysInvalid);

export const ZPricingPeriod = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('average'),
      anchor: z.literal('delivery').default('delivery'),
      daysBefore: zDays.default(0),
      daysAfter: zDays.default(0),
    })
    .refine((p) => p.daysBefore + p.daysAfter + 1 <= MAX_AVERAGE_DAYS, {
      message: FORMULA_MESSAGES.averageTooLong,
      path: ['daysAfter'],
    }),
  z.strictObject({ kind: z.literal('day'), date: isoDay('Pricing date') }),
  z.strictObject({
    kind: z.literal('month'),
    month: z
      .string({ message: FORMULA_MESSAGES.monthInvalid })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, FORMULA_MESSAGES.monthInvalid),
  }),
]) satisfies z.ZodType<PricingPeriod>;

/** How an offer is priced: a fixed unit price (the default), or an index plus a differential over a period. */
export const ZOfferPricing = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('fixed') }),
  z.strictObject({
    type: z.literal('formula'),
    indexId: z.uuid(FORMULA_MESSAGES.indexUnknown),
    differential: zDifferential,
    period: ZPricingPeriod,
    densityKgM3: z
      .string({ message: FORMULA_MESSAGES.densityInvalid })
      .trim()
      .regex(/^\d{1,5}(\.\d{1,3})?$/, FORMULA_MESSAGES.densityInvalid)
      .refine((d) => /[1-9]/.test(d), FORMULA_MESSAGES.densityInvalid)
      .nullish(),
  }) satisfies z.ZodType<PricingFormula & { type: 'formula' }>,
]);
export type TOfferPricing = z.output<typeof ZOfferPricing>;

/** The first day of the period that can be checked without the RFQ (a day, a month); null for an average. */
function lastDayOfPeriodWithoutRfq(period: unknown): string | null {
  const p = period as { kind?: unknown; date?: unknown; month?: unknown } | null;
  if (p?.kind === 'day' && typeof p.date === 'string') return p.date;
  if (p?.kind === 'month' && typeof p.month === 'string') {
    const [year = 0, month = 1] = p.month.split('-').map(Number);
    return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  }
  return null;
}

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
  return (
    z
      .strictObject({
        rfqId: z.uuid('Unknown RFQ'),
        /** Required for a fixed price; a formula offer's comes from its index. */
        unitPrice: price.optional(),
        pricing: ZOfferPricing.default({ type: 'fixed' }),
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
        /** Delivery terms the supplier proposes instead of the RFQ's; each left out takes the RFQ's. */
        deliveryTerms: ZDeliveryTermsInput.optional(),
      })
      .superRefine((offer, ctx) => {
        const current = now();
        const pricing = offer.pricing as { type?: unknown; period?: unknown } | undefined;
        if (pricing?.type === 'formula') {
          if (offer.unitPrice !== undefined)
            ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: FORMULA_MESSAGES.noUnitPriceWithFormula });
          if (Array.isArray(offer.pricingBands) && offer.pricingBands.length > 0)
            ctx.addIssue({ code: 'custom', path: ['pricingBands'], message: FORMULA_MESSAGES.noBandsWithFormula });
          const lastDay = lastDayOfPeriodWithoutRfq(pricing.period);
          if (lastDay !== null && lastDay < current.toISOString().slice(0, 10))
            ctx.addIssue({ code: 'custom', path: ['pricing', 'period'], message: FORMULA_MESSAGES.periodInPast });
        }
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
      })
      // A fixed price needs its unit price: said even when other fields are missing, as a required field's message is.
      .refine(
        (offer) =>
          (offer.pricing as { type?: unknown } | undefined)?.type === 'formula' || offer.unitPrice !== undefined,
        { message: OFFER_MESSAGES.unitPriceRequired, path: ['unitPrice'], when: () => true },
      )
  );
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

/** A fixed offer is countered with a unit price, a formula offer with a differential. */
export const ZCounterInput = z
  .strictObject({
    offerId: z.uuid('Unknown offer'),
    unitPrice: price.optional(),
    differential: zDifferential.optional(),
    note: multiLineText(1000, undefined, OFFER_MESSAGES.counterNoteLength).optional(),
  })
  .superRefine((counter, ctx) => {
    if ((counter.unitPrice === undefined) === (counter.differential === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [counter.differential === undefined ? 'unitPrice' : 'differential'],
        message:
          counter.differential === undefined
            ? OFFER_MESSAGES.unitPriceRequired
            : FORMULA_MESSAGES.counterPriceOrDifferential,
      });
  });

export const ZCounterResponseInput = z.strictObject({
  offerId: z.uuid('Unknown offer'),
  response: z.enum(['accept', 'decline'], { message: 'Choose accept or decline' }),
});

/** A formula as the offer row shows it: what was entered, and the index it names. */
export const ZFormulaPricingRow = z.object({
  type: z.literal('formula'),
  indexId: z.string(),
  indexCode: z.string(),
  indexName: z.string(),
  /** The index's price unit, "USD/t". */
  indexPriceUnit: z.enum(PRICE_UNITS),
  /** Per unit of the RFQ in the record's currency: integer ten-thousandths (-25000 is -2.50). */
  differential: tenThousandths(),
  period: z.union([
    z.object({
      kind: z.literal('average'),
      anchor: z.literal('delivery'),
      daysBefore: z.number(),
      daysAfter: z.number(),
    }),
    z.object({ kind: z.literal('day'), date: z.string() }),
    z.object({ kind: z.literal('month'), month: z.string() }),
  ]),
  /** As entered; null: the product's default density. */
  densityKgM3: z.string().nullable(),
});
export const ZOfferPricingRow = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed') }),
  ZFormulaPricingRow,
]);

/**
 * How a formula price was computed (formula.ts StoredPriceBasis, stored beside the figures it produced). Prices per
 * unit of the RFQ in the record's currency are integer ten-thousandths, the total integer minor units.
 */
export const ZPriceBasis = z.object({
  /** The period's average in the index's own unit and currency ("USD/t"), 6 decimals, as index quotes are: not money. */
  indexAverage: z.string(),
  /** The average converted into the RFQ's unit and the record's currency, rounded to 4 decimals: ten-thousandths. */
  convertedIndex: tenThousandths(),
  differential: tenThousandths(),
  /** Converted index (unrounded) + differential, rounded half to even to 4 decimals: ten-thousandths. */
  unitPrice: tenThousandths(),
  /**
   * The unrounded unit price x the RFQ's quantity, rounded half to even once to 2 decimals: integer minor units, the
   * total the record took from it (an offer's `indicativeTotal`, a contract's `totalValue` or `finalTotal`).
   */
  total: minorUnits(),
  density: z.string().nullable(),
  fx: z
    .object({
      base: z.enum(CURRENCIES),
      quote: z.enum(CURRENCIES),
      rate: z.string(),
      date: z.string(),
      inverted: z.boolean(),
    })
    .nullable(),
  /** The period's days with their own quote, of the days it has. */
  quotesPresent: z.number().int(),
  quotesNeeded: z.number().int(),
  /** The latest quote read. */
  asOf: z.string(),
});
export type TPriceBasis = z.infer<typeof ZPriceBasis>;

const isoBand = z.object({
  minQuantity: z.number(),
  maxQuantity: z.number(),
  /** The band's unit price as entered: integer ten-thousandths of the offer's currency (11619537 is 1161.9537). */
  unitPrice: tenThousandths(),
});
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
  /**
   * Integer ten-thousandths of `currency` (6505000 is 650.50 per unit), as the offer was submitted: a fixed offer's
   * unit price as entered, a formula offer's indicative one (one stored before unit prices kept 4 decimals: its price
   * in minor units, x 100).
   */
  unitPrice: tenThousandths('currency'),
  /** Integer minor units of `currency`. */
  totalPrice: minorUnits('currency'),
  currency: z.enum(CURRENCIES),
  /** Fixed, or the formula as entered (issue 30). */
  pricing: ZOfferPricingRow,
  /**
   * The price to compare offers by, integer ten-thousandths of `currency`: a fixed offer's unit price as entered (the
   * same as `unitPrice`) and total; a formula offer's computed from the latest quotes (null before the index has
   * any), `indicativeAsOf` the date of the latest quote used.
   */
  indicativeUnitPrice: tenThousandths('currency').nullable(),
  /** Integer minor units of `currency`. */
  indicativeTotal: minorUnits('currency').nullable(),
  indicativeAsOf: z.string().nullable(),
  /** A formula offer's computation (converted index, rate, density); null for a fixed offer. */
  priceBasis: ZPriceBasis.nullable(),
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
  /** What the supplier proposed instead of the RFQ's delivery terms (null: the RFQ's). */
  deliveryTerms: ZProposedDeliveryTerms,
  /** The delivery terms a contract on this offer carries: each proposal, else the RFQ's term. */
  agreedDeliveryTerms: ZDeliveryTerms,
  /** The proposals that differ from the RFQ's terms, for the buyer comparing offers. */
  differingDeliveryTerms: z.array(z.enum(DELIVERY_TERM_NAMES)),
  counter: z
    .object({
      /** A fixed offer's countered unit price as entered, ten-thousandths; null for a formula offer. */
      unitPrice: tenThousandths().nullable(),
      /** A formula offer's countered differential, ten-thousandths; null for a fixed offer. */
      differential: tenThousandths().nullable(),
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
