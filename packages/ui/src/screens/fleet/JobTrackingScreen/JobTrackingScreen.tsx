import { en } from '@energy/i18n/messages/en/screens';
import { JOB_STATUSES, JOB_TRACKING_REFRESH_MS, PRIORITIES } from '@energy/domain/constants';
import { FEATURE_FLAGS } from '@energy/domain/feature-flags';
import { JOB_SORTS } from '@energy/domain/list-sorts';
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { useFeatureFlag } from '../../../components/featureFlags/useFeatureFlag';
import { CardListState } from '../../../components/fleet/CardListState';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { JobRouteModal } from './JobRouteModal';
import { JobTrackingCard } from './JobTrackingCard';
import { UpdateJobStatusModal } from './UpdateJobStatusModal';
import { useJobStatusUpdate } from './useJobStatusUpdate';
import { PageHeading } from '../../../components/PageHeading';

/** The English texts (tests read them); the screen speaks the user's language. */
export const JOB_TRACKING_TEXTS = en.fleet.tracking;

const LIST_CONFIG = {
  sorts: JOB_SORTS,
  defaultOrder: 'asc',
  filters: { status: JOB_STATUSES, priority: PRIORITIES },
} as const;
/** Live updates arrive over the events subscription; the spec's 30-second refresh is the fallback, gated by the live-job-tracking flag. */
const LIVE = { refetchInterval: JOB_TRACKING_REFRESH_MS } as const;
const ON_DEMAND = { refetchInterval: false } as const;

/** /fleet/jobs: the tiles counted by the server over every job, and a card per job with its progress. */
export function JobTrackingScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const filters = [
    statusFilter('status', t('fleet.common.status'), JOB_STATUSES),
    statusFilter('priority', t('fleet.tracking.priority'), PRIORITIES),
  ];
  const texts = {
    loading: t('fleet.tracking.loading'),
    loadFailed: t('fleet.tracking.loadFailed'),
    empty: t('fleet.tracking.empty'),
    emptyText: t('fleet.tracking.emptyText'),
    filterEmpty: t('fleet.tracking.filterEmpty'),
  };
  const listState = useListState(LIST_CONFIG);
  const refresh = useFeatureFlag(FEATURE_FLAGS.liveJobTracking) ? LIVE : ON_DEMAND;
  const jobs = usePagedList(trpc.job.list.useInfiniteQuery(listState.input, { ...PAGED_QUERY, ...refresh }));
  const summary = trpc.job.summary.useQuery(undefined, refresh);
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  const [trackingId, setTrackingId] = useState<string | null>(null);
  const close = () => setUpdatingId(null);
  const update = useJobStatusUpdate(close);
  const figure = (value: number | undefined) => (value === undefined ? '—' : display.number(value));

  return (
    <Stack gap="lg">
      <PageHeading title={t('fleet.tracking.title')} subtitle={t('fleet.tracking.subtitle')} />
      <SimpleGrid cols={{ base: 2, lg: 4 }}>
        <MetricCard
          label={t('fleet.tracking.active')}
          value={figure(summary.data?.active)}
          hint={t('fleet.tracking.activeHint')}
        />
        <MetricCard
          label={t('fleet.tracking.pending')}
          value={figure(summary.data?.pending)}
          hint={t('fleet.tracking.pendingHint')}
        />
        <MetricCard
          label={t('fleet.tracking.completed')}
          value={figure(summary.data?.completed)}
          hint={t('fleet.tracking.completedHint')}
        />
        <MetricCard
          label={t('fleet.tracking.total')}
          value={figure(summary.data?.total)}
          hint={t('fleet.tracking.totalHint')}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <ListToolbar
          state={listState}
          exportPath="/api/jobs"
          searchLabel={t('fleet.tracking.search')}
          filters={filters}
        />
      </Paper>
      <CardListState
        list={jobs}
        narrowed={listState.narrowed}
        onClear={listState.clear}
        texts={texts}
        icon={<IconRoute size={32} />}
      >
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {jobs.items.map((job) => (
            <JobTrackingCard
              key={job.id}
              job={job}
              onUpdate={() => setUpdatingId(job.id)}
              onTrack={() => setTrackingId(job.id)}
            />
          ))}
        </SimpleGrid>
      </CardListState>
      <JobRouteModal
        job={jobs.items.find((job) => job.id === trackingId) ?? null}
        onClose={() => setTrackingId(null)}
        refetchInterval={refresh.refetchInterval}
      />
      <UpdateJobStatusModal
        job={jobs.items.find((job) => job.id === updatingId) ?? null}
        saving={update.saving}
        onClose={close}
        onSubmit={update.submit}
      />
    </Stack>
  );
}
