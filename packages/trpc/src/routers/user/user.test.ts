import type { DbHandle } from '@energy/db/client';
import { sessions } from '@energy/db/schema/sessions';
import { users } from '@energy/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { createSession, validateSessionToken } from '../../auth/sessions';
import type { AuthConfig } from '../../context';
import { scopeOf } from '../../scope';
import { changeUserRole, deactivateUser, reactivateUser } from './user.service';

const config: AuthConfig = {
  sessionIdleMs: 3600_000,
  sessionAbsoluteMs: 86_400_000,
  appUrl: 'http://x.test',
  allowAdminSignup: false,
  production: false,
};

describe.each(testBackends())('role changes and deactivation end sessions (%s)', (backend) => {
  let database: DbHandle;
  const userId = async (username: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? '';
  const adminScope = async () =>
    scopeOf({
      id: await userId('admin'),
      role: 'admin',
      organizationId: null,
      username: 'admin',
      email: '',
      firstName: '',
      lastName: '',
      organizationName: null,
    });
  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it("changing a user's role revokes every session they hold", async () => {
    const finance = await userId('finance');
    const issued = await createSession(database.db, finance, config);
    await createSession(database.db, finance, config);
    await changeUserRole(database.db, await adminScope(), finance, 'buyer');
    expect(await validateSessionToken(database.db, issued.token, config)).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, finance))).toHaveLength(0);
    expect((await database.db.select().from(users).where(eq(users.id, finance)))[0]?.role).toBe('buyer');
  });

  it('refuses a role that does not fit the organization, and leaves the sessions alone', async () => {
    const buyer = await userId('buyer');
    const issued = await createSession(database.db, buyer, config);
    await expect(changeUserRole(database.db, await adminScope(), buyer, 'supplier')).rejects.toMatchObject({
      kind: 'bad_request',
    });
    expect(await validateSessionToken(database.db, issued.token, config)).not.toBeNull();
  });

  it('deactivating a user revokes their sessions; reactivating does not bring them back', async () => {
    const supplier = await userId('supplier2');
    const issued = await createSession(database.db, supplier, config);
    await deactivateUser(database.db, await adminScope(), supplier);
    expect(await validateSessionToken(database.db, issued.token, config)).toBeNull();
    const [row] = await database.db.select().from(users).where(eq(users.id, supplier));
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    await expect(deactivateUser(database.db, await adminScope(), supplier)).rejects.toMatchObject({ kind: 'conflict' });
    await reactivateUser(database.db, await adminScope(), supplier);
    expect((await database.db.select().from(users).where(eq(users.id, supplier)))[0]?.deactivatedAt).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, supplier))).toHaveLength(0);
  });

  it('is for administrators only', async () => {
    const buyer = await userId('buyer');
    const notAdmin = scopeOf({
      id: buyer,
      role: 'buyer',
      organizationId: null,
      username: 'buyer',
      email: '',
      firstName: '',
      lastName: '',
      organizationName: null,
    });
    await expect(deactivateUser(database.db, notAdmin, await userId('logistics'))).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
