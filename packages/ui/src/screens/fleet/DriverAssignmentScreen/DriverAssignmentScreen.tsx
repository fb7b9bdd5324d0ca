import { JOB_STATUSES, PRIORITIES } from '@energy/domain/constants';
import { JOB_SORTS } from '@energy/domain/list-sorts';
import { Paper, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { CardListState } from '../../../components/fleet/CardListState';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';
import { AssignDriverModal } from './AssignDriverModal';
import { AssignmentJobCard } from './AssignmentJobCard';
import { useAssignments } from './useAssignments';
import { PageHeading } from '../../../components/PageHeading';

export const ASSIGNMENT_TEXTS = {
  title: 'Driver Assignment',
  subtitle: 'Give each job a driver and a vehicle that are free on its scheduled date.',
  search: 'Search jobs',
  loading: 'Loading jobs...',
  loadFailed: 'Failed to load jobs',
  unassigned: {
    empty: 'All jobs have been assigned',
    emptyText: 'New jobs appear here when your company wins a tender.',
    filterEmpty: 'No unassigned jobs match your filters',
  },
  assigned: {
    empty: 'No jobs have been assigned yet',
    emptyText: 'Assign a driver and a vehicle from the Unassigned Jobs tab.',
    filterEmpty: 'No assigned jobs match your filters',
  },
  tab: (label: string, count: number | null | undefined) => (typeof count === 'number' ? `${label} (${count})` : label),
} as const;

const LIST_CONFIG = {
  sorts: JOB_SORTS,
  defaultOrder: 'asc',
  filters: { status: JOB_STATUSES, priority: PRIORITIES },
} as const;
const FILTERS = [statusFilter('status', 'Status', JOB_STATUSES), statusFilter('priority', 'Priority', PRIORITIES)];
type Tab = 'unassigned' | 'assigned';

/** /fleet/assignments: jobs waiting for a driver and jobs that have one (spec 001, Driver Assignment). */
export function DriverAssignmentScreen() {
  const listState = useListState(LIST_CONFIG);
  const unassignedJobs = usePagedList(
    trpc.job.list.useInfiniteQuery({ ...listState.input, assigned: false }, PAGED_QUERY),
  );
  const assignedJobs = usePagedList(
    trpc.job.list.useInfiniteQuery({ ...listState.input, assigned: true }, PAGED_QUERY),
  );
  const [tab, setTab] = useState<Tab>('unassigned');
  const [assigningId, setAssigningId] = useState<string | null>(null);
  const close = () => setAssigningId(null);
  const assignments = useAssignments(close);
  // The carrier assigns; an admin reads the same screen without the button.
  const assigns = useSessionParty().role === 'logistics';
  const lists = { unassigned: unassignedJobs, assigned: assignedJobs };

  return (
    <Stack gap="lg">
      <PageHeading title={ASSIGNMENT_TEXTS.title} subtitle={ASSIGNMENT_TEXTS.subtitle} />
      <Paper withBorder radius="md" p="md">
        <ListToolbar state={listState} searchLabel={ASSIGNMENT_TEXTS.search} filters={FILTERS} />
      </Paper>
      <Tabs value={tab} onChange={(value) => setTab(value === 'assigned' ? 'assigned' : 'unassigned')}>
        <Tabs.List>
          <Tabs.Tab value="unassigned">{ASSIGNMENT_TEXTS.tab('Unassigned Jobs', unassignedJobs.total)}</Tabs.Tab>
          <Tabs.Tab value="assigned">{ASSIGNMENT_TEXTS.tab('Assigned Jobs', assignedJobs.total)}</Tabs.Tab>
        </Tabs.List>
        {(['unassigned', 'assigned'] as const).map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <CardListState
              list={lists[kind]}
              narrowed={listState.narrowed}
              onClear={listState.clear}
              icon={<IconUserCheck size={32} />}
              texts={{
                loading: ASSIGNMENT_TEXTS.loading,
                loadFailed: ASSIGNMENT_TEXTS.loadFailed,
                ...ASSIGNMENT_TEXTS[kind],
              }}
            >
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {lists[kind].items.map((job) => (
                  <AssignmentJobCard
                    key={job.id}
                    job={job}
                    assigns={assigns}
                    unassigning={assignments.unassigningId === job.assignment?.id}
                    onAssign={() => setAssigningId(job.id)}
                    onUnassign={() => assignments.unassign(job)}
                  />
                ))}
              </SimpleGrid>
            </CardListState>
          </Tabs.Panel>
        ))}
      </Tabs>
      <AssignDriverModal
        job={unassignedJobs.items.find((job) => job.id === assigningId) ?? null}
        onClose={close}
        assigning={assignments.assigning}
        onAssign={assignments.assign}
      />
    </Stack>
  );
}
