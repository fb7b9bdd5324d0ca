import type { TOrganizationEntry } from '@energy/domain/schemas/organization';
import { Badge, Group } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge, statusLabel } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

export type OrganizationSort = 'name' | 'createdAt';

/** Name (with "Your organization"), type, verification and, where the caller may count them, members. */
export function organizationColumns(showMembers: boolean): ListColumn<TOrganizationEntry, OrganizationSort>[] {
  const columns: ListColumn<TOrganizationEntry, OrganizationSort>[] = [
    {
      key: 'name',
      title: 'Name',
      sort: 'name',
      render: (org) => (
        <Group gap={6} wrap="nowrap">
          <OrgName name={org.name} verified={org.verification === 'verified'} fw={500} />
          {org.isOwn && (
            <Badge size="xs" variant="light">
              Your organization
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'type', title: 'Type', noWrap: true, render: (org) => statusLabel(org.type) },
    {
      key: 'verification',
      title: 'Verification',
      noWrap: true,
      render: (org) => <StatusBadge status={org.verification} />,
    },
  ];
  if (showMembers)
    columns.push({
      key: 'memberCount',
      title: 'Members',
      noWrap: true,
      textAlign: 'right',
      render: (org) => org.memberCount ?? '—',
    });
  return columns;
}
