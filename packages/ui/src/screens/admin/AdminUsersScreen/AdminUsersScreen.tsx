import { ADMIN_USER_MESSAGES, USER_ACTIVITY, type TAdminUser } from '@energy/domain/schemas/admin-user';
import { ADMIN_USER_SORTS } from '@energy/domain/list-sorts';
import { ROLE_LABELS, ROLES } from '@energy/domain/roles';
import {} from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_NOTICES } from '../../../components/admin/adminNotices';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';
import { EditUserModal } from './EditUserModal';
import { USER_COLUMNS, UserActions } from './userColumns';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const USER_TEXTS = {
  title: 'Users',
  loading: 'Loading users...',
  loadFailed: ADMIN_USER_MESSAGES.fetchFailed,
  search: 'Search username, email, name or organization',
  empty: 'No users yet',
  emptyText: 'Accounts appear here once people sign up.',
  filterEmpty: ADMIN_USER_MESSAGES.empty,
} as const;

const ROLE_FILTER = {
  key: 'role' as const,
  label: 'Role',
  options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
};

/** /admin/users (admin only): every account; change role or organization, deactivate, reactivate (each ends the user's sessions). */
export function AdminUsersScreen() {
  const listState = useListState({ sorts: ADMIN_USER_SORTS, filters: { role: ROLES, status: USER_ACTIVITY } });
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useUsers = () => usePagedList(trpc.user.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const done = {
    onSuccess: () => {
      showNotice({ title: ADMIN_NOTICES.success, message: ADMIN_NOTICES.userUpdated });
      setEditing(null);
      void utils.user.invalidate();
    },
    onError: (error: Parameters<typeof failureMessage>[0]) =>
      showNotice({
        title: ADMIN_NOTICES.userFailed,
        message: failureMessage(error, ADMIN_NOTICES.userFailed),
        variant: 'destructive',
      }),
  };
  const update = trpc.user.update.useMutation(done);
  const deactivate = trpc.user.deactivate.useMutation(done);
  const reactivate = trpc.user.reactivate.useMutation(done);
  const busyId = deactivate.isPending ? deactivate.variables.id : reactivate.isPending ? reactivate.variables.id : null;

  return (
    <>
      <ListScreenFrame title={USER_TEXTS.title}>
        <QueryDataTable
          useList={useUsers}
          columns={USER_COLUMNS}
          state={listState}
          texts={USER_TEXTS}
          emptyIcon={<IconUsers size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              searchLabel={USER_TEXTS.search}
              filters={[ROLE_FILTER, statusFilter('status', 'Status', USER_ACTIVITY)]}
            />
          }
          rowActions={(user) => (
            <UserActions
              user={user}
              busy={busyId === user.id}
              onEdit={() => setEditing(user)}
              onDeactivate={() => deactivate.mutate({ id: user.id })}
              onReactivate={() => reactivate.mutate({ id: user.id })}
            />
          )}
        />
      </ListScreenFrame>
      <EditUserModal
        user={editing}
        pending={update.isPending}
        onClose={() => setEditing(null)}
        onSave={(change) => editing && update.mutate({ id: editing.id, ...change })}
      />
    </>
  );
}
