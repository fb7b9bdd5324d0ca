import type { TOffer } from '@energy/domain/schemas/offer';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging-limits';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { Alert, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconChartLine, IconLock, IconScale } from '@tabler/icons-react';
import type { Translate } from '@energy/i18n/translator';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { useLabels, type Labels } from '../../../i18n/labels';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { useListState } from '../../../components/data-table/useListState';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { AcceptOfferModal } from '../../../components/procurement/AcceptOfferModal';
import { CounterOfferModal } from '../../../components/procurement/CounterOfferModal';
import { deliverySlotsText, paymentTermsText, pricingBandsText } from '../../../components/procurement/offerText';
import { FORMULA_TEXTS } from '../../../components/procurement/FormulaText';
import { OfferTotal, OfferUnitPrice } from '../../../components/procurement/IndicativePrice';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { OrgName } from '../../../components/admin/OrgName';
import { DeliveryTermsDifferences } from '../../../components/procurement/DeliveryTermsFacts';

/** The comparison's texts, as catalogue keys. */
export const BID_TEXTS = {
  /** {count} */
  sealed: 'procurement.bids.sealed',
  loading: 'procurement.bids.loading',
  loadFailed: 'procurement.bids.loadFailed',
  none: 'procurement.bids.none',
  noneText: 'procurement.bids.noneText',
  best: 'procurement.bids.best',
  /** Above the bids when one of them is a formula offer. */
  formulaNote: FORMULA_TEXTS.movesNote,
} as const;

/** The server sorts the bids: cheapest total first by default, or by how long each stays valid. */
const BID_SORTS = ['totalPrice', 'validUntil'] as const;
type BidSort = (typeof BID_SORTS)[number];

/**
 * Fixed and formula offers ranked together by their indicative total (a fixed offer's is its total), in the order
 * asked; an offer without an indicative price yet (its index has no quote) ranks last either way.
 */
export function rankBids(offers: TOffer[], order: 'asc' | 'desc'): TOffer[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...offers].sort((a, b) => {
    if (a.indicativeTotal === null || b.indicativeTotal === null)
      return (a.indicativeTotal === null ? 1 : 0) - (b.indicativeTotal === null ? 1 : 0);
    return sign * (a.indicativeTotal - b.indicativeTotal);
  });
}

/** The lowest indicative total among offers still in the running and priced. */
function bestOfferId(offers: TOffer[]): string | null {
  const live = offers.filter((offer) => offer.status !== 'declined' && offer.indicativeTotal !== null);
  return (
    live.reduce<TOffer | null>(
      (best, offer) => (best === null || (offer.indicativeTotal ?? 0) < (best.indicativeTotal ?? 0) ? offer : best),
      null,
    )?.id ?? null
  );
}

const bidColumns = (
  t: Translate,
  display: Display,
  labels: Labels,
  best: string | null,
): ListColumn<TOffer, BidSort>[] => [
  {
    key: 'supplier',
    title: t('procurement.fields.supplier'),
    render: (offer) => (
      <Group gap="xs" wrap="nowrap">
        <OrgName name={offer.supplierName} verified={offer.supplierVerified} fw={500} decision />
        {offer.id === best && (
          <Badge color="green" variant="filled" style={{ flexShrink: 0 }}>
            {t(BID_TEXTS.best)}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'unitPrice',
    title: t('procurement.fields.unitPrice'),
    render: (offer) => <OfferUnitPrice offer={offer} />,
    noWrap: true,
    textAlign: 'right',
  },
  {
    key: 'totalPrice',
    title: t('procurement.fields.totalPrice'),
    sort: 'totalPrice',
    render: (offer) => <OfferTotal offer={offer} />,
    noWrap: true,
    textAlign: 'right',
  },
  { key: 'pricingBands', title: t('procurement.fields.pricingBands'), render: (offer) => pricingBandsText(t, offer) },
  {
    key: 'deliverySlots',
    title: t('procurement.fields.deliverySlots'),
    render: (offer) => deliverySlotsText(t, offer),
  },
  {
    key: 'paymentTerms',
    title: t('procurement.fields.paymentTerms'),
    render: (offer) => paymentTermsText(t, labels, offer),
  },
  {
    key: 'deliveryTerms',
    title: t('procurement.deliveryTerms.column'),
    render: (offer) => (
      <DeliveryTermsDifferences
        differing={offer.differingDeliveryTerms}
        terms={offer.agreedDeliveryTerms}
        currency={offer.currency}
      />
    ),
  },
  {
    key: 'validUntil',
    title: t('procurement.fields.validUntil'),
    sort: 'validUntil',
    render: (offer) => display.date(offer.validUntil),
    noWrap: true,
  },
  {
    key: 'status',
    title: t('procurement.fields.status'),
    noWrap: true,
    render: (offer) => (
      <Group gap={4} wrap="nowrap">
        <StatusBadge status={offer.status} />
        {offer.counter?.status === 'pending' && (
          <Badge color="orange" variant="outline" style={{ flexShrink: 0 }}>
            {t('procurement.bids.counterSent')}
          </Badge>
        )}
      </Group>
    ),
  },
];

/**
 * Buyer and admin: every offer on the RFQ side by side, fixed and formula ones ranked by (indicative) total, the lowest
 * marked, with Accept and Counter where the server allows.
 */
export function BidComparison({ rfq }: { rfq: TRfq }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
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
  const ranked = useMemo(
    () => (listState.sort === 'totalPrice' ? rankBids(offers.items, listState.order) : offers.items),
    [offers.items, listState.sort, listState.order],
  );

  if (sealed) {
    return (
      <Alert icon={<IconLock size={18} />} color="blue" title={t('procurement.bids.sealedTitle')}>
        {t(BID_TEXTS.sealed, { count: rfq.visibleOfferCount })}
      </Alert>
    );
  }
  const best = bestOfferId(offers.items);
  const hasFormula = offers.items.some((offer) => offer.pricing.type === 'formula');
  return (
    <Stack>
      <Title order={3}>{t('procurement.bids.title')}</Title>
      {hasFormula && (
        <Alert icon={<IconChartLine size={18} />} color="grape" variant="light">
          {t(BID_TEXTS.formulaNote)}
        </Alert>
      )}
      <DataTable
        list={{ ...offers, items: ranked }}
        columns={bidColumns(t, display, labels, best)}
        state={listState}
        texts={{
          loading: t(BID_TEXTS.loading),
          loadFailed: t(BID_TEXTS.loadFailed),
          empty: t(BID_TEXTS.none),
          emptyText: t(BID_TEXTS.noneText),
        }}
        emptyIcon={<IconScale size={32} />}
        rowHighlight={(offer) => offer.id === best}
        rowActions={(offer) => (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            {canDo(offer, 'offer.accept') && (
              <Button
                size="xs"
                color="green"
                aria-label={t('procurement.bids.acceptFrom', { supplier: offer.supplierName })}
                onClick={() => setAccepting(offer)}
              >
                {t('procurement.actions.accept')}
              </Button>
            )}
            {canDo(offer, 'offer.counter') && (
              <Button
                size="xs"
                variant="light"
                aria-label={t('procurement.bids.counterFrom', { supplier: offer.supplierName })}
                onClick={() => setCountering(offer)}
              >
                {t('procurement.actions.counter')}
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
