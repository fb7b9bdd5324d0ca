import { formatMoney, formatShortDate } from '@energy/domain/money';
import type { TOffer } from '@energy/domain/schemas/offer';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { Alert, Badge, Button, Center, EmptyState, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconLock, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { canDo } from '../../../components/allowedActions';
import { AcceptOfferModal } from '../../../components/procurement/AcceptOfferModal';
import { CounterOfferModal } from '../../../components/procurement/CounterOfferModal';
import { deliverySlotsText, paymentTermsText, pricingBandsText } from '../../../components/procurement/offerText';
import { StatusBadge } from '../../../components/StatusBadge';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { trpc } from '../../../trpc';

export const BID_TEXTS = {
  sealed: (count: number) => `Sealed bids: ${count} offers received; prices are revealed after the close date.`,
  none: 'No offers yet',
  noneText: 'Offers from suppliers will appear here side by side.',
  best: 'Best price',
} as const;

type SortKey = 'total' | 'unit' | 'validUntil';
const SORTS: Record<SortKey, (a: TOffer, b: TOffer) => number> = {
  total: (a, b) => a.totalPrice - b.totalPrice,
  unit: (a, b) => a.unitPrice - b.unitPrice,
  validUntil: (a, b) => Date.parse(a.validUntil) - Date.parse(b.validUntil),
};

/** The lowest total among offers still in the running. */
function bestOfferId(offers: TOffer[]): string | null {
  const live = offers.filter((offer) => offer.status !== 'declined');
  return live.reduce<TOffer | null>((best, offer) => (best === null || offer.totalPrice < best.totalPrice ? offer : best), null)?.id ?? null;
}

/** Buyer and admin: every offer on the RFQ side by side, the lowest total marked, with Accept and Counter where the server allows. */
export function BidComparison({ rfq }: { rfq: TRfq }) {
  // The moment the page opened: sealed bids stay hidden until a reload after the close date.
  const [openedAt] = useState(Date.now);
  const sealed = rfq.sealedBids && Date.parse(rfq.closeDate) > openedAt;
  // Offers are compared side by side: the largest page, and Load more for an RFQ with more.
  const offers = usePagedList(trpc.offer.list.useInfiniteQuery({ rfqId: rfq.id, limit: PAGE_LIMIT_MAX }, { ...PAGED_QUERY, enabled: !sealed }));
  const [sort, setSort] = useState<SortKey>('total');
  const [accepting, setAccepting] = useState<TOffer | null>(null);
  const [countering, setCountering] = useState<TOffer | null>(null);

  if (sealed) {
    return <Alert icon={<IconLock size={18} />} color="blue" title="Sealed bids">{BID_TEXTS.sealed(rfq.visibleOfferCount)}</Alert>;
  }
  if (offers.isPending) return <Center py="lg"><Loader size="sm" /></Center>;
  if (offers.isError) return <Alert color="red" title="Failed to load offers">{offers.error.message}</Alert>;
  if (offers.items.length === 0) return <EmptyState icon={<IconScale size={32} />} title={BID_TEXTS.none} description={BID_TEXTS.noneText} />;

  const best = bestOfferId(offers.items);
  const sorted = [...offers.items].sort(SORTS[sort]);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Bid Comparison</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">Sort by</Text>
          <SegmentedControl
            size="xs"
            value={sort}
            onChange={(value) => setSort(value as SortKey)}
            data={[{ value: 'total', label: 'Total price' }, { value: 'unit', label: 'Unit price' }, { value: 'validUntil', label: 'Valid until' }]}
          />
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Supplier</Table.Th>
              <Table.Th>Unit Price</Table.Th>
              <Table.Th>Total Price</Table.Th>
              <Table.Th>Pricing Bands</Table.Th>
              <Table.Th>Delivery Slots</Table.Th>
              <Table.Th>Payment Terms</Table.Th>
              <Table.Th>Valid Until</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((offer) => (
              <Table.Tr key={offer.id} bg={offer.id === best ? 'var(--mantine-color-green-light)' : undefined}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>{offer.supplierName}</Text>
                    {offer.id === best && <Badge color="green" variant="filled">{BID_TEXTS.best}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{formatMoney(offer.unitPrice, offer.currency)}</Table.Td>
                <Table.Td>{formatMoney(offer.totalPrice, offer.currency)}</Table.Td>
                <Table.Td>{pricingBandsText(offer)}</Table.Td>
                <Table.Td>{deliverySlotsText(offer)}</Table.Td>
                <Table.Td>{paymentTermsText(offer)}</Table.Td>
                <Table.Td>{formatShortDate(offer.validUntil)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <StatusBadge status={offer.status} />
                    {offer.counter?.status === 'pending' && <Badge color="orange" variant="outline">Counter sent</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {canDo(offer, 'offer.accept') && (
                      <Button size="xs" color="green" aria-label={`Accept offer from ${offer.supplierName}`} onClick={() => setAccepting(offer)}>
                        Accept
                      </Button>
                    )}
                    {canDo(offer, 'offer.counter') && (
                      <Button size="xs" variant="light" aria-label={`Counter offer from ${offer.supplierName}`} onClick={() => setCountering(offer)}>
                        Counter
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore list={offers} />
      <AcceptOfferModal offer={accepting} onClose={() => setAccepting(null)} />
      <CounterOfferModal offer={countering} onClose={() => setCountering(null)} />
    </Stack>
  );
}
