import type { TOffer } from '@energy/domain/schemas/offer';
import { OFFER_SORTS } from '@energy/domain/list-sorts';
import { Button, EmptyState, Group, Paper, Select, Switch } from '@mantine/core';
import { IconFilter, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { AcceptOfferModal } from '../../../components/procurement/AcceptOfferModal';
import { LazyCounterOfferModal } from '../../../components/procurement/lazyProcurementDialogs';
import { httpStatusOf } from '../../../components/errors/serverFailure';
import { useSessionParty } from '../../../session/useSessionParty';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging-limits';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { DeleteOfferModal } from './DeleteOfferModal';
import { OfferDetailModal } from './OfferDetailModal';
import { useOfferColumns } from './offerColumns';
import { OfferRowActions, type OfferActions } from './OfferRowActions';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

/** The list's texts, as catalogue keys (fetchFailed takes {status}). */
export const OFFER_LIST_TEXTS = {
  title: 'procurement.offerList.title',
  supplierTitle: 'procurement.offerList.supplierTitle',
  selectRfq: 'procurement.offerList.selectRfq',
  loading: 'procurement.offerList.loading',
  none: 'procurement.offerList.none',
  noneText: 'procurement.offerList.noneText',
  search: 'procurement.offerList.search',
  fetchFailed: 'procurement.offerList.fetchFailed',
} as const;

const STATUS_OPTIONS = [
  { value: 'all', label: 'procurement.offerList.all' },
  { value: 'pending', label: 'procurement.offerList.pending' },
  { value: 'selected', label: 'procurement.offerList.selected' },
] as const;
const OFFER_STATUS_FILTERS = ['pending', 'selected'] as const;
const isUuid = (value: string): value is string =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const isStatusFilter = (value: string | null): value is (typeof OFFER_STATUS_FILTERS)[number] =>
  OFFER_STATUS_FILTERS.some((status) => status === value);

/** /offers: a supplier's own quotes, or (admin) the offers on a chosen RFQ, with filters and actions. */
export function OffersManagementScreen() {
  const { t } = useTranslation();
  const { role } = useSessionParty();
  const navigate = useNavigate();
  const listState = useListState({
    sorts: OFFER_SORTS,
    filters: { rfqId: isUuid, status: OFFER_STATUS_FILTERS, isCounterOffer: ['true'] as const },
  });
  const { rfqId = null, status, isCounterOffer } = listState.filters;
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [accepting, setAccepting] = useState<TOffer | null>(null);
  const [countering, setCountering] = useState<TOffer | null>(null);
  const [deleting, setDeleting] = useState<TOffer | null>(null);

  const isSupplier = role === 'supplier';
  const columns = useOfferColumns(isSupplier);
  // The RFQ picker offers the newest RFQs, a page of the largest size.
  const rfqs = usePagedList(trpc.rfq.list.useInfiniteQuery({ limit: PAGE_LIMIT_MAX }, PAGED_QUERY));
  // The URL says "true"; the procedure takes a boolean.
  const input = { ...listState.input, ...(isCounterOffer ? { isCounterOffer: true } : {}) };
  const offers = usePagedList(
    trpc.offer.list.useInfiniteQuery(input, { ...PAGED_QUERY, enabled: isSupplier || rfqId !== null }),
  );

  const actions: OfferActions = {
    onAccept: setAccepting,
    onView: (offer) => setViewingId(offer.id),
    onCounter: setCountering,
    onDelete: setDeleting,
  };
  const viewing = offers.items.find((offer) => offer.id === viewingId) ?? null;

  return (
    <>
      <ListScreenFrame
        title={t(isSupplier ? OFFER_LIST_TEXTS.supplierTitle : OFFER_LIST_TEXTS.title)}
        actions={
          isSupplier && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => void navigate(rfqId ? `/rfq/${rfqId}` : '/rfq')}
            >
              {t('procurement.offerList.create')}
            </Button>
          )
        }
        above={
          <Paper withBorder radius="md" p="md">
            <Group align="flex-end">
              <Select
                label={t('procurement.fields.rfq')}
                placeholder={t(rfqs.isPending ? 'procurement.offerList.loadingRfqs' : 'procurement.offerList.allRfqs')}
                data={rfqs.items.map((rfq) => ({ value: rfq.id, label: `${rfq.rfqNumber} — ${rfq.title}` }))}
                value={rfqId}
                onChange={(value) => listState.setFilter('rfqId', value)}
                clearable
                searchable
                w={340}
              />
              <Select
                label={t('procurement.fields.status')}
                data={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
                value={status ?? 'all'}
                allowDeselect={false}
                w={160}
                onChange={(value) => listState.setFilter('status', isStatusFilter(value) ? value : null)}
              />
              <Switch
                label={t('procurement.offerList.counterOnly')}
                checked={isCounterOffer === 'true'}
                mb={8}
                onChange={(event) => listState.setFilter('isCounterOffer', event.currentTarget.checked ? 'true' : null)}
              />
            </Group>
          </Paper>
        }
      >
        {!isSupplier && rfqId === null ? (
          <EmptyState icon={<IconFilter size={32} />} title={t(OFFER_LIST_TEXTS.selectRfq)} />
        ) : (
          <DataTable
            list={offers}
            columns={columns}
            // The RFQ is where the admin's list starts, not a narrowing: only the search, status and counter-offers are.
            state={{
              ...listState,
              narrowed: listState.q !== '' || status !== undefined || isCounterOffer !== undefined,
            }}
            texts={{
              loading: t(OFFER_LIST_TEXTS.loading),
              loadFailed: offers.isError
                ? t(OFFER_LIST_TEXTS.fetchFailed, { status: String(httpStatusOf(offers.error)) })
                : '',
              empty: t(OFFER_LIST_TEXTS.none),
              emptyText: t(OFFER_LIST_TEXTS.noneText),
            }}
            toolbar={
              <ListToolbar state={listState} searchLabel={t(OFFER_LIST_TEXTS.search)} exportPath="/api/offers" />
            }
            rowActions={(offer) => <OfferRowActions offer={offer} actions={actions} />}
          />
        )}
      </ListScreenFrame>
      <OfferDetailModal offer={viewing} onClose={() => setViewingId(null)} />
      <AcceptOfferModal offer={accepting} onClose={() => setAccepting(null)} />
      <LazyCounterOfferModal offer={countering} onClose={() => setCountering(null)} />
      <DeleteOfferModal offer={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
