import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { OFFER_SORTS, TOffer } from '@energy/domain/schemas/offer';
import { Badge, Group, Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { deliverySlotsText, pricingBandsText } from '../../../components/procurement/offerText';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

type OfferColumn = ListColumn<TOffer, (typeof OFFER_SORTS)[number]>;

/** Who made the offer, on which RFQ: what the buyer and the admin compare. */
const SUPPLIER_COLUMN: OfferColumn = {
  key: 'supplier',
  title: 'Supplier',
  render: (offer) => (
    <>
      <OrgName name={offer.supplierName} verified={offer.supplierVerified} fw={500} decision />
      <Text size="xs" c="dimmed">
        {offer.rfqNumber}
      </Text>
    </>
  ),
};

/** A supplier's own quotes: every row is theirs, so the row names the RFQ instead of repeating their name. */
const RFQ_COLUMN: OfferColumn = {
  key: 'rfq',
  title: 'RFQ',
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
};

/** Supplier (or, for the supplier's own quotes, RFQ), Unit Price, Total, Pricing Bands, Delivery Slots, Status, Valid Until (spec 001 §2); Actions come from the table. */
export const offerColumns = (ownQuotes: boolean): OfferColumn[] => [
  ownQuotes ? RFQ_COLUMN : SUPPLIER_COLUMN,
  {
    key: 'unitPrice',
    title: 'Unit Price',
    noWrap: true,
    render: (offer) => formatMoney(offer.unitPrice, offer.currency),
  },
  {
    key: 'totalPrice',
    title: 'Total',
    sort: 'totalPrice',
    noWrap: true,
    render: (offer) => formatMoney(offer.totalPrice, offer.currency),
  },
  { key: 'pricingBands', title: 'Pricing Bands', render: pricingBandsText },
  { key: 'deliverySlots', title: 'Delivery Slots', render: deliverySlotsText },
  {
    key: 'status',
    title: 'Status',
    noWrap: true,
    render: (offer) => (
      <Group gap={4} wrap="nowrap">
        <StatusBadge status={offer.status} />
        {offer.counter?.status === 'pending' && (
          <Badge color="orange" variant="outline" style={{ whiteSpace: 'nowrap' }}>
            Counter-offer
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'validUntil',
    title: 'Valid Until',
    sort: 'validUntil',
    noWrap: true,
    render: (offer) => formatShortDate(offer.validUntil),
  },
];
