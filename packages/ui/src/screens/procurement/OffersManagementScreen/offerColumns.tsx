import { formatMoney, formatShortDate } from '@energy/domain/money';
import type { OFFER_SORTS, TOffer } from '@energy/domain/schemas/offer';
import { Badge, Group, Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { deliverySlotsText, pricingBandsText } from '../../../components/procurement/offerText';
import { StatusBadge } from '../../../components/StatusBadge';

/** Supplier, Unit Price, Total, Pricing Bands, Delivery Slots, Status, Valid Until (spec 001 §2); Actions come from the table. */
export const OFFER_COLUMNS: ListColumn<TOffer, (typeof OFFER_SORTS)[number]>[] = [
  {
    key: 'supplier',
    title: 'Supplier',
    render: (offer) => (
      <>
        <Text size="sm" fw={500}>{offer.supplierName}</Text>
        <Text size="xs" c="dimmed">{offer.rfqNumber}</Text>
      </>
    ),
  },
  { key: 'unitPrice', title: 'Unit Price', noWrap: true, render: (offer) => formatMoney(offer.unitPrice, offer.currency) },
  { key: 'totalPrice', title: 'Total', sort: 'totalPrice', noWrap: true, render: (offer) => formatMoney(offer.totalPrice, offer.currency) },
  { key: 'pricingBands', title: 'Pricing Bands', render: pricingBandsText },
  { key: 'deliverySlots', title: 'Delivery Slots', render: deliverySlotsText },
  {
    key: 'status',
    title: 'Status',
    noWrap: true,
    render: (offer) => (
      <Group gap={4} wrap="nowrap">
        <StatusBadge status={offer.status} />
        {offer.counter?.status === 'pending' && <Badge color="orange" variant="outline" style={{ whiteSpace: 'nowrap' }}>Counter-offer</Badge>}
      </Group>
    ),
  },
  { key: 'validUntil', title: 'Valid Until', sort: 'validUntil', noWrap: true, render: (offer) => formatShortDate(offer.validUntil) },
];
