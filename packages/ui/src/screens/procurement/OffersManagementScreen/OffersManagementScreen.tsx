import type { TOffer } from '@energy/domain/schemas/offer';
import { Alert, Button, Center, EmptyState, Group, Loader, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconFilter, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AcceptOfferModal } from '../../../components/procurement/AcceptOfferModal';
import { CounterOfferModal } from '../../../components/procurement/CounterOfferModal';
import { httpStatusOf } from '../../../components/procurement/serverFailure';
import { useSessionParty } from '../../../components/procurement/useSessionRole';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { trpc } from '../../../trpc';
import { DeleteOfferModal } from './DeleteOfferModal';
import { OfferDetailModal } from './OfferDetailModal';
import { OffersTable, type OfferActions } from './OffersTable';

export const OFFER_LIST_TEXTS = {
  title: 'Offers Management',
  supplierTitle: 'My Quotes',
  selectRfq: 'Select an RFQ to view offers.',
  loading: 'Loading offers...',
  none: 'No offers found',
  noneText: 'No offers match these filters.',
  fetchFailed: (status: number | string) => `Failed to fetch offers: ${status}`,
} as const;

type StatusFilter = 'all' | 'pending' | 'selected';
const STATUS_OPTIONS = [{ value: 'all', label: 'All' }, { value: 'pending', label: 'Pending' }, { value: 'selected', label: 'Selected' }];

/** /offers: a supplier's own quotes, or (admin) the offers on a chosen RFQ, with filters and actions. */
export function OffersManagementScreen() {
  const { role } = useSessionParty();
  const navigate = useNavigate();
  const [rfqId, setRfqId] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [countersOnly, setCountersOnly] = useState(false);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [accepting, setAccepting] = useState<TOffer | null>(null);
  const [countering, setCountering] = useState<TOffer | null>(null);
  const [deleting, setDeleting] = useState<TOffer | null>(null);

  const isSupplier = role === 'supplier';
  // The RFQ picker offers the newest RFQs, a page of the largest size.
  const rfqs = usePagedList(trpc.rfq.list.useInfiniteQuery({ limit: PAGE_LIMIT_MAX }, PAGED_QUERY));
  const filters = { ...(rfqId ? { rfqId } : {}), ...(status !== 'all' ? { status } : {}), ...(countersOnly ? { isCounterOffer: true } : {}) };
  const offers = usePagedList(trpc.offer.list.useInfiniteQuery(filters, { ...PAGED_QUERY, enabled: isSupplier || rfqId !== null }));

  const actions: OfferActions = {
    onAccept: setAccepting,
    onView: (offer) => setViewingId(offer.id),
    onCounter: setCountering,
    onDelete: setDeleting,
  };
  const viewing = offers.items.find((offer) => offer.id === viewingId) ?? null;

  let body;
  if (!isSupplier && rfqId === null) body = <EmptyState icon={<IconFilter size={32} />} title={OFFER_LIST_TEXTS.selectRfq} />;
  else if (offers.isPending) body = <Center py="xl"><Group gap="sm"><Loader size="sm" /><Text>{OFFER_LIST_TEXTS.loading}</Text></Group></Center>;
  else if (offers.isError) body = <Alert color="red" title={OFFER_LIST_TEXTS.fetchFailed(httpStatusOf(offers.error))}>{offers.error.message}</Alert>;
  else if (offers.items.length === 0) body = <EmptyState title={OFFER_LIST_TEXTS.none} description={OFFER_LIST_TEXTS.noneText} />;
  else body = <><OffersTable offers={offers.items} actions={actions} /><LoadMore list={offers} /></>;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">{isSupplier ? OFFER_LIST_TEXTS.supplierTitle : OFFER_LIST_TEXTS.title}</Title>
        {isSupplier && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate(rfqId ? `/rfq/${rfqId}` : '/rfq')}>
            Create Offer
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end">
          <Select
            label="RFQ"
            placeholder={rfqs.isPending ? 'Loading RFQs...' : 'All RFQs'}
            data={rfqs.items.map((rfq) => ({ value: rfq.id, label: `${rfq.rfqNumber} — ${rfq.title}` }))}
            value={rfqId}
            onChange={setRfqId}
            clearable
            searchable
            w={340}
          />
          <Select label="Status" data={STATUS_OPTIONS} value={status} onChange={(value) => setStatus((value ?? 'all') as StatusFilter)} allowDeselect={false} w={160} />
          <Switch label="Counter-offers only" checked={countersOnly} onChange={(event) => setCountersOnly(event.currentTarget.checked)} mb={8} />
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">{body}</Paper>
      <OfferDetailModal offer={viewing} onClose={() => setViewingId(null)} />
      <AcceptOfferModal offer={accepting} onClose={() => setAccepting(null)} />
      <CounterOfferModal offer={countering} onClose={() => setCountering(null)} />
      <DeleteOfferModal offer={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
