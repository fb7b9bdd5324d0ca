import type { Executor } from '@energy/db/client';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import type { ADMIN_USER_SORTS, TAdminUser, ZAdminUserListInput } from '@energy/domain/schemas/admin-user';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { allowedFor } from '../../authorize';
import { notFound } from '../../errors';
import { iso } from '../../iso-date';
import { MATCH, NO_PAGE_KEY, rememberLoadedKeys, runPage, type Keyset, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** /admin/users: the search matches username, email, name or organization name. */
const USER_LIST: ListSpec<(typeof ADMIN_USER_SORTS)[number]> = {
  name: 'admin-user',
  id: users.id,
  sorts: {
    createdAt: { column: users.createdAt, kind: 'timestamptz' },
    username: { column: users.username, kind: 'text' },
  },
  search: [users.username, users.email, fullName, organizations.name],
};

/** The number of active admins, once per page: a row is the last active admin when it is one of one. */
const activeAdmins =
  sql<number>`(select count(*) from ${users} a where a.role = 'admin' and a.deactivated_at is null)`.mapWith(Number);

async function loadUsers(db: Executor, scope: CallerScope, filter?: SQL, page?: Keyset): Promise<TAdminUser[]> {
  const query = db
    .select({ user: users, organizationName: organizations.name, activeAdmins, pageKey: page?.key ?? NO_PAGE_KEY })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(filter, page?.where))
    .orderBy(...(page?.orderBy ?? [asc(users.username), asc(users.id)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const loaded = rows.map(({ user: u, organizationName, activeAdmins: admins }) => {
    const active = u.deactivatedAt === null;
    const row: TAdminUser = {
      id: u.id,
      username: u.username,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      organizationId: u.organizationId,
      organizationName,
      emailVerified: u.verifiedAt !== null,
      active,
      kycVerified: u.kycVerifiedAt !== null,
      createdAt: iso(u.createdAt),
      allowedActions: allowedFor(scope, 'account', {
        active,
        lastActiveAdmin: active && u.role === 'admin' && admins <= 1,
      }),
    };
    return { row };
  });
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  ).map((l) => l.row);
}

export async function getAdminUser(db: Executor, scope: CallerScope, id: string): Promise<TAdminUser> {
  const [user] = await loadUsers(db, scope, eq(users.id, id));
  if (!user) throw notFound('User');
  return user;
}

export function pageUsers(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZAdminUserListInput>,
): Promise<TPage<TAdminUser>> {
  const filter = and(
    input.role ? eq(users.role, input.role) : undefined,
    input.organizationId ? eq(users.organizationId, input.organizationId) : undefined,
    input.status === 'active'
      ? isNull(users.deactivatedAt)
      : input.status === 'deactivated'
        ? isNotNull(users.deactivatedAt)
        : undefined,
  );
  return runPage(
    db,
    USER_LIST,
    input,
    (keyset) => loadUsers(db, scope, filter, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(users)
        .leftJoin(organizations, eq(organizations.id, users.organizationId))
        .where(and(filter, search))
        .$dynamic(),
  );
}
