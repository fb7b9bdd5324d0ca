import type { ADMIN_USER_SORTS, TAdminUser } from '@energy/domain/schemas/admin-user';
import { isRole, ROLE_LABELS } from '@energy/domain/roles';
import { Badge, Button, Group, Text } from '@mantine/core';
import { VerifiedBadge } from '../../../components/admin/VerifiedBadge';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { formatDateTime } from '../../../components/fulfilment/dateTime';

export const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/** Name and username, email, role, organization, status, KYC, created. */
export const USER_COLUMNS: ListColumn<TAdminUser, (typeof ADMIN_USER_SORTS)[number]>[] = [
  {
    key: 'username',
    title: 'User',
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
  { key: 'email', title: 'Email', render: (u) => u.email },
  { key: 'role', title: 'Role', render: (u) => roleLabel(u.role) },
  {
    key: 'organization',
    title: 'Organization',
    render: (u) =>
      u.organizationName ?? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  {
    key: 'active',
    title: 'Status',
    noWrap: true,
    render: (u) => (
      <Badge color={u.active ? 'green' : 'gray'} variant="light">
        {u.active ? 'Active' : 'Deactivated'}
      </Badge>
    ),
  },
  { key: 'kyc', title: 'KYC', noWrap: true, render: (u) => <VerifiedBadge verified={u.kycVerified} /> },
  { key: 'createdAt', title: 'Created', sort: 'createdAt', noWrap: true, render: (u) => formatDateTime(u.createdAt) },
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
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {canDo(user, 'user.update') && (
        <Button size="xs" variant="light" aria-label={`Edit ${user.username}`} onClick={onEdit}>
          Edit
        </Button>
      )}
      {canDo(user, 'user.deactivate') && (
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={busy}
          aria-label={`Deactivate ${user.username}`}
          onClick={onDeactivate}
        >
          Deactivate
        </Button>
      )}
      {canDo(user, 'user.reactivate') && (
        <Button
          size="xs"
          color="green"
          variant="light"
          loading={busy}
          aria-label={`Reactivate ${user.username}`}
          onClick={onReactivate}
        >
          Reactivate
        </Button>
      )}
    </Group>
  );
}
