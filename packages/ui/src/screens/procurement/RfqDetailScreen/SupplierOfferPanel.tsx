import type { TRfq } from '@energy/domain/schemas/rfq';
import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { canDo } from '../../../components/allowedActions';
import { CounterOfferResponse } from '../../../components/procurement/CounterOfferResponse';
import { StatusBadge } from '../../../components/StatusBadge';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { OfferForm } from './OfferForm';

export const SUPPLIER_OFFER_TEXTS = {
  closed: 'procurement.supplierOffer.closed',
} as const;

/** Supplier: its own offer (a supplier sees no other), the buyer's counter, and the form while the RFQ is open. */
export function SupplierOfferPanel({ rfq }: { rfq: TRfq }) {
  const { t } = useTranslation();
  const display = useDisplay();
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
      <Alert color="red" title={t('procurement.supplierOffer.loadFailed')}>
        {ownOffers.error.message}
      </Alert>
    );

  const ownOffer = ownOffers.items[0];
  // A first offer is a verb on the RFQ, a change one on the supplier's own offer.
  const mayQuote = ownOffer === undefined ? canDo(rfq, 'offer.submit') : canDo(ownOffer, 'offer.revise');
  return (
    <Stack>
      <Title order={3}>
        {t(ownOffer ? 'procurement.supplierOffer.yours' : 'procurement.supplierOffer.submitTitle')}
      </Title>
      {ownOffer && (
        <Group gap="sm">
          <Text size="sm">
            {t('procurement.supplierOffer.summary', {
              unitPrice: display.money(ownOffer.unitPrice, ownOffer.currency),
              totalPrice: display.money(ownOffer.totalPrice, ownOffer.currency),
              validUntil: display.date(ownOffer.validUntil),
            })}
          </Text>
          <StatusBadge status={ownOffer.status} />
        </Group>
      )}
      {ownOffer && <CounterOfferResponse offer={ownOffer} />}
      {!rfq.isOpen ? (
        <Alert color="gray" title={t('procurement.supplierOffer.closedTitle')}>
          {t(SUPPLIER_OFFER_TEXTS.closed)}
        </Alert>
      ) : (
        mayQuote && (
          <OfferForm key={ownOffer?.updatedAt ?? 'new'} rfqId={rfq.id} rfqNumber={rfq.rfqNumber} ownOffer={ownOffer} />
        )
      )}
    </Stack>
  );
}
