import { CURRENCIES, DEFAULT_CURRENCY, minorToMajor, type Currency } from '@energy/domain/money';
import type { TOffer, TOfferInput, TOfferParsed } from '@energy/domain/schemas/offer';
import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import dayjs from 'dayjs';
import type { ServerError } from '../../../components/serverErrors';

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

export interface OfferFormValues {
  unitPrice: string;
  currency: Currency;
  validUntil: string | null;
  notes: string;
  paymentTerms: { method: string; daysToPayment: number | string; advancePayment: number | string };
  pricingBands: PricingBandValues[];
  deliverySlots: DeliverySlotValues[];
  /** Optional: left blank, the offer has no allocation window. */
  allocationWindow: AllocationWindowValues;
}

const NO_WINDOW: AllocationWindowValues = { startTime: null, endTime: null, maxAllocation: '' };

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
      unitPrice: '',
      currency: DEFAULT_CURRENCY.procurement,
      validUntil: null,
      notes: '',
      paymentTerms: { method: '', daysToPayment: 30, advancePayment: 0 },
      pricingBands: [],
      deliverySlots: [],
      allocationWindow: NO_WINDOW,
    };
  }
  return {
    unitPrice: minorToMajor(offer.unitPrice),
    currency: offer.currency,
    validUntil: day(offer.validUntil),
    notes: offer.notes ?? '',
    paymentTerms: { ...offer.paymentTerms },
    pricingBands: offer.pricingBands.map((band) => ({
      key: randomId(),
      ...band,
      unitPrice: minorToMajor(band.unitPrice),
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
  };
}

/** What the offer schema reads: the form's values without the list keys and blank notes. */
export function offerPayload(rfqId: string, values: OfferFormValues) {
  const { pricingBands, deliverySlots, notes, allocationWindow, ...offer } = values;
  const windowGiven = allocationWindow.startTime || allocationWindow.endTime || allocationWindow.maxAllocation !== '';
  return {
    rfqId,
    ...offer,
    ...(notes.trim() ? { notes } : {}),
    ...(windowGiven ? { allocationWindow } : {}),
    pricingBands: pricingBands.map(({ key: _key, ...band }) => band),
    deliverySlots: deliverySlots.map(({ key: _key, ...slot }) => slot),
  };
}

/** The validated offer sent back in the input's own terms: prices as major-unit text, as the user typed them. */
export function offerInput(parsed: TOfferParsed): TOfferInput {
  return {
    ...parsed,
    unitPrice: parsed.unitPrice === undefined ? undefined : minorToMajor(parsed.unitPrice),
    pricingBands: parsed.pricingBands.map((band) => ({ ...band, unitPrice: minorToMajor(band.unitPrice) })),
  };
}

const FIELDS = [
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
