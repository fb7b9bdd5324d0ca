import { JOB_STATUSES, PRIORITIES } from '@energy/domain/constants';
import { JOB_SORTS } from '@energy/domain/list-sorts';
import { Paper, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { en } from '@energy/i18n/messages/en/screens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { CardListState } from '../../../components/fleet/CardListState';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { useSessionParty } from '../../../session/useSessionParty';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { AssignDriverModal } from './AssignDriverModal';
import { AssignmentJobCard } from './AssignmentJobCard';
import { useAssignments } from './useAssignments';
import { PageHeading } from '../../../components/PageHeading';

/** The English texts (tests read them); the screen speaks the user's language. */
export const ASSIGNMENT_TEXTS = en.fleet.assignment;

const LIST_CONFIG = {
  sorts: JOB_SORTS,
  defaultOrder: 'asc',
  filters: { status: JOB_STATUSES, priority: PRIORITIES },
} as const;
type Tab = 'unassigned' | 'assigned';
const TABS: readonly Tab[] = ['unassigned', 'assigned'];

/** /fleet/assignments: jobs waiting for a driver and jobs that have one (spec 001, Driver Assignment). */
export function DriverAssignmentScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const filters = [
    statusFilter('status', t('fleet.common.status'), JOB_STATUSES),
    statusFilter('priority', t('fleet.assignment.priority'), PRIORITIES),
  ];
  const tabLabel = (label: string, count: number | null | undefined) =>
    typeof count === 'number' ? t('fleet.assignment.tabCount', { label, count: display.number(count) }) : label;
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
      <PageHeading title={t('fleet.assignment.title')} subtitle={t('fleet.assignment.subtitle')} />
      <Paper withBorder radius="md" p="md">
        <ListToolbar state={listState} searchLabel={t('fleet.assignment.search')} filters={filters} />
      </Paper>
      <Tabs value={tab} onChange={(value) => setTab(value === 'assigned' ? 'assigned' : 'unassigned')}>
        <Tabs.List>
          <Tabs.Tab value="unassigned">{tabLabel(t('fleet.assignment.unassignedTab'), unassignedJobs.total)}</Tabs.Tab>
          <Tabs.Tab value="assigned">{tabLabel(t('fleet.assignment.assignedTab'), assignedJobs.total)}</Tabs.Tab>
        </Tabs.List>
        {TABS.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <CardListState
              list={lists[kind]}
              narrowed={listState.narrowed}
              onClear={listState.clear}
              icon={<IconUserCheck size={32} />}
              texts={{
                loading: t('fleet.assignment.loading'),
                loadFailed: t('fleet.assignment.loadFailed'),
                empty: t(`fleet.assignment.${kind}.empty`),
                emptyText: t(`fleet.assignment.${kind}.emptyText`),
                filterEmpty: t(`fleet.assignment.${kind}.filterEmpty`),
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
