import { USER_ACTIVITY, type TAdminUser } from '@energy/domain/schemas/admin-user';
import { ADMIN_USER_SORTS } from '@energy/domain/list-sorts';
import { ROLES } from '@energy/domain/roles';
import { IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { userColumns, UserActions } from './userColumns';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';

/** /admin/users (admin only): every account; change role or organization, deactivate, reactivate (each ends the user's sessions). */
export function AdminUsersScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const columns = useMemo(() => userColumns(t, display, labels), [t, display, labels]);
  const texts = {
    loading: t('admin.users.loading'),
    loadFailed: t('admin.users.loadFailed'),
    empty: t('admin.users.empty'),
    emptyText: t('admin.users.emptyText'),
    filterEmpty: t('admin.users.filterEmpty'),
  };
  const listState = useListState({ sorts: ADMIN_USER_SORTS, filters: { role: ROLES, status: USER_ACTIVITY } });
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useUsers = () => usePagedList(trpc.user.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const done = {
    onSuccess: () => {
      showNotice({ title: t(ADMIN_NOTICES.success), message: t(ADMIN_NOTICES.userUpdated) });
      setEditing(null);
      void utils.user.invalidate();
    },
    onError: (error: Parameters<typeof failureMessage>[0]) =>
      showNotice({
        title: t(ADMIN_NOTICES.userFailed),
        message: failureMessage(error, t(ADMIN_NOTICES.userFailed)),
        variant: 'destructive',
      }),
  };
  const update = trpc.user.update.useMutation(done);
  const deactivate = trpc.user.deactivate.useMutation(done);
  const reactivate = trpc.user.reactivate.useMutation(done);
  const busyId = deactivate.isPending ? deactivate.variables.id : reactivate.isPending ? reactivate.variables.id : null;

  return (
    <>
      <ListScreenFrame title={t('admin.users.title')}>
        <QueryDataTable
          useList={useUsers}
          columns={columns}
          state={listState}
          texts={texts}
          emptyIcon={<IconUsers size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              searchLabel={t('admin.users.search')}
              filters={[
                { key: 'role' as const, label: t('admin.users.role'), options: labels.options('role', ROLES) },
                statusFilter('status', t('admin.common.status'), USER_ACTIVITY),
              ]}
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
