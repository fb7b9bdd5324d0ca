import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { TOffer } from '@energy/domain/schemas/offer';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { Alert, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconLock, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { useListState } from '../../../components/data-table/useListState';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { AcceptOfferModal } from '../../../components/procurement/AcceptOfferModal';
import { CounterOfferModal } from '../../../components/procurement/CounterOfferModal';
import { deliverySlotsText, paymentTermsText, pricingBandsText } from '../../../components/procurement/offerText';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { OrgName } from '../../../components/admin/OrgName';

export const BID_TEXTS = {
  sealed: (count: number) => `Sealed bids: ${count} offers received; prices are revealed after the close date.`,
  loading: 'Loading offers...',
  loadFailed: 'Failed to load offers',
  none: 'No offers yet',
  noneText: 'Offers from suppliers will appear here side by side.',
  best: 'Best price',
} as const;

/** The server sorts the bids: cheapest total first by default, or by how long each stays valid. */
const BID_SORTS = ['totalPrice', 'validUntil'] as const;
type BidSort = (typeof BID_SORTS)[number];

/** The lowest total among offers still in the running. */
function bestOfferId(offers: TOffer[]): string | null {
  const live = offers.filter((offer) => offer.status !== 'declined');
  return (
    live.reduce<TOffer | null>(
      (best, offer) => (best === null || offer.totalPrice < best.totalPrice ? offer : best),
      null,
    )?.id ?? null
  );
}

const bidColumns = (best: string | null): ListColumn<TOffer, BidSort>[] => [
  {
    key: 'supplier',
    title: 'Supplier',
    render: (offer) => (
      <Group gap="xs" wrap="nowrap">
        <OrgName name={offer.supplierName} verified={offer.supplierVerified} fw={500} decision />
        {offer.id === best && (
          <Badge color="green" variant="filled" style={{ flexShrink: 0 }}>
            {BID_TEXTS.best}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'unitPrice',
    title: 'Unit Price',
    render: (offer) => formatMoney(offer.unitPrice, offer.currency),
    noWrap: true,
    textAlign: 'right',
  },
  {
    key: 'totalPrice',
    title: 'Total Price',
    sort: 'totalPrice',
    render: (offer) => formatMoney(offer.totalPrice, offer.currency),
    noWrap: true,
    textAlign: 'right',
  },
  { key: 'pricingBands', title: 'Pricing Bands', render: pricingBandsText },
  { key: 'deliverySlots', title: 'Delivery Slots', render: deliverySlotsText },
  { key: 'paymentTerms', title: 'Payment Terms', render: paymentTermsText },
  {
    key: 'validUntil',
    title: 'Valid Until',
    sort: 'validUntil',
    render: (offer) => formatShortDate(offer.validUntil),
    noWrap: true,
  },
  {
    key: 'status',
    title: 'Status',
    noWrap: true,
    render: (offer) => (
      <Group gap={4} wrap="nowrap">
        <StatusBadge status={offer.status} />
        {offer.counter?.status === 'pending' && (
          <Badge color="orange" variant="outline" style={{ flexShrink: 0 }}>
            Counter sent
          </Badge>
        )}
      </Group>
    ),
  },
];

/** Buyer and admin: every offer on the RFQ side by side, the lowest total marked, with Accept and Counter where the server allows. */
export function BidComparison({ rfq }: { rfq: TRfq }) {
  // The moment the page opened: sealed bids stay hidden until a reload after the close date.
  const [openedAt] = useState(Date.now);
  const sealed = rfq.sealedBids && Date.parse(rfq.closeDate) > openedAt;
  const listState = useListState({ sorts: BID_SORTS, defaultOrder: 'asc', filters: {} });
  // Offers are compared side by side: the largest page, and Load more for an RFQ with more.
  const offers = usePagedList(
    trpc.offer.list.useInfiniteQuery(
      { rfqId: rfq.id, limit: PAGE_LIMIT_MAX, ...listState.input },
      { ...PAGED_QUERY, enabled: !sealed },
    ),
  );
  const [accepting, setAccepting] = useState<TOffer | null>(null);
  const [countering, setCountering] = useState<TOffer | null>(null);

  if (sealed) {
    return (
      <Alert icon={<IconLock size={18} />} color="blue" title="Sealed bids">
        {BID_TEXTS.sealed(rfq.visibleOfferCount)}
      </Alert>
    );
  }
  const best = bestOfferId(offers.items);
  return (
    <Stack>
      <Title order={3}>Bid Comparison</Title>
      <DataTable
        list={offers}
        columns={bidColumns(best)}
        state={listState}
        texts={{
          loading: BID_TEXTS.loading,
          loadFailed: BID_TEXTS.loadFailed,
          empty: BID_TEXTS.none,
          emptyText: BID_TEXTS.noneText,
        }}
        emptyIcon={<IconScale size={32} />}
        rowHighlight={(offer) => offer.id === best}
        rowActions={(offer) => (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            {canDo(offer, 'offer.accept') && (
              <Button
                size="xs"
                color="green"
                aria-label={`Accept offer from ${offer.supplierName}`}
                onClick={() => setAccepting(offer)}
              >
                Accept
              </Button>
            )}
            {canDo(offer, 'offer.counter') && (
              <Button
                size="xs"
                variant="light"
                aria-label={`Counter offer from ${offer.supplierName}`}
                onClick={() => setCountering(offer)}
              >
                Counter
              </Button>
            )}
          </Group>
        )}
      />
      <AcceptOfferModal offer={accepting} onClose={() => setAccepting(null)} />
      <CounterOfferModal offer={countering} onClose={() => setCountering(null)} />
    </Stack>
  );
}
