import { formatCount } from '@energy/domain/intl';
import { en } from '@energy/i18n/messages/en/screens';
import { PRIORITIES, TENDER_STATUSES } from '@energy/domain/constants';
import { TENDER_SORTS } from '@energy/domain/list-sorts';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInbox, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useTenderAnswers } from './useTenderAnswers';
import { PageHeading } from '../../../components/PageHeading';

/** The English texts (tests read them); the screen speaks the user's language. */
export const TENDER_TEXTS = {
  ...en.fleet.tenders,
  count: (count: number | null) =>
    count === null ? en.fleet.tenders.countMore : `${formatCount(count)} ${count === 1 ? 'tender' : 'tenders'}`,
} as const;

const LIST_CONFIG = {
  sorts: TENDER_SORTS,
  defaultOrder: 'asc',
  filters: { status: TENDER_STATUSES, priority: PRIORITIES },
} as const;

type Dialog = { kind: 'details' | 'bid' | 'reject'; tenderId: string } | null;

/** /fleet/tenders: the tenders open to the company and its answers (spec 001, Tender Inbox). */
export function TenderInboxScreen() {
  const { t } = useTranslation();
  // The status filter reads as the badges do: `accepted` is "Bid placed".
  const filters = [
    {
      key: 'status',
      label: t('fleet.common.status'),
      options: TENDER_STATUSES.map((value) => ({ value, label: t(`fleet.tenders.statuses.${value}`) })),
    } as const,
    statusFilter('priority', t('fleet.tenders.priority'), PRIORITIES),
  ];
  const texts = {
    loading: t('fleet.tenders.loading'),
    loadFailed: t('fleet.tenders.loadFailed'),
    empty: t('fleet.tenders.empty'),
    emptyText: t('fleet.tenders.emptyText'),
    filterEmpty: t('fleet.tenders.filterEmpty'),
  };
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
        title={t('fleet.tenders.title')}
        subtitle={t('fleet.tenders.subtitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={tenders.isRefetching}
            onClick={() => void tenders.refetch()}
          >
            {t('fleet.tenders.refresh')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack>
          <ListToolbar
            state={listState}
            exportPath="/api/tenders"
            searchLabel={t('fleet.tenders.search')}
            filters={filters}
          />
          {tenders.isSuccess && tenders.total !== undefined && (
            <Text size="sm" c="dimmed" role="status">
              {tenders.total === null
                ? t('fleet.tenders.countMore')
                : t('fleet.tenders.count', { count: tenders.total })}
            </Text>
          )}
        </Stack>
      </Paper>
      <CardListState
        list={tenders}
        narrowed={listState.narrowed}
        onClear={listState.clear}
        texts={texts}
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
