import type { TAdminUser } from '@energy/domain/schemas/admin-user';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging-limits';
import { isRole, ROLES, type Role } from '@energy/domain/roles';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { useLabels } from '../../../i18n/labels';
import { trpc } from '../../../trpc';

interface EditUserModalProps {
  user: TAdminUser | null;
  pending: boolean;
  onClose: () => void;
  onSave: (change: { role: Role; organizationId: string | null }) => void;
}

const NONE = '';

/** A new role and/or organization; saving ends the user's sessions (the server says so in the notice). */
export function EditUserModal({ user, pending, onClose, onSave }: EditUserModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={user !== null} onClose={onClose} title={t('admin.users.edit.title')}>
      {user && <EditUserForm key={user.id} user={user} pending={pending} onClose={onClose} onSave={onSave} />}
    </DeferredModal>
  );
}

function EditUserForm({ user, pending, onClose, onSave }: EditUserModalProps & { user: TAdminUser }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const organizations = usePagedList(trpc.organization.list.useInfiniteQuery({ limit: PAGE_LIMIT_MAX }, PAGED_QUERY));
  const [role, setRole] = useState<Role>(isRole(user.role) ? user.role : 'buyer');
  const [organizationId, setOrganizationId] = useState(user.organizationId ?? NONE);
  const options = [
    { value: NONE, label: t('admin.common.none') },
    ...organizations.items.map((org) => ({ value: org.id, label: org.name })),
  ];
  return (
    <Stack>
      <Text fw={600}>
        {user.firstName} {user.lastName} ({user.username})
      </Text>
      <Select
        label={t('admin.users.role')}
        data={labels.options('role', ROLES)}
        value={role}
        allowDeselect={false}
        onChange={(value) => value && isRole(value) && setRole(value)}
      />
      <Select
        label={t('admin.users.edit.organization')}
        data={options}
        value={organizationId}
        allowDeselect={false}
        searchable
        onChange={(value) => setOrganizationId(value ?? NONE)}
      />
      <Text size="sm" c="dimmed">
        {t('admin.users.edit.signsOut')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>
        <Button
          loading={pending}
          onClick={() => onSave({ role, organizationId: organizationId === NONE ? null : organizationId })}
        >
          {t('admin.common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
