import { AUDIT_LOG_SORTS } from '@energy/domain/list-sorts';
import type { TAuditEntry } from '@energy/domain/schemas/admin-console';
import type { Translate } from '@energy/i18n/translator';
import { Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import type { ListColumn } from '../../../components/data-table/columns';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { AuditFilters } from './AuditFilters';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { useActivityLabels, type ActivityLabels } from '../../../i18n/activity';
import { useDisplay, type Display } from '../../../i18n/useDisplay';

const anything = (value: string): value is string => value.length > 0;
const LIST_CONFIG = {
  sorts: AUDIT_LOG_SORTS,
  filters: { record: anything, actor: anything, organization: anything, from: anything, to: anything },
};

const auditColumns = (
  t: Translate,
  display: Display,
  activity: ActivityLabels,
): ListColumn<TAuditEntry, (typeof AUDIT_LOG_SORTS)[number]>[] => [
  {
    key: 'at',
    title: t('admin.audit.columns.when'),
    sort: 'at',
    noWrap: true,
    render: (e) => display.dateTime(e.at),
  },
  {
    key: 'action',
    title: t('admin.audit.columns.action'),
    // The words a person reads, and the code the search and the CSV use.
    render: (e) => (
      <Stack gap={0}>
        <Text size="sm">{activity.action(e.action)}</Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {e.action}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'record',
    title: t('admin.audit.columns.record'),
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
    title: t('admin.audit.columns.change'),
    noWrap: true,
    render: (e) => (e.fromState || e.toState ? `${e.fromState ?? '—'} → ${e.toState ?? '—'}` : ''),
  },
  { key: 'actor', title: t('admin.audit.columns.actor'), render: (e) => e.actorName ?? '—' },
  { key: 'organization', title: t('admin.audit.columns.organization'), render: (e) => e.organizationName ?? '—' },
  {
    key: 'address',
    title: t('admin.audit.columns.address'),
    noWrap: true,
    render: (e) => (
      <Text size="sm" ff="monospace">
        {e.address ?? '—'}
      </Text>
    ),
  },
  {
    key: 'details',
    title: t('admin.audit.columns.details'),
    render: (e) => (
      <Text size="xs" c="dimmed" ff="monospace">
        {e.details}
      </Text>
    ),
  },
];

/** /admin/audit-log (admin only): the audit log, newest first, searchable by record, actor, organization and time; CSV export. */
export function AuditLogScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const activity = useActivityLabels();
  const columns = useMemo(() => auditColumns(t, display, activity), [t, display, activity]);
  const listState = useListState(LIST_CONFIG);
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useEntries = () => usePagedList(trpc.adminConsole.auditLog.useInfiniteQuery(listState.input, PAGED_QUERY));
  return (
    <ListScreenFrame title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')}>
      <Stack gap="md">
        <AuditFilters state={listState} />
        <QueryDataTable
          useList={useEntries}
          columns={columns}
          state={listState}
          texts={{
            loading: t('admin.audit.loading'),
            loadFailed: t('admin.audit.loadFailed'),
            empty: t('admin.audit.empty'),
            emptyText: t('admin.audit.emptyText'),
            filterEmpty: t('admin.audit.empty'),
          }}
          emptyIcon={<IconHistory size={32} />}
          toolbar={
            <ListToolbar state={listState} searchLabel={t('admin.audit.search')} exportPath="/api/admin/audit-log" />
          }
        />
      </Stack>
    </ListScreenFrame>
  );
}
