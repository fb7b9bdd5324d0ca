import type { TRfq } from '@energy/domain/schemas/rfq';
import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { canDo } from '../../../components/allowedActions';
import { CounterOfferResponse } from '../../../components/procurement/CounterOfferResponse';
import { StatusBadge } from '../../../components/StatusBadge';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { MEASURE_OF_RFQ_UNIT } from '@energy/domain/pricing/units';
import {
  FORMULA_TEXTS,
  FormulaText,
  fixedUnitPriceText,
  unitPriceText,
} from '../../../components/procurement/FormulaText';
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
      {ownOffer && ownOffer.pricing.type === 'fixed' && (
        <Group gap="sm">
          <Text size="sm">
            {t('procurement.supplierOffer.summary', {
              unitPrice: fixedUnitPriceText(display, ownOffer.unitPrice, ownOffer.currency),
              totalPrice: display.money(ownOffer.totalPrice, ownOffer.currency),
              validUntil: display.date(ownOffer.validUntil),
            })}
          </Text>
          <StatusBadge status={ownOffer.status} />
        </Group>
      )}
      {ownOffer && ownOffer.pricing.type === 'formula' && (
        <Stack gap={4}>
          <Group gap="sm">
            <Text size="sm">
              {ownOffer.indicativeUnitPrice !== null && ownOffer.indicativeTotal !== null && ownOffer.indicativeAsOf
                ? t('procurement.offerPricing.summary', {
                    unitPrice: unitPriceText(display, ownOffer.indicativeUnitPrice, ownOffer.currency),
                    totalPrice: display.money(ownOffer.indicativeTotal, ownOffer.currency),
                    date: display.day(ownOffer.indicativeAsOf),
                    validUntil: display.date(ownOffer.validUntil),
                  })
                : t('procurement.offerPricing.summaryUnpriced', { validUntil: display.date(ownOffer.validUntil) })}
            </Text>
            <Badge size="xs" variant="light" color="grape">
              {t(FORMULA_TEXTS.badge)}
            </Badge>
            <StatusBadge status={ownOffer.status} />
          </Group>
          <FormulaText
            pricing={ownOffer.pricing}
            currency={ownOffer.currency}
            measure={MEASURE_OF_RFQ_UNIT[rfq.unit]}
            basis={ownOffer.priceBasis}
          />
        </Stack>
      )}
      {ownOffer && <CounterOfferResponse offer={ownOffer} />}
      {!rfq.isOpen ? (
        <Alert color="gray" title={t('procurement.supplierOffer.closedTitle')}>
          {t(SUPPLIER_OFFER_TEXTS.closed)}
        </Alert>
      ) : (
        mayQuote && <OfferForm key={ownOffer?.updatedAt ?? 'new'} rfq={rfq} ownOffer={ownOffer} />
      )}
    </Stack>
  );
}
