import { formatShortDate } from '@energy/domain/dates';
import { PAYMENT_METHOD_LABELS, type TOffer } from '@energy/domain/schemas/offer';

type OfferTerms = Pick<TOffer, 'pricingBands' | 'deliverySlots' | 'paymentTerms'>;

/** Spec 001 §2: the count of pricing bands, or "Single price". */
export const pricingBandsText = (offer: OfferTerms): string =>
  offer.pricingBands.length > 0 ? String(offer.pricingBands.length) : 'Single price';

/** Spec 001 §2: the count of delivery slots, or "Flexible". */
export const deliverySlotsText = (offer: OfferTerms): string =>
  offer.deliverySlots.length > 0 ? String(offer.deliverySlots.length) : 'Flexible';

export function paymentTermsText({ paymentTerms }: OfferTerms): string {
  const advance = paymentTerms.advancePayment > 0 ? `, ${paymentTerms.advancePayment}% advance` : '';
  return `${PAYMENT_METHOD_LABELS[paymentTerms.method]}, ${paymentTerms.daysToPayment} days${advance}`;
}

export const slotText = (slot: { startTime: string; endTime: string }): string =>
  `${formatShortDate(slot.startTime)} – ${formatShortDate(slot.endTime)}`;
