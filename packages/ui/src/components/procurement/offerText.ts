import type { Translate } from '@energy/i18n/translator';
import type { TOffer } from '@energy/domain/schemas/offer';
import type { Labels } from '../../i18n/labels';
import type { Display } from '../../i18n/useDisplay';

type OfferTerms = Pick<TOffer, 'pricingBands' | 'deliverySlots' | 'paymentTerms'> & { pricing?: TOffer['pricing'] };

/** Spec 001 §2: the count of pricing bands, or "Single price"; a formula offer (no bands) says "Formula". */
export const pricingBandsText = (t: Translate, offer: OfferTerms): string => {
  if (offer.pricing?.type === 'formula') return t('procurement.formula.badge');
  return offer.pricingBands.length > 0 ? String(offer.pricingBands.length) : t('procurement.offerText.singlePrice');
};

/** Spec 001 §2: the count of delivery slots, or "Flexible". */
export const deliverySlotsText = (t: Translate, offer: OfferTerms): string =>
  offer.deliverySlots.length > 0 ? String(offer.deliverySlots.length) : t('procurement.offerText.flexible');

export function paymentTermsText(t: Translate, labels: Labels, { paymentTerms }: OfferTerms): string {
  const values = {
    method: labels.of('paymentMethod', paymentTerms.method),
    days: paymentTerms.daysToPayment,
    advance: paymentTerms.advancePayment,
  };
  return paymentTerms.advancePayment > 0
    ? t('procurement.offerText.paymentTermsWithAdvance', values)
    : t('procurement.offerText.paymentTerms', values);
}

export const slotText = (display: Display, slot: { startTime: string; endTime: string }): string =>
  `${display.date(slot.startTime)} – ${display.date(slot.endTime)}`;
