import type { DbHandle } from '@energy/db/client';
import { users } from '@energy/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { verifyPassword } from '../../auth/password';
import { createAdminAccount } from './auth.service';

describe.each(testBackends())('npm run create-admin (%s)', (backend) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it('makes another administrator even though one exists, verified, with an argon2id hash of the given password', async () => {
    const admin = await createAdminAccount(database.db, {
      username: 'ops',
      email: 'ops@example.com',
      password: 'long-secret',
      firstName: 'Ops',
      lastName: 'Admin',
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('admin');
    // Its address counts as proven, so business calls are open to it at once.
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row?.passwordHash ?? '', 'long-secret')).toBe(true);
  });

  it('validates like a sign-up and refuses a taken username', async () => {
    await expect(
      createAdminAccount(database.db, { username: 'x', email: 'bad', password: '1', firstName: 'a', lastName: 'b' }),
    ).rejects.toThrow(/Username must be at least 3 characters/);
    await expect(
      createAdminAccount(database.db, {
        username: 'OPS',
        email: 'other@example.com',
        password: 'long-secret',
        firstName: 'a',
        lastName: 'b',
      }),
    ).rejects.toThrow('Username is already taken');
  });

  it('refuses a common password with "This password is too common"', async () => {
    await expect(
      createAdminAccount(database.db, {
        username: 'ops2',
        email: 'ops2@example.com',
        password: 'password1',
        firstName: 'a',
        lastName: 'b',
      }),
    ).rejects.toThrow('This password is too common');
  });
});
