import type { ADMIN_USER_SORTS, TAdminUser } from '@energy/domain/schemas/admin-user';
import type { Translate } from '@energy/i18n/translator';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VerifiedBadge } from '../../../components/admin/VerifiedBadge';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import type { Labels } from '../../../i18n/labels';
import type { Display } from '../../../i18n/useDisplay';

/** Name and username, email, role, organization, status, KYC, created. */
export const userColumns = (
  t: Translate,
  display: Display,
  labels: Labels,
): ListColumn<TAdminUser, (typeof ADMIN_USER_SORTS)[number]>[] => [
  {
    key: 'username',
    title: t('admin.users.columns.user'),
    sort: 'username',
    render: (u) => (
      <>
        <Text size="sm" fw={500}>
          {u.firstName} {u.lastName}
        </Text>
        <Text size="xs" c="dimmed">
          {u.username}
        </Text>
      </>
    ),
  },
  { key: 'email', title: t('admin.users.columns.email'), render: (u) => u.email },
  { key: 'role', title: t('admin.users.columns.role'), render: (u) => labels.of('role', u.role) },
  {
    key: 'organization',
    title: t('admin.users.columns.organization'),
    render: (u) =>
      u.organizationName ?? (
        <Text size="sm" c="dimmed">
          {t('admin.common.none')}
        </Text>
      ),
  },
  {
    key: 'active',
    title: t('admin.users.columns.status'),
    noWrap: true,
    render: (u) => (
      <Badge color={u.active ? 'green' : 'gray'} variant="light">
        {u.active ? t('admin.users.active') : t('admin.users.deactivated')}
      </Badge>
    ),
  },
  {
    key: 'kyc',
    title: t('admin.users.columns.kyc'),
    noWrap: true,
    render: (u) => <VerifiedBadge verified={u.kycVerified} />,
  },
  {
    key: 'createdAt',
    title: t('admin.users.columns.created'),
    sort: 'createdAt',
    noWrap: true,
    render: (u) => display.dateTime(u.createdAt),
  },
];

interface UserActionsProps {
  user: TAdminUser;
  busy: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}

/** Change role or organization, Deactivate, Reactivate: as the row's allowedActions list them (never the last active admin's deactivation). */
export function UserActions({ user, busy, onEdit, onDeactivate, onReactivate }: UserActionsProps) {
  const { t } = useTranslation();
  const may = {
    update: canDo(user, 'user.update'),
    deactivate: canDo(user, 'user.deactivate'),
    reactivate: canDo(user, 'user.reactivate'),
  };
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {may.update && (
        <Button
          size="xs"
          variant="light"
          aria-label={t('admin.common.editNamed', { name: user.username })}
          onClick={onEdit}
        >
          {t('admin.common.edit')}
        </Button>
      )}
      {may.deactivate && (
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={busy}
          aria-label={t('admin.users.deactivateNamed', { name: user.username })}
          onClick={onDeactivate}
        >
          {t('admin.users.deactivate')}
        </Button>
      )}
      {may.reactivate && (
        <Button
          size="xs"
          color="green"
          variant="light"
          loading={busy}
          aria-label={t('admin.users.reactivateNamed', { name: user.username })}
          onClick={onReactivate}
        >
          {t('admin.users.reactivate')}
        </Button>
      )}
    </Group>
  );
}
