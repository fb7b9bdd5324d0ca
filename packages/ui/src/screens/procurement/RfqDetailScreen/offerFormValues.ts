import { decimalToMoneyInteger, tenThousandthsToDecimal } from '@energy/domain/money-decimal';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '@energy/domain/money';
import { deliveryTermsInput } from '@energy/domain/schemas/delivery-terms-defaults';
import type { TOffer, TOfferInput, TOfferParsed } from '@energy/domain/schemas/offer';
import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import dayjs from 'dayjs';
import type { ServerError } from '../../../components/serverErrors';
import {
  deliveryTermsPayload,
  EMPTY_DELIVERY_TERMS,
  proposedTermsValues,
  type DeliveryTermsValues,
} from '../../../components/procurement/DeliveryTermsFields';

export interface PricingBandValues {
  key: string;
  minQuantity: number | string;
  maxQuantity: number | string;
  unitPrice: string;
}

export interface DeliverySlotValues {
  key: string;
  startTime: string | null;
  endTime: string | null;
}

export interface AllocationWindowValues {
  startTime: string | null;
  endTime: string | null;
  maxAllocation: number | string;
}

export const PRICING_TYPES = ['fixed', 'formula'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];
export const PERIOD_KINDS = ['average', 'day', 'month'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/**
 * How the offer is priced, in the input's own paths (`pricing.indexId`, `pricing.period.month`), so the schema's
 * and the server's messages land on their fields. The period keeps every kind's fields; the payload sends the chosen
 * kind's only.
 */
export interface PricingValues {
  type: PricingType;
  indexId: string | null;
  differential: string;
  period: {
    kind: PeriodKind;
    daysBefore: number | string;
    daysAfter: number | string;
    date: string | null;
    /** "2026-12" */
    month: string;
  };
  /** Blank: the product's default density. */
  densityKgM3: string;
}

export interface OfferFormValues {
  pricing: PricingValues;
  unitPrice: string;
  currency: Currency;
  validUntil: string | null;
  notes: string;
  paymentTerms: { method: string; daysToPayment: number | string; advancePayment: number | string };
  pricingBands: PricingBandValues[];
  deliverySlots: DeliverySlotValues[];
  /** Optional: left blank, the offer has no allocation window. */
  allocationWindow: AllocationWindowValues;
  /** Optional: each left empty takes the RFQ's term. */
  deliveryTerms: DeliveryTermsValues;
}

const NO_WINDOW: AllocationWindowValues = { startTime: null, endTime: null, maxAllocation: '' };

const FIXED: PricingValues = {
  type: 'fixed',
  indexId: null,
  differential: '',
  period: { kind: 'average', daysBefore: 0, daysAfter: 0, date: null, month: '' },
  densityKgM3: '',
};

/** The offer's pricing as the form holds it: a fixed price, or its formula with the other period kinds blank. */
function pricingValues(offer: TOffer): PricingValues {
  if (offer.pricing.type === 'fixed') return FIXED;
  const { indexId, differential, period, densityKgM3 } = offer.pricing;
  return {
    type: 'formula',
    indexId,
    differential: tenThousandthsToDecimal(differential),
    period: {
      ...FIXED.period,
      kind: period.kind,
      ...(period.kind === 'average' ? { daysBefore: period.daysBefore, daysAfter: period.daysAfter } : {}),
      ...(period.kind === 'day' ? { date: period.date } : {}),
      ...(period.kind === 'month' ? { month: period.month } : {}),
    },
    densityKgM3: densityKgM3 ?? '',
  };
}

/** The pricing the schema reads: the chosen period kind's fields only, a blank density left out. */
function pricingPayload(pricing: PricingValues) {
  if (pricing.type === 'fixed') return { type: 'fixed' as const };
  const { kind, daysBefore, daysAfter, date, month } = pricing.period;
  const period =
    kind === 'average'
      ? { kind, anchor: 'delivery' as const, daysBefore, daysAfter }
      : kind === 'day'
        ? { kind, date }
        : { kind, month };
  return {
    type: 'formula' as const,
    indexId: pricing.indexId ?? '',
    differential: pricing.differential,
    period,
    ...(pricing.densityKgM3.trim() ? { densityKgM3: pricing.densityKgM3 } : {}),
  };
}
export const CURRENCY_OPTIONS = [...CURRENCIES];

const day = (iso: string): string => dayjs(iso).format('YYYY-MM-DD');

export const newPricingBand = (): PricingBandValues => ({
  key: randomId(),
  minQuantity: '',
  maxQuantity: '',
  unitPrice: '',
});
export const newDeliverySlot = (): DeliverySlotValues => ({ key: randomId(), startTime: null, endTime: null });

/** A blank offer in naira (the spec's currency for offers, the API's default), or the supplier's own offer to revise. */
export function offerFormValues(offer: TOffer | undefined): OfferFormValues {
  if (!offer) {
    return {
      pricing: FIXED,
      unitPrice: '',
      currency: DEFAULT_CURRENCY.procurement,
      validUntil: null,
      notes: '',
      paymentTerms: { method: '', daysToPayment: 30, advancePayment: 0 },
      pricingBands: [],
      deliverySlots: [],
      allocationWindow: NO_WINDOW,
      deliveryTerms: EMPTY_DELIVERY_TERMS,
    };
  }
  const formula = offer.pricing.type === 'formula';
  return {
    pricing: pricingValues(offer),
    // A formula offer's row carries its indicative price, not one the supplier typed.
    unitPrice: formula ? '' : tenThousandthsToDecimal(offer.unitPrice),
    currency: offer.currency,
    validUntil: day(offer.validUntil),
    notes: offer.notes ?? '',
    paymentTerms: { ...offer.paymentTerms },
    pricingBands: offer.pricingBands.map((band) => ({
      key: randomId(),
      ...band,
      unitPrice: tenThousandthsToDecimal(band.unitPrice),
    })),
    deliverySlots: offer.deliverySlots.map((slot) => ({
      key: randomId(),
      startTime: day(slot.startTime),
      endTime: day(slot.endTime),
    })),
    allocationWindow: offer.allocationWindow
      ? {
          startTime: day(offer.allocationWindow.startTime),
          endTime: day(offer.allocationWindow.endTime),
          maxAllocation: offer.allocationWindow.maxAllocation,
        }
      : NO_WINDOW,
    deliveryTerms: proposedTermsValues(offer.deliveryTerms),
  };
}

/**
 * What the offer schema reads: the form's values without the list keys and blank notes. A formula offer sends no
 * unit price and no pricing bands (its price comes from the index), whatever the hidden fields still hold.
 */
export function offerPayload(rfqId: string, values: OfferFormValues) {
  const { pricing, unitPrice, pricingBands, deliverySlots, notes, allocationWindow, deliveryTerms, ...offer } = values;
  const windowGiven = allocationWindow.startTime || allocationWindow.endTime || allocationWindow.maxAllocation !== '';
  const fixed = pricing.type === 'fixed';
  return {
    rfqId,
    pricing: pricingPayload(pricing),
    ...(fixed ? { unitPrice } : {}),
    ...offer,
    ...(notes.trim() ? { notes } : {}),
    ...(windowGiven ? { allocationWindow } : {}),
    ...(fixed ? { pricingBands: pricingBands.map(({ key: _key, ...band }) => band) } : {}),
    deliverySlots: deliverySlots.map(({ key: _key, ...slot }) => slot),
    ...deliveryTermsPayload(deliveryTerms),
  };
}

/**
 * The validated offer sent in the API's money format: unit prices and the differential as integer ten-thousandths
 * (the typed "1161.9537" is 11619537, converted exactly), the demurrage rate in minor units.
 */
export function offerInput(parsed: TOfferParsed): TOfferInput {
  const { unitPrice, pricingBands, deliveryTerms, ...terms } = parsed;
  const offer = { ...terms, deliveryTerms: deliveryTerms && deliveryTermsInput(deliveryTerms) };
  const scaled = (text: string) => decimalToMoneyInteger(text, 'ten-thousandths') ?? text;
  if (parsed.pricing.type === 'formula')
    return { ...offer, pricing: { ...parsed.pricing, differential: scaled(parsed.pricing.differential) } };
  return {
    ...offer,
    unitPrice: unitPrice === undefined ? undefined : scaled(unitPrice),
    pricingBands: pricingBands.map((band) => ({ ...band, unitPrice: scaled(band.unitPrice) })),
  };
}

const FIELDS = [
  'pricing',
  'pricing.indexId',
  'pricing.differential',
  'pricing.period',
  'pricing.period.daysBefore',
  'pricing.period.daysAfter',
  'pricing.period.date',
  'pricing.period.month',
  'pricing.densityKgM3',
  'unitPrice',
  'currency',
  'validUntil',
  'notes',
  'paymentTerms.method',
  'paymentTerms.daysToPayment',
  'paymentTerms.advancePayment',
  'pricingBands',
  'deliverySlots',
  'allocationWindow.startTime',
  'allocationWindow.endTime',
  'allocationWindow.maxAllocation',
  'deliveryTerms.quantityTolerancePct',
  'deliveryTerms.quantityBasis',
  'deliveryTerms.allowedTransitLossPct',
  'deliveryTerms.freeTimeHours',
  'deliveryTerms.demurrageRate',
];
const LIST_FIELD = /^(pricingBands|deliverySlots)\.\d+\.\w+$/;

/** Field errors from the server's details; a revision's paths start with "offer.". */
export function offerFieldErrors(error: ServerError): FormErrors {
  const errors: FormErrors = {};
  for (const detail of error.data?.details ?? []) {
    const path = detail.path.replace(/^offer\./, '');
    if ((FIELDS.includes(path) || LIST_FIELD.test(path)) && !(path in errors)) errors[path] = detail.message;
  }
  return errors;
}
