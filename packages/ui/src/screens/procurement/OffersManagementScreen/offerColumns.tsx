import type { Translate } from '@energy/i18n/translator';
import type { OFFER_SORTS, TOffer } from '@energy/domain/schemas/offer';
import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import type { ListColumn } from '../../../components/data-table/columns';
import { deliverySlotsText, pricingBandsText } from '../../../components/procurement/offerText';
import { OfferTotal, OfferUnitPrice } from '../../../components/procurement/IndicativePrice';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

type OfferColumn = ListColumn<TOffer, (typeof OFFER_SORTS)[number]>;

/** Who made the offer, on which RFQ: what the buyer and the admin compare. */
const supplierColumn = (t: Translate): OfferColumn => ({
  key: 'supplier',
  title: t('procurement.fields.supplier'),
  render: (offer) => (
    <>
      <OrgName name={offer.supplierName} verified={offer.supplierVerified} fw={500} decision />
      <Text size="xs" c="dimmed">
        {offer.rfqNumber}
      </Text>
    </>
  ),
});

/** A supplier's own quotes: every row is theirs, so the row names the RFQ instead of repeating their name. */
const rfqColumn = (t: Translate): OfferColumn => ({
  key: 'rfq',
  title: t('procurement.fields.rfq'),
  render: (offer) => (
    <>
      <Text size="sm" fw={500}>
        {offer.rfqNumber}
      </Text>
      <Text size="xs" c="dimmed">
        {offer.rfqTitle}
      </Text>
    </>
  ),
});

/** Supplier (or, for the supplier's own quotes, RFQ), Unit Price, Total, Pricing Bands, Delivery Slots, Status, Valid Until (spec 001 §2); Actions come from the table. */
const offerColumns = (t: Translate, display: Display, ownQuotes: boolean): OfferColumn[] => [
  ownQuotes ? rfqColumn(t) : supplierColumn(t),
  {
    key: 'unitPrice',
    title: t('procurement.fields.unitPrice'),
    noWrap: true,
    render: (offer) => <OfferUnitPrice offer={offer} />,
  },
  {
    key: 'totalPrice',
    title: t('procurement.fields.total'),
    sort: 'totalPrice',
    noWrap: true,
    render: (offer) => <OfferTotal offer={offer} />,
  },
  { key: 'pricingBands', title: t('procurement.fields.pricingBands'), render: (offer) => pricingBandsText(t, offer) },
  {
    key: 'deliverySlots',
    title: t('procurement.fields.deliverySlots'),
    render: (offer) => deliverySlotsText(t, offer),
  },
  {
    key: 'status',
    title: t('procurement.fields.status'),
    noWrap: true,
    render: (offer) => (
      <Group gap={4} wrap="nowrap">
        <StatusBadge status={offer.status} />
        {offer.counter?.status === 'pending' && (
          <Badge color="orange" variant="outline" style={{ whiteSpace: 'nowrap' }}>
            {t('procurement.fields.counterOffer')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'validUntil',
    title: t('procurement.fields.validUntil'),
    sort: 'validUntil',
    noWrap: true,
    render: (offer) => display.date(offer.validUntil),
  },
];

/** The offer list's columns in the user's language; a supplier's own quotes name the RFQ instead of the supplier. */
export function useOfferColumns(ownQuotes: boolean): OfferColumn[] {
  const { t } = useTranslation();
  const display = useDisplay();
  return useMemo(() => offerColumns(t, display, ownQuotes), [t, display, ownQuotes]);
}
