import { ORGANIZATION_TYPES } from '@energy/domain/roles';
import type { TOrganizationEntry } from '@energy/domain/schemas/organization';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

const SORTS = ['name', 'createdAt'] as const;
const typeOptions = ORGANIZATION_TYPES.map((value) => ({ value, label: statusLabel(value) }));

/** The directory table: every organization for admins (with Edit), counterparties for everyone else. */
function OrganizationDirectory({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
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
      aria-label={admin ? t('organizations.allOrganizations') : t('organizations.counterparties')}
    >
      <Stack gap="md">
        <Title order={3}>{admin ? t('organizations.allOrganizations') : t('organizations.counterparties')}</Title>
        <DataTable
          list={{ ...organizations, items: rows }}
          columns={organizationColumns(t, admin)}
          state={listState}
          texts={{
            loading: t('organizations.loading'),
            loadFailed: t('organizations.loadFailed'),
            empty: t('organizations.none'),
            emptyText: t('organizations.noneText'),
          }}
          emptyIcon={<IconBuilding size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              searchLabel={t('organizations.search')}
              filters={[{ key: 'type', label: t('organizations.columns.type'), options: typeOptions }]}
            />
          }
          {...(admin
            ? {
                rowActions: (org: TOrganizationEntry) => (
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('organizations.editNamed', { name: org.name })}
                    onClick={() => setEditing(org)}
                  >
                    {t('organizations.edit')}
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
  const { t } = useTranslation();
  const session = useSessionUser();
  if (session.status !== 'signed-in') return <FullPageLoader />;
  const admin = session.user.role === 'admin';
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('organizations.title')}
        subtitle={admin ? t('organizations.adminSubtitle') : t('organizations.memberSubtitle')}
        subtitleSize="sm"
      />
      {!admin && <OrganizationMembersCard user={session.user} />}
      <OrganizationDirectory admin={admin} />
    </Stack>
  );
}
