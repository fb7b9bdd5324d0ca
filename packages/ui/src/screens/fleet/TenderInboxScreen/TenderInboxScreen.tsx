import { formatCount } from '@energy/domain/intl';
import { PRIORITIES, TENDER_STATUSES } from '@energy/domain/constants';
import { TENDER_SORTS } from '@energy/domain/list-sorts';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInbox, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { CardListState } from '../../../components/fleet/CardListState';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { BidModal } from './BidModal';
import { RejectTenderModal } from './RejectTenderModal';
import { TenderCard } from './TenderCard';
import { TenderDetailsModal } from './TenderDetailsModal';
import { TENDER_STATUS_LABELS } from './tenderRules';
import { useTenderAnswers } from './useTenderAnswers';
import { PageHeading } from '../../../components/PageHeading';

export const TENDER_TEXTS = {
  title: 'Tender Inbox',
  subtitle: 'Shipments tendered to your company: bid on them or decline them before the deadline.',
  refresh: 'Refresh',
  search: 'Search tenders',
  loading: 'Loading tenders...',
  loadFailed: 'Failed to load tenders',
  empty: 'No tenders available at the moment',
  emptyText: 'Tenders appear here when suppliers arrange shipments.',
  filterEmpty: 'No tenders match your filters',
  count: (count: number | null) =>
    count === null ? 'More than 1,000 tenders' : `${formatCount(count)} ${count === 1 ? 'tender' : 'tenders'}`,
} as const;

const LIST_CONFIG = {
  sorts: TENDER_SORTS,
  defaultOrder: 'asc',
  filters: { status: TENDER_STATUSES, priority: PRIORITIES },
} as const;
// The status filter reads as the badges do: `accepted` is "Bid placed".
const FILTERS = [
  {
    ...statusFilter('status', 'Status', TENDER_STATUSES),
    options: TENDER_STATUSES.map((value) => ({ value, label: TENDER_STATUS_LABELS[value] })),
  },
  statusFilter('priority', 'Priority', PRIORITIES),
];

type Dialog = { kind: 'details' | 'bid' | 'reject'; tenderId: string } | null;

/** /fleet/tenders: the tenders open to the company and its answers (spec 001, Tender Inbox). */
export function TenderInboxScreen() {
  const listState = useListState(LIST_CONFIG);
  const tenders = usePagedList(trpc.tender.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const answers = useTenderAnswers(close);
  // Dialogs follow the tender by id, so a refreshed list shows in an open dialog.
  const dialogTender = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? (tenders.items.find((tender) => tender.id === dialog.tenderId) ?? null) : null;

  return (
    <Stack gap="lg">
      <PageHeading
        title={TENDER_TEXTS.title}
        subtitle={TENDER_TEXTS.subtitle}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={tenders.isRefetching}
            onClick={() => void tenders.refetch()}
          >
            {TENDER_TEXTS.refresh}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack>
          <ListToolbar
            state={listState}
            exportPath="/api/tenders"
            searchLabel={TENDER_TEXTS.search}
            filters={FILTERS}
          />
          {tenders.isSuccess && tenders.total !== undefined && (
            <Text size="sm" c="dimmed" role="status">
              {TENDER_TEXTS.count(tenders.total)}
            </Text>
          )}
        </Stack>
      </Paper>
      <CardListState
        list={tenders}
        narrowed={listState.narrowed}
        onClear={listState.clear}
        texts={TENDER_TEXTS}
        icon={<IconInbox size={32} />}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {tenders.items.map((tender) => (
            <TenderCard
              key={tender.id}
              tender={tender}
              onView={() => setDialog({ kind: 'details', tenderId: tender.id })}
              onBid={() => setDialog({ kind: 'bid', tenderId: tender.id })}
              onReject={() => setDialog({ kind: 'reject', tenderId: tender.id })}
            />
          ))}
        </SimpleGrid>
      </CardListState>
      <TenderDetailsModal
        tender={dialogTender('details')}
        onClose={close}
        onPlaceBid={() => dialog && setDialog({ kind: 'bid', tenderId: dialog.tenderId })}
      />
      <BidModal tender={dialogTender('bid')} onClose={close} submitting={answers.bidding} onSubmit={answers.placeBid} />
      <RejectTenderModal
        tender={dialogTender('reject')}
        rejecting={answers.rejecting}
        onClose={close}
        onConfirm={answers.reject}
      />
    </Stack>
  );
}
