import { activityLabel } from '@energy/domain/activity-labels';
import { AUDIT_LOG_SORTS } from '@energy/domain/list-sorts';
import type { TAuditEntry } from '@energy/domain/schemas/admin-console';
import { Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import type { ListColumn } from '../../../components/data-table/columns';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { AuditFilters } from './AuditFilters';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const AUDIT_LOG_TEXTS = {
  title: 'Audit Log',
  subtitle: 'Every state change and admin action: who, when, from which address, on which record.',
  search: 'Search action or record',
  loading: 'Loading the audit log...',
  loadFailed: 'Failed to fetch the audit log',
  empty: 'No audit entries match the current filters.',
  emptyText: 'Every transition and admin action is recorded here.',
  filterEmpty: 'No audit entries match the current filters.',
} as const;

const anything = (value: string): value is string => value.length > 0;
const LIST_CONFIG = {
  sorts: AUDIT_LOG_SORTS,
  filters: { record: anything, actor: anything, organization: anything, from: anything, to: anything },
};

const COLUMNS: ListColumn<TAuditEntry, (typeof AUDIT_LOG_SORTS)[number]>[] = [
  { key: 'at', title: 'When', sort: 'at', noWrap: true, render: (e) => formatDateTime(e.at) },
  {
    key: 'action',
    title: 'Action',
    // The words a person reads, and the code the search and the CSV use.
    render: (e) => (
      <Stack gap={0}>
        <Text size="sm">{activityLabel(e.action)}</Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {e.action}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'record',
    title: 'Record',
    render: (e) => (
      <Text size="sm">
        {e.entityType}{' '}
        <Text span size="xs" c="dimmed" ff="monospace">
          {e.entityId}
        </Text>
      </Text>
    ),
  },
  {
    key: 'change',
    title: 'Change',
    noWrap: true,
    render: (e) => (e.fromState || e.toState ? `${e.fromState ?? '—'} → ${e.toState ?? '—'}` : ''),
  },
  { key: 'actor', title: 'Actor', render: (e) => e.actorName ?? '—' },
  { key: 'organization', title: 'Organization', render: (e) => e.organizationName ?? '—' },
  {
    key: 'address',
    title: 'Address',
    noWrap: true,
    render: (e) => (
      <Text size="sm" ff="monospace">
        {e.address ?? '—'}
      </Text>
    ),
  },
  {
    key: 'details',
    title: 'Details',
    render: (e) => (
      <Text size="xs" c="dimmed" ff="monospace">
        {e.details}
      </Text>
    ),
  },
];

/** /admin/audit-log (admin only): the audit log, newest first, searchable by record, actor, organization and time; CSV export. */
export function AuditLogScreen() {
  const listState = useListState(LIST_CONFIG);
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useEntries = () => usePagedList(trpc.adminConsole.auditLog.useInfiniteQuery(listState.input, PAGED_QUERY));
  return (
    <ListScreenFrame title={AUDIT_LOG_TEXTS.title} subtitle={AUDIT_LOG_TEXTS.subtitle}>
      <Stack gap="md">
        <AuditFilters state={listState} />
        <QueryDataTable
          useList={useEntries}
          columns={COLUMNS}
          state={listState}
          texts={AUDIT_LOG_TEXTS}
          emptyIcon={<IconHistory size={32} />}
          toolbar={
            <ListToolbar state={listState} searchLabel={AUDIT_LOG_TEXTS.search} exportPath="/api/admin/audit-log" />
          }
        />
      </Stack>
    </ListScreenFrame>
  );
}
