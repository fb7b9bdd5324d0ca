import type { TOrganizationEntry } from '@energy/domain/schemas/organization';
import type { Translate } from '@energy/i18n/translator';
import { Badge, Group } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { LabelText } from '../../../i18n/LabelText';
import { OrgName } from '../../../components/admin/OrgName';

export type OrganizationSort = 'name' | 'createdAt';

/** Name (with "Your organization"), type, verification and, where the caller may count them, members. */
export function organizationColumns(
  t: Translate,
  showMembers: boolean,
): ListColumn<TOrganizationEntry, OrganizationSort>[] {
  const columns: ListColumn<TOrganizationEntry, OrganizationSort>[] = [
    {
      key: 'name',
      title: t('organizations.columns.name'),
      sort: 'name',
      render: (org) => (
        <Group gap={6} wrap="nowrap">
          <OrgName name={org.name} verified={org.verification === 'verified'} fw={500} />
          {org.isOwn && (
            <Badge size="xs" variant="light">
              {t('organizations.yours')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'type',
      title: t('organizations.columns.type'),
      noWrap: true,
      render: (org) => <LabelText kind="organizationType" value={org.type} />,
    },
    {
      key: 'verification',
      title: t('organizations.columns.verification'),
      noWrap: true,
      render: (org) => <StatusBadge status={org.verification} />,
    },
  ];
  if (showMembers)
    columns.push({
      key: 'memberCount',
      title: t('organizations.columns.members'),
      noWrap: true,
      textAlign: 'right',
      render: (org) => org.memberCount ?? '—',
    });
  return columns;
}
