import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { canDo } from '../../../components/allowedActions';
import { CounterOfferResponse } from '../../../components/procurement/CounterOfferResponse';
import { StatusBadge } from '../../../components/StatusBadge';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { OfferForm } from './OfferForm';

export const SUPPLIER_OFFER_TEXTS = {
  closed: 'This RFQ is closed; no offers can be made.',
} as const;

/** Supplier: its own offer (a supplier sees no other), the buyer's counter, and the form while the RFQ is open. */
export function SupplierOfferPanel({ rfq }: { rfq: TRfq }) {
  // A supplier has at most one offer per RFQ: the first page is all of it.
  const ownOffers = usePagedList(trpc.offer.list.useInfiniteQuery({ rfqId: rfq.id }, PAGED_QUERY));
  if (ownOffers.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (ownOffers.isError)
    return (
      <Alert color="red" title="Failed to load your offer">
        {ownOffers.error.message}
      </Alert>
    );

  const ownOffer = ownOffers.items[0];
  // A first offer is a verb on the RFQ, a change one on the supplier's own offer.
  const mayQuote = ownOffer === undefined ? canDo(rfq, 'offer.submit') : canDo(ownOffer, 'offer.revise');
  return (
    <Stack>
      <Title order={3}>{ownOffer ? 'Your Offer' : 'Submit an Offer'}</Title>
      {ownOffer && (
        <Group gap="sm">
          <Text size="sm">
            {formatMoney(ownOffer.unitPrice, ownOffer.currency)} per unit,{' '}
            {formatMoney(ownOffer.totalPrice, ownOffer.currency)} in total, valid until{' '}
            {formatShortDate(ownOffer.validUntil)}
          </Text>
          <StatusBadge status={ownOffer.status} />
        </Group>
      )}
      {ownOffer && <CounterOfferResponse offer={ownOffer} />}
      {!rfq.isOpen ? (
        <Alert color="gray" title="RFQ closed">
          {SUPPLIER_OFFER_TEXTS.closed}
        </Alert>
      ) : (
        mayQuote && (
          <OfferForm key={ownOffer?.updatedAt ?? 'new'} rfqId={rfq.id} rfqNumber={rfq.rfqNumber} ownOffer={ownOffer} />
        )
      )}
    </Stack>
  );
}
