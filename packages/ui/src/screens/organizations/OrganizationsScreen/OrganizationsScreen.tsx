import { ORGANIZATION_TYPES } from '@energy/domain/roles';
import type { TOrganizationEntry } from '@energy/domain/schemas/organization';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { statusLabel } from '../../../components/StatusBadge';
import { useSessionUser } from '../../../session/useSessionUser';
import { trpc } from '../../../trpc';
import { OrganizationMembersCard } from '../../settings/SettingsScreen/OrganizationMembersCard';
import { EditOrganizationModal } from './EditOrganizationModal';
import { organizationColumns } from './organizationColumns';
import { PageHeading } from '../../../components/PageHeading';

export const ORGANIZATION_TEXTS = {
  title: 'Organizations',
  adminSubtitle: 'Every organization on the platform, its type, verification and members.',
  memberSubtitle: 'Your organization and the organizations you trade with.',
  counterparties: 'Counterparties',
  allOrganizations: 'All organizations',
  loading: 'Loading organizations...',
  loadFailed: 'Failed to load organizations',
  none: 'No organizations found',
  noneText: 'Organizations you trade with appear here once you exchange RFQs, offers, contracts, orders or shipments.',
  search: 'Search by organization name',
} as const;

const SORTS = ['name', 'createdAt'] as const;
const typeOptions = ORGANIZATION_TYPES.map((value) => ({ value, label: statusLabel(value) }));

/** The directory table: every organization for admins (with Edit), counterparties for everyone else. */
function OrganizationDirectory({ admin }: { admin: boolean }) {
  const listState = useListState({ sorts: SORTS, defaultOrder: 'asc', filters: { type: ORGANIZATION_TYPES } });
  const organizations = usePagedList(trpc.organization.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const [editing, setEditing] = useState<TOrganizationEntry | null>(null);
  // Members see their own organization in its card above; the table holds their counterparties.
  const rows = admin ? organizations.items : organizations.items.filter((org) => !org.isOwn);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={admin ? ORGANIZATION_TEXTS.allOrganizations : ORGANIZATION_TEXTS.counterparties}
    >
      <Stack gap="md">
        <Title order={3}>{admin ? ORGANIZATION_TEXTS.allOrganizations : ORGANIZATION_TEXTS.counterparties}</Title>
        <DataTable
          list={{ ...organizations, items: rows }}
          columns={organizationColumns(admin)}
          state={listState}
          texts={{
            loading: ORGANIZATION_TEXTS.loading,
            loadFailed: ORGANIZATION_TEXTS.loadFailed,
            empty: ORGANIZATION_TEXTS.none,
            emptyText: ORGANIZATION_TEXTS.noneText,
          }}
          emptyIcon={<IconBuilding size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              searchLabel={ORGANIZATION_TEXTS.search}
              filters={[{ key: 'type', label: 'Type', options: typeOptions }]}
            />
          }
          {...(admin
            ? {
                rowActions: (org: TOrganizationEntry) => (
                  <Button size="xs" variant="light" aria-label={`Edit ${org.name}`} onClick={() => setEditing(org)}>
                    Edit
                  </Button>
                ),
              }
            : {})}
        />
      </Stack>
      {admin && <EditOrganizationModal organization={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

/** /organizations: admins see and edit every organization; members see their own (members, invitations) and their counterparties. */
export function OrganizationsScreen() {
  const session = useSessionUser();
  if (session.status !== 'signed-in') return <FullPageLoader />;
  const admin = session.user.role === 'admin';
  return (
    <Stack gap="lg">
      <PageHeading
        title={ORGANIZATION_TEXTS.title}
        subtitle={admin ? ORGANIZATION_TEXTS.adminSubtitle : ORGANIZATION_TEXTS.memberSubtitle}
        subtitleSize="sm"
      />
      {!admin && <OrganizationMembersCard user={session.user} />}
      <OrganizationDirectory admin={admin} />
    </Stack>
  );
}
